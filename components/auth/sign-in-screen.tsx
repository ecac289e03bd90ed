import Image from "next/image";

import { SIGN_IN_STATE_ID } from "@/components/auth/enhance/sign-in";
import { SignInScript } from "@/components/auth/sign-in-script";
import { PublicPageLink } from "@/components/site/public-page-link";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { authMessages } from "@/messages/auth";
import { uiMessages } from "@/messages/ui";

const t = authMessages;

// The sign-in screen at /app/anmelden (spec §2, Authentication screen) as plain
// HTML: no client component, so the page is served without the React runtime
// (app/app/anmelden/route.ts). Its tabs, forms, dialog and toasts run on one
// inline script (sign-in-script.tsx), which finds its parts by their data-*
// attributes. The shadcn classes are those of Tabs, Input, Label and Dialog.

const inputClass =
  "placeholder:text-muted-foreground selection:bg-primary selection:text-primary-foreground dark:bg-input/30 border-input h-10 w-full min-w-0 rounded-md border bg-transparent px-3 py-1 text-base shadow-xs transition-[color,box-shadow] outline-none disabled:pointer-events-none disabled:cursor-not-allowed disabled:opacity-50 md:text-sm focus-visible:border-ring focus-visible:ring-ring/50 focus-visible:ring-[3px] aria-invalid:ring-destructive/20 dark:aria-invalid:ring-destructive/40 aria-invalid:border-destructive";

const tabClass =
  "aria-selected:bg-background dark:aria-selected:text-foreground focus-visible:border-ring focus-visible:ring-ring/50 focus-visible:outline-ring dark:aria-selected:border-input dark:aria-selected:bg-input/30 text-foreground dark:text-muted-foreground inline-flex h-[calc(100%-1px)] flex-1 items-center justify-center gap-1.5 rounded-md border border-transparent px-2 py-1 text-sm font-medium whitespace-nowrap transition-[color,box-shadow] focus-visible:ring-[3px] focus-visible:outline-1 disabled:pointer-events-none disabled:opacity-50 aria-selected:shadow-sm";

