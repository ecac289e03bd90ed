import type { RecommendationKey } from "@/lib/analysis/knowledge-base/types";

export interface CatalogEntry {
  title: string;
  /** Addressed to a person about themselves. */
  human: string;
  /** Addressed to the owner of an animal; {name} / {nameDat} is the animal (see fillName). */
  animal: string;
}

/** What each exercise, journal type and impulse topic offers, in two voices. */
export const RECOMMENDATION_CATALOG: Record<RecommendationKey, CatalogEntry> = {
  "exercise:atem-4-7-8": {
    title: "4-7-8-Atmung",
    human:
      "Vier Sekunden einatmen, sieben halten, acht ausatmen: Der lange Ausatem zeigt deinem Nervensystem, dass es loslassen darf.",
    animal:
      "Atme mit der 4-7-8-Atmung ruhig in der Nähe von {nameDat}. Dein langsamer Atem überträgt sich oft spürbar auf dein Tier.",
  },
  "exercise:box-atmung": {
    title: "Box-Atmung",
    human:
      "Je vier Sekunden einatmen, halten, ausatmen, halten. Die gleichmäßige Form gibt dem Kopf etwas zu tun und bringt dich schnell zurück in deine Mitte.",
    animal:
      "Übe die Box-Atmung, bevor du mit {nameDat} in eine schwierige Situation gehst. Ein ruhiger Mensch an der Seite gibt Halt.",
  },
  "exercise:wechselatmung": {
    title: "Wechselatmung",
    human:
      "Abwechselnd durch das linke und das rechte Nasenloch atmen: Das gleicht aus, klärt den Kopf und schenkt dir ein paar Minuten nur für dich.",
    animal:
      "Nimm dir vor der gemeinsamen Zeit mit {nameDat} ein paar Minuten Wechselatmung. So kommst du selbst klar und ausgeglichen in den Kontakt.",
  },
  "exercise:stille-meditation": {
    title: "Stille Meditation",
    human:
      "Ein paar Minuten einfach sitzen und atmen, ohne etwas zu wollen. Die Stille schafft Abstand zu den Gedanken, die sonst den Takt vorgeben.",
    animal:
      "Setz dich ein paar Minuten in Ruhe zu {nameDat}, ohne etwas zu wollen. Geteilte Stille stärkt das Vertrauen oft mehr als jedes Training.",
  },
  "exercise:herz-meditation": {
    title: "Herz-Meditation",
    human:
      "Leg eine Hand aufs Herz und atme in diesen Raum hinein. Die Meditation verbindet dich mit Mitgefühl, auch für dich selbst.",
    animal:
      "Leg eine Hand aufs Herz und denk dabei liebevoll an {name}. Die Meditation stärkt eure Verbindung und deine eigene innere Ruhe.",
  },
  "exercise:dankbarkeits-meditation": {
    title: "Dankbarkeits-Meditation",
    human:
      "Richte deine Aufmerksamkeit auf drei Dinge, für die du heute dankbar bist. Das verankert, was dich jetzt schon trägt.",
    animal:
      "Denk an drei Momente mit {nameDat}, für die du dankbar bist. Das richtet den Blick auf das, was zwischen euch schon gut läuft.",
  },
  "exercise:progressive-muskelentspannung": {
    title: "Progressive Muskelentspannung",
    human:
      "Spanne Muskelgruppen nacheinander kurz an und lass sie bewusst wieder los. So spürst du, wo du festhältst, und übst das Loslassen.",
    animal:
      "Löse mit der progressiven Muskelentspannung deine eigene Anspannung. Tiere reagieren sehr fein darauf, wie locker ihr Mensch ist.",
  },
  "exercise:schulter-nacken-loesen": {
    title: "Schultern und Nacken lösen",
    human:
      "Sanfte Bewegungen für Schultern und Nacken lösen festgehaltene Spannung und geben dir wieder Raum zum Atmen.",
    animal:
      "Lockere Schultern und Nacken, bevor du mit {nameDat} unterwegs bist. Ein entspannter Körper wirkt auf Tiere beruhigend.",
  },
  "exercise:erdung-im-stehen": {
    title: "Erdung im Stehen",
    human:
      "Stell dich hin, spür den Boden unter den Füßen und lass dein Gewicht nach unten sinken. Das gibt Halt, wenn sich vieles bewegt.",
    animal:
      "Erde dich, bevor du dich {nameDat} zuwendest: Spür den Boden unter den Füßen und atme ruhig. Deine Stabilität gibt deinem Tier Sicherheit.",
  },
  "exercise:lichtdusche": {
    title: "Lichtdusche",
    human:
      "Stell dir vor, wie warmes Licht von oben durch dich hindurchfließt und mitnimmt, was dich beschwert.",
    animal:
      "Stell dir vor, wie warmes, ruhiges Licht {name} umhüllt. Die Visualisierung hilft dir, mit Zuversicht statt Sorge auf dein Tier zu schauen.",
  },
  "exercise:sicherer-ort": {
    title: "Sicherer Ort",
    human:
      "Erschaffe in Gedanken einen Ort, an dem du ganz sicher bist. Je öfter du ihn besuchst, desto leichter findet dein Körper dorthin zurück.",
    animal:
      "Richte für {name} einen echten, ruhigen Rückzugsort ein und besuch in Gedanken deinen eigenen sicheren Ort. Ruhe auf beiden Seiten verstärkt sich gegenseitig.",
  },
  "exercise:aura-reinigung": {
    title: "Aura-Reinigung",
    human:
      "Eine kurze Visualisierung, mit der du abstreifst, was nicht zu dir gehört: Stimmungen, Erwartungen und die Reize des Tages.",
    animal:
      "Streif nach einem hektischen Tag in einer kurzen Visualisierung ab, was nicht zu dir gehört, bevor du zu {nameDat} kommst.",
  },
  "exercise:body-scan-audio": {
    title: "Body Scan",
    human:
      "Wandere mit deiner Aufmerksamkeit langsam durch den Körper und nimm wahr, was da ist, ohne es zu bewerten. So hörst du, was dein Körper dir sagen möchte.",
    animal:
      "Der Body Scan hilft dir, deine eigene Anspannung zu bemerken, bevor sie sich auf {name} überträgt.",
  },
  "exercise:klangreise": {
    title: "Klangreise",
    human:
      "Lass dich von ruhigen Klängen tragen. Sie beruhigen das Nervensystem, ohne dass du etwas leisten musst.",
    animal:
      "Hört gemeinsam ruhige Klänge: Viele Tiere entspannen bei leiser, gleichmäßiger Musik spürbar mit. Probier aus, wie {name} darauf reagiert.",
  },
  "exercise:abendritual": {
    title: "Abendritual",
    human:
      "Ein kleines, immer gleiches Ritual am Abend zeigt deinem Körper: Der Tag ist vorbei, jetzt darf Ruhe kommen.",
    animal:
      "Ein ruhiges, immer gleiches Abendritual mit {nameDat} gibt Sicherheit und hilft euch beiden, den Tag abzuschließen.",
  },
  "journal:loswerden": {
    title: "Journal: Loswerden",
    human:
      "Schreib auf, was dich belastet, ohne es zu ordnen oder zu bewerten. Was auf dem Papier steht, muss der Kopf nicht mehr festhalten.",
    animal:
      "Schreib auf, was dich im Zusammenleben mit {nameDat} gerade belastet. Deine eigene Entlastung kommt auch deinem Tier zugute.",
  },
  "journal:erkenntnis": {
    title: "Journal: Erkenntnis",
    human:
      "Notiere ein paar Tage lang, was dir Kraft gibt und was sie dir nimmt, und was jeweils davor passiert ist. So werden Muster sichtbar.",
    animal:
      "Notiere eine Woche lang, wann {name} unruhig, ängstlich oder entspannt ist und was davor passiert ist. So werden Auslöser sichtbar.",
  },
  "journal:klarheit": {
    title: "Journal: Klarheit",
    human: "Schreib auf, was du dir wirklich wünschst und welcher nächste kleine Schritt dorthin führt.",
    animal:
      "Schreib auf, was du dir für dich und {name} wünschst und welcher kleine Schritt im Alltag dorthin führt.",
  },
  "impulse:selbstfuersorge": {
    title: "Impulse zur Selbstfürsorge",
    human: "Kleine Erinnerungen daran, dass deine Bedürfnisse genauso zählen wie die der anderen.",
    animal:
      "Impulse, gut für dich selbst zu sorgen, denn ein ausgeglichener Mensch ist die beste Basis für {name}.",
  },
  "impulse:grenzen": {
    title: "Impulse zu Grenzen",
    human: "Gedanken dazu, wie du freundlich und klar Nein sagst und dir den Raum nimmst, den du brauchst.",
    animal: "Gedanken dazu, wie du für {name} klare, freundliche Grenzen setzt, die Sicherheit geben.",
  },
  "impulse:dankbarkeit": {
    title: "Impulse zur Dankbarkeit",
    human: "Den Blick auf das richten, was dich schon trägt und dir Kraft schenkt.",
    animal: "Den Blick auf die schönen Momente mit {nameDat} richten.",
  },
  "impulse:ruhe": {
    title: "Impulse für mehr Ruhe",
    human: "Anregungen für mehr Ruhe im Alltag und kleine Pausen zwischendurch.",
    animal: "Anregungen für mehr Ruhe im gemeinsamen Alltag mit {nameDat}.",
  },
  "impulse:koerper": {
    title: "Impulse für deinen Körper",
    human: "Einladungen, freundlich auf deinen Körper zu hören und ihm zu geben, was er braucht.",
    animal: "Anregungen, die Körpersprache von {nameDat} noch feiner zu lesen.",
  },
  "impulse:beziehung": {
    title: "Impulse für Beziehungen",
    human: "Gedanken über Nähe, Verbindung und ehrliche Gespräche.",
    animal: "Gedanken über Nähe und Vertrauen zwischen dir und {nameDat}.",
  },
  "impulse:mut": {
    title: "Impulse für Mut",
    human: "Ermutigung für die nächsten Schritte, auch wenn sie sich noch wackelig anfühlen.",
    animal: "Ermutigung, {name} geduldig durch neue Situationen zu begleiten.",
  },
  "impulse:loslassen": {
    title: "Impulse zum Loslassen",
    human: "Anregungen, Altes zu verabschieden und Platz für Neues zu schaffen.",
    animal: "Anregungen, Erwartungen loszulassen und {name} so anzunehmen, wie {name} gerade ist.",
  },
  "impulse:tierbindung": {
    title: "Impulse für die Mensch-Tier-Bindung",
    human: "Anregungen für die Verbindung zwischen dir und deinem Tier.",
    animal: "Anregungen, die die Verbindung zwischen dir und {nameDat} vertiefen.",
  },
  "impulse:natur": {
    title: "Impulse für Zeit in der Natur",
    human: "Zeit draußen bringt Kopf und Körper wieder zusammen.",
    animal: "Ideen für gemeinsame Zeit in der Natur, in der {name} schnuppern, erkunden und abschalten kann.",
  },
  "impulse:schlaf": {
    title: "Impulse für erholsamen Schlaf",
    human: "Anregungen für einen sanften Abend und erholsamere Nächte.",
    animal: "Anregungen für ruhige Abende, die auch {nameDat} guttun.",
  },
  "impulse:klarheit": {
    title: "Impulse für Klarheit",
    human: "Gedanken, die helfen, das Wesentliche vom Lärm zu trennen.",
    animal: "Gedanken, die helfen, {name} und die eigenen Erwartungen klarer zu sehen.",
  },
};
