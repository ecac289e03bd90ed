// The landing page's FAQ (spec §2) as data: categories of questions. It answers
// the claims of spec §1 and §9; figures and prices come from config.
import { formatEuro, plans } from "@/config/plans";
import { siteConfig } from "@/config/site";

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

export interface FaqCategory {
  id: string;
  title: string;
  items: readonly FaqItem[];
}

const { claims } = siteConfig;
const { free, pro } = plans;

export const faqCategories: readonly FaqCategory[] = [
  {
    id: "allgemein",
    title: "Allgemein",
    items: [
      {
        id: "was-ist-resonanz",
        question: "Was ist Resonanz?",
        answer:
          "Resonanz ist eine Wellness-App, die die emotionalen und energetischen Muster hinter Beschwerden und Verhalten sichtbar macht – für dich und dein Tier. Du legst ein Profil an, beschreibst dein Anliegen und bekommst eine persönliche Analyse, die du im Chat mit deinem KI-Coach vertiefen kannst.",
      },
      {
        id: "medizinprodukt",
        question: "Ist Resonanz ein Medizinprodukt?",
        answer:
          "Nein. Resonanz ist kein Medizinprodukt und ersetzt weder eine ärztliche oder tierärztliche Diagnose noch eine Behandlung. Bei akuten oder anhaltenden Beschwerden wende dich bitte an eine Ärztin, einen Arzt oder an deine Tierarztpraxis.",
      },
      {
        id: "grundlage",
        question: "Worauf beruhen die Analysen?",
        answer:
          "Auf deinen Profilangaben und deiner aktuellen Frage. Die Wissensbasis verbindet Psychologie, Körpersprache, Psychosomatik, Energiearbeit, Spiritualität und emotionale Intelligenz.",
      },
      {
        id: "apps",
        question: "Gibt es Resonanz auch als App?",
        answer:
          "Die Apps für iOS und Android sind bald verfügbar. Bis dahin nutzt du Resonanz im Browser – und kannst es über „Zum Startbildschirm hinzufügen“ wie eine App auf deinem Handy ablegen.",
      },
    ],
  },
  {
    id: "datenschutz",
    title: "Datenschutz & Sicherheit",
    items: [
      {
        id: "speicherort",
        question: "Wo werden meine Daten gespeichert?",
        answer:
          "Ausschließlich auf Servern in der Europäischen Union, nach den Regeln der Datenschutz-Grundverordnung (DSGVO).",
      },
      {
        id: "einsicht",
        question: "Kann euer Team meine Einträge lesen?",
        answer:
          "Nein. Profile, Analysen, Chats, Tagebucheinträge und dein Krisenplan werden mit einem Schlüssel verschlüsselt gespeichert, der nur für dich gilt; wer nur die Datenbank oder eine Sicherungskopie hat, kann sie nicht lesen. Entschlüsseln kann sie der laufende Server, um sie dir anzuzeigen. Unsere Mitarbeiterinnen und Mitarbeiter haben keinen Einblick in deine Daten; technisch könnte nur unsere Administration, die den Server und seinen Hauptschlüssel verwaltet, sie entschlüsseln.",
      },
      {
        id: "ki-training",
        question: "Werden meine Einträge zum Training einer KI verwendet?",
        answer:
          "Nein. Deine Einträge werden nicht verwendet, um KI-Modelle zu trainieren – weder von uns noch von anderen.",
      },
      {
        id: "loeschen",
        question: "Wie lösche ich meine Daten?",
        answer: `Du kannst dein Konto jederzeit im Kontomenü löschen. Deine Daten und dein persönlicher Schlüssel sind dann sofort aus der Datenbank entfernt; Sicherungskopien bewahren wir höchstens ${claims.backupRetentionDays} Tage auf, so ist alles innerhalb von ${claims.deletionDays} Tagen vollständig entfernt. Vorher kannst du deine Daten dort auch als Datei exportieren.`,
      },
    ],
  },
  {
    id: "tiere",
    title: "Tiere",
    items: [
      {
        id: "welche-tiere",
        question: "Für welche Tiere eignet sich Resonanz?",
        answer:
          "Für Hunde, Katzen und Pferde ebenso wie für Kaninchen, Vögel und viele andere Tiere. Beim Anlegen des Profils wählst du die Tierart aus oder trägst sie selbst ein.",
      },
      {
        id: "tierarzt",
        question: "Ersetzt Resonanz den Tierarzt?",
        answer:
          "Nein. Wenn dein Tier krank wirkt, Schmerzen hat oder sich plötzlich stark verändert, gehört es in tierärztliche Hände. Resonanz hilft dir, Verhalten und Stimmungen besser zu verstehen – als Ergänzung, nicht als Ersatz.",
      },
      {
        id: "mehrere-tiere",
        question: "Kann ich mehrere Tiere anlegen?",
        answer: `Mit ${free.name} legst du ein Profil an – für dich oder für ein Tier. Mit ${pro.name} kannst du beliebig viele Profile für Familie und Tiere anlegen und eine Familienanalyse erstellen.`,
      },
    ],
  },
  {
    id: "preise-abo",
    title: "Preise & Abo",
    items: [
      {
        id: "free-pro",
        question: `Was ist der Unterschied zwischen ${free.name} und ${pro.name}?`,
        answer: `${free.name} kostet nichts und enthält ein Profil, ${free.limits.coachRepliesPerDay} KI-Chats pro Tag sowie Basis-Analysen und Basis-Einblicke. ${pro.name} bietet unbegrenzte Profile und Chats, erweiterte Analysen, tiefe emotionale Einblicke, einen persönlichen Heilungsplan, Fortschritts- und Familienanalysen sowie Priority Support.`,
      },
      {
        id: "testphase",
        question: "Wie funktioniert die kostenlose Testphase?",
        answer: `Du kannst ${pro.name} ${pro.trialDays} Tage lang kostenlos testen. Kündigst du in dieser Zeit, zahlst du nichts. Danach kostet ${pro.name} ${formatEuro(pro.price.monthly)} im Monat oder ${formatEuro(pro.price.yearly)} im Jahr.`,
      },
      {
        id: "kuendigen",
        question: "Kann ich jederzeit kündigen?",
        answer:
          "Ja. Du kannst dein Abo jederzeit kündigen, mit einer Frist von 30 Tagen. Bis dahin bleiben dir alle Pro-Funktionen erhalten.",
      },
      {
        id: "bezahlen",
        question: "Wie bezahle ich?",
        answer:
          "Bequem per Karte über unseren Zahlungsdienstleister Stripe. Deine Kartendaten landen nie auf unseren Servern.",
      },
    ],
  },
  {
    id: "analyse-coach",
    title: "Analyse & Coach",
    items: [
      {
        id: "persoenlich",
        question: "Wie persönlich ist die Analyse?",
        answer:
          "Sehr persönlich: Resonanz berücksichtigt dein Profil – etwa Lebenssituation, Beschwerden und Gefühlslage – und die Frage, die dich gerade beschäftigt.",
      },
      {
        id: "wer-antwortet",
        question: "Wer antwortet mir im Chat?",
        answer: `Im Chat antwortet dein KI-Coach, rund um die Uhr. Möchtest du mit einem Menschen sprechen, schreib unserem Support: Wir antworten innerhalb von ${claims.supportResponseHours} Stunden.`,
      },
      {
        id: "chat-limit",
        question: "Wie viele Chats habe ich?",
        answer: `Mit ${free.name} hast du ${free.limits.coachRepliesPerDay} KI-Chats pro Tag, mit ${pro.name} unbegrenzt viele.`,
      },
    ],
  },
];
