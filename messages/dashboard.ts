// Copy for the dashboard shell: navigation and module frames.
export const dashboardMessages = {
  nav: {
    label: "Module",
    analysis: "Analyse",
    journal: "Tagebuch",
    chat: "Chat",
    exercises: "Übungen",
    profile: "Profil",
    impulse: "Impulse",
  },
  backToDashboard: "Zurück zum Dashboard",
  moduleTitles: {
    analysis: "Deine Analyse",
    journal: "Tagebuch",
    chat: "Coach-Chat",
    exercises: "Übungen",
    profile: "Profile",
    impulse: "Impulse",
  },
} as const;
