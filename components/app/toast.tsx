"use client";

import { useEffect, useSyncExternalStore } from "react";
import type { ExternalToast } from "sonner";

import { lazyComponent } from "@/components/app/lazy-component";

// sonner and its Toaster (with their icons) load with the first toast, not with
// every screen: most screens show none before someone acts. `toast` here has
// the part of sonner's API the app uses; each call waits until the Toaster is
// mounted and listening, so no toast is lost and their order stays.

let wanted = false;
const listeners = new Set<() => void>();
let markReady: () => void = () => {};
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

const loadSonner = () => import("sonner");

const LazyToaster = lazyComponent(() =>
  import("@/components/ui/sonner").then(({ Toaster }) => {
    function ListeningToaster() {
      // Runs after the Toaster's own effect, which subscribes it to new toasts.
      useEffect(() => markReady(), []);
      return <Toaster />;
    }
    return ListeningToaster;
  }),
);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Where the toasts show; it renders nothing until the first one. */
export function ToastOutlet() {
  const show = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  return show ? <LazyToaster /> : null;
}

/** Starts loading the Toaster, e.g. when a toast is about to be likely. */
export function prepareToasts(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

async function sonner() {
  prepareToasts();
  const [{ toast: show }] = await Promise.all([loadSonner(), ready]);
  return show;
}

let lastId = 0;

export const toast = {
  success: (message: string, data?: ExternalToast) =>
    void sonner().then((show) => show.success(message, data)),
  error: (message: string, data?: ExternalToast) => void sonner().then((show) => show.error(message, data)),
  info: (message: string, data?: ExternalToast) => void sonner().then((show) => show.info(message, data)),
  warning: (message: string, data?: ExternalToast) =>
    void sonner().then((show) => show.warning(message, data)),
  /** Returns the toast's id at once, for `dismiss`. */
  loading: (message: string, data?: ExternalToast): string | number => {
    const id = data?.id ?? `laden-${(lastId += 1)}`;
    void sonner().then((show) => show.loading(message, { ...data, id }));
    return id;
  },
  dismiss: (id?: string | number) => void sonner().then((show) => show.dismiss(id)),
};
