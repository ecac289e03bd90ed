// Copy for the daily impulse reminder: the opt-in card, the e-mail and the unsubscribe page.
export const reminderMessages = {
  card: {
    title: "Tägliche Erinnerung",
    description: "Jeden Morgen um 8:00 Uhr dein Impuls des Tages per E-Mail.",
    switchLabel: "Erinnerung um 8:00 Uhr",
    on: "An",
    off: "Aus",
    note: "Die E-Mails gehen an {email}. Du kannst sie jederzeit mit einem Klick abbestellen – der Link steht in jeder E-Mail.",
    unverified:
      "Deine E-Mail-Adresse ist noch nicht bestätigt. Die Erinnerung startet, sobald du sie über den Link in unserer E-Mail bestätigt hast.",
    enabled: "Erinnerung aktiviert",
    enabledText: "Dein nächster Impuls kommt um 8:00 Uhr.",
    disabled: "Erinnerung deaktiviert",
    disabledText: "Du bekommst keine Impuls-E-Mails mehr.",
  },
  mail: {
    subject: "Dein Impuls für heute",
    intro: "hier ist dein Impuls für heute:",
    author: "– {author}",
    button: "Mehr Impulse in der App",
    why: "Du bekommst diese E-Mail, weil du die tägliche Erinnerung um 8:00 Uhr eingeschaltet hast.",
    unsubscribe: "Erinnerung mit einem Klick abbestellen:",
    unsubscribeButton: "Abbestellen",
  },
  unsubscribed: {
    title: "Erinnerung abbestellt",
    text: "Du bekommst ab sofort keine täglichen Impuls-E-Mails mehr. Du kannst die Erinnerung jederzeit in der App im Bereich Impulse wieder einschalten.",
    invalidTitle: "Link ungültig",
    invalidText:
      "Dieser Abmeldelink ist ungültig oder unvollständig. Du kannst die Erinnerung auch in der App im Bereich Impulse ausschalten.",
    toApp: "Zur App",
  },
} as const;
