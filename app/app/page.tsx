import { siteConfig } from "@/config/site";

export const dynamic = "force-dynamic";

export default function AppPage() {
  return (
    <main id="inhalt" className="flex min-h-dvh items-center justify-center px-6">
      <h1 className="text-3xl font-semibold">{siteConfig.name}</h1>
    </main>
  );
}
