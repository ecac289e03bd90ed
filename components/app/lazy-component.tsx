"use client";

import { type ComponentType, lazy, Suspense } from "react";

/**
 * A component whose code loads when it first renders: React.lazy inside its own Suspense
 * boundary, showing `Fallback` (or nothing) meanwhile. Rendered on the server, it is streamed in
 * and hydrates once its code is there. Used instead of next/dynamic, whose loader and server
 * bail-out helpers came along on every screen of the app (about 4.4 KB of script before
 * compression) only to load dialogs, menus and charts later.
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
