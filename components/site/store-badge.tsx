import { landingMessages } from "@/messages/landing";

type Store = "appStore" | "googlePlay";

function StoreMark({ store }: { store: Store }) {
  if (store === "appStore") {
    return (
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6 shrink-0" fill="currentColor">
        <path d="M16.4 12.6c0-2.3 1.9-3.4 2-3.5-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.1-2.8.9-3.5.9s-1.8-.9-3-.8C7 7.4 5.6 8.3 4.8 9.7c-1.6 2.8-.4 6.9 1.1 9.2.8 1.1 1.7 2.3 2.9 2.3 1.1 0 1.6-.7 3-.7s1.8.7 3 .7 2-1.1 2.8-2.3c.9-1.3 1.2-2.5 1.2-2.6 0 0-2.4-.9-2.4-3.7zM14.2 5.8c.6-.8 1.1-1.8 1-2.8-.9 0-2 .6-2.6 1.4-.6.7-1.1 1.7-1 2.7 1 .1 2-.5 2.6-1.3z" />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6 shrink-0">
      <path d="M4 2.8v18.4c0 .4.4.6.7.4L20.4 12.5a.6.6 0 0 0 0-1L4.7 2.4c-.3-.2-.7 0-.7.4z" fill="#8fb9a8" />
      <path d="M4 2.8 13.5 12 4 21.2z" fill="#b39ddb" />
    </svg>
  );
}

/** A store badge that is not a link yet: the store apps are coming soon (spec §1). */
export function StoreBadge({ store }: { store: Store }) {
  const t = landingMessages.footer;
  const { overline, name } = t[store];
  return (
    <div className="flex w-64 items-center gap-3 rounded-xl bg-foreground px-3 py-2 text-background">
      <StoreMark store={store} />
      <p className="flex flex-col leading-tight whitespace-nowrap">
        <span className="text-[0.7rem]">{overline}</span>
        <span className="font-semibold">{name}</span>
      </p>
      <span className="ml-auto rounded-full bg-background px-2 py-0.5 text-[0.7rem] font-semibold whitespace-nowrap text-foreground">
        {t.comingSoon}
      </span>
    </div>
  );
}
