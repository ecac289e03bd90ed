import Link from "next/link";

import { MODULE_PATHS } from "@/components/dashboard/modules";
import { commonMessages } from "@/messages/common";
import { dashboardMessages } from "@/messages/dashboard";

/** 'Not found' inside the app's frame (e.g. a chat that is not one's own): nothing more is said. */
export default function ModuleNotFound() {
  const t = commonMessages.notFound;
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center gap-4 px-4 pt-10 pb-28 text-center">
      <p className="font-display text-6xl text-primary">404</p>
      <h1 className="text-2xl font-semibold">{t.title}</h1>
      <p className="text-muted-foreground">{t.text}</p>
      <Link href={MODULE_PATHS.home} className="font-medium underline underline-offset-4">
        {dashboardMessages.backToDashboard}
      </Link>
    </section>
  );
}
