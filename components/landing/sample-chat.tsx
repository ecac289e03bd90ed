import { cn } from "@/lib/utils";
import { landingMessages } from "@/messages/landing";

/** An illustrative coach conversation, drawn as a phone-style chat. */
export function SampleChat() {
  const t = landingMessages.steps;
  return (
    <figure className="rounded-3xl border border-border bg-card p-4 shadow-md sm:p-6">
      <figcaption className="mb-4 flex items-center justify-between gap-2 border-b border-border pb-3">
        <span className="font-display text-lg font-semibold">{t.chatTitle}</span>
        <span className="text-xs text-muted-foreground">{t.chatNote}</span>
      </figcaption>
      <ol className="flex flex-col gap-3">
        {t.chat.map((message) => (
          <li
            key={message.text}
            className={cn(
              "max-w-[85%] rounded-2xl px-4 py-3 text-sm leading-relaxed",
              message.fromUser
                ? "self-end rounded-br-md bg-primary text-primary-foreground"
                : "self-start rounded-bl-md bg-accent text-accent-foreground",
            )}
          >
            <span className="mb-1 block text-xs font-semibold opacity-90">
              {message.fromUser ? t.chatYou : t.chatCoach}
            </span>
            {message.text}
          </li>
        ))}
      </ol>
    </figure>
  );
}
