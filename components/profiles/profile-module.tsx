"use client";

import { BookUser, Plus, Users } from "lucide-react";
import { useSearchParams } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/app/toast";

import { useProModal } from "@/components/billing/pro-modal-context";
import { ProUpsell } from "@/components/billing/pro-upsell";
import { useDashboard } from "@/components/dashboard/dashboard-context";
import { ModuleFrame } from "@/components/dashboard/module-frame";
import { CoachMemoryScreen, coachMemoryTitle } from "@/components/profiles/coach-memory-screen";
import { DeleteProfileDialog } from "@/components/profiles/delete-profile-dialog";
import { ProfileCard } from "@/components/profiles/profile-card";
import { useProfileList } from "@/components/profiles/use-profile-list";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { plans } from "@/config/plans";
import { formatMessage } from "@/lib/format-message";
import { billingMessages } from "@/messages/billing";
import { dashboardMessages } from "@/messages/dashboard";
import { profileMessages } from "@/messages/profiles";
import { type ProfileListItem, switchProfile } from "@/server/actions/profiles";

const t = profileMessages;
const proRequired = billingMessages.proRequired;

/** The profile module; `?ansicht=gedaechtnis` shows what the coach knows about the active profile (issue 16). */
export function ProfileModule() {
  const memory = useSearchParams().get("ansicht") === "gedaechtnis";
  return memory ? <CoachMemoryScreen /> : <ProfileManager />;
}

/** The profile manager (spec §2): the active profile, all profiles with switching, new profile, family analysis. */
function ProfileManager() {
  const dashboard = useDashboard();
  const { showProRequired } = useProModal();
  const { state, reload } = useProfileList();
  const [switchingId, setSwitchingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ProfileListItem | null>(null);

  const plan = state.status === "ready" ? state.plan : dashboard.plan;
  const profiles = state.status === "ready" ? state.profiles : [];
  const active = profiles.find((profile) => profile.isActive);

  // The server refuses too (the wizard's save); this spares Free users a wizard they cannot finish.
  const addProfile = () => {
    const limit = plans[plan].limits.profiles;
    if (limit !== null && profiles.length >= limit) {
      showProRequired({ title: proRequired.title, message: proRequired.profiles });
      return;
    }
    dashboard.openWizard("add");
  };

  const switchTo = async (profile: ProfileListItem) => {
    if (!profile.switchable) {
      showProRequired({ title: proRequired.title, message: proRequired.switchProfile });
      return;
    }
    setSwitchingId(profile.id);
    const result = await switchProfile({ profileId: profile.id }).catch(() => null);
    setSwitchingId(null);
    if (result?.ok) {
      toast.success(t.toasts.switched, {
        description: formatMessage(t.toasts.switchedText, { name: profile.name }),
      });
    } else if (result?.code === "pro_required") {
      showProRequired(result);
    } else {
      toast.error(t.toasts.switchFailed, { description: t.toasts.switchFailedText });
    }
    await reload();
    dashboard.refresh();
  };

  return (
    <ModuleFrame title={dashboardMessages.moduleTitles.profile}>
      <div className="grid gap-6">
        <section aria-labelledby="aktives-profil" className="grid gap-3">
          <h2 id="aktives-profil" className="text-sm font-medium text-muted-foreground">
            {t.manager.activeHeading}
          </h2>
          <p className="font-display text-2xl font-semibold">{active?.name ?? dashboard.profile.name}</p>
          <div className="flex flex-wrap gap-2">
            <Button onClick={addProfile} disabled={state.status === "loading"}>
              <Plus aria-hidden className="size-4" />
              {t.manager.newProfile}
            </Button>
            <Button variant="outline" onClick={() => dashboard.navigate("analysis", { ansicht: "familie" })}>
              <Users aria-hidden className="size-4" />
              {t.manager.familyAnalysis}
            </Button>
            <Button
              variant="outline"
              onClick={() => dashboard.navigate("profile", { ansicht: "gedaechtnis" })}
            >
              <BookUser aria-hidden className="size-4" />
              {coachMemoryTitle(dashboard.profile)}
            </Button>
          </div>
        </section>

        <section aria-labelledby="alle-profile" className="grid gap-3">
          <h2 id="alle-profile" className="text-lg font-semibold">
            {t.manager.allHeading}
          </h2>
          {plan === "free" && profiles.length > 1 && (
            <p className="rounded-lg border border-warning/40 bg-warning/10 p-3 text-sm">
              {t.manager.freeLimitNotice}
            </p>
          )}
          {state.status === "loading" && (
            <div role="status" aria-label={t.manager.loading} className="grid gap-3">
              <Skeleton className="h-20" />
              <Skeleton className="h-20" />
            </div>
          )}
          {state.status === "error" && (
            <Button variant="outline" className="justify-self-start" onClick={() => void reload()}>
              {t.manager.retry}
            </Button>
          )}
          {state.status === "ready" && (
            <ul className="grid gap-3">
              {profiles.map((profile) => (
                <ProfileCard
                  key={profile.id}
                  profile={profile}
                  switching={switchingId === profile.id}
                  busy={switchingId !== null}
                  canDelete={profiles.length > 1}
                  onSwitch={() => void switchTo(profile)}
                  onDelete={() => setDeleting(profile)}
                />
              ))}
            </ul>
          )}
        </section>

        {plan === "free" && <ProUpsell />}
      </div>
      <DeleteProfileDialog
        profile={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          setDeleting(null);
          void reload();
          dashboard.refresh();
        }}
      />
    </ModuleFrame>
  );
}
