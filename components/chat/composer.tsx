"use client";

import { SendHorizontal } from "lucide-react";

import { DictationButton, DictationFeedback } from "@/components/forms/dictation-controls";
import { useDictation } from "@/components/forms/use-dictation";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { appendDictation } from "@/lib/dictation";
import { formatCount } from "@/lib/format-count";
import { formatMessage } from "@/lib/format-message";
import { chatMessages } from "@/messages/chat";

const t = chatMessages.composer;

/** The counter appears this close to the limit. */
const COUNTER_FROM = 0.85;

export interface ComposerProps {
  value: string;
  maxLength: number;
  pending: boolean;
  onChange: (value: string) => void;
  onSend: () => void;
  ref?: React.Ref<HTMLTextAreaElement>;
}

/**
 * Enter sends, Shift+Enter adds a line; Send waits while the input is blank or a reply is pending.
 * Dictated phrases are appended to what was typed; sending stops the dictation.
 */
export function Composer({ value, maxLength, pending, onChange, onSend, ref }: ComposerProps) {
  const dictation = useDictation((phrase) => onChange(appendDictation(value, phrase)));
  const tooLong = value.length > maxLength;
  const canSend = value.trim().length > 0 && !pending && !tooLong;
  const max = formatCount(maxLength);
  const send = () => {
    dictation.cancel();
    onSend();
  };
  return (
    <form
      className="flex flex-col gap-1"
      onSubmit={(event) => {
        event.preventDefault();
        if (canSend) send();
      }}
    >
      <div className="flex items-end gap-2">
        <Textarea
          ref={ref}
          value={value}
          rows={2}
          aria-label={t.label}
          aria-invalid={tooLong || undefined}
          aria-describedby="chat-eingabe-hinweis"
          placeholder={t.placeholder}
          className="max-h-48 min-h-12 resize-none"
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
            event.preventDefault();
            if (canSend) send();
          }}
        />
        <DictationButton dictation={dictation} iconOnly />
        <Button type="submit" size="icon-lg" disabled={!canSend} aria-label={t.send}>
          <SendHorizontal aria-hidden />
        </Button>
      </div>
      <DictationFeedback dictation={dictation} />
      <p
        id="chat-eingabe-hinweis"
        className={tooLong ? "text-xs font-medium text-destructive" : "text-xs text-muted-foreground"}
        role={tooLong ? "alert" : undefined}
      >
        {tooLong
          ? formatMessage(chatMessages.errors.messageTooLong, { max })
          : value.length >= maxLength * COUNTER_FROM
            ? formatMessage(t.counter, { count: formatCount(value.length), max })
            : formatMessage(t.limitHint, { max })}
      </p>
    </form>
  );
}
