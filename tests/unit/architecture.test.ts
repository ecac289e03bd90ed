// Only the database module imports a database driver (issue: foundation).
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

const drivers = ["pg", "@electric-sql/pglite", "@prisma/adapter-pg", "pglite-prisma-adapter"];
const roots = ["app", "components", "lib", "server", "config", "content"];

function sourceFiles(directory: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(directory);
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const full = path.join(directory, entry);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|mts|js|mjs)$/.test(entry) ? [full] : [];
  });
}

const importPattern = /(?:from\s+|import\s*\(\s*|require\s*\(\s*|import\s+)["']([^"']+)["']/g;

describe("database drivers", () => {
  it("are imported by server/db.ts and nowhere else in the app", () => {
    const offenders: string[] = [];
    let dbModuleImportsDrivers = false;
    for (const file of roots.flatMap((root) => sourceFiles(root))) {
      const source = readFileSync(file, "utf8");
      const imported = [...source.matchAll(importPattern)].map((match) => match[1]);
      const usesDriver = imported.some((name) => name !== undefined && drivers.includes(name));
      if (file === path.join("server", "db.ts")) dbModuleImportsDrivers = usesDriver;
      else if (usesDriver) offenders.push(file);
    }
    expect(offenders).toEqual([]);
    expect(dbModuleImportsDrivers).toBe(true);
  });
});

// Issue 14: sonner loads with the first toast (components/app/toast.tsx) and next-auth's React
// client only where it signs in or out; a direct import would bring them back to every screen, and
// a toast sent through sonner itself before its Toaster is mounted would be lost.
describe("script that every screen would load", () => {
  const allowed: Record<string, string[]> = {
    sonner: [path.join("components", "ui", "sonner.tsx"), path.join("components", "app", "toast.tsx")],
    "next-auth/react": [
      path.join("components", "app", "sign-out.ts"),
      path.join("components", "auth", "reset-password-form.tsx"),
    ],
  };

  it("sonner and next-auth/react are imported only where they belong", () => {
    const offenders: string[] = [];
    for (const file of roots.flatMap((root) => sourceFiles(root))) {
      const source = readFileSync(file, "utf8");
      for (const [, name] of source.matchAll(importPattern))
        if (name !== undefined && name in allowed && !allowed[name]?.includes(file))
          offenders.push(`${file}: ${name}`);
    }
    expect(offenders).toEqual([]);
  });
});
