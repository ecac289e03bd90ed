import { commonMessages } from "@/messages/common";

/** Rendered on the server when the database cannot be reached, so even a page without JavaScript explains it. */
export function ServiceUnavailable() {
  const t = commonMessages.error;
  return (
    <main
      id="inhalt"
      role="alert"
      className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center"
    >
      <h1 className="text-2xl font-semibold">{t.title}</h1>
      <p className="max-w-md text-muted-foreground">{t.text}</p>
      <a
        href="/app"
        className="rounded-md bg-primary px-5 py-2.5 font-medium text-primary-foreground hover:bg-primary/90"
      >
        {t.retry}
      </a>
    </main>
  );
}
