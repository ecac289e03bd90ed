// The support assistant's help articles (issue 23): what the app really does, in German, from the
// spec, the AGB (messages/legal.ts) and the code. The assistant answers only from these; it never
// coaches and never says anything about another person's account.
import { plans } from "@/config/plans";
import { siteConfig } from "@/config/site";

const free = plans.free;
const pro = plans.pro;

export type SupportArticleId =
  | "cancel"
  | "payment-method"
  | "billing"
  | "withdrawal"
  | "trial"
  | "plans"
  | "free-limit"
  | "profiles"
  | "family-analysis"
  | "export"
  | "delete-account"
  | "password"
  | "sign-in"
  | "email-change"
  | "privacy"
  | "reminders"
  | "store-apps"
  | "other-account"
  | "contact";

/** Where an article's action is: a link, or an entry of the account menu it names. */
export interface SupportAction {
  label: string;
  href: string;
}

export interface SupportArticle {
  id: SupportArticleId;
  title: string;
  /** The answer, two to four sentences, addressed with 'du'. */
  answer: string;
  /** Words and phrases people use for the topic; stemmed and weighted above the answer's words. */
  keywords: string;
  action?: SupportAction;
}

const MENU = "Konto-Menü (das Personen-Symbol oben rechts)";
const mail = (subject: string) => `mailto:${siteConfig.supportEmail}?subject=${encodeURIComponent(subject)}`;

