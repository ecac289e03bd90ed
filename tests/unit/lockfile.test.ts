// `npm ci` on our CI machines rejects a lockfile that lacks entries for
// other platforms' optional packages (see scripts/complete-lockfile.mjs).
import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

type Entry = { optionalDependencies?: Record<string, string> };

describe("package-lock.json", () => {
  it("has an entry for every optional dependency, so npm ci accepts it", () => {
    const { packages } = JSON.parse(readFileSync("package-lock.json", "utf8")) as {
      packages: Record<string, Entry>;
    };
    const missing: string[] = [];
    for (const [location, entry] of Object.entries(packages)) {
      for (const name of Object.keys(entry.optionalDependencies ?? {})) {
        const base = location === "" ? "" : `${location}/`;
        if (!(`${base}node_modules/${name}` in packages) && !(`node_modules/${name}` in packages))
          missing.push(name);
      }
    }
    expect(missing, "run `npm run lockfile:complete` after npm install").toEqual([]);
  });
});
