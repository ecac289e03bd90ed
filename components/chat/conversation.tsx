"use client";

import { HeartHandshake } from "lucide-react";
import { useEffect, useRef, useState } from "react";

import { Composer } from "@/components/chat/composer";
import { MessageBubble } from "@/components/chat/message-bubble";
import { RemainingReplies } from "@/components/chat/remaining-replies";
import { TypingIndicator } from "@/components/chat/typing-indicator";
import { useConversation } from "@/components/chat/use-conversation";
import { SupportWelcome } from "@/components/chat/support-welcome";
import { WelcomeState } from "@/components/chat/welcome-state";
import { CrisisHelpDialog } from "@/components/safety/crisis-help-dialog";
import { Button } from "@/components/ui/button";
import { SAFETY_PLAN_HREF } from "@/config/app-paths";
import { chatMessages } from "@/messages/chat";
import { safetyPlanMessages } from "@/messages/safety-plan";
import type { MessagePage } from "@/server/chat/message-page";
import type { ReplyAllowance } from "@/server/chat/usage";

const t = chatMessages.conversation;

export interface ConversationProps {
  chatId: string;
  /** Its newest messages as the server page loaded them; null to load them here. */
  initialPage: MessagePage | null;
  title: string;
  allowance: ReplyAllowance | null;
  maxMessageLength: number;
  onReplied: (allowance: ReplyAllowance | null) => void;
}

/** One chat: its messages, the welcome state while it is empty, the typing indicator and the input. */
export function Conversation({
  chatId,
  initialPage,
  title,
  allowance,
  maxMessageLength,
  onReplied,
}: ConversationProps) {
  const { status, messages, hasMore, pending, streamed, send, loadOlder, retry } = useConversation(
    chatId,
    initialPage,
    onReplied,
  );
  const [input, setInput] = useState("");
  const log = useRef<HTMLDivElement>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);

  // Follow the conversation: the newest message (or the streaming reply) stays in view.
  const newest = messages.at(-1)?.id;
  useEffect(() => {
    const element = log.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [newest, streamed, pending]);

  const submit = async () => {
    const content = input;
    setInput("");
    if (!(await send(content))) setInput(content);
    textarea.current?.focus();
  };

  const empty = status.kind === "ready" && !messages.some((message) => message.role === "user");
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <div className="flex items-center gap-2">
        <h2 className="min-w-0 flex-1 truncate text-lg font-semibold" data-testid="chat-titel">
          {title}
        </h2>
        <CrisisHelpDialog
          planHref={SAFETY_PLAN_HREF}
          trigger={
            <Button variant="ghost" size="sm" className="shrink-0 text-destructive">
              <HeartHandshake aria-hidden />
              {safetyPlanMessages.help.open}
            </Button>
          }
        />
      </div>
      <div
        ref={log}
        role="log"
        aria-label={t.label}
        aria-busy={pending}
        className="flex h-[calc(100dvh-27rem)] min-h-64 flex-col md:h-[calc(100dvh-22.5rem)] gap-3 overflow-y-auto rounded-2xl border bg-card p-3"
      >
        {status.kind === "loading" && <p className="text-sm text-muted-foreground">{t.loading}</p>}
        {status.kind === "error" && (
          <div role="alert" className="text-sm">
            <p>{status.message}</p>
            <Button variant="outline" size="sm" className="mt-2" onClick={retry}>
              {t.retry}
            </Button>
          </div>
        )}
        {hasMore && (
          <Button variant="ghost" size="sm" className="self-center" onClick={() => void loadOlder()}>
            {t.loadOlder}
          </Button>
        )}
        {messages.map((message) => (
          <MessageBubble key={message.id} message={message} />
        ))}
        {empty &&
          (title === chatMessages.titles.support ? (
            <SupportWelcome
              onPick={(question) => {
                setInput(question);
                textarea.current?.focus();
              }}
            />
          ) : (
            <WelcomeState
              onPick={(question) => {
                setInput(question);
                textarea.current?.focus();
              }}
            />
          ))}
        {pending && streamed === null && <TypingIndicator />}
        {streamed !== null && (
          <MessageBubble message={{ role: "assistant", kind: "text", content: streamed, suggestions: [] }} />
        )}
      </div>
      {title === chatMessages.titles.support ? (
        <p className="text-sm text-muted-foreground">{chatMessages.remaining.support}</p>
      ) : (
        <RemainingReplies allowance={allowance} />
      )}
      <Composer
        ref={textarea}
        value={input}
        maxLength={maxMessageLength}
        pending={pending || status.kind !== "ready"}
        onChange={setInput}
        onSend={() => void submit()}
      />
    </div>
  );
}
