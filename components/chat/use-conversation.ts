"use client";

import { useCallback, useEffect, useState } from "react";
import { toast } from "@/components/app/toast";

import { fetchMessages, type Failure, postMessage } from "@/components/chat/chat-requests";
import { TOAST_MS } from "@/components/chat/use-chat-list";
import type { MessagePage } from "@/server/chat/message-page";
import type { ChatMessageView } from "@/server/chat/message-view";
import type { ReplyAllowance } from "@/server/chat/usage";

/** The rule-based reply comes fast; the typing indicator stays this long so it does not flash. */
export const MIN_TYPING_MS = 600;

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

type Status = { kind: "loading" } | ({ kind: "error" } & Failure) | { kind: "ready" };

/**
 * The messages of one chat (the newest page from the server when given, else loaded here), older
 * pages on demand, and sending with the reply as it arrives.
 */
export function useConversation(
  chatId: string,
  initialPage: MessagePage | null,
  onReplied: (allowance: ReplyAllowance | null) => void,
) {
  const [status, setStatus] = useState<Status>(initialPage ? { kind: "ready" } : { kind: "loading" });
  const [messages, setMessages] = useState<ChatMessageView[]>(initialPage?.messages ?? []);
  const [hasMore, setHasMore] = useState(initialPage?.hasMore ?? false);
  // Whether the first page came with the screen: then only a retry loads it.
  const [preloaded] = useState(initialPage !== null);
  const [pending, setPending] = useState(false);
  /** A language model's reply while it streams in. */
  const [streamed, setStreamed] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (preloaded && generation === 0) return;
    let cancelled = false;
    void fetchMessages(chatId).then((result) => {
      if (cancelled) return;
      if (!result.ok) return setStatus({ kind: "error", title: result.title, message: result.message });
      setMessages(result.data.messages);
      setHasMore(result.data.hasMore);
      setStatus({ kind: "ready" });
    });
    return () => {
      cancelled = true;
    };
  }, [chatId, generation, preloaded]);

  const retry = useCallback(() => {
    setStatus({ kind: "loading" });
    setGeneration((value) => value + 1);
  }, []);

  const loadOlder = useCallback(async () => {
    const result = await fetchMessages(chatId, messages[0]?.id);
    if (!result.ok) {
      toast.error(result.title, { description: result.message, duration: TOAST_MS });
      return;
    }
    setMessages((current) => [...result.data.messages, ...current]);
    setHasMore(result.data.hasMore);
  }, [chatId, messages]);

  /** True when the message was sent; on failure the caller keeps the text in the input. */
  const send = useCallback(
    async (content: string): Promise<boolean> => {
      const draft: ChatMessageView = {
        id: `entwurf-${Date.now()}`,
        role: "user",
        kind: "text",
        content,
        createdAt: new Date().toISOString(),
        suggestions: [],
      };
      const replaceDraft = (stored: ChatMessageView) =>
        setMessages((current) => current.map((message) => (message.id === draft.id ? stored : message)));
      setMessages((current) => [...current, draft]);
      setPending(true);
      const [result] = await Promise.all([
        postMessage(chatId, content, {
          onStart: (line) => replaceDraft(line.userMessage),
          onText: setStreamed,
        }),
        wait(MIN_TYPING_MS),
      ]);
      setPending(false);
      setStreamed(null);
      if (!result.ok) {
        setMessages((current) => current.filter((message) => message.id !== draft.id));
        toast.error(result.title, { description: result.message, duration: TOAST_MS });
        return false;
      }
      replaceDraft(result.data.userMessage);
      setMessages((current) => [...current, result.data.reply]);
      onReplied(result.data.allowance);
      return true;
    },
    [chatId, onReplied],
  );

  return { status, messages, hasMore, pending, streamed, send, loadOlder, retry };
}
