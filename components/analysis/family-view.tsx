"use client";

import { Cat, Crown, Dog, Rabbit, UserRound, Users } from "lucide-react";

import { RecommendationList } from "@/components/analysis/recommendation-list";
import { type FamilyStatus, useFamilyAnalysis } from "@/components/analysis/use-family-analysis";
import { useProModal } from "@/components/billing/pro-modal-context";
import { useDashboard } from "@/components/dashboard/dashboard-context";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDateTime } from "@/lib/dashboard/format-date";
import { formatMessage } from "@/lib/format-message";
import { ENERGY_STATE_LABELS } from "@/lib/profile/options";
import { analysisMessages } from "@/messages/analysis";
import type { FamilyAnalysisView } from "@/server/analysis/family";

const t = analysisMessages.family;

function memberIcon(member: FamilyAnalysisView["members"][number]) {
  if (member.profileType === "human") return UserRound;
  if (member.animalType === "hund") return Dog;
  if (member.animalType === "katze") return Cat;
  return Rabbit;
}

function Refusal({ status }: { status: Extract<FamilyStatus, { kind: "error" }> }) {
  const { openProModal } = useProModal();
  const { navigate } = useDashboard();
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-8 text-center"
    >
      <Users className="size-10 text-primary" aria-hidden="true" />
      <h2 className="text-xl font-semibold">{status.title}</h2>
      <p className="max-w-prose text-sm text-muted-foreground">{status.message}</p>
      {status.code === "pro_required" ? (
        <Button onClick={openProModal}>
          <Crown aria-hidden="true" />
          {t.upgrade}
        </Button>
      ) : status.code === "conflict" ? (
        <Button variant="outline" onClick={() => navigate("profile")}>
          {t.manageProfiles}
        </Button>
      ) : null}
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Findings({ items, empty }: { items: { title: string; explanation: string }[]; empty: string }) {
  if (items.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className="space-y-3">
      {items.map((item) => (
        <li key={`${item.title}-${item.explanation}`} className="space-y-1 rounded-xl border bg-card p-4">
          <h3 className="font-display text-lg font-semibold">{item.title}</h3>
          <p className="text-sm leading-relaxed">{item.explanation}</p>
        </li>
      ))}
    </ul>
  );
}

function FamilyResult({ family }: { family: FamilyAnalysisView }) {
  return (
    <div className="space-y-8">
      <div className="space-y-2 rounded-xl border bg-gradient-to-br from-aura-from/30 to-aura-to/30 p-5">
        <p className="leading-relaxed">{family.result.summary}</p>
        <p className="text-xs text-muted-foreground">
          {formatMessage(t.updatedAt, { date: formatDateTime(family.createdAt) })}
        </p>
      </div>
      <Section id="familie-mitglieder" title={t.members}>
        <ul className="grid gap-2 sm:grid-cols-2">
          {family.members.map((member) => {
            const Icon = memberIcon(member);
            return (
              <li
                key={member.profileId}
                className="flex items-center gap-3 rounded-xl border bg-card px-4 py-3"
              >
                <Icon className="size-5 text-primary" aria-hidden="true" />
                <span className="flex-1 font-medium">{member.name}</span>
                <span className="text-sm text-muted-foreground">
                  {ENERGY_STATE_LABELS[member.overallState]}
                </span>
              </li>
            );
          })}
        </ul>
      </Section>
      <Section id="familie-gemeinsam" title={t.shared}>
        <Findings items={family.result.sharedPatterns} empty={t.noShared} />
      </Section>
      <Section id="familie-spiegel" title={t.mirrors}>
        <Findings items={family.result.mirrors} empty={t.noMirrors} />
      </Section>
      <RecommendationList items={family.result.householdRecommendations} title={t.household} />
    </div>
  );
}

/** The family analysis (spec §2, §5): shared patterns, mirrored states, household ideas. */
export function FamilyView() {
  const status = useFamilyAnalysis();
  if (status.kind === "loading") {
    return (
      <div className="space-y-4" aria-busy="true">
        <Skeleton className="h-28 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (status.kind === "error") return <Refusal status={status} />;
  return <FamilyResult family={status.family} />;
}
