"use client";

import Image from "next/image";

import { AccountMenu } from "@/components/app/account-menu";
import { plans, type PlanId } from "@/config/plans";
import { authMessages } from "@/messages/auth";

export interface DashboardProps {
  email: string;
  plan: PlanId;
  profileName: string;
}

/** The signed-in home (spec §2 Dashboard). */
export function Dashboard({ email, plan, profileName }: DashboardProps) {
  const noop = () => undefined;
  return (
    <div className="min-h-dvh">
      <header className="sticky top-0 z-30 flex items-center justify-between border-b bg-background/80 px-4 py-3 backdrop-blur">
        <Image src="/logo.svg" alt={authMessages.screen.logoAlt} width={36} height={36} />
        <AccountMenu
          email={email}
          planSummary={plans[plan].name}
          onShowProfile={noop}
          onOpenPlans={noop}
          onCancelPlan={noop}
          onChangePaymentMethod={noop}
          onOpenSupportChat={noop}
        />
      </header>
      <main id="inhalt" className="mx-auto max-w-3xl px-4 py-8">
        <h1 className="text-3xl font-semibold">{profileName}</h1>
      </main>
    </div>
  );
}
