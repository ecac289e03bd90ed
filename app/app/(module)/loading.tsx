import { appMessages } from "@/messages/app";

/** While a module's route loads, the header and the navigation stay; this fills the module's place. */
export default function ModuleLoading() {
  return (
    <div role="status" className="mx-auto w-full max-w-3xl px-4 pt-6 pb-28">
      <div aria-hidden className="mb-4 h-8 w-48 animate-pulse rounded-md bg-muted" />
      <div aria-hidden className="h-40 animate-pulse rounded-xl bg-muted" />
      <span className="sr-only">{appMessages.moduleLoading}</span>
    </div>
  );
}
