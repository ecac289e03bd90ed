// Prisma CLI configuration. The app itself connects through driver adapters
// (server/db.ts); this file only serves operators who run the Prisma CLI,
// e.g. `prisma migrate deploy` or `prisma migrate status` where the engines exist.
import { defineConfig } from "prisma/config";

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: {
    path: "prisma/migrations",
    seed: "tsx --conditions=react-server scripts/db-seed.ts",
  },
  datasource: {
    url: process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/resonanz",
  },
});
