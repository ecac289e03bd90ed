"use client";

import { BookHeart, MessageCircleHeart, ScanHeart, Sparkles, UserRound } from "lucide-react";
import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { useState } from "react";

import { MODULE_PATHS, type ModuleId, NAV_MODULES } from "@/components/dashboard/modules";
import { cn } from "@/lib/utils";
import { dashboardMessages } from "@/messages/dashboard";

const icons = {
  analysis: ScanHeart,
  journal: BookHeart,
  chat: MessageCircleHeart,
  exercises: Sparkles,
  profile: UserRound,
} satisfies Record<(typeof NAV_MODULES)[number], React.ComponentType<{ className?: string }>>;

/** A click the browser should handle itself: another button, or a modifier for a new tab or window. */
function opensElsewhere(event: React.MouseEvent<HTMLAnchorElement>): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * The module a tap is opening, until the address changes (a module may redirect, as the chat does
 * to its conversation). The tap's feedback, the icon's pulse, is painted first and the navigation
 * starts in the next task: started in the tap's own task, the route's rendering delayed that paint
 * (bottom navigation at 4x CPU throttling: moves after the first 40-80 ms before, 24-40 ms after).
 * No loading.tsx stands in for the screen: its Suspense boundary also held back every module's
 * first paint on a full load until a script at the end of the page revealed it.
 */
function useTapThenNavigate() {
  const router = useRouter();
  const pathname = usePathname();
  const [opening, setOpening] = useState<{ href: string; from: string } | null>(null);
  const pending = opening?.from === pathname ? opening.href : null;
  const onClick = (event: React.MouseEvent<HTMLAnchorElement>, href: string) => {
    if (event.defaultPrevented || opensElsewhere(event) || href === pathname) return;
    event.preventDefault();
    setOpening({ href, from: pathname });
    requestAnimationFrame(() => setTimeout(() => router.push(href), 0));
  };
  return { pending, onClick };
}

/**
 * The five modules at the bottom; chat is highlighted (spec §2). The links prefetch each route's
 * frame (Next's default for dynamic pages), not its data: a module's data is always loaded fresh
 * when it opens, so the chat's reply count never comes from a stale prefetch.
 */
export function BottomNav({ active }: { active: ModuleId }) {
  const { pending, onClick } = useTapThenNavigate();
  return (
    <nav
      aria-label={dashboardMessages.nav.label}
      className="fixed inset-x-0 bottom-0 z-30 border-t bg-background/95 pb-[env(safe-area-inset-bottom)]"
    >
      <ul className="mx-auto flex max-w-3xl items-end justify-around px-2 py-1.5">
        {NAV_MODULES.map((module) => {
          const Icon = icons[module];
          const highlighted = module === "chat";
          const current = active === module;
          const href = MODULE_PATHS[module];
          return (
            <li key={module}>
              <Link
                href={href}
                onClick={(event) => onClick(event, href)}
                aria-current={current ? "page" : undefined}
                className={cn(
                  "flex min-w-14 flex-col items-center gap-0.5 rounded-xl px-2 py-1.5 text-xs font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none",
                  current && "text-primary",
                  highlighted &&
                    "-mt-5 bg-primary px-4 py-2.5 text-primary-foreground shadow-lg hover:text-primary-foreground",
                )}
              >
                <Icon
                  className={cn(highlighted ? "size-6" : "size-5", pending === href && "animate-pulse")}
                />
                {dashboardMessages.nav[module]}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
