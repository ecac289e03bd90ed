"use client";

import { createContext, useCallback, useContext, useMemo, useState } from "react";

import { lazyComponent } from "@/components/app/lazy-component";
import { toast } from "@/components/app/toast";

// The modal's code loads when it first opens, not with every screen.
const ProModal = lazyComponent(() => import("@/components/billing/pro-modal").then((m) => m.ProModal));

interface ProModalContextValue {
  /** Opens the Pro upgrade modal (spec §2, §4). */
  openProModal: () => void;
  /**
   * The UI side of RequiresProPlanError: the spec's toast (e.g. 'Pro Version
   * erforderlich') and the Pro modal. Pass an action result with code "pro_required".
   */
  showProRequired: (failure: { title: string; message: string }) => void;
}

const ProModalContext = createContext<ProModalContextValue | null>(null);

export function ProModalProvider({ children }: { children: React.ReactNode }) {
  const [open, setOpenState] = useState(false);
  const [opened, setOpened] = useState(false);
  const setOpen = useCallback((next: boolean) => {
    if (next) setOpened(true);
    setOpenState(next);
  }, []);
  const openProModal = useCallback(() => setOpen(true), [setOpen]);
  const showProRequired = useCallback(
    ({ title, message }: { title: string; message: string }) => {
      toast.error(title, { description: message });
      setOpen(true);
    },
    [setOpen],
  );
  const value = useMemo(() => ({ openProModal, showProRequired }), [openProModal, showProRequired]);
  return (
    <ProModalContext.Provider value={value}>
      {children}
      {opened ? <ProModal open={open} onOpenChange={setOpen} /> : null}
    </ProModalContext.Provider>
  );
}

export function useProModal(): ProModalContextValue {
  const value = useContext(ProModalContext);
  if (!value) throw new Error("useProModal() must be used inside <ProModalProvider>");
  return value;
}
