import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";
import prettier from "eslint-config-prettier/flat";
import tseslint from "typescript-eslint";

const driverPackages = ["pg", "@electric-sql/pglite", "@prisma/adapter-pg", "pglite-prisma-adapter"];

/** Schemas take z from lib/validations/zod.ts, which installs the German error map. */
const zodImport = {
  name: "zod",
  allowTypeImports: true,
  message: 'Import z from "@/lib/validations/zod", which installs the German error map.',
};

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  prettier,
  globalIgnores([
    ".next/**",
    ".next-*/**",
    "out/**",
    ".data/**",
    "prisma/generated/**",
    "next-env.d.ts",
    "test-results/**",
    "playwright-report/**",
  ]),
  {
    files: ["**/*.{ts,tsx,mts}"],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { "@typescript-eslint": tseslint.plugin },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "@typescript-eslint/await-thenable": "error",
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-console": ["warn", { allow: ["warn", "error", "info"] }],
    },
  },
  {
    // Only server/db.ts talks to a database driver.
    files: [
      "app/**",
      "components/**",
      "lib/**",
      "server/**",
      "config/**",
      "content/**",
      "proxy.ts",
      "instrumentation.ts",
    ],
    ignores: ["server/db.ts", "lib/validations/zod.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            ...driverPackages.map((name) => ({
              name,
              message: "Database drivers are imported only by server/db.ts; use db() or prisma() from there.",
            })),
            zodImport,
          ],
        },
      ],
    },
  },
  {
    // Pure logic stays free of React, Next.js and the database, so it is unit-tested directly.
    files: ["lib/**"],
    ignores: ["lib/**/*.tsx", "lib/validations/zod.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            ...[...driverPackages, "react", "next", "@/server/db"].map((name) => ({
              name,
              message: "lib/ holds pure logic without React, Next.js or database imports.",
            })),
            zodImport,
          ],
          patterns: [{ group: ["@/server/*", "next/*"], message: "lib/ holds pure logic." }],
        },
      ],
    },
  },
  {
    files: ["scripts/**", "tests/**", "bench/**"],
    rules: { "no-console": "off" },
  },
]);
