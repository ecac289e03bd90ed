// What schema.prisma says each table, column and enum must look like in
// PostgreSQL, derived from Prisma's own parse of the schema (DMMF), and what a
// database actually has, read from its catalog. The drift test compares both.
import { readFileSync } from "node:fs";

import type * as DMMF from "@prisma/dmmf";
import { getDMMF } from "@prisma/get-dmmf";

import type { Sql } from "@/server/db";

export interface ColumnShape {
  /** information_schema udt_name, e.g. "int4", "_text", "gender". */
  type: string;
  /** character_maximum_length or datetime_precision where it matters. */
  size: number | null;
  nullable: boolean;
  default: string | null;
}

export interface SchemaShape {
  tables: Map<string, Map<string, ColumnShape>>;
  enums: Map<string, string[]>;
}

const scalarTypes: Record<string, string> = {
  String: "text",
  Int: "int4",
  BigInt: "int8",
  Float: "float8",
  Boolean: "bool",
  Json: "jsonb",
  DateTime: "timestamp",
  Decimal: "numeric",
  Bytes: "bytea",
};

const nativeTypes: Record<string, string> = {
  Uuid: "uuid",
  VarChar: "varchar",
  Char: "bpchar",
  Text: "text",
  Timestamptz: "timestamptz",
  Timestamp: "timestamp",
  Date: "date",
  Integer: "int4",
  DoublePrecision: "float8",
};

function expectedType(
  field: DMMF.Field,
  enums: readonly DMMF.DatamodelEnum[],
): { type: string; size: number | null } {
  let type: string;
  let size: number | null = null;
  if (field.kind === "enum") {
    const enumeration = enums.find((candidate) => candidate.name === field.type);
    type = enumeration?.dbName ?? field.type;
  } else if (field.nativeType) {
    const [name, args] = field.nativeType as [string, string[]];
    type = nativeTypes[name] ?? name.toLowerCase();
    if (args[0] !== undefined) size = Number(args[0]);
  } else {
    type = scalarTypes[field.type] ?? field.type;
  }
  // Prisma's default precision for DateTime columns is 3.
  if ((type === "timestamp" || type === "timestamptz") && size === null) size = 3;
  return { type: field.isList ? `_${type}` : type, size };
}

function sqlLiteralType(field: DMMF.Field, type: string): string {
  if (field.kind === "enum") return type;
  if (type === "varchar") return "character varying";
  return type;
}

function expectedDefault(
  field: DMMF.Field,
  type: string,
  enums: readonly DMMF.DatamodelEnum[],
): string | null {
  if (!field.hasDefaultValue || field.default === undefined) return null;
  const value = field.default as unknown;
  if (Array.isArray(value)) {
    if (value.length > 0) throw new Error(`non-empty list default on ${field.name} is not supported here`);
    return `ARRAY[]::${type.slice(1)}[]`;
  }
  if (typeof value === "object" && value !== null && "name" in value) {
    const call = value as { name: string; args: unknown[] };
    if (call.name === "now") return "CURRENT_TIMESTAMP";
    if (call.name === "dbgenerated") return String(call.args[0]);
    throw new Error(`unsupported default function ${call.name}() on ${field.name}`);
  }
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (field.kind === "enum") {
    const enumeration = enums.find((candidate) => candidate.name === field.type);
    const member = enumeration?.values.find((candidate) => candidate.name === value);
    return `'${member?.dbName ?? String(value)}'::${sqlLiteralType(field, type)}`;
  }
  return `'${String(value)}'::${sqlLiteralType(field, type)}`;
}

export function shapeFromSchema(schemaPath: string): SchemaShape {
  const dmmf = getDMMF({ datamodel: readFileSync(schemaPath, "utf8") });
  if ("type" in dmmf) throw dmmf.error;
  const { models, enums } = dmmf.datamodel;
  const tables = new Map<string, Map<string, ColumnShape>>();
  for (const model of models) {
    const columns = new Map<string, ColumnShape>();
    for (const field of model.fields) {
      if (field.kind === "object") continue;
      const { type, size } = expectedType(field, enums);
      columns.set(field.dbName ?? field.name, {
        type,
        size,
        // Prisma creates list columns without NOT NULL.
        nullable: !field.isRequired || field.isList,
        default: expectedDefault(field, type, enums),
      });
    }
    tables.set(model.dbName ?? model.name, columns);
  }
  return {
    tables,
    enums: new Map(
      enums.map((enumeration) => [
        enumeration.dbName ?? enumeration.name,
        enumeration.values.map((value) => value.dbName ?? value.name),
      ]),
    ),
  };
}

