/**
 * Screen-reader-only strings used by the UI primitives in components/ui.
 * Kept here so that the primitives themselves contain no copy.
 */
export const uiMessages = {
  close: "Schließen",
  toggleMenu: "Menü öffnen oder schließen",
  notifications: "Benachrichtigungen",
} as const;