/** A labelled input with its hint and error slot (filled by the script), as components/forms/text-field. */
function Field({
  id,
  name,
  label,
  type,
  autoComplete,
  placeholder,
  hint,
}: {
  id: string;
  name: string;
  label: string;
  type: "email" | "password";
  autoComplete: string;
  placeholder?: string;
  hint?: string;
}) {
  return (
    <div className="grid gap-1.5" data-field={name}>
      <label htmlFor={id} className="flex items-center gap-2 text-sm leading-none font-medium select-none">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        placeholder={placeholder}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className={inputClass}
      />
      {hint ? (
        <p id={`${id}-hint`} data-hint className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <p id={`${id}-error`} data-error role="alert" hidden className="text-sm text-destructive" />
    </div>
  );
}

function SubmitButton({ label, busyLabel }: { label: string; busyLabel: string }) {
  return (
    <button type="submit" data-busy-label={busyLabel} className={buttonVariants({ size: "lg" })}>
      {label}
    </button>
  );
}

function SignInForm() {
  return (
    <form data-form="anmelden" noValidate className="grid gap-4">
      <Field
        id="anmelden-email"
        name="email"
        label={t.fields.email}
        type="email"
        autoComplete="email"
        placeholder={t.fields.emailPlaceholder}
      />
      <Field
        id="anmelden-passwort"
        name="password"
        label={t.fields.password}
        type="password"
        autoComplete="current-password"
      />
      <div className="-mt-2 flex justify-end">
        <button
          type="button"
          data-open-reset
          aria-haspopup="dialog"
          className={buttonVariants({ variant: "link", className: "h-auto px-0 text-sm" })}
        >
          {t.actions.forgotPassword}
        </button>
      </div>
      <SubmitButton label={t.actions.signIn} busyLabel={t.actions.signingIn} />
    </form>
  );
}

function SignUpForm() {
  return (
    <>
      <form data-form="registrieren" noValidate className="grid gap-4">
        <Field
          id="registrieren-email"
          name="email"
          label={t.fields.email}
          type="email"
          autoComplete="email"
          placeholder={t.fields.emailPlaceholder}
        />
        <Field
          id="registrieren-passwort"
          name="password"
          label={t.fields.password}
          type="password"
          autoComplete="new-password"
          hint={t.fields.passwordHint}
        />
        <Field
          id="registrieren-bestaetigen"
          name="confirmPassword"
          label={t.fields.passwordConfirm}
          type="password"
          autoComplete="new-password"
        />
        <SubmitButton label={t.actions.signUp} busyLabel={t.actions.signingUp} />
      </form>
      <div
        role="status"
        hidden
        data-sign-up-sent
        data-text={t.signUp.sentText}
        className="grid gap-3 rounded-md border bg-muted/40 p-4 text-sm"
      >
        <p className="text-base font-semibold">{t.signUp.sentTitle}</p>
        <p data-sent-text />
        <button type="button" data-sign-up-again className={buttonVariants({ variant: "outline" })}>
          {t.signUp.again}
        </button>
      </div>
    </>
  );
}

function Tabs() {
  const tabs = [
    { id: "anmelden", label: t.screen.signInTab, panel: <SignInForm /> },
    { id: "registrieren", label: t.screen.signUpTab, panel: <SignUpForm /> },
  ];
  return (
    <div className="flex flex-col gap-2" data-tabs>
      <div
        role="tablist"
        aria-orientation="horizontal"
        className="inline-flex h-10 w-full items-center justify-center rounded-lg bg-muted p-[3px] text-muted-foreground"
      >
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`tab-${tab.id}`}
            aria-controls={`panel-${tab.id}`}
            aria-selected={index === 0}
            tabIndex={index === 0 ? 0 : -1}
            className={tabClass}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`panel-${tab.id}`}
          aria-labelledby={`tab-${tab.id}`}
          hidden={index !== 0}
          tabIndex={0}
          className="flex-1 pt-4 outline-none"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}

/** 'Passwort vergessen?': its own form in a native dialog, outside the sign-in form, so it cannot send that one. */
function ResetDialog() {
  return (
    <dialog
      data-reset-dialog
      aria-labelledby="reset-titel"
      aria-describedby="reset-text"
      className="m-auto w-full max-w-[calc(100%-2rem)] rounded-lg border bg-background p-6 text-foreground shadow-lg backdrop:bg-black/50 sm:max-w-lg"
    >
      <form data-form="passwort-vergessen" noValidate className="grid gap-4">
        <div className="flex flex-col gap-2 text-center sm:text-left">
          <h2 id="reset-titel" className="text-lg leading-none font-semibold">
            {t.reset.dialogTitle}
          </h2>
          <p id="reset-text" className="text-sm text-muted-foreground">
            {t.reset.dialogText}
          </p>
        </div>
        <Field id="reset-email" name="email" label={t.fields.email} type="email" autoComplete="email" />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" data-close-reset className={buttonVariants({ variant: "outline" })}>
            {t.actions.cancel}
          </button>
          <button type="submit" data-busy-label={t.actions.sending} className={buttonVariants()}>
            {t.actions.sendReset}
          </button>
        </div>
      </form>
    </dialog>
  );
}

/** One toast as sonner shows them in the app; the script clones it. */
function ToastOutlet() {
  return (
    <section
      aria-label={uiMessages.notifications}
      className="pointer-events-none fixed inset-x-0 top-4 z-50 flex justify-center px-4"
    >
      <ol data-toasts aria-live="polite" className="grid w-full max-w-sm gap-2" />
      <template data-toast-template>
        <li className="pointer-events-auto relative grid gap-1 rounded-md border bg-popover p-4 pr-10 text-sm text-popover-foreground shadow-lg data-[kind=error]:border-destructive/40">
          <p data-toast-title className="font-medium" />
          <p data-toast-text className="text-muted-foreground" />
          <button
            type="button"
            data-toast-close
            aria-label={uiMessages.close}
            className="absolute top-2 right-2 inline-flex size-7 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
          >
            <span aria-hidden>×</span>
          </button>
        </li>
      </template>
    </section>
  );
}

export function SignInScreen() {
  return (
    <main id="inhalt" data-sign-in className="relative flex min-h-dvh items-center justify-center px-4 py-10">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,var(--aura-from),transparent_60%),radial-gradient(ellipse_at_bottom,var(--aura-to),transparent_55%)] opacity-50"
      />
      <div className="w-full max-w-md">
        <PublicPageLink href="/" className={buttonVariants({ variant: "ghost", className: "mb-4 -ml-2" })}>
          ← {t.screen.back}
        </PublicPageLink>
        <Card>
          <CardContent className="grid gap-6 pt-2">
            <div className="flex flex-col items-center gap-3 text-center">
              <Image src="/logo.svg" alt={t.screen.logoAlt} width={64} height={64} priority />
              <h1 className="text-2xl font-semibold">{t.screen.tagline}</h1>
              <p className="text-sm text-muted-foreground">{t.screen.subtitle}</p>
            </div>
            <noscript>
              <p role="alert" className="rounded-md border bg-muted/40 p-4 text-sm">
                {t.screen.noScript}
              </p>
            </noscript>
            <div
              role="status"
              hidden
              data-google-link
              className="grid gap-1 rounded-md border bg-muted/40 p-4 text-sm"
            >
              <p className="font-semibold">{t.googleLink.title}</p>
              <p data-google-link-text />
            </div>
            <Tabs />
            <div className="flex items-center gap-3 text-xs text-muted-foreground uppercase">
              <div role="none" className="h-px flex-1 bg-border" />
              {t.screen.divider}
              <div role="none" className="h-px flex-1 bg-border" />
            </div>
            <button type="button" data-google className={buttonVariants({ variant: "outline", size: "lg" })}>
              {t.screen.google}
            </button>
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
      <ResetDialog />
      <ToastOutlet />
      <script type="application/json" id={SIGN_IN_STATE_ID} dangerouslySetInnerHTML={{ __html: "{}" }} />
      <SignInScript />
    </main>
  );
}
