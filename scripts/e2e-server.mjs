// Prepares and runs the server the browser tests talk to: a fresh PostgreSQL
// database next to DATABASE_URL, migrated; a production build; `next start`;
// an SMTP server that keeps every mail the app sends as a file in
// <data dir>/smtp-inbox, where the tests read them (tests/e2e/support); and the
// Stripe double (tests/support/stripe-double.ts), which the app's Stripe SDK
// talks to and which delivers signed webhooks back to the app.
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

import { SMTPServer } from "smtp-server";
import { tsImport } from "tsx/esm/api";

const baseUrl = process.env.DATABASE_URL;
if (!baseUrl) {
  console.error(
    "Die Browser-Tests brauchen PostgreSQL / browser tests need PostgreSQL: set DATABASE_URL " +
      "(e.g. postgresql://postgres@127.0.0.1:5432/test).",
  );
  process.exit(1);
}

const port = process.env.E2E_PORT ?? "3100";
const databaseName = process.env.E2E_DATABASE ?? "resonanz_e2e";
const databaseUrl = new URL(baseUrl);
databaseUrl.pathname = `/${databaseName}`;
const dataDir = path.resolve(`.data/e2e-${port}`);
const smtpPort = Number(port) + 1000;
const stripePort = Number(port) + 2000;
const stripe = {
  secretKey: "sk_test_resonanz_e2e",
  webhookSecret: "whsec_test_resonanz_e2e",
  prices: { monthly: "price_test_e2e_monthly", yearly: "price_test_e2e_yearly" },
};

const run = (command, args, env = {}) =>
  execFileSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });

// A clean slate for every run.
run("node", [
  "--input-type=module",
  "-e",
  `import pg from "pg";
   const client = new pg.Client(${JSON.stringify(baseUrl)});
   await client.connect();
   await client.query('DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)');
   await client.query('CREATE DATABASE "${databaseName}"');
   await client.end();`,
]);
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

const serverEnv = {
  NODE_ENV: "production",
  DATABASE_URL: databaseUrl.toString(),
  DATA_DIR: dataDir,
  NEXTAUTH_URL: `http://localhost:${port}`,
  SITE_URL: `http://localhost:${port}`,
  NEXTAUTH_SECRET: process.env.E2E_NEXTAUTH_SECRET ?? "e2e-secret-e2e-secret-e2e-secret-e2e",
  // A fixed test key (tests/e2e/support/env.ts); its keyring lives in DATA_DIR, emptied on every run.
  DATA_ENCRYPTION_KEY: process.env.E2E_DATA_ENCRYPTION_KEY ?? "ZTJlLWRhdGEta2V5LWUyZS1kYXRhLWtleS1lMmUtZGE=",
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  // Every browser test signs up from 127.0.0.1.
  SIGNUP_LIMIT_PER_HOUR: "100000",
  MAIL_FROM: "Resonanz <test@resonanz.test>",
  STRIPE_SECRET_KEY: stripe.secretKey,
  STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
  STRIPE_PRICE_MONTHLY: stripe.prices.monthly,
  STRIPE_PRICE_YEARLY: stripe.prices.yearly,
  STRIPE_API_BASE: `http://127.0.0.1:${stripePort}`,
  // A fixed test key pair, so that 'Tägliche Erinnerung aufs Handy' is shown (issue 15).
  VAPID_PUBLIC_KEY: "BJu1lwFKeT_01akedQmjPTPbmjWGamTww8MfQGOQiUjzRlfH4eEbvswcoZ0X7VbiL96-gMJGTaxIUo2GuBeaZ3Y",
  VAPID_PRIVATE_KEY: "yPzuks1iKkhdC6tvTONi3Nk_uG_qlKtagxGcevtEl40",
  VAPID_SUBJECT: "mailto:test@resonanz.test",
};

const inbox = path.join(dataDir, "smtp-inbox");
mkdirSync(inbox, { recursive: true });
let received = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  onData(stream, session, callback) {
    const chunks = [];
    stream.on("data", (chunk) => chunks.push(chunk));
    stream.on("end", () => {
      received += 1;
      const to = session.envelope.rcptTo.map((address) => address.address).join(",");
      writeFileSync(path.join(inbox, `${Date.now()}-${received}-${to}.eml`), Buffer.concat(chunks));
      callback();
    });
  },
});
await new Promise((resolve) => smtp.listen(smtpPort, "127.0.0.1", resolve));

run("npm", ["run", "db:migrate", "--silent"], serverEnv);
if (process.env.E2E_SKIP_BUILD !== "1")
  run("npx", ["next", "build"], { ...serverEnv, NEXT_SKIP_TYPECHECK: "1" });

const { startStripeDouble } = await tsImport("../tests/support/stripe-double.ts", import.meta.url);
const stripeDouble = await startStripeDouble({
  port: stripePort,
  secretKey: stripe.secretKey,
  prices: stripe.prices,
  webhook: { url: `http://127.0.0.1:${port}/api/webhooks/stripe`, secret: stripe.webhookSecret },
});

const server = spawn("npm", ["start", "--silent", "--", "-p", port], {
  stdio: "inherit",
  env: { ...process.env, ...serverEnv },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => {
  smtp.close();
  void stripeDouble.close();
  process.exit(code ?? 0);
});
