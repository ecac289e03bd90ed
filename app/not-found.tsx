import { PublicPageLink } from "@/components/site/public-page-link";
import { commonMessages } from "@/messages/common";

export default function NotFound() {
  const t = commonMessages.notFound;
  return (
    <main id="inhalt" className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <p className="font-display text-6xl text-primary">404</p>
      <h1 className="text-2xl font-semibold">{t.title}</h1>
      <p className="text-muted-foreground">{t.text}</p>
      <PublicPageLink
        href="/"
        className="rounded-md bg-primary px-5 py-2.5 font-medium text-primary-foreground hover:bg-primary/90"
      >
        {t.link}
      </PublicPageLink>
    </main>
  );
}
