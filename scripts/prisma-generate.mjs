// Runs `prisma generate` without the Prisma schema-engine binary.
// The CLI wants to download that binary before every command, but `generate`
// never uses it; pointing PRISMA_SCHEMA_ENGINE_BINARY at any existing file
// stops the download (which fails on machines without internet access).
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const cli = require.resolve("prisma/build/index.js");
const result = spawnSync(process.execPath, [cli, "generate"], {
  stdio: "inherit",
  env: {
    ...process.env,
    PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? process.execPath,
    PRISMA_HIDE_UPDATE_MESSAGE: "1",
  },
});
process.exit(result.status ?? 1);
