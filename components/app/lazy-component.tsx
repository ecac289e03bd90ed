"use client";

import { type ComponentType, lazy, Suspense } from "react";

/**
 * A component whose code loads when it first renders: React.lazy inside its own Suspense
 * boundary, showing `Fallback` (or nothing) meanwhile. For what renders only after something
 * happens in the browser (a dialog, a menu, the first toast, a chart scrolled near): next/dynamic's
 * loader and server bail-out helpers came along on every screen of the app (about 4.4 KB of script
 * before compression) only for that. What the server renders stays with next/dynamic, which sends
 * its code with the page: here it would hydrate only after its code had loaded, and a radio button
 * checked before that was lost (the exercise player opened by a link).
 */
export function lazyComponent<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  Fallback?: ComponentType,
): ComponentType<Props> {
  const Lazy = lazy(async () => ({ default: await load() }));
  function LazyComponent(props: Props) {
    return (
      <Suspense fallback={Fallback ? <Fallback /> : null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyComponent;
}
