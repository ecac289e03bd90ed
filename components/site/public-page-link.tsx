/**
 * A link to a public page (the landing page or a legal page). It loads the
 * page as a document instead of navigating on the client: those pages are
 * sent without the React runtime (server/static-pages.ts), and only a fresh
 * load runs the script that makes their menu and carousels work.
 */
export function PublicPageLink(props: React.ComponentProps<"a"> & { href: string }) {
  return <a {...props} />;
}
