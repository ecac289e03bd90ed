import { expect, test } from "@playwright/test";

test.describe("foundation @mobile", () => {
  test("the landing page and the app answer 200 in German", async ({ page }) => {
    const landing = await page.goto("/");
    expect(landing?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");

    const app = await page.goto("/app");
    expect(app?.status()).toBe(200);
  });

  test("an unknown path answers 404 with a link back home", async ({ page }) => {
    const response = await page.goto("/gibt-es-nicht");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
    await page.getByRole("link", { name: "Zur Startseite" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the health check reports the PostgreSQL database", async ({ request }) => {
    const response = await request.get("/api/health");
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", database: "postgres" });
  });
});
