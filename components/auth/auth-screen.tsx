"use client";

import Image from "next/image";
import { signIn } from "next-auth/react";
import { useEffect, useState } from "react";
import { toast } from "sonner";

import { SignInForm } from "@/components/auth/sign-in-form";
import { SignUpForm } from "@/components/auth/sign-up-form";
import { PublicPageLink } from "@/components/site/public-page-link";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Separator } from "@/components/ui/separator";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { formatMessage } from "@/lib/format-message";
import { authMessages } from "@/messages/auth";

const t = authMessages;

/**
 * The sign-in screen at /app/anmelden (spec §2, Authentication screen). `googleLinkEmail`:
 * a Google sign-in waits for the password of the unconfirmed account with this address.
 */
export function AuthScreen({
  googleEnabled,
  oauthError,
  googleLinkEmail = null,
  returnTo = "/app",
}: {
  googleEnabled: boolean;
  oauthError: boolean;
  googleLinkEmail?: string | null;
  /** Where a Google sign-in returns to; the page checked it is a path inside /app. */
  returnTo?: string;
}) {
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (oauthError) toast.error(t.toasts.googleFailed, { description: t.toasts.unexpected });
  }, [oauthError]);

  const signInWithGoogle = async () => {
    if (!googleEnabled) {
      toast.error(t.toasts.googleFailed, { description: t.toasts.googleNotConfigured });
      return;
    }
    setBusy(true);
    try {
      const result = await signIn("google", { callbackUrl: returnTo });
      if (result?.error) throw new Error(result.error);
    } catch {
      toast.error(t.toasts.googleFailed, { description: t.toasts.unexpected });
      setBusy(false);
    }
  };

  return (
    <main id="inhalt" className="relative flex min-h-dvh items-center justify-center px-4 py-10">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,var(--aura-from),transparent_60%),radial-gradient(ellipse_at_bottom,var(--aura-to),transparent_55%)] opacity-50"
      />
      <div className="w-full max-w-md">
        <Button asChild variant="ghost" className="mb-4 -ml-2">
          <PublicPageLink href="/">← {t.screen.back}</PublicPageLink>
        </Button>
        <Card>
          <CardContent className="grid gap-6 pt-2">
            <div className="flex flex-col items-center gap-3 text-center">
              <Image src="/logo.svg" alt={t.screen.logoAlt} width={64} height={64} priority />
              <h1 className="text-2xl font-semibold">{t.screen.tagline}</h1>
              <p className="text-sm text-muted-foreground">{t.screen.subtitle}</p>
            </div>
            {googleLinkEmail ? (
              <div role="status" className="grid gap-1 rounded-md border bg-muted/40 p-4 text-sm">
                <p className="font-semibold">{t.googleLink.title}</p>
                <p>{formatMessage(t.googleLink.text, { email: googleLinkEmail })}</p>
              </div>
            ) : null}
            <Tabs defaultValue="anmelden">
              <TabsList className="w-full">
                <TabsTrigger value="anmelden" disabled={busy}>
                  {t.screen.signInTab}
                </TabsTrigger>
                <TabsTrigger value="registrieren" disabled={busy}>
                  {t.screen.signUpTab}
                </TabsTrigger>
              </TabsList>
              <TabsContent value="anmelden" className="pt-4">
                <SignInForm disabled={busy} onBusy={setBusy} defaultEmail={googleLinkEmail ?? ""} />
              </TabsContent>
              <TabsContent value="registrieren" className="pt-4">
                <SignUpForm disabled={busy} onBusy={setBusy} />
              </TabsContent>
            </Tabs>
            <div className="flex items-center gap-3 text-xs text-muted-foreground uppercase">
              <Separator className="flex-1" />
              {t.screen.divider}
              <Separator className="flex-1" />
            </div>
            <Button type="button" variant="outline" size="lg" disabled={busy} onClick={signInWithGoogle}>
              {t.screen.google}
            </Button>
            <p className="text-center text-xs text-muted-foreground">
              {t.screen.footerBefore}
              <PublicPageLink
                href="/datenschutz"
                className="underline underline-offset-2 hover:text-foreground"
              >
                {t.screen.privacy}
              </PublicPageLink>
              {t.screen.footerBetween}
              <PublicPageLink href="/agb" className="underline underline-offset-2 hover:text-foreground">
                {t.screen.terms}
              </PublicPageLink>
              {t.screen.footerAfter}
            </p>
          </CardContent>
        </Card>
      </div>
    </main>
  );
}
