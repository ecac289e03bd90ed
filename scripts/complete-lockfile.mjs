// The npm registry mirror available here serves no versions of platform-
// specific optional packages for other systems (e.g. @next/swc-darwin-arm64),
// so `npm install` leaves them out of package-lock.json and `npm ci` then
// refuses the lockfile as incomplete. This adds the entries npm would have
// written, with their os/cpu constraints, so `npm ci` skips them as it would
// on any machine. Run it after every `npm install` that changes the lockfile.
import { readFileSync, writeFileSync } from "node:fs";

const file = "package-lock.json";
const lock = JSON.parse(readFileSync(file, "utf8"));
const packages = lock.packages;

const osNames = [
  "darwin",
  "win32",
  "linux",
  "android",
  "freebsd",
  "openbsd",
  "netbsd",
  "sunos",
  "aix",
  "openharmony",
];
const cpuNames = [
  "arm64",
  "x64",
  "ia32",
  "arm",
  "riscv64",
  "s390x",
  "ppc64",
  "loong64",
  "wasm32",
  "mips64el",
];

function platformOf(name) {
  const parts = name.split("/").pop().split("-");
  const os = osNames.find((candidate) => parts.includes(candidate));
  const cpu = cpuNames.find(
    (candidate) => parts.includes(candidate) || parts.some((part) => part.startsWith(candidate)),
  );
  return { os, cpu };
}

let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    // npm resolves a dependency in the nearest node_modules up the tree.
    const base = location === "" ? "" : `${location}/`;
    const candidates = [`${base}node_modules/${name}`, `node_modules/${name}`];
    if (candidates.some((candidate) => candidate in packages)) continue;
    const { os, cpu } = platformOf(name);
    if (!os && !cpu) continue;
    packages[`node_modules/${name}`] = {
      version: spec.replace(/^[\^~=]/, ""),
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...(os ? { os: [os] } : {}),
      ...(cpu ? { cpu: [cpu] } : {}),
    };
    added += 1;
  }
}

lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: added ${added} platform-specific optional entries`);