export const SUPPORT_ARTICLES: readonly SupportArticle[] = [
  {
    id: "cancel",
    title: "Abo kündigen",
    answer: `Dein ${pro.name}-Abo kündigst du im ${MENU} unter „Abo & Zahlungen“ → „Plan kündigen“; das öffnet das Kundenportal unseres Zahlungsanbieters Stripe. Die Kündigungsfrist beträgt 30 Tage, bis dahin nutzt du ${pro.name} weiter, danach wird dein Konto auf ${free.name} umgestellt. Deine Profile und Einträge bleiben erhalten.`,
    keywords:
      "kündigen kündigung abo abonnement beenden stornieren abbestellen aufhören pro beenden vertrag beenden abo loswerden nicht mehr zahlen verlängerung stoppen",
    action: { label: "Plan kündigen", href: "konto:cancel" },
  },
  {
    id: "payment-method",
    title: "Zahlungsmethode ändern",
    answer: `Die Zahlungsmethode änderst du im ${MENU} unter „Abo & Zahlungen“ → „Zahlungsmethode ändern“. Es öffnet sich das Kundenportal von Stripe, dort kannst du eine neue Karte oder ein anderes Zahlungsmittel hinterlegen. Wir selbst speichern keine Kartendaten.`,
    keywords:
      "zahlungsmethode zahlungsmittel kreditkarte karte ändern neue karte bankkarte sepa lastschrift paypal bezahlen zahlungsart abgelaufene karte hinterlegen zahlungsdaten",
    action: { label: "Zahlungsmethode ändern", href: "konto:payment" },
  },
  {
    id: "billing",
    title: "Rechnungen und Abbuchungen",
    answer: `${pro.name} kostet ${pro.price.monthly} € im Monat oder ${pro.price.yearly} € im Jahr und verlängert sich um den gewählten Zeitraum. Rechnungen und alle Abbuchungen findest du im Kundenportal von Stripe: ${MENU} → „Abo & Zahlungen“ → „Plan ansehen oder upgraden“. Stimmt eine Abbuchung nicht, schreib uns bitte an ${siteConfig.supportEmail}.`,
    keywords:
      "rechnung rechnungen beleg quittung abbuchung abgebucht belastet preis kosten kostet euro zahlung bezahlt doppelt abgerechnet geld zurück rückerstattung erstattung monatlich jährlich jahresabo",
    action: { label: "E-Mail an den Support", href: mail("Frage zur Abrechnung") },
  },
  {
    id: "withdrawal",
    title: "Rücktritt vom Vertrag",
    answer: `Du kannst binnen 14 Tagen ab Vertragsabschluss ohne Angabe von Gründen vom ${pro.name}-Vertrag zurücktreten. Es genügt eine eindeutige Erklärung per E-Mail an ${siteConfig.supportEmail}. Hast du verlangt, dass ${pro.name} sofort beginnt, zahlst du anteilig bis zum Rücktritt; Details stehen in Punkt 8 der AGB.`,
    keywords:
      "rücktritt rücktrittsrecht widerruf widerrufen widerrufsrecht 14 tage vierzehn tage zurücktreten vertrag rückgängig fehlkauf versehentlich abgeschlossen",
    action: { label: "AGB: Rücktrittsrecht", href: "/agb" },
  },
  {
    id: "trial",
    title: "Testphase",
    answer: `${pro.name} kannst du einmalig ${pro.trialDays} Tage kostenlos testen. Kündigst du vor Ende der Testphase, entstehen dir keine Kosten; sonst geht sie in das gewählte Abo über. Die Testphase startest du im ${MENU} unter „Plan ansehen oder upgraden“.`,
    keywords:
      "testphase testen test probe probezeit probieren kostenlos gratis trial drei tage 3 tage ausprobieren testzeitraum endet",
    action: { label: "Plan ansehen oder upgraden", href: "konto:plans" },
  },
  {
    id: "plans",
    title: `Was ${pro.name} enthält`,
    answer: `${free.name} enthält ${free.features.join(", ")}. ${pro.name} (${pro.price.monthly} € im Monat oder ${pro.price.yearly} € im Jahr) enthält ${pro.features.join(", ")}. Upgraden kannst du im ${MENU} unter „Plan ansehen oder upgraden“.`,
    keywords:
      "pro free unterschied enthält enthalten inklusive leistungen funktionen vorteile upgrade upgraden lohnt plan pläne tarif tarife premium was bekomme ich",
    action: { label: "Plan ansehen oder upgraden", href: "konto:plans" },
  },
  {
    id: "free-limit",
    title: "Tägliches Chat-Limit",
    answer: `Mit ${free.name} antwortet dein Coach ${free.limits.coachRepliesPerDay}-mal pro Kalendertag (Zeit in Wien); um Mitternacht beginnt das Kontingent neu. Deine Nachrichten werden auch nach dem Limit gespeichert. Mit ${pro.name} chattest du unbegrenzt; Fragen hier im Support zählen nie zum Limit.`,
    keywords:
      "limit kontingent nachrichten antworten pro tag begrenzt keine antwort mehr chat gesperrt drei chats 3 chats aufgebraucht upgrade meldung wieder chatten",
  },
  {
    id: "profiles",
    title: "Profile anlegen und wechseln",
    answer: `Mit ${free.name} hast du ein Profil, für dich oder ein Tier; mit ${pro.name} beliebig viele für Familie und Tiere. Ein neues Profil legst du unter „Profil“ → „Neues Profil“ an, dort wechselst du auch das aktive Profil. Jedes neue Profil bekommt gleich seine erste Analyse.`,
    keywords:
      "profil profile anlegen hinzufügen neues profil zweites profil wechseln umschalten tier hund katze pferd familie kind partner mehrere profile aktives profil bearbeiten ändern",
    action: { label: "Zu den Profilen", href: "/app?modul=profile" },
  },
  {
    id: "family-analysis",
    title: "Familienanalyse",
    answer: `Die Familienanalyse legt die neuesten Analysen aller deiner Profile nebeneinander und zeigt, welche Muster ihr teilt. Sie gehört zu ${pro.name} und braucht mindestens zwei Profile mit einer Analyse. Du findest sie unter „Profil“ → „Familienanalyse“.`,
    keywords:
      "familienanalyse familie gemeinsam gemeinsame muster vergleich vergleichen alle profile zusammen haushalt spiegeln",
    action: { label: "Zu den Profilen", href: "/app?modul=profile" },
  },
  {
    id: "export",
    title: "Meine Daten herunterladen",
    answer: `Alle deine Daten (Konto, Einwilligung, Profile, Analysen, Chats, Tagebuch, Übungen, Check-ins, Krisenplan) lädst du im ${MENU} unter „Konto & Einstellungen“ → „Meine Daten herunterladen“ als JSON-Lines-Datei herunter (ein Eintrag pro Zeile). Das geht jederzeit und ist kostenlos.`,
    keywords:
      "export exportieren herunterladen download daten datenkopie kopie meiner daten auskunft dsgvo auskunft sichern backup json ndjson mitnehmen übertragen datenübertragbarkeit",
    action: { label: "Meine Daten herunterladen", href: "konto:export" },
  },
  {
    id: "delete-account",
    title: "Konto löschen",
    answer: `Dein Konto löschst du im ${MENU} unter „Konto & Einstellungen“ → „Konto löschen“. Dabei werden alle Profile, Analysen, Chats, Tagebucheinträge und Übungen sofort und endgültig aus der Datenbank gelöscht, zusammen mit deinem persönlichen Schlüssel; aus Sicherungskopien verschwinden sie innerhalb von ${siteConfig.claims.deletionDays} Tagen. Ein laufendes ${pro.name}-Abo wird gekündigt. Lade vorher bei Bedarf deine Daten herunter; rückgängig machen lässt sich das nicht.`,
    keywords:
      "konto löschen account löschen löschung entfernen abmelden für immer daten löschen alles löschen registrierung löschen konto auflösen recht auf vergessenwerden profil endgültig",
    action: { label: "Konto löschen", href: "konto:delete" },
  },
  {
    id: "password",
    title: "Passwort ändern oder vergessen",
    answer: `Angemeldet änderst du dein Passwort im ${MENU} unter „Konto & Einstellungen“ → „Passwort ändern“; andere Geräte werden danach abgemeldet. Hast du es vergessen, tippe auf der Anmeldeseite auf „Passwort vergessen?“: Wir schicken dir einen Link, der 60 Minuten gültig ist.`,
    keywords:
      "passwort kennwort vergessen ändern zurücksetzen neues passwort reset link passwort link abgelaufen login passwort falsch",
    action: { label: "Passwort ändern", href: "konto:password" },
  },
  {
    id: "sign-in",
    title: "Anmeldung und Bestätigungsmail",
    answer: `Nach der Registrierung schicken wir dir eine E-Mail mit einem Bestätigungslink; erst danach kannst du dich anmelden. Findest du sie nicht, sieh im Spam-Ordner nach. Nach mehreren falschen Versuchen sperren wir die Anmeldung für diese Adresse kurz; warte dann ein paar Minuten. Abmelden kannst du dich im ${MENU} unter „Abmelden“.`,
    keywords:
      "anmelden anmeldung einloggen login einloggen geht nicht bestätigungsmail bestätigen e-mail nicht bekommen keine mail spam gesperrt zu viele versuche google anmeldung abmelden ausloggen",
  },
  {
    id: "email-change",
    title: "E-Mail-Adresse ändern",
    answer: `Deine E-Mail-Adresse kannst du in der App noch nicht selbst ändern. Schreib uns von deiner bisherigen Adresse an ${siteConfig.supportEmail} und nenne die neue; wir stellen sie um, nachdem du sie bestätigt hast.`,
    keywords: "e-mail adresse ändern mailadresse wechseln neue e-mail email ändern andere adresse",
    action: { label: "E-Mail an den Support", href: mail("E-Mail-Adresse ändern") },
  },
  {
    id: "privacy",
    title: "Datenschutz",
    answer: `Deine Daten liegen auf Servern in der EU. Profile, Analysen, Chats, Tagebucheinträge und dein Krisenplan sind mit einem Schlüssel verschlüsselt, der nur für dich gilt: Wer nur die Datenbank oder eine Sicherungskopie hat, kann sie nicht lesen, und unsere Mitarbeiterinnen und Mitarbeiter haben keinen Einblick. Entschlüsseln kann sie der laufende Server, um sie dir zu zeigen. Wir verkaufen keine Daten und zeigen keine Werbung. Alles Weitere, auch zu einem optionalen Sprachmodell, steht in der Datenschutzerklärung.`,
    keywords:
      "datenschutz privatsphäre sicher sicherheit wer sieht wer kann sehen einsehen mitlesen liest mit einträge dsgvo wer sieht meine daten weitergabe verkauft werbung verschlüsselt server speichern gespeichert anonym vertraulich ki sprachmodell",
    action: { label: "Datenschutzerklärung", href: "/datenschutz" },
  },
  {
    id: "reminders",
    title: "Tägliche Erinnerung",
    answer: `Unter „Impulse“ kannst du eine tägliche Erinnerung um 8:00 Uhr per E-Mail einschalten. Sie startet, sobald deine E-Mail-Adresse bestätigt ist. Abbestellen kannst du sie dort oder über den Link in jeder Erinnerungsmail.`,
    keywords:
      "erinnerung erinnerungen benachrichtigung benachrichtigungen mail jeden tag täglich 8 uhr abbestellen ausschalten abstellen newsletter push",
    action: { label: "Zu den Impulsen", href: "/app?modul=impulse" },
  },
  {
    id: "store-apps",
    title: "Apps für iPhone und Android",
    answer: `Apps für den App Store und Google Play sind in Arbeit, aber noch nicht verfügbar. Bis dahin nutzt du ${siteConfig.name} im Browser; auf dem Handy kannst du die Seite über „Zum Startbildschirm hinzufügen“ wie eine App ablegen.`,
    keywords:
      "app apps iphone ios android handy smartphone app store google play herunterladen installieren tablet mobile startbildschirm",
  },
  {
    id: "other-account",
    title: "Daten anderer Personen",
    answer: `Über andere Konten geben wir keine Auskunft, auch nicht an Familienmitglieder. Jede Person sieht nur ihre eigenen Daten; wer ein eigenes Konto hat, kann dort selbst alles herunterladen oder löschen.`,
    keywords:
      "anderer nutzer andere person konto meiner frau meines mannes partner fremdes konto daten von jemand anderem wer hat sich angemeldet zugriff auf ein anderes konto",
  },
  {
    id: "contact",
    title: "Kontakt zum Support",
    answer: `Du erreichst uns per E-Mail an ${siteConfig.supportEmail}; wir antworten in der Regel innerhalb von zwei Werktagen, ${pro.name}-Mitglieder bevorzugt. Hänge gern die Frage aus diesem Chat an.`,
    keywords:
      "kontakt support mensch mitarbeiter telefon anrufen e-mail schreiben beschwerde hilfe menschlicher support erreichen fehler melden bug problem",
    action: { label: "E-Mail an den Support", href: mail("Frage zu Resonanz") },
  },
];
