// Issue 5 in the browser, at 1280 px (desktop) and at 375 px (@mobile): a
// person and an animal go through the wizard, are saved and land on the
// dashboard; a reload in the middle of step 2 keeps what was typed; submitting
// with errors names them and opens the first step with one.
import { expect, test } from "@playwright/test";

import { query } from "./support/database";
import { unseal } from "./support/sealed";
import { giveHealthConsent, signUp, uniqueEmail } from "./support/session";
import {
  counter,
  expectDashboard,
  fillHumanSteps0To1,
  fillHumanStepsTo3,
  next,
  openWizard,
} from "./support/wizard";

/** Full years since 17 May 1990, in the browser's time zone (Europe/Vienna). */
function ageSince1990May17(): number {
  const today = new Date(new Date().toLocaleString("en-US", { timeZone: "Europe/Vienna" }));
  const passed = today.getMonth() > 4 || (today.getMonth() === 4 && today.getDate() >= 17);
  return today.getFullYear() - 1990 - (passed ? 0 : 1);
}

test.describe("profile wizard", () => {
  test("a person goes through the wizard, is saved and lands on the dashboard @mobile", async ({ page }) => {
    test.setTimeout(120_000);
    const email = await signUp(page, uniqueEmail("wizard-mensch"));
    await openWizard(page);
    await counter(page, "1/4");
    await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "0");
    await fillHumanSteps0To1(page);
    const age = page.getByLabel("Alter (Jahre)");
    await expect(age).toHaveValue(String(ageSince1990May17()));
    await expect(age).toHaveAttribute("readonly", "");
    await expect(page.getByText("Dein BMI: 22,5 – Normalgewicht")).toBeVisible();
    await next(page);

    await counter(page, "3/4");
    await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "50");
    const life = page.getByLabel("Wie sieht deine aktuelle Lebenssituation aus?");
    await life.fill("Ich lebe in Wien");
    await expect(page.getByText("4/5 Wörter")).toHaveAttribute("data-complete", "false");
    await life.blur();
    await expect(page.getByText("Bitte gib mindestens 5 Wörter ein (aktuell: 4)")).toBeVisible();
    await life.fill("Ich lebe mit meinem Partner in Wien");
    // Once shown, the error follows the typing and is gone before the field is left.
    await expect(page.getByText("Bitte gib mindestens 5 Wörter ein (aktuell: 4)")).toHaveCount(0);
    await expect(page.getByText("7/5 Wörter")).toHaveAttribute("data-complete", "true");
    await page.getByRole("radio", { name: "In einer Beziehung" }).click();
    await page
      .getByLabel("Wie sieht deine berufliche Situation aus?")
      .fill("Ich arbeite als Lehrerin an einer Schule");
    await page.getByRole("radio", { name: "Im Wandel" }).click();
    await page.getByLabel("Wie bewegst du dich im Alltag?").fill("Ich gehe dreimal pro Woche laufen");
    await next(page);

    await counter(page, "4/4");
    await page.getByLabel("Aktuelle Beschwerden").fill("Seit Wochen habe ich abends starke Kopfschmerzen");
    await page.getByLabel("Was beschäftigt dich emotional?").fill("Ich fühle mich oft gestresst und unruhig");
    await page.getByRole("checkbox", { name: "Kopfschmerzen" }).click();
    await page.getByRole("checkbox", { name: "Schlafstörungen" }).click();
    await page.getByRole("checkbox", { name: "Kopfschmerzen" }).click();
    await giveHealthConsent(page);
    await page.getByRole("button", { name: "Analyse starten" }).click();
    await expect(page.getByText("Profil erfolgreich erstellt!")).toBeVisible();
    await expectDashboard(page, "Mara");

    const rows = await query<{
      name: string;
      is_active: boolean;
      computed_bmi: number;
      completion_percentage: number;
      current_symptoms: string[];
      financial_situation: string;
      analyses: number;
    }>(
      `SELECT p.name, p.is_active, p.computed_bmi, p.completion_percentage, p.current_symptoms,
              p.financial_situation::text, (SELECT count(*)::int FROM analyses a WHERE a.profile_id = p.id) AS analyses
         FROM profiles p JOIN users u ON u.id = p.user_id WHERE u.email = $1`,
      [email],
    );
    // Symptoms are stored encrypted (issue 17), one ciphertext per symptom.
    expect(await Promise.all((rows[0]?.current_symptoms ?? []).map(unseal))).toEqual(["schlafstoerungen"]);
    expect(rows).toEqual([
      {
        name: "Mara",
        is_active: true,
        computed_bmi: 22.5,
        completion_percentage: 100,
        current_symptoms: [expect.stringMatching(/^enc1:/)],
        financial_situation: "im-wandel",
        analyses: 1,
      },
    ]);
    // The draft is gone once saved.
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes("profil-entwurf"))),
    ).toEqual([]);
  });

  test("an animal of another species goes through the wizard and lands on the dashboard @mobile", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const email = await signUp(page, uniqueEmail("wizard-tier"));
    await openWizard(page);
    await page.getByRole("radio", { name: "Tier" }).click();
    await expect(page.getByRole("radio", { name: "Hund" })).toHaveCount(0);
    await page.getByRole("radio", { name: "Unbekannt" }).click();
    await page.getByRole("radio", { name: "Andere" }).click();
    await counter(page, "1/3");
    const species = page.getByLabel("Welche Tierart?");
    await species.fill("I");
    await species.blur();
    await expect(page.getByText("Die Tierart muss mindestens 2 Zeichen haben")).toBeVisible();
    await species.fill("Igel");
    await species.blur();
    await expect(page.getByText("Die Tierart muss mindestens 2 Zeichen haben")).toHaveCount(0);
    await next(page);

    await counter(page, "2/3");
    await page.getByLabel("Name").fill("Stachel");
    await page.getByLabel("Alter (Jahre)").fill("3");
    await page.getByLabel("Gewicht (kg)").fill("0.8");
    await expect(page.getByText("Bitte gib ein realistisches Gewicht ein.")).toBeVisible();
    await page.getByLabel("Rasse/Mischling").fill("Braunbrustigel");
    await page.getByRole("radio", { name: "Andere" }).click();
    await page.getByLabel("Beschreibe die Haltungsform").fill("Gehege im Garten");
    await next(page);

    await counter(page, "3/3");
    const behaviour = page.getByLabel("Wie verhält sich dein Tier im Allgemeinen?");
    await behaviour.fill("nachtaktiv");
    await behaviour.blur();
    const banner = page.getByText("Bitte überprüfe die markierten Felder und korrigiere die Eingaben.");
    await expect(banner).toBeVisible();
    await behaviour.fill("Er ist nachts aktiv und sehr neugierig");
    await expect(banner).toHaveCount(0);
    await page
      .getByLabel("Gab es in letzter Zeit gesundheitliche Probleme?")
      .fill("Keine Probleme in den letzten Wochen");
    await page.getByLabel("Gab es Veränderungen im Umfeld?").fill("Wir haben den Garten neu bepflanzt");
    await page
      .getByLabel("Wie würdest du eure Beziehung beschreiben?")
      .fill("Er kommt abends zum Futterplatz zu mir");
    await page.getByRole("radio", { name: "Freier Auslauf" }).click();
    await page.getByRole("checkbox", { name: "Unruhig" }).click();
    await giveHealthConsent(page);
    await page.getByRole("button", { name: "Analyse starten" }).click();
    await expect(page.getByText("Profil erfolgreich erstellt!")).toBeVisible();
    await expectDashboard(page, "Stachel");

    const rows = await query<{ behavior_patterns: string[] }>(
      `SELECT p.profile_type::text, p.animal_type::text, p.custom_animal_type, p.housing_type::text,
              p.custom_housing_type, p.weight_kg, p.computed_age, p.behavior_patterns
         FROM profiles p JOIN users u ON u.id = p.user_id WHERE u.email = $1`,
      [email],
    );
    // Behaviour patterns are stored encrypted (issue 17); species and housing stay clear.
    expect(await Promise.all((rows[0]?.behavior_patterns ?? []).map(unseal))).toEqual(["unruhig"]);
    expect(rows).toEqual([
      {
        profile_type: "animal",
        animal_type: "andere",
        custom_animal_type: "Igel",
        housing_type: "andere",
        custom_housing_type: "Gehege im Garten",
        weight_kg: 0.8,
        computed_age: 3,
        behavior_patterns: [expect.stringMatching(/^enc1:/)],
      },
    ]);
  });

  test("a reload in the middle of step 2 keeps what was typed @mobile", async ({ page }) => {
    await signUp(page, uniqueEmail("wizard-reload"));
    await openWizard(page);
    await fillHumanSteps0To1(page);
    await next(page);
    await counter(page, "3/4");
    await page.getByLabel("Wie sieht deine aktuelle Lebenssituation aus?").fill("Ich lebe seit drei Jahren");
    await page.getByRole("radio", { name: "Single" }).click();

    await page.reload();
    await counter(page, "3/4");
    await expect(page.getByLabel("Wie sieht deine aktuelle Lebenssituation aus?")).toHaveValue(
      "Ich lebe seit drei Jahren",
    );
    await expect(page.getByRole("radio", { name: "Single" })).toBeChecked();
    await page.getByRole("button", { name: "Zurück" }).click();
    await counter(page, "2/4");
    await expect(page.getByLabel("Name")).toHaveValue("Mara");
    await expect(page.getByLabel("Gewicht (kg)")).toHaveValue("65");
  });

  test("'Antworten überarbeiten' reopens the wizard prefilled and updates the active profile", async ({
    page,
  }) => {
    const email = await signUp(page, uniqueEmail("wizard-edit"));
    await query(
      `INSERT INTO profiles (user_id, created_by, profile_type, name, gender, age, height_cm, weight_kg,
         life_situation, relationship_status, professional_situation, financial_situation, exercise_routine,
         current_health_issues, emotional_concerns, is_active)
       SELECT id, id, 'human', 'Mara', 'weiblich', 40, 170, 65,
         'Ich lebe mit meinem Partner in Wien', 'single', 'Ich arbeite als Lehrerin an einer Schule', 'stabil',
         'Ich gehe dreimal pro Woche laufen', 'Seit Wochen habe ich abends starke Kopfschmerzen',
         'Ich fühle mich oft gestresst und unruhig', true
       FROM users WHERE email = $1`,
      [email],
    );
    await page.goto("/app/analyse");
    await page.getByRole("button", { name: "Antworten überarbeiten" }).click();
    await expect(page.getByRole("heading", { name: "Profil bearbeiten" })).toBeVisible();
    await expect(page.getByRole("radio", { name: "Mensch" })).toBeChecked();
    await expect(page.getByRole("button", { name: "Abbrechen" })).toBeVisible();
    await next(page);
    await expect(page.getByLabel("Name")).toHaveValue("Mara");
    await expect(page.getByLabel("Alter (Jahre)")).toHaveValue("40");
    await page.getByLabel("Name").fill("Mara Sonnleitner");
    await next(page);
    await expect(page.getByRole("radio", { name: "Single" })).toBeChecked();
    await next(page);
    await giveHealthConsent(page);
    await page.getByRole("button", { name: "Änderungen speichern" }).click();
    await expect(page.getByText("Profil gespeichert")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Profil bearbeiten" })).toHaveCount(0);
    const rows = await query<{ name: string; is_active: boolean }>(
      "SELECT p.name, p.is_active FROM profiles p JOIN users u ON u.id = p.user_id WHERE u.email = $1",
      [email],
    );
    expect(rows).toEqual([{ name: "Mara Sonnleitner", is_active: true }]);
  });

  test("submitting with errors names them and opens the first step with one", async ({ page }) => {
    await signUp(page, uniqueEmail("wizard-fehler"));
    await openWizard(page);
    await page.getByRole("button", { name: "Upgrade" }).click();
    await expect(page.getByRole("dialog", { name: "Pro" })).toBeVisible();
    await page.keyboard.press("Escape");

    // Next is never blocked.
    for (const step of ["2/4", "3/4", "4/4"]) {
      await next(page);
      await counter(page, step);
    }
    await giveHealthConsent(page);
    await page.getByRole("button", { name: "Analyse starten" }).click();
    await expect(page.getByText("Validierungsfehler")).toBeVisible();
    await expect(page.getByText("Bitte korrigiere 3 Fehler vor dem Speichern.")).toBeVisible();
    await counter(page, "1/4");
    await expect(page.getByText("Bitte wähle einen Profiltyp aus")).toBeVisible();
    await expect(page.getByRole("radio", { name: "Mensch" })).toBeFocused();

    await page.getByRole("link", { name: "Zur Website" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
  test("a crisis in the emotional concerns saves the profile and shows the crisis card first", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const email = await signUp(page, uniqueEmail("wizard-krise"));
    await openWizard(page);
    await fillHumanStepsTo3(page);
    await page.getByLabel("Aktuelle Beschwerden").fill("Seit Wochen schlafe ich kaum noch durch");
    await page
      .getByLabel("Was beschäftigt dich emotional?")
      .fill("Ich will nicht mehr leben, alles ist sinnlos.");
    await giveHealthConsent(page);
    await page.getByRole("button", { name: "Analyse starten" }).click();

    await expect(page.getByText("Profil erfolgreich erstellt!")).toBeVisible();
    const card = page.getByTestId("safety-notice").locator('[data-kind="crisis"]');
    await expect(card).toBeVisible();
    await expect(card).toContainText("Dein Profil ist gespeichert.");
    await expect(card.getByRole("link", { name: "TelefonSeelsorge 142 anrufen" })).toHaveAttribute(
      "href",
      "tel:142",
    );
    const rows = await query<{ emotional_concerns: string }>(
      `SELECT p.emotional_concerns FROM profiles p JOIN users u ON u.id = p.user_id WHERE u.email = $1`,
      [email],
    );
    expect(rows).toHaveLength(1);
    expect(await unseal(rows[0]?.emotional_concerns)).toBe("Ich will nicht mehr leben, alles ist sinnlos.");

    await page.getByRole("button", { name: "Weiter" }).click();
    await expectDashboard(page, "Mara");
  });
  test("without the consent to health data nothing is saved; ticked, the profile is saved @mobile", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const email = await signUp(page, uniqueEmail("wizard-einwilligung"));
    await openWizard(page);
    await fillHumanStepsTo3(page);
    await page.getByLabel("Aktuelle Beschwerden").fill("Seit Wochen habe ich abends starke Kopfschmerzen");
    await page.getByLabel("Was beschäftigt dich emotional?").fill("Ich fühle mich oft gestresst und unruhig");

    const consent = page.getByRole("checkbox", { name: /Ich willige ausdrücklich ein/ });
    await expect(consent).not.toBeChecked();
    await expect(page.getByRole("link", { name: "Datenschutzerklärung" }).first()).toHaveAttribute(
      "href",
      "/datenschutz",
    );
    await page.getByRole("button", { name: "Analyse starten" }).click();
    await expect(page.getByText("Einwilligung fehlt")).toBeVisible();
    await expect(
      page.getByRole("alert").filter({ hasText: "Ohne deine ausdrückliche Einwilligung" }),
    ).toBeVisible();
    await expect(consent).toBeFocused();
    const count = async () =>
      (
        await query<{ count: number }>(
          `SELECT count(*)::int AS count FROM profiles p JOIN users u ON u.id = p.user_id WHERE u.email = $1`,
          [email],
        )
      )[0]?.count;
    expect(await count()).toBe(0);

    await consent.check();
    await page.getByRole("button", { name: "Analyse starten" }).click();
    await expect(page.getByText("Profil erfolgreich erstellt!")).toBeVisible();
    await expectDashboard(page, "Mara");
    expect(await count()).toBe(1);
    const [row] = await query<{ version: string | null; given: boolean }>(
      `SELECT health_consent_version AS version, health_consent_at IS NOT NULL AS given FROM users WHERE email = $1`,
      [email],
    );
    expect(row?.given).toBe(true);
    expect(row?.version).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
