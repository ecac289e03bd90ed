import { BookHeart, MessageCircleHeart, ScanHeart, Sparkles, UserRound } from "lucide-react";
import Link, { useLinkStatus } from "next/link";

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

/**
 * A module's icon; it pulses from the tap until the module is shown. No loading.tsx stands in for the screen: its Suspense boundary also held back every
 * module's first paint on a full load until a script at the end of the page revealed it.
 */
function NavIcon({
  Icon,
  className,
}: {
  Icon: React.ComponentType<{ className?: string }>;
  className: string;
}) {
  const { pending } = useLinkStatus();
  return <Icon className={cn(className, pending && "animate-pulse")} />;
}

/**
 * The five modules at the bottom; chat is highlighted (spec §2). The links prefetch each route's
 * frame (Next's default for dynamic pages), not its data: a module's data is always loaded fresh
 * when it opens, so the chat's reply count never comes from a stale prefetch.
 */
export function BottomNav({ active }: { active: ModuleId }) {
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
          return (
            <li key={module}>
              <Link
                href={MODULE_PATHS[module]}
                aria-current={current ? "page" : undefined}
                className={cn(
                  "flex min-w-14 flex-col items-center gap-0.5 rounded-xl px-2 py-1.5 text-xs font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none",
                  current && "text-primary",
                  highlighted &&
                    "-mt-5 bg-primary px-4 py-2.5 text-primary-foreground shadow-lg hover:text-primary-foreground",
                )}
              >
                <NavIcon Icon={Icon} className={highlighted ? "size-6" : "size-5"} />
                {dashboardMessages.nav[module]}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
