// Loads Prisma's schema engine compiled to WebAssembly (@prisma/schema-engine-wasm,
// pinned to the engine build of our Prisma version). It runs the engine's own
// diff and history checks through a driver adapter, without the native binary
// that the Prisma CLI would download. Development and test tooling only.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import type * as EngineBindings from "@prisma/schema-engine-wasm";
import type { MigrationList, SchemaEngine } from "@prisma/schema-engine-wasm";

import type { Migration } from "@/server/migrate";

const require = createRequire(import.meta.url);

type Bindings = typeof EngineBindings & { __wbg_set_wasm(exports: WebAssembly.Exports): void };

let engineModule: Promise<Bindings> | undefined;

/** The package targets bundlers (`import * as wasm from "./x.wasm"`); Node needs it wired by hand. */
async function loadEngineModule() {
  const packageDir = path.dirname(require.resolve("@prisma/schema-engine-wasm/schema_engine_bg"));
  const bindings = (await import("@prisma/schema-engine-wasm/schema_engine_bg")) as Bindings;
  const compiled = await WebAssembly.compile(readFileSync(path.join(packageDir, "schema_engine_bg.wasm")));
  const instance = await WebAssembly.instantiate(compiled, {
    "./schema_engine_bg.js": bindings as unknown as WebAssembly.ModuleImports,
  });
  bindings.__wbg_set_wasm(instance.exports);
  (instance.exports.__wbindgen_start as (() => void) | undefined)?.();
  return bindings;
}

export const schemaPath = (): string => path.resolve("prisma/schema.prisma");

export function schemaFiles() {
  return [{ path: schemaPath(), content: readFileSync(schemaPath(), "utf8") }];
}

export async function openSchemaEngine(
  adapter: SqlMigrationAwareDriverAdapterFactory,
): Promise<SchemaEngine> {
  engineModule ??= loadEngineModule();
  const { SchemaEngine } = await engineModule;
  const files = schemaFiles();
  return SchemaEngine.new(
    { datamodels: files.map((file) => [file.path, file.content]) },
    () => undefined,
    bindMigrationAwareSqlAdapterFactory(adapter),
  );
}

export function migrationList(directory: string, migrations: Migration[]): MigrationList {
  return {
    baseDir: directory,
    lockfile: {
      path: "migration_lock.toml",
      content: readFileSync(path.join(directory, "migration_lock.toml"), "utf8"),
    },
    shadowDbInitScript: "",
    migrationDirectories: migrations.map((migration) => ({
      path: migration.name,
      migrationFile: { path: "migration.sql", content: { tag: "ok", value: migration.script } },
    })),
  };
}

export const noFilters = { externalTables: [], externalEnums: [] };
