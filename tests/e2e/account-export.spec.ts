// 'Meine Daten herunterladen' from the account menu: the file arrives, and a refused download (too
// many in an hour) is a German toast, not the browser showing the server's JSON answer.
import { expect, test } from "@playwright/test";

import { withActivePerson } from "./support/profiles";
import { signUp, uniqueEmail } from "./support/session";

const DOWNLOADS_PER_HOUR = 10;

test("the account menu downloads the data, and the eleventh download in an hour is a German toast", async ({
  page,
}) => {
  await withActivePerson(await signUp(page, uniqueEmail("export")));
  await page.goto("/app/uebersicht");

  await page.getByRole("button", { name: "Konto-Menü" }).click();
  const downloaded = page.waitForEvent("download");
  await page.getByRole("menuitem", { name: "Meine Daten herunterladen" }).click();
  expect((await downloaded).suggestedFilename()).toMatch(/^resonanz-daten-\d{4}-\d{2}-\d{2}\.ndjson$/);

  for (let used = 1; used < DOWNLOADS_PER_HOUR; used += 1) {
    expect((await page.request.get("/api/account/export")).status()).toBe(200);
  }
  await page.getByRole("button", { name: "Konto-Menü" }).click();
  await page.getByRole("menuitem", { name: "Meine Daten herunterladen" }).click();
  await expect(page.getByText("Zu viele Downloads")).toBeVisible();
  await expect(page).toHaveURL(/\/app\/uebersicht$/);
});
