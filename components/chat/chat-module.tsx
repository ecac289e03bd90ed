"use client";

import { Menu } from "lucide-react";
import { usePathname, useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";

import { ChatList } from "@/components/chat/chat-list";
import { Conversation } from "@/components/chat/conversation";
import { useChatList } from "@/components/chat/use-chat-list";
import { ModuleFrame } from "@/components/dashboard/module-frame";
import { MODULE_PATHS } from "@/components/dashboard/modules";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { chatMessages } from "@/messages/chat";
import { dashboardMessages } from "@/messages/dashboard";
import type { ChatState } from "@/server/chat/chat-state";

const t = chatMessages.list;

/** Keeps the address on the open chat (/app/coach/<id>), so a reload or a shared link opens it again. */
function useChatPath(chatId: string | undefined) {
  const pathname = usePathname();
  useEffect(() => {
    const path = chatId ? `${MODULE_PATHS.chat}/${chatId}` : null;
    if (path && pathname !== path) window.history.replaceState(null, "", path);
  }, [chatId, pathname]);
}

/**
 * The coach chat (spec §2 Chat): the chat list as a sidebar, a drawer below 768 px, and the open
 * chat. `?support=1` (from the account menu) opens the chat called 'Support'.
 */
export function ChatModule({ initial }: { initial: ChatState }) {
  const support = useSearchParams().get("support") === "1";
  const { status, select, refresh, create, rename, remove, retry } = useChatList(support, initial);
  const [drawer, setDrawer] = useState(false);
  const active =
    status.kind === "ready"
      ? (status.chats.find((chat) => chat.id === status.activeChatId) ?? status.chats[0])
      : undefined;
  useChatPath(active?.id);

  if (status.kind !== "ready") {
    return (
      <ModuleFrame title={dashboardMessages.moduleTitles.chat}>
        {status.kind === "loading" ? (
          <p className="text-sm text-muted-foreground">{chatMessages.conversation.loading}</p>
        ) : (
          <div role="alert" className="rounded-xl border p-4 text-sm">
            <p className="font-medium">{status.title}</p>
            <p>{status.message}</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={retry}>
              {chatMessages.conversation.retry}
            </Button>
          </div>
        )}
      </ModuleFrame>
    );
  }

  const list = (afterSelect?: () => void) => (
    <ChatList
      chats={status.chats}
      activeChatId={active?.id ?? ""}
      onSelect={(chatId) => {
        select(chatId);
        afterSelect?.();
      }}
      onCreate={() => void create().then(() => afterSelect?.())}
      onRename={(chatId, title) => void rename(chatId, title)}
      onDelete={(chatId) => void remove(chatId)}
    />
  );

  return (
    <ModuleFrame
      title={dashboardMessages.moduleTitles.chat}
      actions={
        <Button variant="outline" size="sm" className="md:hidden" onClick={() => setDrawer(true)}>
          <Menu aria-hidden />
          {t.openDrawer}
        </Button>
      }
    >
      <div className="grid gap-4 md:grid-cols-[14rem_minmax(0,1fr)]">
        <aside className="hidden md:block">{list()}</aside>
        {active && (
          <Conversation
            key={active.id}
            chatId={active.id}
            initialPage={active.id === status.activeChatId ? status.firstPage : null}
            title={active.title}
            allowance={status.allowance}
            maxMessageLength={status.maxMessageLength}
            onReplied={(allowance) => void refresh(allowance)}
          />
        )}
      </div>
      <Sheet open={drawer} onOpenChange={setDrawer}>
        <SheetContent side="left" className="w-[85vw] max-w-sm overflow-y-auto p-4">
          {/* The list below has its own visible heading; the title names the dialog. */}
          <SheetHeader className="sr-only">
            <SheetTitle>{t.title}</SheetTitle>
            <SheetDescription>{t.drawerDescription}</SheetDescription>
          </SheetHeader>
          {list(() => setDrawer(false))}
        </SheetContent>
      </Sheet>
    </ModuleFrame>
  );
}
