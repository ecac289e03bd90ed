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

// Issue 14: what a client module imports, and what those import, is script for every visit. A
// number or a type from a module that also holds a library or a content catalogue brings all of it
// (a CSV parser with Node polyfills that also broke the page's CSP, 15 KB of quotes).
describe("client modules", () => {
  const heavy = [
    "csv-parse",
    "csv-parse/sync",
    path.join("content", "impulses.ts"),
    path.join("content", "exercises.ts"),
    path.join("lib", "daylio", "read-daylio.ts"),
  ];
  // Static value imports only: `import type` is erased, and `import()` loads on demand.
  const staticImport = /^import\s+(?!type\s)(?:[^"';]*?\sfrom\s+)?["']([^"']+)["']/gm;

  const known = new Set(roots.flatMap((root) => sourceFiles(root)));

  function resolve(specifier: string): string | null {
    if (!specifier.startsWith("@/")) return specifier;
    const base = specifier.slice(2);
    for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")])
      if (known.has(candidate)) return candidate;
    return null;
  }

  function reaches(file: string, seen = new Set<string>()): string[] {
    if (seen.has(file)) return [];
    seen.add(file);
    if (heavy.includes(file)) return [file];
    if (!/\.(ts|tsx)$/.test(file)) return [];
    let source: string;
    try {
      source = readFileSync(file, "utf8");
    } catch {
      return [];
    }
    // A server action reaches the browser as a reference, not as its code.
    if (/^["']use server["']/.test(source)) return [];
    return [...source.matchAll(staticImport)].flatMap(([, specifier]) => {
      const target = specifier === undefined ? null : resolve(specifier);
      return target === null ? [] : reaches(target, seen).map((found) => `${file} → ${found}`);
    });
  }

  // The impulses screen shows the whole library: there it is the content.
  const owners: Record<string, string> = {
    [path.join("content", "impulses.ts")]: path.join("components", "impulses"),
  };

  it("do not reach a content catalogue or the Daylio CSV parser through static imports", () => {
    const clientFiles = roots
      .flatMap((root) => sourceFiles(root))
      .filter((file) => /^["']use client["']/.test(readFileSync(file, "utf8")));
    expect(clientFiles.length).toBeGreaterThan(50);
    const offenders = clientFiles.flatMap((file) =>
      reaches(file)
        .filter((chain) => {
          const owner = owners[chain.split(" → ").at(-1) ?? ""];
          return owner === undefined || !file.startsWith(owner);
        })
        .slice(0, 1),
    );
    expect(offenders).toEqual([]);
  });
});
