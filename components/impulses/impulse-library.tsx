"use client";

import { Library, Search } from "lucide-react";
import { useSearchParams } from "next/navigation";
import { useDeferredValue, useMemo, useState } from "react";

import { ALL, filterImpulses, type ImpulseFilter, NO_FILTER } from "@/lib/impulses/filter";
import { ImpulseQuote } from "@/components/impulses/impulse-quote";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { impulses } from "@/content/impulses";
import { IMPULSE_TOPICS, isImpulseTopic } from "@/lib/analysis/links";
import { plural } from "@/lib/plural";
import { ENERGY_STATE_LABELS } from "@/lib/profile/options";
import { impulseMessages } from "@/messages/impulses";
import { EnergyState } from "@/prisma/generated/client/enums";

const t = impulseMessages.library;

/** Shown at once and added per 'more'; the whole library would be a long page to scroll. */
const PAGE_SIZE = 12;

function FilterSelect<T extends string>({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: T | typeof ALL;
  options: readonly { value: T; label: string }[];
  onChange: (value: T | typeof ALL) => void;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={(next) => onChange(next as T | typeof ALL)}>
        <SelectTrigger id={id} className="w-full">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>{t.all}</SelectItem>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

const stateOptions = Object.values(EnergyState).map((value) => ({
  value,
  label: ENERGY_STATE_LABELS[value],
}));
const topicOptions = IMPULSE_TOPICS.map((value) => ({ value, label: impulseMessages.topics[value] }));

/** All impulses, filtered by state, topic and a search, shown a page at a time. */
export function ImpulseLibrary() {
  // A recommendation may open the module on one topic: ?modul=impulse&thema=ruhe
  const requestedTopic = useSearchParams().get("thema");
  const [filter, setFilter] = useState<ImpulseFilter>(() =>
    requestedTopic && isImpulseTopic(requestedTopic) ? { ...NO_FILTER, topic: requestedTopic } : NO_FILTER,
  );
  const [shown, setShown] = useState(PAGE_SIZE);
  const query = useDeferredValue(filter.query);
  const found = useMemo(() => filterImpulses(impulses, { ...filter, query }), [filter, query]);
  const update = (change: Partial<ImpulseFilter>) => {
    setFilter((current) => ({ ...current, ...change }));
    setShown(PAGE_SIZE);
  };

  return (
    <section aria-labelledby="bibliothek-titel" className="space-y-4">
      <div className="space-y-1">
        <h2 id="bibliothek-titel" className="flex items-center gap-2 text-xl font-semibold">
          <Library className="size-5 text-primary" aria-hidden="true" />
          {t.title}
        </h2>
        <p className="text-sm text-muted-foreground">{t.claim}</p>
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <FilterSelect
          id="bibliothek-zustand"
          label={t.state}
          value={filter.state}
          options={stateOptions}
          onChange={(state) => update({ state })}
        />
        <FilterSelect
          id="bibliothek-thema"
          label={t.topic}
          value={filter.topic}
          options={topicOptions}
          onChange={(topic) => update({ topic })}
        />
        <div className="space-y-1.5">
          <Label htmlFor="bibliothek-suche">{t.search}</Label>
          <div className="relative">
            <Search
              className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id="bibliothek-suche"
              type="search"
              value={filter.query}
              placeholder={t.searchPlaceholder}
              maxLength={100}
              onChange={(event) => update({ query: event.target.value })}
              className="pl-9"
            />
          </div>
        </div>
      </div>
      <div className="flex items-center justify-between gap-2">
        <p role="status" className="text-sm text-muted-foreground">
          {plural(found.length, t.count)}
        </p>
        {filter.state !== ALL || filter.topic !== ALL || filter.query !== "" ? (
          <Button variant="ghost" size="sm" onClick={() => update(NO_FILTER)}>
            {t.reset}
          </Button>
        ) : null}
      </div>
      {found.length === 0 ? (
        <p className="rounded-xl border border-dashed p-5 text-sm">{t.empty}</p>
      ) : (
        <ul className="space-y-3" aria-labelledby="bibliothek-titel">
          {found.slice(0, shown).map((impulse) => (
            <li
              key={impulse.id}
              data-library-impulse={impulse.id}
              className="space-y-3 rounded-xl border bg-card p-4"
            >
              <ImpulseQuote impulse={impulse} size="md" />
              <div className="flex flex-wrap gap-2">
                <Badge variant="secondary">{ENERGY_STATE_LABELS[impulse.state]}</Badge>
                <Badge variant="outline">{impulseMessages.topics[impulse.topic]}</Badge>
              </div>
            </li>
          ))}
        </ul>
      )}
      {shown < found.length ? (
        <Button variant="outline" className="w-full" onClick={() => setShown((value) => value + PAGE_SIZE)}>
          {t.more}
        </Button>
      ) : null}
    </section>
  );
}
