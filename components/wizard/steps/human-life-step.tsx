"use client";

import { ChoiceField } from "@/components/wizard/fields/choice-field";
import { WordCountField } from "@/components/wizard/fields/word-count-field";
import { FINANCIAL_SITUATION_LABELS, RELATIONSHIP_STATUS_LABELS } from "@/lib/profile/options";
import { wizardMessages } from "@/messages/wizard";
import type { FinancialSituation, RelationshipStatus } from "@/prisma/generated/client/enums";

const t = wizardMessages.fields;

const RELATIONSHIP_STATUSES = (Object.keys(RELATIONSHIP_STATUS_LABELS) as RelationshipStatus[]).map(
  (value) => ({
    value,
    label: RELATIONSHIP_STATUS_LABELS[value],
  }),
);
const FINANCIAL_SITUATIONS = (Object.keys(FINANCIAL_SITUATION_LABELS) as FinancialSituation[]).map(
  (value) => ({
    value,
    label: FINANCIAL_SITUATION_LABELS[value],
  }),
);

/** Step 2 for people: life circumstances, validated on blur (spec §5). */
export function HumanLifeStep() {
  return (
    <div className="grid gap-6">
      <WordCountField name="lifeSituation" label={t.lifeSituation} required />
      <ChoiceField name="relationshipStatus" legend={t.relationshipStatus} options={RELATIONSHIP_STATUSES} />
      <WordCountField name="professionalSituation" label={t.professionalSituation} required />
      <ChoiceField name="financialSituation" legend={t.financialSituation} options={FINANCIAL_SITUATIONS} />
      <WordCountField name="exerciseRoutine" label={t.exerciseRoutine} required />
    </div>
  );
}
