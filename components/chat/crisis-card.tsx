"use client";

import { HeartHandshake, Phone } from "lucide-react";

import { crisisResources } from "@/content/crisis-resources";
import { formatMessage } from "@/lib/format-message";
import { chatMessages } from "@/messages/chat";

const t = chatMessages.crisis;

/** The safety net's answer to crisis language: a caring text and tap-to-call numbers. */
export function CrisisCard({ content }: { content: string }) {
  return (
    <div
      role="alert"
      className="w-full rounded-2xl border-2 border-destructive/50 bg-destructive/5 p-4 text-foreground"
      data-kind="crisis"
    >
      <p className="mb-2 flex items-center gap-2 font-semibold">
        <HeartHandshake aria-hidden className="size-5 text-destructive" />
        {t.title}
      </p>
      <p className="text-sm whitespace-pre-wrap">{content}</p>
      <h3 className="mt-4 mb-2 text-sm font-semibold">{t.callsLabel}</h3>
      <ul className="grid gap-2 sm:grid-cols-2">
        {crisisResources.map((resource) => (
          <li key={resource.tel}>
            <a
              href={resource.tel}
              aria-label={formatMessage(t.call, { label: resource.label, number: resource.number })}
              className="flex items-start gap-3 rounded-xl border bg-card p-3 text-card-foreground transition-colors hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
            >
              <Phone aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive" />
              <span>
                <span className="block font-semibold">
                  {resource.label} {resource.number}
                </span>
                <span className="block text-xs text-muted-foreground">
                  {resource.country} · {resource.description}
                </span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
