// Copy of the public site: the landing page and the header and footer it shares
// with the legal pages. Prices and claims come from config, never from here.
import { formatEuro, plans, yearlyListPrice, yearlyPricePerMonth, yearlySavingPercent } from "@/config/plans";
import { siteConfig } from "@/config/site";

const { claims } = siteConfig;

export const landingMessages = {
  meta: {
    title: `${siteConfig.name} – Dein Körper spricht. Resonanz hört zu.`,
    description:
      "Resonanz zeigt dir die emotionalen und energetischen Muster hinter Schmerz, Stress und Verhalten – für dich und dein Tier. Persönliche Analyse, KI-Coach und tägliche Impulse. Kostenlos starten.",
    ogImageAlt: "Resonanz – Dein Körper spricht. Resonanz hört zu.",
    ogImageTagline: "Für dich und dein Tier",
    manifestDescription: "Persönliche Analysen, KI-Coach und tägliche Impulse – für dich und dein Tier.",
  },
  header: {
    homeLabel: `${siteConfig.name} – zur Startseite`,
    navLabel: "Hauptnavigation",
    nav: { features: "Funktionen", audience: "Für wen?", pricing: "Preise" },
    login: "Login",
    start: "Jetzt kostenlos starten",
    menuOpen: "Menü öffnen",
    menuClose: "Menü schließen",
    mobileNavLabel: "Mobile Navigation",
  },
  hero: {
    eyebrow: "Für dich und dein Tier",
    headline: "Dein Körper spricht. Resonanz hört zu.",
    subline:
      "Entdecke die emotionalen und energetischen Muster hinter Schmerz, Stress und Verhalten – bei dir und bei deinem Tier.",
    startFree: "Jetzt kostenlos starten",
    learnMore: "Mehr erfahren",
    quickStartLabel: "Direkt loslegen",
    analyseHuman: "Mensch analysieren",
    analyseAnimal: "Tier analysieren",
    socialProof: `${claims.users} Menschen vertrauen bereits auf Resonanz`,
  },
  topics: {
    label: "Themen, auf die Resonanz achtet",
    items: [
      "Emotionale Wurzeln",
      "Energetische Disharmonien",
      "Innerer Kompass",
      "Unbewusste Muster",
      "Körperliche Botschaften",
      "Verhalten verstehen",
      "Aura-Zustand",
      "Tiefe Heilimpulse",
    ],
  },
  features: {
    eyebrow: "Was ist Resonanz?",
    title: "Ein Begleiter für die leisen Signale",
    intro:
      "Du beschreibst, was dich oder dein Tier gerade beschäftigt. Resonanz erkennt die emotionalen und energetischen Muster dahinter und übersetzt sie in Worte, mit denen du etwas anfangen kannst.",
    items: [
      {
        title: "Persönliche Analyse",
        text: "Aus deinem Profil und deiner aktuellen Frage entsteht eine Analyse, die zu dir passt – nicht zu irgendwem.",
      },
      {
        title: "KI-Coach im Chat",
        text: "Frag nach, vertiefe, sortiere deine Gedanken. Dein Coach ist rund um die Uhr für dich da.",
      },
      {
        title: "Tagebuch, Impulse und Übungen",
        text: "Schreib auf, was dich bewegt, hol dir deinen täglichen Impuls und finde mit geführten Übungen zurück in deine Mitte.",
      },
    ],
    stats: [
      { value: claims.analyses, label: "Analysen erstellt" },
      { value: claims.satisfaction, label: "Zufriedenheit" },
      { value: claims.activeUsers, label: "aktive Mitglieder" },
      { value: claims.aiSupport, label: "KI-Begleitung" },
    ],
  },
  change: {
    eyebrow: "Zuhören verändert",
    title: "Was sich verändert, wenn du zuhörst",
    intro:
      "Beschwerden und auffälliges Verhalten sind selten Zufall. Oft sind sie eine Botschaft – und wer sie versteht, kann anders damit umgehen.",
    items: [
      {
        title: "Du erkennst Zusammenhänge",
        text: "Verspannungen, Unruhe oder schlechter Schlaf bekommen einen Kontext: Was war los, als es angefangen hat?",
      },
      {
        title: "Du verstehst dein Tier besser",
        text: "Bellen, Rückzug oder Unsauberkeit werden lesbar – als Ausdruck von Stress, Unsicherheit oder Bindung.",
      },
      {
        title: "Du setzt bei den Ursachen an",
        text: "Statt nur Symptome zu bekämpfen, gehst du kleine, machbare Schritte dorthin, wo es wirklich hakt.",
      },
      {
        title: "Du findest zurück in deine Mitte",
        text: "Übungen und tägliche Impulse helfen dir, das Erkannte im Alltag zu verankern.",
      },
    ],
    energyTitle: "Energie sichtbar machen",
    humanAura: {
      title: "Menschliche Aura",
      text: "Deine Aura spiegelt, wie es dir gerade geht: angespannt, erschöpft oder im Gleichgewicht. Resonanz übersetzt diese Signale in klare Worte.",
    },
    animalIntuition: {
      title: "Tierische Intuition",
      text: "Tiere spüren Stimmungen oft früher als wir. Ihr Verhalten zeigt, was in ihnen vorgeht – und manchmal auch, was in uns vorgeht.",
    },
    quote:
      "„Die Verbindung zwischen Mensch und Tier ist energetisch messbar – und sie wirkt in beide Richtungen.“",
    quoteSource: "Der Grundgedanke hinter Resonanz",
  },
  knowledge: {
    eyebrow: "Unsere Wissensbasis",
    title: "Worauf unsere Analysen aufbauen",
    intro:
      "Resonanz verbindet sechs Wissensfelder zu einem Gesamtbild. So erfährst du nicht nur, was los ist, sondern auch, warum.",
  },
  audience: {
    eyebrow: "Für wen?",
    title: "Zwei Wege – für dich oder dein Tier",
    human: {
      title: "Für dich",
      text: "Wenn dein Körper Signale sendet, die du dir nicht erklären kannst: Kopfweh, Erschöpfung, innere Unruhe. Resonanz hilft dir, die Botschaft dahinter zu verstehen.",
      points: [
        "Emotionale Ursachen körperlicher Beschwerden",
        "Stress, Schlaf und innere Balance",
        "Muster aus Beziehung, Beruf und Familie",
      ],
      cta: "Mensch analysieren",
    },
    animal: {
      title: "Für dein Tier",
      text: "Wenn dein Hund plötzlich unruhig ist, deine Katze sich zurückzieht oder dein Pferd anders reagiert als sonst. Resonanz zeigt dir, was dein Tier dir sagen möchte.",
      points: [
        "Verhalten verstehen statt nur korrigieren",
        "Stress und Veränderungen im Umfeld",
        "Die Bindung zwischen dir und deinem Tier",
      ],
      cta: "Tier analysieren",
    },
    species: "Für Hunde, Katzen, Pferde und viele andere Tiere.",
  },
  steps: {
    eyebrow: "Wie es funktioniert",
    title: "In drei Schritten zu mehr Klarheit",
    items: [
      {
        title: "Profil anlegen",
        text: "Erzähl von dir oder deinem Tier: ein paar Eckdaten, die Lebenssituation und was dich gerade beschäftigt. Das dauert nur wenige Minuten.",
      },
      {
        title: "Analyse erhalten",
        text: "Resonanz erkennt die Muster hinter Beschwerden und Verhalten und zeigt dir, welche Themen gerade im Vordergrund stehen.",
      },
      {
        title: "Im Chat vertiefen",
        text: "Sprich mit deinem KI-Coach über die Analyse, stell Fragen und hol dir Impulse, die zu dir passen.",
      },
    ],
    stepLabel: "Schritt",
    chatTitle: "So kann ein Gespräch aussehen",
    chatCoach: "Resonanz-Coach",
    chatYou: "Du",
    chatNote: "Beispielhafter Chatverlauf",
    chat: [
      {
        fromUser: true,
        text: "Mein Hund Balu zieht sich seit unserem Umzug zurück und frisst schlechter. Was ist da los?",
      },
      {
        fromUser: false,
        text: "Ein Umzug bringt für Hunde viel Neues: fremde Gerüche, andere Geräusche, veränderte Abläufe. Balus Rückzug kann zeigen, dass er noch nach Sicherheit sucht. Wie geht es dir selbst im neuen Zuhause?",
      },
      { fromUser: true, text: "Ehrlich gesagt bin ich auch noch nicht richtig angekommen." },
      {
        fromUser: false,
        text: "Das spürt Balu vermutlich mit. Feste Rituale helfen euch beiden: gleiche Fütterungszeiten, ein ruhiger Rückzugsort und ein gemeinsamer Abendspaziergang. Magst du mit einer kurzen Atemübung für dich beginnen?",
      },
    ],
    cta: "Jetzt starten",
  },
  testimonials: {
    eyebrow: "Erfahrungen",
    title: "Was Menschen mit Resonanz erleben",
    note: "Zur Veranschaulichung: Namen und Erfahrungsberichte sind beispielhaft.",
    carouselLabel: "Erfahrungsberichte",
    firstCarouselLabel: "Erfahrungsberichte, Teil 1",
    secondCarouselLabel: "Erfahrungsberichte, Teil 2",
    slideLabel: "Erfahrungsbericht {current} von {total}",
    rating: "{rating} von 5 Sternen",
    pause: "Pausieren",
    play: "Abspielen",
    previous: "Vorheriger Erfahrungsbericht",
    next: "Nächster Erfahrungsbericht",
  },
  pricing: {
    eyebrow: "Preise",
    title: "Starte kostenlos. Geh mit Pro tiefer.",
    intro: `Probiere Resonanz ohne Risiko aus. Pro kannst du ${plans.pro.trialDays} Tage kostenlos testen und jederzeit kündigen.`,
    intervalLegend: "Abrechnungszeitraum",
    monthly: "Monatlich",
    yearly: "Jährlich",
    saving: `${yearlySavingPercent}% sparen`,
    perMonth: "/ Monat",
    perYear: "/ Jahr",
    yearlyInsteadOf: `statt ${formatEuro(yearlyListPrice)}`,
    yearlyPerMonth: `entspricht ${formatEuro(yearlyPricePerMonth)} pro Monat`,
    popular: "Beliebteste Wahl",
    freeCta: "Kostenlos starten",
    proCta: `${plans.pro.trialDays} Tage gratis testen`,
    trialMonthly: `${plans.pro.trialDays} Tage kostenlos, danach ${formatEuro(plans.pro.price.monthly)} pro Monat. Jederzeit kündbar.`,
    trialYearly: `${plans.pro.trialDays} Tage kostenlos, danach ${formatEuro(plans.pro.price.yearly)} pro Jahr. Jederzeit kündbar.`,
    featuresLabel: "Enthalten:",
    vat: "Alle Preise in Euro inklusive Umsatzsteuer.",
  },
  faq: {
    eyebrow: "FAQ",
    title: "Häufige Fragen",
    intro: `Deine Frage ist nicht dabei? Schreib uns an ${siteConfig.supportEmail} – ein Mensch aus unserem Team antwortet dir innerhalb von ${claims.supportResponseHours} Stunden.`,
  },
  closing: {
    title: "Bereit, zuzuhören?",
    text: "Leg dein erstes Profil an – für dich oder dein Tier. Kostenlos und in wenigen Minuten.",
    cta: "Jetzt kostenlos starten",
  },
  footer: {
    tagline: "Dein Körper spricht. Resonanz hört zu.",
    navTitle: "Navigation",
    nav: { home: "Start", features: "Funktionen", audience: "Für wen?", pricing: "Preise" },
    legalTitle: "Rechtliches",
    legal: { imprint: "Impressum", privacy: "Datenschutz", terms: "AGB" },
    socialTitle: "Folge uns",
    social: {
      instagram: "Resonanz auf Instagram",
      facebook: "Resonanz auf Facebook",
      youtube: "Resonanz auf YouTube",
    },
    appsTitle: "Apps",
    appStore: { overline: "Laden im", name: "App Store" },
    googlePlay: { overline: "Jetzt bei", name: "Google Play" },
    comingSoon: "Bald verfügbar",
    madeIn: "Made in Austria",
    rights: "Alle Rechte vorbehalten.",
  },
  structuredData: { monthly: "monatlich", yearly: "jährlich" },
  images: {
    hero: "Eine Frau sitzt entspannt mit ihrem Hund, umgeben von einem sanft leuchtenden Energiefeld",
    avatarAnna: "Porträt einer lächelnden Frau",
    avatarLukas: "Porträt eines Mannes mit Bart",
    avatarBalu: "Porträt eines Hundes",
    featureAnalysis: "Silhouette mit farbigen Energieringen als Sinnbild der Analyse",
    featureChat: "Zwei Sprechblasen als Sinnbild für den Chat",
    featureJournal: "Aufgeschlagenes Tagebuch mit Blatt und Stift",
    energyHuman: "Menschliche Silhouette mit mehrschichtiger Aura",
    energyAnimal: "Hund mit schimmerndem Energiefeld",
    knowledge: "Zwei Hände halten eine leuchtende Kugel mit einem Blatt",
    pathHuman: "Frau legt die Hand aufs Herz und lauscht in sich hinein",
    pathAnimal: "Hund blickt vertrauensvoll zu einer Hand hinauf",
    speciesDog: "Hund",
    speciesCat: "Katze",
    speciesHorse: "Pferd",
    stepProfile: "Profilkarte mit Eckdaten",
    stepAnalysis: "Auswertung mit Energiekurven",
    stepChat: "Smartphone mit Chatnachrichten",
    testimonials: "Familie mit Kind und Hund auf einem Spaziergang",
    closing: "Person geht mit ihrem Hund über sanfte Hügel in den Sonnenaufgang",
    failed: "Bild konnte nicht geladen werden",
  },
} as const;
