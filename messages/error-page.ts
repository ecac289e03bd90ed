/**
 * The error pages' words (app/error.tsx, app/global-error.tsx). A module of their own: both
 * pages come with every page's first load, each in its own script file, and with the whole of
 * messages/common.ts each file carried about 1.4 KB of strings no error page shows.
 */
export const errorPageMessages = {
  title: "Etwas ist schiefgelaufen",
  text: "Bitte versuche es in einem Moment noch einmal. Deine Daten sind sicher.",
  retry: "Erneut versuchen",
} as const;
