import type { Metadata } from "next";
import Link from "next/link";

import { Button } from "@/components/ui/button";
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { reminderMessages } from "@/messages/reminder";

const t = reminderMessages.unsubscribed;

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: t.title,
  robots: { index: false, follow: false },
};

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** Where the unsubscribe link in the reminder mail lands, after it has turned the reminder off. */
export default async function ReminderUnsubscribedPage({ searchParams }: { searchParams: SearchParams }) {
  const invalid = (await searchParams).status === "ungueltig";
  return (
    <main id="inhalt" className="flex min-h-dvh items-center justify-center px-4 py-10">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle>
            <h1 className="text-2xl">{invalid ? t.invalidTitle : t.title}</h1>
          </CardTitle>
          <CardDescription>{invalid ? t.invalidText : t.text}</CardDescription>
        </CardHeader>
        <CardFooter>
          <Button asChild>
            <Link href="/app/impulse">{t.toApp}</Link>
          </Button>
        </CardFooter>
      </Card>
    </main>
  );
}