type ColumnRow = {
  table_name: string;
  column_name: string;
  udt_name: string;
  character_maximum_length: number | null;
  datetime_precision: number | null;
  is_nullable: "YES" | "NO";
  column_default: string | null;
};

/** Removes the casts PostgreSQL adds to literal defaults of user types it already names. */
function normaliseDefault(value: string | null): string | null {
  return value === null ? null : value.replace(/::"([^"]+)"/g, "::$1");
}

export async function shapeFromDatabase(
  sql: Sql,
  ignoreTables: string[] = ["_prisma_migrations"],
): Promise<SchemaShape> {
  const { rows } = await sql.query<ColumnRow>(
    `SELECT c.table_name, c.column_name, c.udt_name, c.character_maximum_length, c.datetime_precision,
            c.is_nullable, c.column_default
       FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
      ORDER BY c.table_name, c.ordinal_position`,
  );
  const tables = new Map<string, Map<string, ColumnShape>>();
  for (const row of rows) {
    if (ignoreTables.includes(row.table_name)) continue;
    const columns = tables.get(row.table_name) ?? new Map<string, ColumnShape>();
    const type = row.udt_name;
    const sized = ["varchar", "bpchar"].includes(type)
      ? row.character_maximum_length
      : ["timestamp", "timestamptz"].includes(type)
        ? row.datetime_precision
        : null;
    columns.set(row.column_name, {
      type,
      size: sized === null ? null : Number(sized),
      nullable: row.is_nullable === "YES",
      default: normaliseDefault(row.column_default),
    });
    tables.set(row.table_name, columns);
  }
  const enumRows = await sql.query<{ name: string; label: string }>(
    `SELECT t.typname AS name, e.enumlabel AS label
       FROM pg_type t
       JOIN pg_enum e ON e.enumtypid = t.oid
       JOIN pg_namespace n ON n.oid = t.typnamespace
      WHERE n.nspname = 'public'
      ORDER BY t.typname, e.enumsortorder`,
  );
  const enums = new Map<string, string[]>();
  for (const row of enumRows.rows) enums.set(row.name, [...(enums.get(row.name) ?? []), row.label]);
  return { tables, enums };
}

/** Every difference between the two shapes, as readable lines. */
export function compareShapes(expected: SchemaShape, actual: SchemaShape): string[] {
  const problems: string[] = [];
  for (const [table, columns] of expected.tables) {
    const actualColumns = actual.tables.get(table);
    if (!actualColumns) {
      problems.push(`table ${table} is missing`);
      continue;
    }
    for (const [column, shape] of columns) {
      const found = actualColumns.get(column);
      if (!found) {
        problems.push(`${table}.${column} is missing`);
        continue;
      }
      for (const key of ["type", "size", "nullable", "default"] as const) {
        if (found[key] !== shape[key]) {
          problems.push(
            `${table}.${column} ${key}: schema.prisma says ${String(shape[key])}, database has ${String(found[key])}`,
          );
        }
      }
    }
    for (const column of actualColumns.keys()) {
      if (!columns.has(column))
        problems.push(`${table}.${column} exists in the database but not in schema.prisma`);
    }
  }
  for (const table of actual.tables.keys()) {
    if (!expected.tables.has(table))
      problems.push(`table ${table} exists in the database but not in schema.prisma`);
  }
  for (const [name, values] of expected.enums) {
    const found = actual.enums.get(name);
    if (!found) problems.push(`enum ${name} is missing`);
    else if (found.join(",") !== values.join(",")) {
      problems.push(
        `enum ${name}: schema.prisma says [${values.join(", ")}], database has [${found.join(", ")}]`,
      );
    }
  }
  for (const name of actual.enums.keys()) {
    if (!expected.enums.has(name))
      problems.push(`enum ${name} exists in the database but not in schema.prisma`);
  }
  return problems;
}
