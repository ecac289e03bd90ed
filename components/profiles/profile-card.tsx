"use client";

import { PawPrint, Trash2, User } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatMessage } from "@/lib/format-message";
import { ANIMAL_TYPE_LABELS } from "@/lib/profile/options";
import { profileMessages } from "@/messages/profiles";
import type { ProfileListItem } from "@/server/actions/profiles";
import { onFirstUse } from "@/lib/on-first-use";

const t = profileMessages.manager;

const createdDate = onFirstUse(
  () =>
    new Intl.DateTimeFormat("de-AT", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "Europe/Vienna",
    }),
);

/** "Mensch · 34 Jahre" or "Tier · Hund · 3 Jahre". */
function describe(profile: ProfileListItem): string {
  const parts: string[] = [profile.profileType === "human" ? t.human : t.animal];
  if (profile.profileType === "animal" && profile.animalType) {
    parts.push(
      profile.animalType === "andere" && profile.customAnimalType
        ? profile.customAnimalType
        : ANIMAL_TYPE_LABELS[profile.animalType],
    );
  }
  if (profile.age !== null)
    parts.push(
      profile.age === 0
        ? t.ageUnderOne
        : profile.age === 1
          ? t.ageOne
          : formatMessage(t.age, { age: profile.age }),
    );
  return parts.join(" · ");
}

export interface ProfileCardProps {
  profile: ProfileListItem;
  switching: boolean;
  /** Whether any switch is running, so a second one waits. */
  busy: boolean;
  canDelete: boolean;
  onSwitch: () => void;
  onDelete: () => void;
}

/** One profile in the manager's list: who it is, when it was created, and its actions. */
export function ProfileCard({ profile, switching, busy, canDelete, onSwitch, onDelete }: ProfileCardProps) {
  const Icon = profile.profileType === "human" ? User : PawPrint;
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-xl border bg-card p-4 text-card-foreground">
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-secondary text-secondary-foreground">
        <Icon aria-hidden className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <h3 className="truncate font-medium">{profile.name}</h3>
        <p className="text-sm text-muted-foreground">{describe(profile)}</p>
        <p className="text-xs text-muted-foreground">
          {formatMessage(t.createdAt, { date: createdDate().format(new Date(profile.createdAt)) })}
        </p>
      </div>
      <div className="flex items-center gap-2">
        {profile.isActive ? (
          <Badge>{t.active}</Badge>
        ) : (
          <Button variant="outline" size="sm" disabled={busy} onClick={onSwitch}>
            {switching ? t.switching : t.switch}
          </Button>
        )}
        {canDelete && (
          <Button
            variant="ghost"
            size="icon"
            aria-label={formatMessage(t.deleteLabel, { name: profile.name })}
            disabled={busy}
            onClick={onDelete}
          >
            <Trash2 className="size-4" />
          </Button>
        )}
      </div>
    </li>
  );
}
