/**
 * The header's menu below 768 px: the toggle opens and closes the panel, a
 * link in it or Escape closes it. Runs as a plain script (see site-script.tsx),
 * so it is self-contained: no imports, no outer variables.
 */
export function enhanceMobileMenus(): void {
  for (const root of document.querySelectorAll<HTMLElement>("[data-mobile-menu]")) {
    const toggle = root.querySelector<HTMLButtonElement>("[data-menu-toggle]");
    const panel = root.querySelector<HTMLElement>("[data-menu-panel]");
    if (!toggle || !panel) continue;

    const setOpen = (open: boolean) => {
      panel.hidden = !open;
      toggle.setAttribute("aria-expanded", String(open));
      toggle.setAttribute("aria-label", (open ? toggle.dataset.labelClose : toggle.dataset.labelOpen) ?? "");
      root.dataset.open = String(open);
    };

    toggle.addEventListener("click", () => setOpen(panel.hidden));
    panel.addEventListener("click", (event) => {
      if (event.target instanceof Element && event.target.closest("a")) setOpen(false);
    });
    document.addEventListener("keydown", (event) => {
      if (event.key !== "Escape" || panel.hidden) return;
      setOpen(false);
      toggle.focus();
    });
  }
}
