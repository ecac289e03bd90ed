import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-quic",
  ],
};

// Browser tests run against a production build (`next build` + `next start`)
// on its own PostgreSQL database; scripts/e2e-server.mjs prepares both.
export default defineConfig({
  testDir: "tests/e2e",
  timeout: 45_000,
  expect: { timeout: 10_000 },
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: "de-AT",
    timezoneId: "Europe/Vienna",
    trace: "retain-on-failure",
    launchOptions: chromium,
    // The app registers a caching service worker (issue 15); only tests/e2e/pwa.spec.ts lets it run,
    // so every other test sees each response fresh from the server.
    serviceWorkers: "block",
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
    {
      name: "mobile",
      use: { ...devices["Pixel 7"], viewport: { width: 375, height: 812 }, launchOptions: chromium },
      grep: /@mobile/,
    },
  ],
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `http://localhost:${port}/api/health`,
    timeout: 15 * 60_000,
    reuseExistingServer: process.env.E2E_REUSE_SERVER === "1",
    stdout: "pipe",
    stderr: "pipe",
  },
});
