"use client";

import { createContext, useCallback, useContext, useMemo, useState } from "react";

import { ProModal } from "@/components/billing/pro-modal";

interface ProModalContextValue {
  /** Opens the Pro upgrade modal (spec §2, §4). */
  openProModal: () => void;
}

const ProModalContext = createContext<ProModalContextValue | null>(null);

export function ProModalProvider({ children }: { children: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const openProModal = useCallback(() => setOpen(true), []);
  const value = useMemo(() => ({ openProModal }), [openProModal]);
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
