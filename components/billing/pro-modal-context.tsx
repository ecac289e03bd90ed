"use client";

import { createContext, useCallback, useContext, useMemo, useState } from "react";
import { toast } from "sonner";

import { ProModal } from "@/components/billing/pro-modal";

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
  const [open, setOpen] = useState(false);
  const openProModal = useCallback(() => setOpen(true), []);
  const showProRequired = useCallback(({ title, message }: { title: string; message: string }) => {
    toast.error(title, { description: message });
    setOpen(true);
  }, []);
  const value = useMemo(() => ({ openProModal, showProRequired }), [openProModal, showProRequired]);
  return (
    <ProModalContext.Provider value={value}>
      {children}
      <ProModal open={open} onOpenChange={setOpen} />
    </ProModalContext.Provider>
  );
}

export function useProModal(): ProModalContextValue {
  const value = useContext(ProModalContext);
  if (!value) throw new Error("useProModal() must be used inside <ProModalProvider>");
  return value;
}
