"use client";

import { Plus } from "lucide-react";
import { useState } from "react";

import { ChatListItem } from "@/components/chat/chat-list-item";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { formatMessage } from "@/lib/format-message";
import { chatMessages } from "@/messages/chat";
import type { ChatSummary } from "@/server/chat/chat-list";

const t = chatMessages.list;

export interface ChatListProps {
  chats: readonly ChatSummary[];
  activeChatId: string;
  onSelect: (chatId: string) => void;
  onCreate: () => void;
  onRename: (chatId: string, title: string) => void;
  onDelete: (chatId: string) => void;
}

/** The sidebar (a drawer on mobile): 'Neuer Chat' and the chats, newest first. */
export function ChatList({ chats, activeChatId, onSelect, onCreate, onRename, onDelete }: ChatListProps) {
  const [confirming, setConfirming] = useState<ChatSummary | null>(null);
  return (
    <nav aria-label={t.title} className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-semibold text-muted-foreground">{t.title}</h2>
        <Button size="sm" onClick={onCreate}>
          <Plus aria-hidden />
          {t.newChat}
        </Button>
      </div>
      <ul className="flex flex-col gap-1">
        {chats.map((chat) => (
          <ChatListItem
            key={chat.id}
            chat={chat}
            active={chat.id === activeChatId}
            onSelect={() => onSelect(chat.id)}
            onRename={(title) => onRename(chat.id, title)}
            // The last chat is refused by the server with its toast; no need to ask first.
            onDelete={() => (chats.length > 1 ? setConfirming(chat) : onDelete(chat.id))}
          />
        ))}
      </ul>
      <AlertDialog open={confirming !== null} onOpenChange={(open) => !open && setConfirming(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t.deleteConfirmTitle}</AlertDialogTitle>
            <AlertDialogDescription>
              {formatMessage(t.deleteConfirmText, { title: confirming?.title ?? "" })}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t.deleteCancel}</AlertDialogCancel>
            <AlertDialogAction
              onClick={() => {
                if (confirming) onDelete(confirming.id);
                setConfirming(null);
              }}
            >
              {t.deleteConfirm}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </nav>
  );
}
