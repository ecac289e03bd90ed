"use client";

import { EnergyScale } from "@/components/check-in/energy-scale";
import { Button } from "@/components/ui/button";

/** The energy check-in before and after a session: one question, the 1–5 scale, one button. */
export function EnergyCheckStep({
  title,
  question,
  name,
  value,
  onChange,
  action,
  busy = false,
  onSubmit,
}: {
  title: string;
  question: string;
  name: string;
  value: number | null;
  onChange: (value: number) => void;
  action: string;
  busy?: boolean;
  onSubmit: () => void;
}) {
  return (
    <form
      className="space-y-6 rounded-xl border bg-card p-6"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <h2 className="text-2xl font-semibold">{title}</h2>
      <EnergyScale
        name={name}
        legend={question}
        value={value}
        onChange={onChange}
        legendClassName="text-base"
      />
      <Button type="submit" disabled={value === null || busy}>
        {action}
      </Button>
    </form>
  );
}
