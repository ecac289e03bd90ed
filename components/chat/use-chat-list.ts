"use client";

import { useCallback, useEffect, useState } from "react";
import { toast } from "@/components/app/toast";

import { chatMessages } from "@/messages/chat";
import { actionMessages } from "@/messages/common";
import { useDashboard } from "@/components/dashboard/dashboard-context";
import { createChat, deleteChat, loadChats, renameChat } from "@/server/actions/chat";
import type { ChatState } from "@/server/chat/chat-state";
import type { ReplyAllowance } from "@/server/chat/usage";

/** Spec §9: toasts for chat actions stay 2 s. */
export const TOAST_MS = 2_000;

export type ChatListStatus =
  { kind: "loading" } | { kind: "error"; title: string; message: string } | ({ kind: "ready" } & ChatState);

type Failure = { title: string; message: string };

const showError = (failure: Failure) =>
  toast.error(failure.title, { description: failure.message, duration: TOAST_MS });

const unreachable: Failure = {
  title: actionMessages.unexpectedTitle,
  message: chatMessages.toasts.loadFailed,
};

/**
 * The chat list of the active profile and the chat that is open, as the server page loaded it
 * (`initial`); `retry` loads it again. `support` opens the chat called 'Support' (the account
 * menu's 'Mit KI-Support chatten').
 */
export function useChatList(support: boolean, initial: ChatState) {
  const [status, setStatus] = useState<ChatListStatus>({ kind: "ready", ...initial });
  const [generation, setGeneration] = useState(0);
  const profileId = useDashboard().profile.id;

  useEffect(() => {
    if (generation === 0) return;
    let cancelled = false;
    loadChats({ profileId, support })
      .then((result) => {
        if (cancelled) return;
        setStatus(result.ok ? { kind: "ready", ...result.data } : { kind: "error", ...result });
      })
      .catch(() => {
        if (!cancelled) setStatus({ kind: "error", ...unreachable });
      });
    return () => {
      cancelled = true;
    };
  }, [profileId, support, generation]);

  const update = useCallback((change: (state: ChatState) => Partial<ChatState>) => {
    setStatus((current) => (current.kind === "ready" ? { ...current, ...change(current) } : current));
  }, []);

  // The first page the server sent belongs to the chat it opened, once: another chat, or the same
  // one opened again later, loads its messages fresh.
  const select = useCallback(
    (chatId: string) => update(() => ({ activeChatId: chatId, firstPage: null })),
    [update],
  );

  /** After a message: new previews and today's allowance, keeping the open chat. */
  const refresh = useCallback(
    async (allowance?: ReplyAllowance | null) => {
      const result = await loadChats({ profileId }).catch(() => null);
      if (result?.ok) update(() => ({ chats: result.data.chats, allowance: result.data.allowance }));
      else if (allowance !== undefined) update(() => ({ allowance }));
    },
    [profileId, update],
  );

  const create = useCallback(async () => {
    const result = await createChat({ profileId }).catch(() => null);
    if (!result?.ok) {
      showError(result ?? unreachable);
      return;
    }
    update(() => ({ chats: result.data.chats, activeChatId: result.data.chatId, firstPage: null }));
    toast.success(chatMessages.toasts.created, { duration: TOAST_MS });
  }, [profileId, update]);

  const rename = useCallback(
    async (chatId: string, title: string) => {
      const result = await renameChat({ chatId, title }).catch(() => null);
      if (!result?.ok) {
        showError(result ?? unreachable);
        return;
      }
      update((state) => ({
        chats: state.chats.map((chat) => (chat.id === chatId ? { ...chat, title: result.data.title } : chat)),
      }));
      toast.success(chatMessages.toasts.renamed, { duration: TOAST_MS });
    },
    [update],
  );

  /** The server refuses the last chat with 'Letzter Chat'; that toast is shown as is. */
  const remove = useCallback(
    async (chatId: string) => {
      const result = await deleteChat({ chatId }).catch(() => null);
      if (!result?.ok) {
        showError(result ?? unreachable);
        return;
      }
      update((state) => {
        const chats = state.chats.filter((chat) => chat.id !== chatId);
        const activeChatId = state.activeChatId === chatId ? (chats[0]?.id ?? "") : state.activeChatId;
        return { chats, activeChatId, firstPage: null };
      });
      toast.success(chatMessages.toasts.deleted, { duration: TOAST_MS });
    },
    [update],
  );

  const retry = useCallback(() => {
    setStatus({ kind: "loading" });
    setGeneration((value) => value + 1);
  }, []);

  return { status, select, refresh, create, rename, remove, retry };
}
