"use client";

import { HeartHandshake } from "lucide-react";
import Link from "next/link";

import { CrisisNumbers } from "@/components/safety/crisis-numbers";
import { SAFETY_PLAN_HREF } from "@/config/app-paths";
import { chatMessages } from "@/messages/chat";
import { safetyPlanMessages } from "@/messages/safety-plan";

const t = chatMessages.crisis;

/** The safety net's answer to crisis language: a caring text, tap-to-call numbers and one's own plan. */
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
      <CrisisNumbers />
      <p className="mt-3 text-sm">
        <Link href={SAFETY_PLAN_HREF} className="font-medium underline underline-offset-4">
          {safetyPlanMessages.notice.plan}
        </Link>
      </p>
    </div>
  );
}
