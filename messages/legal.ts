// The legal pages: Impressum, Datenschutzerklärung and AGB (spec §1, §2, §5).
// Company data, figures and prices come from config, so they never drift apart.
import { formatEuro, plans } from "@/config/plans";
import { siteConfig } from "@/config/site";

export interface LegalSection {
  heading: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
}

const { company, claims } = siteConfig;
const { free, pro } = plans;
const address = `${company.street}, ${company.postalCode} ${company.city}, ${company.country}`;
const updated = `Stand: ${siteConfig.legalUpdated}`;

export const legalMessages = {
  imprint: {
    metaTitle: "Impressum",
    metaDescription: `Impressum und Offenlegung der ${company.name}, Anbieterin der Wellness-App ${siteConfig.name}, nach § 5 ECG und § 25 MedienG.`,
    title: "Impressum",
    intro:
      "Informationen nach § 5 E-Commerce-Gesetz (ECG) und § 14 Unternehmensgesetzbuch (UGB) sowie Offenlegung nach § 25 Mediengesetz (MedienG).",
    companyTitle: "Diensteanbieterin und Medieninhaberin",
    company: [
      { label: "Unternehmen", value: company.name },
      { label: "Anschrift", value: address },
      { label: "Geschäftsführung", value: company.managingDirector },
      { label: "Firmenbuch", value: company.register },
      { label: "UID-Nummer", value: company.vatId },
      { label: "E-Mail", value: company.email },
      { label: "Telefon", value: company.phone },
      { label: "Unternehmensgegenstand", value: "Entwicklung und Betrieb digitaler Wellness-Anwendungen" },
      { label: "Gewerbebehörde", value: company.authority },
      { label: "Kammerzugehörigkeit", value: company.chamber },
      {
        label: "Berufsrechtliche Vorschriften",
        value:
          "Gewerbeordnung (GewO), abrufbar im Rechtsinformationssystem des Bundes unter www.ris.bka.gv.at",
      },
    ],
    sections: [
      {
        heading: "Offenlegung nach § 25 Mediengesetz",
        paragraphs: [
          `Medieninhaberin: ${company.name}, ${address}. Geschäftsführung: ${company.managingDirector}.`,
          `Grundlegende Richtung: Information über die Wellness-App ${siteConfig.name} und ihre Angebote für Menschen und ihre Tiere.`,
        ],
      },
      {
        heading: "Kein Medizinprodukt",
        paragraphs: [
          `${siteConfig.name} ist kein Medizinprodukt und ersetzt weder eine ärztliche oder tierärztliche Diagnose noch eine Behandlung.`,
        ],
      },
      {
        heading: "Haftung für Inhalte und Links",
        paragraphs: [
          "Wir erstellen die Inhalte dieser Website mit größtmöglicher Sorgfalt, übernehmen aber keine Gewähr für ihre Richtigkeit, Vollständigkeit und Aktualität.",
          "Für die Inhalte verlinkter Websites sind ausschließlich deren Betreiberinnen und Betreiber verantwortlich. Werden uns Rechtsverletzungen bekannt, entfernen wir die betreffenden Links umgehend.",
        ],
      },
      {
        heading: "Urheberrecht",
        paragraphs: [
          `Texte, Illustrationen und Gestaltung dieser Website sind urheberrechtlich geschützt. Jede Verwertung außerhalb der Grenzen des Urheberrechts bedarf der vorherigen Zustimmung der ${company.name}.`,
        ],
      },
    ] satisfies readonly LegalSection[],
  },
  privacy: {
    metaTitle: "Datenschutzerklärung",
    metaDescription: `Wie ${siteConfig.name} deine Daten schützt: Server in der EU, Verschlüsselung mit deinem eigenen Schlüssel, kein KI-Training mit deinen Einträgen, Export und Löschung jederzeit.`,
    title: "Datenschutzerklärung",
    updated,
    intro: `Deine Gesundheit und die deines Tieres sind persönliche Themen. Deshalb gehen wir mit deinen Daten so sparsam und vertraulich um wie möglich. Hier erfährst du, welche Daten wir verarbeiten, wozu und welche Rechte du nach der Datenschutz-Grundverordnung (DSGVO) hast.`,
    sections: [
      {
        heading: "Verantwortliche",
        paragraphs: [
          `Verantwortlich für die Datenverarbeitung ist die ${company.name}, ${address}, E-Mail: ${company.email}.`,
        ],
      },
      {
        heading: "Das Wichtigste in Kürze",
        items: [
          "Deine Daten werden ausschließlich auf Servern in der Europäischen Union gespeichert.",
          "Deine Profile, Analysen, Chats, Tagebucheinträge und dein Krisenplan werden mit einem Schlüssel verschlüsselt gespeichert, der nur für dich gilt. Wer nur die Datenbank oder eine Sicherungskopie hat, kann sie nicht lesen.",
          "Deine Einträge werden nicht zum Training von KI-Modellen verwendet.",
          "Wir verkaufen keine Daten und setzen keine Tracking- oder Werbe-Cookies ein.",
          `Du kannst deine Daten jederzeit exportieren und dein Konto löschen: sofort aus der Datenbank, aus Sicherungskopien innerhalb von ${claims.deletionDays} Tagen.`,
        ],
      },
      {
        heading: "Welche Daten wir verarbeiten",
        items: [
          "Kontodaten: deine E-Mail-Adresse und dein Passwort, das wir nur als kryptografischen Hashwert speichern. Meldest du dich mit Google an, erhalten wir von Google deine E-Mail-Adresse und eine Kennung.",
          "Profildaten: die Angaben, die du über dich oder dein Tier machst, etwa Name, Alter, Größe, Gewicht, Lebenssituation, Beschwerden und Gefühlslage. Diese Angaben können Gesundheitsdaten im Sinne von Art. 9 DSGVO sein.",
          "Inhalte: deine Analysen, Chatverläufe, Tagebucheinträge und Bewertungen.",
          "Abrechnungsdaten bei Pro: Abo-Status, Abrechnungszeitraum und eine Kundennummer unseres Zahlungsdienstleisters. Deine Kartendaten erhalten wir nicht.",
          "Technische Daten: Beim Aufruf der Website verarbeitet unser Server kurzzeitig IP-Adresse, Zeitpunkt und aufgerufene Adresse, um die Seiten auszuliefern und Missbrauch abzuwehren.",
        ],
      },
      {
        heading: "Zwecke und Rechtsgrundlagen",
        paragraphs: [
          `Wir verarbeiten deine Daten, um dir ${siteConfig.name} bereitzustellen – Konto, Profile, Analysen, Chat, Tagebuch und Abo (Art. 6 Abs. 1 lit. b DSGVO, Vertragserfüllung).`,
          "Gesundheitsbezogene Angaben verarbeiten wir auf Grundlage deiner ausdrücklichen Einwilligung (Art. 9 Abs. 2 lit. a DSGVO). Du gibst sie mit einem eigenen Häkchen, bevor dein erstes Profil gespeichert wird; wir speichern, wann du sie gegeben hast und welchen Wortlaut du gesehen hast. Ohne sie speichern wir kein Profil.",
          "Du kannst die Einwilligung jederzeit mit Wirkung für die Zukunft widerrufen: im Konto-Menü unter „Einwilligung widerrufen“. Nach einer Bestätigung löschen wir sofort deine Gesundheitsdaten (Profile, Analysen, Chats, Tagebuch, Übungen, Check-ins und Krisenplan); dein Konto und dein Abo bleiben bestehen. Du kannst auch dein ganzes Konto löschen.",
          "Rechnungsdaten bewahren wir auf, solange gesetzliche Aufbewahrungspflichten bestehen, insbesondere nach § 132 Bundesabgabenordnung (Art. 6 Abs. 1 lit. c DSGVO).",
          "Server-Protokolle und der Schutz vor Missbrauch, etwa die Begrenzung von Anmeldeversuchen, beruhen auf unserem berechtigten Interesse an einem sicheren Betrieb (Art. 6 Abs. 1 lit. f DSGVO).",
        ],
      },
      {
        heading: "Vertraulichkeit und Speicherort",
        paragraphs: [
          "Alle Daten liegen auf Servern in der Europäischen Union, die Übertragung ist verschlüsselt.",
          "Was du über dich oder dein Tier schreibst, speichern wir verschlüsselt (AES-256-GCM): die Freitexte und Gesundheitsangaben deiner Profile, Analysen, Chats samt Titeln, Tagebucheinträge und deinen Krisenplan. Jedes Konto hat einen eigenen Datenschlüssel; er liegt selbst nur verschlüsselt in der Datenbank, geschützt durch einen Hauptschlüssel, der nicht in der Datenbank und nicht in ihren Sicherungskopien liegt. Unverschlüsselt bleiben Angaben, die wir zum Sortieren und Prüfen brauchen, etwa Name, Alter, Größe, Gewicht, Profiltyp und Zeitpunkte.",
          "Wer technisch was lesen kann: Der laufende Server entschlüsselt deine Daten, um sie dir anzuzeigen, zu durchsuchen und daraus Analysen und Coach-Antworten zu erstellen. Eine Datenbank, eine Sicherungskopie oder eine Kopie davon allein reicht dazu nicht. Wer den Server und seinen Hauptschlüssel verwaltet, könnte deine Daten technisch ebenfalls entschlüsseln; dieser Zugang ist auf unsere Administration beschränkt, unsere Mitarbeiterinnen und Mitarbeiter in Support und Betrieb haben keinen Einblick in deine Daten.",
          "Deine Einträge werden nicht verwendet, um KI-Modelle zu trainieren – weder von uns noch von unseren Dienstleistern.",
        ],
      },
      {
        heading: "Auftragsverarbeiter",
        paragraphs: [
          "Wir arbeiten mit sorgfältig ausgewählten Dienstleistern, die deine Daten nur nach unserer Weisung und auf Grundlage eines Vertrags zur Auftragsverarbeitung (Art. 28 DSGVO) verarbeiten:",
        ],
        items: [
          "Hosting: ein Rechenzentrumsbetreiber mit Standort in der Europäischen Union betreibt für uns Server und Datenbank.",
          "Zahlungen: Stripe Payments Europe Ltd., Dublin, Irland, wickelt die Zahlungen für Pro ab. Deine Zahlungsdaten gibst du direkt bei Stripe ein; wir erhalten keine Kartendaten. Soweit Stripe Daten in die USA übermittelt, stützt es sich auf das EU-US Data Privacy Framework und auf Standardvertragsklauseln.",
          "E-Mail-Versand: ein E-Mail-Dienstleister verschickt in unserem Auftrag Transaktions-E-Mails, etwa zur Bestätigung deiner E-Mail-Adresse oder zum Zurücksetzen deines Passworts.",
          "Sprachmodell (optional): Setzen wir für die Formulierung von Analysen und Coach-Antworten ein Sprachmodell ein, betreiben wir es selbst oder nutzen einen Anbieter mit Servern in der EU. Für eine Analyse übermitteln wir dann nur die fertigen Texte unserer regelbasierten Auswertung, mit einem Platzhalter statt des Profilnamens; Warnhinweise zu Beschwerden, die ärztlich abgeklärt werden sollten, werden nie übermittelt. Für eine Coach-Antwort übermitteln wir den Gesprächskontext – Profilname, Profiltyp, Ergebnis der letzten Analyse, deine aktuelle Nachricht, die letzten Nachrichten und Auszüge aus deinem Tagebuch –, und zwar nur, damit daraus der Antworttext formuliert wird. Nachrichten, in denen wir eine Krise erkennen, beantwortet immer unser eigenes Sicherheitsnetz; sie gehen nie an ein Sprachmodell. Ist kein Sprachmodell eingerichtet, verlassen deine Daten unseren Server nicht.",
        ],
      },
      {
        heading: "Diktieren",
        paragraphs: [
          "Die Schaltfläche „Diktieren“ im Chat und im Tagebuch nutzt die Spracherkennung deines Browsers. Wir erhalten nur den erkannten Text, so wie wenn du ihn getippt hättest, und nie eine Tonaufnahme. Je nach Browser verarbeitet dessen Hersteller die Aufnahme auf eigenen Servern – Google Chrome etwa schickt sie an die Spracherkennung von Google –; dafür gelten die Datenschutzbestimmungen des Browserherstellers. Möchtest du das nicht, tippe deinen Text einfach; alles andere funktioniert genauso.",
        ],
      },
      {
        heading: "Cookies und lokale Speicherung",
        paragraphs: [
          "Wir verwenden nur technisch notwendige Cookies: das Sitzungs-Cookie, das dich nach der Anmeldung angemeldet hält, und die dazugehörigen Sicherheits-Cookies der Anmeldung. Ob du das helle oder das dunkle Design bevorzugst, speichern wir im lokalen Speicher deines Browsers.",
          "Tracking-, Analyse- oder Werbe-Cookies setzen wir nicht ein. Deshalb fragen wir dich auch nicht nach einer Einwilligung dafür.",
        ],
      },
      {
        heading: "Speicherdauer",
        paragraphs: [
          `Wir speichern deine Daten, solange dein Konto besteht. Löschst du dein Konto, löschen wir deine Daten und deinen Datenschlüssel sofort aus der Datenbank. Sicherungskopien der Datenbank bewahren wir höchstens ${claims.backupRetentionDays} Tage auf; damit ist die Löschung innerhalb von ${claims.deletionDays} Tagen abgeschlossen. Ausgenommen sind Rechnungsdaten, die wir aufgrund gesetzlicher Pflichten sieben Jahre aufbewahren müssen.`,
          `Zusätzlich wechseln wir den Hauptschlüssel alle ${claims.keyRotationDays} Tage und vernichten den alten ${claims.backupRetentionDays} Tage danach. Eine Kopie der Datenbank, die irgendwo übrig bliebe, kann deshalb spätestens ${claims.keyRotationDays + claims.backupRetentionDays} Tage nach deiner Löschung niemand mehr lesen.`,
        ],
      },
      {
        heading: "Deine Rechte",
        items: [
          "Auskunft (Art. 15 DSGVO): Du erfährst von uns, welche Daten wir über dich speichern.",
          "Datenübertragbarkeit (Art. 20 DSGVO): Im Kontomenü kannst du alle deine Daten jederzeit als JSON-Lines-Datei exportieren (ein Eintrag pro Zeile, maschinenlesbar).",
          "Berichtigung (Art. 16 DSGVO): Deine Profilangaben kannst du jederzeit selbst ändern.",
          `Löschung (Art. 17 DSGVO): Im Kontomenü kannst du dein Konto löschen. Die Löschung ist innerhalb von ${claims.deletionDays} Tagen abgeschlossen, auch in Sicherungskopien.`,
          "Einschränkung (Art. 18 DSGVO) und Widerspruch (Art. 21 DSGVO) gegen Verarbeitungen, die auf unserem berechtigten Interesse beruhen.",
          "Widerruf einer Einwilligung mit Wirkung für die Zukunft (Art. 7 Abs. 3 DSGVO).",
        ],
        paragraphs: [
          `Für alle Anliegen genügt eine E-Mail an ${company.email}. Ein Mensch aus unserem Team meldet sich innerhalb von ${claims.supportResponseHours} Stunden; erledigt ist deine Anfrage spätestens binnen eines Monats.`,
          "Meinst du, dass wir deine Daten nicht rechtmäßig verarbeiten, kannst du dich bei der Österreichischen Datenschutzbehörde beschweren: Barichgasse 40–42, 1030 Wien, www.dsb.gv.at.",
        ],
      },
      {
        heading: "Änderungen",
        paragraphs: [
          "Wir passen diese Datenschutzerklärung an, wenn sich unser Angebot oder die Rechtslage ändert. Es gilt die jeweils hier veröffentlichte Fassung.",
        ],
      },
    ] satisfies readonly LegalSection[],
  },
  terms: {
    metaTitle: "Allgemeine Geschäftsbedingungen",
    metaDescription: `Die AGB der Wellness-App ${siteConfig.name}: Tarife ${free.name} und ${pro.name}, Testphase, 14 Tage Rücktrittsrecht, Kündigung mit 30 Tagen Frist, österreichisches Recht.`,
    title: "Allgemeine Geschäftsbedingungen",
    updated,
    intro: `Diese Bedingungen regeln, wie du ${siteConfig.name} nutzen kannst. Wir haben sie so verständlich wie möglich formuliert.`,
    sections: [
      {
        heading: "1. Geltungsbereich",
        paragraphs: [
          `Diese Allgemeinen Geschäftsbedingungen (AGB) gelten für die Nutzung der Web-App ${siteConfig.name} der ${company.name}, ${address} („wir“), durch Verbraucherinnen und Verbraucher („du“).`,
        ],
      },
      {
        heading: "2. Leistungen",
        paragraphs: [
          `${siteConfig.name} ist eine Wellness-Anwendung. Du legst Profile für dich oder deine Tiere an, erhältst Analysen emotionaler und energetischer Muster und nutzt Chat, Tagebuch, Impulse und Übungen. Analysen und Chat-Antworten werden automatisiert erstellt.`,
        ],
      },
      {
        heading: "3. Kein medizinischer Rat",
        paragraphs: [
          `${siteConfig.name} ist kein Medizinprodukt. Analysen, Chat-Antworten und Übungen sind weder Diagnose noch Therapie und ersetzen keinen ärztlichen, psychotherapeutischen oder tierärztlichen Rat.`,
          "Bei gesundheitlichen Beschwerden – deinen eigenen oder denen deines Tieres – wende dich bitte an eine Ärztin, einen Arzt oder eine Tierarztpraxis. Im Notfall wähle den Notruf 144 oder 112.",
        ],
      },
      {
        heading: "4. Konto",
        paragraphs: [
          "Für die Nutzung brauchst du ein Konto. Du musst mindestens 16 Jahre alt sein und wahrheitsgemäße Angaben machen. Halte deine Zugangsdaten geheim; dein Konto ist nicht übertragbar.",
        ],
      },
      {
        heading: "5. Tarife und Preise",
        items: [
          `${free.name} – kostenlos. Enthalten: ${free.features.join(" · ")}.`,
          `${pro.name} – ${formatEuro(pro.price.monthly)} pro Monat oder ${formatEuro(pro.price.yearly)} pro Jahr. Enthalten: ${pro.features.join(" · ")}.`,
        ],
        paragraphs: [
          "Alle Preise verstehen sich in Euro inklusive Umsatzsteuer. Das Entgelt für Pro ist jeweils im Voraus für den gewählten Abrechnungszeitraum fällig und wird über unseren Zahlungsdienstleister Stripe eingehoben.",
        ],
      },
      {
        heading: "6. Kostenlose Testphase",
        paragraphs: [
          `${pro.name} kannst du einmalig ${pro.trialDays} Tage kostenlos testen. Kündigst du vor Ende der Testphase, entstehen dir keine Kosten. Andernfalls geht die Testphase in das gewählte kostenpflichtige Abo über.`,
        ],
      },
      {
        heading: "7. Laufzeit und Kündigung",
        paragraphs: [
          `Das ${pro.name}-Abo verlängert sich jeweils um den gewählten Abrechnungszeitraum, also um einen Monat oder ein Jahr. Du kannst es jederzeit mit einer Frist von 30 Tagen kündigen – im Kontomenü oder per E-Mail an ${company.email}. Bis die Kündigung wirksam wird, kannst du ${pro.name} weiter nutzen; danach wird dein Konto auf ${free.name} umgestellt.`,
          "Dein Konto kannst du jederzeit im Kontomenü löschen. Wir können den Vertrag aus wichtigem Grund kündigen, etwa bei schwerwiegendem Missbrauch.",
        ],
      },
      {
        heading: "8. Rücktrittsrecht",
        paragraphs: [
          `Du kannst binnen 14 Tagen ohne Angabe von Gründen vom Vertrag zurücktreten. Die Frist beginnt mit dem Tag des Vertragsabschlusses. Es genügt eine eindeutige Erklärung, etwa eine E-Mail an ${company.email}, die du innerhalb der Frist absendest.`,
          "Hast du ausdrücklich verlangt, dass wir schon vor Ablauf der Rücktrittsfrist mit der Leistung beginnen, zahlst du für den Zeitraum bis zu deinem Rücktritt einen anteiligen Betrag (§ 16 Fern- und Auswärtsgeschäfte-Gesetz).",
        ],
      },
      {
        heading: "9. Deine Pflichten",
        paragraphs: [
          "Nutze die App nur für dich, deine Familie und deine Tiere und nur im Rahmen der Gesetze. Gib Daten anderer Menschen nur ein, wenn sie damit einverstanden sind.",
        ],
      },
      {
        heading: "10. Haftung",
        paragraphs: [
          "Wir haften nur für Schäden, die wir vorsätzlich oder grob fahrlässig verursachen. Das gilt nicht für Personenschäden und nicht, soweit zwingendes Recht, insbesondere das Konsumentenschutzgesetz, etwas anderes vorsieht.",
          "Für Entscheidungen, die du auf Grundlage der Inhalte der App triffst, übernehmen wir keine Haftung (siehe Punkt 3). Wir bemühen uns um eine hohe Verfügbarkeit, können Unterbrechungen durch Wartung oder Störungen aber nicht ausschließen.",
        ],
      },
      {
        heading: "11. Änderungen dieser AGB",
        paragraphs: [
          "Über Änderungen dieser AGB informieren wir dich mindestens 30 Tage im Voraus per E-Mail. Bist du nicht einverstanden, kannst du dein Abo bis dahin kündigen.",
        ],
      },
      {
        heading: "12. Anwendbares Recht und Gerichtsstand",
        paragraphs: [
          "Es gilt österreichisches Recht unter Ausschluss des UN-Kaufrechts und der Verweisungsnormen des internationalen Privatrechts. Zwingende Verbraucherschutzbestimmungen des Staates, in dem du deinen gewöhnlichen Aufenthalt hast, bleiben unberührt.",
          "Für Klagen gegen Verbraucherinnen und Verbraucher ist das Gericht zuständig, in dessen Sprengel sie ihren Wohnsitz, gewöhnlichen Aufenthalt oder Beschäftigungsort haben (§ 14 Konsumentenschutzgesetz).",
        ],
      },
    ] satisfies readonly LegalSection[],
  },
} as const;
