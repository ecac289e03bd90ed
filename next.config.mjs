import { withSerwist } from "@serwist/turbopack";

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Separate build directories let several builds run side by side (NEXT_DIST_DIR=.next-x).
  distDir: process.env.NEXT_DIST_DIR || ".next",
  reactStrictMode: true,
  // `npm test` type-checks once on its own; its browser-test build skips the repeat.
  typescript: { ignoreBuildErrors: process.env.NEXT_SKIP_TYPECHECK === "1" },
  poweredByHeader: false,
  // Loaded from node_modules at run time instead of being bundled: they ship
  // WebAssembly, native binaries or data files that bundlers cannot move.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "pglite-prisma-adapter",
    "@node-rs/argon2",
    "pg",
    "pg-boss",
    "nodemailer",
    "rate-limiter-flexible",
    "pdfkit",
  ],
  // The embedded database is migrated at start-up from these files.
  outputFileTracingIncludes: {
    "/*": ["./prisma/migrations/**/*"],
    // The PDF summary's font (server/summary/pdf-fonts.ts) is read from disk, not imported.
    "/api/profiles/[profileId]/summary": ["./node_modules/dejavu-fonts-ttf/ttf/DejaVuSans*.ttf"],
  },
  images: {
    formats: ["image/avif", "image/webp"],
  },
  // The service worker is built by app/serwist/[path]/route.ts and lives at the site's root.
  async rewrites() {
    return [
      { source: "/sw.js", destination: "/serwist/sw.js" },
      { source: "/sw.js.map", destination: "/serwist/sw.js.map" },
    ];
  },
};

// Keeps esbuild, which bundles the service worker, out of the server bundle.
export default withSerwist(nextConfig);
