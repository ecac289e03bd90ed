// Copy for the coach chat (spec §2 Chat, §4 Chat, §5 chat rules, §8 toasts, §9 Free limit).
export const chatMessages = {
  list: {
    title: "Deine Chats",
    newChat: "Neuer Chat",
    openDrawer: "Chats anzeigen",
    empty: "Noch keine Nachrichten",
    rename: "Chat umbenennen",
    renameButton: "{title} umbenennen",
    renameLabel: "Neuer Name für {title}",
    delete: "Chat löschen",
    deleteButton: "{title} löschen",
    deleteConfirmTitle: "Chat löschen?",
    deleteConfirmText: "„{title}“ und alle Nachrichten darin werden endgültig gelöscht.",
    deleteConfirm: "Löschen",
    deleteCancel: "Abbrechen",
    drawerDescription: "Wähle einen Chat oder beginne einen neuen.",
  },
  /** 'Chat N' for new chats; the chat opened from the account menu is called 'Support'. */
  /** The empty Support chat (issue 23). */
  supportWelcome: {
    title: "Support-Assistent",
    text: "Ich beantworte Fragen zu Abo, Zahlung, Konto, Daten und den Funktionen von Resonanz. Für dein Befinden ist dein Coach in den anderen Chats da.",
    questions: [
      "Wie kann ich mein Abo kündigen?",
      "Wie kann ich meine Daten exportieren?",
      "Was ist in Pro enthalten?",
    ],
  },
  titles: {
    numbered: "Chat {n}",
    support: "Support",
  },
  toasts: {
    created: "Neuer Chat erstellt",
    renamed: "Chat umbenannt",
    deleted: "Chat gelöscht",
    lastChatTitle: "Letzter Chat",
    lastChatText: "Der letzte Chat kann nicht gelöscht werden.",
    sendFailedTitle: "Nachricht nicht gesendet",
    loadFailed: "Der Chat konnte nicht geladen werden.",
  },
  errors: {
    notFoundTitle: "Chat nicht gefunden",
    notFound: "Diesen Chat gibt es nicht (mehr).",
    noProfileTitle: "Kein aktives Profil",
    noProfile: "Lege zuerst ein Profil an, dann kannst du mit dem Coach chatten.",
    titleRequired: "Der Name darf nicht leer sein.",
    titleTooLong: "Der Name darf höchstens {max} Zeichen lang sein.",
    messageRequired: "Bitte schreib zuerst eine Nachricht.",
    messageTooLong:
      "Deine Nachricht ist zu lang: höchstens {max} Zeichen pro Nachricht. Teile sie bitte auf.",
    invalidJson: "Die Anfrage konnte nicht gelesen werden.",
    invalidRequest: "Diese Anfrage ist nicht erlaubt.",
    unauthorized: "Bitte melde dich an.",
  },
  composer: {
    label: "Deine Nachricht",
    placeholder: "Schreib dem Coach … (Enter sendet, Shift+Enter für eine neue Zeile)",
    send: "Senden",
    limitHint: "Höchstens {max} Zeichen pro Nachricht.",
    counter: "{count} / {max} Zeichen",
  },
  conversation: {
    label: "Unterhaltung",
    you: "Du",
    coach: "Coach",
    typing: "Der Coach schreibt …",
    loading: "Chat wird geladen …",
    loadOlder: "Ältere Nachrichten laden",
    retry: "Erneut versuchen",
    suggestions: "Vorschläge",
  },
  welcome: {
    title: "Worüber möchtest du sprechen?",
    text: "Erzähl dem Coach, was dich gerade beschäftigt, oder lass dich von einem Impuls inspirieren.",
    generate: "Impuls generieren",
    generating: "Impulse werden gesucht …",
    again: "Neue Impulse",
    suggestionsLabel: "Vorschläge für deine erste Frage",
  },
  crisis: {
    title: "Du bist nicht allein",
    callsLabel: "Sofort Hilfe anrufen",
    call: "{label} {number} anrufen",
  },
  redFlag: {
    title: "Wichtiger Hinweis",
  },
  upgrade: {
    /** Stored as the assistant's message when the Free limit is used up. */
    prompt:
      "Für heute hast du deine {limit} kostenlosen Coach-Antworten genutzt. Deine Nachricht ist gespeichert. Mit Pro chattest du unbegrenzt mit deinem Coach, oder du schreibst morgen weiter.",
    button: "Pro ansehen",
  },
  remaining: {
    some: "Noch {remaining} von {limit} Antworten heute",
    none: "Heute keine kostenlosen Antworten mehr – mit Pro chattest du unbegrenzt.",
    /** In the chat called 'Support': the support assistant is never limited (issue 23). */
    support: "Fragen an den Support zählen nicht zu deinen Coach-Antworten.",
  },
} as const;
