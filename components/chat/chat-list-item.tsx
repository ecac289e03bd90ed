"use client";

import { Pencil, Trash2 } from "lucide-react";
import { useRef, useState } from "react";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { formatMessage } from "@/lib/format-message";
import { cn } from "@/lib/utils";
import { chatMessages } from "@/messages/chat";
import type { ChatSummary } from "@/server/chat/chat-list";

const t = chatMessages.list;

export interface ChatListItemProps {
  chat: ChatSummary;
  active: boolean;
  onSelect: () => void;
  onRename: (title: string) => void;
  onDelete: () => void;
}

/** Inline rename (spec §4): Enter or blur confirms, Escape cancels, an empty name is ignored. */
function RenameInput({ chat, onDone }: { chat: ChatSummary; onDone: (title: string | null) => void }) {
  const [value, setValue] = useState(chat.title);
  const finished = useRef(false);
  const finish = (title: string | null) => {
    if (finished.current) return;
    finished.current = true;
    const trimmed = title?.trim() ?? "";
    onDone(trimmed && trimmed !== chat.title ? trimmed : null);
  };
  return (
    <Input
      autoFocus
      value={value}
      aria-label={formatMessage(t.renameLabel, { title: chat.title })}
      onFocus={(event) => event.currentTarget.select()}
      onChange={(event) => setValue(event.target.value)}
      onBlur={() => finish(value)}
      onKeyDown={(event) => {
        if (event.key === "Enter") {
          event.preventDefault();
          finish(value);
        } else if (event.key === "Escape") {
          event.preventDefault();
          event.stopPropagation();
          finish(null);
        }
      }}
      className="h-9"
    />
  );
}

/** One chat in the list: its title and the first 50 characters of its last message. */
export function ChatListItem({ chat, active, onSelect, onRename, onDelete }: ChatListItemProps) {
  const [renaming, setRenaming] = useState(false);
  return (
    <li
      className={cn(
        "group flex items-start gap-1 rounded-lg border p-2 transition-colors",
        active ? "border-primary/40 bg-accent text-accent-foreground" : "border-transparent hover:bg-muted",
      )}
    >
      {renaming ? (
        <div className="min-w-0 flex-1">
          <RenameInput
            chat={chat}
            onDone={(title) => {
              setRenaming(false);
              if (title) onRename(title);
            }}
          />
        </div>
      ) : (
        <button
          type="button"
          onClick={onSelect}
          aria-current={active ? "true" : undefined}
          className="min-w-0 flex-1 rounded-md px-1 text-left outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <span className="block truncate text-sm font-medium">{chat.title}</span>
          <span className="block truncate text-xs text-muted-foreground">{chat.preview || t.empty}</span>
        </button>
      )}
      {!renaming && (
        <div className="flex shrink-0">
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={formatMessage(t.renameButton, { title: chat.title })}
            title={t.rename}
            onClick={() => setRenaming(true)}
          >
            <Pencil aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={formatMessage(t.deleteButton, { title: chat.title })}
            title={t.delete}
            onClick={onDelete}
          >
            <Trash2 aria-hidden />
          </Button>
        </div>
      )}
    </li>
  );
}
