// The 15 guided exercises in 5 categories (spec: exercises module). The steps are read aloud by
// speech synthesis, so they use short sentences and no abbreviations; their seconds add up to the
// exercise's duration.
import type { ExerciseId } from "@/lib/analysis/links";

export type ExerciseCategoryId = "atmung" | "meditation" | "koerperarbeit" | "visualisierung" | "audio";
export type ExerciseDifficulty = "Einfach" | "Mittel" | "Fortgeschritten";
export type ExerciseFormat = "Audio" | "Visuell";

export interface ExerciseStep {
  title: string;
  text: string;
  seconds: number;
}

/** Seconds per phase of one breath, for the breathing animation. */
export interface BreathingPattern {
  inhale: number;
  holdIn: number;
  exhale: number;
  holdOut: number;
}

export interface Exercise {
  id: ExerciseId;
  category: ExerciseCategoryId;
  title: string;
  description: string;
  /** 8 to 60 minutes. */
  durationMinutes: number;
  difficulty: ExerciseDifficulty;
  formats: readonly ExerciseFormat[];
  /** A lucide-react icon name. */
  icon: string;
  breathing?: BreathingPattern;
  steps: readonly ExerciseStep[];
}

export interface ExerciseCategory {
  id: ExerciseCategoryId;
  title: string;
  description: string;
  icon: string;
}

export const exerciseCategories: readonly ExerciseCategory[] = [
  {
    id: "atmung",
    title: "Atmung",
    description: "Mit dem Atem zur Ruhe kommen, Kraft sammeln und den Kopf klären.",
    icon: "Wind",
  },
  {
    id: "meditation",
    title: "Meditation",
    description: "Stille, Herz und Dankbarkeit: Übungen, die nach innen führen.",
    icon: "Flower2",
  },
  {
    id: "koerperarbeit",
    title: "Körperarbeit",
    description: "Anspannung lösen und über den Körper wieder Halt finden.",
    icon: "PersonStanding",
  },
  {
    id: "visualisierung",
    title: "Visualisierung",
    description: "Innere Bilder, die entlasten, schützen und stärken.",
    icon: "Eye",
  },
  {
    id: "audio",
    title: "Audio",
    description: "Geführte Hörübungen zum Zurücklehnen, Entspannen und Einschlafen.",
    icon: "Headphones",
  },
];

const atmung: readonly Exercise[] = [
  {
    id: "atem-4-7-8",
    category: "atmung",
    title: "4-7-8-Atmung",
    description:
      "Vier Sekunden einatmen, sieben halten, acht ausatmen: ein ruhiger Rhythmus, der dich herunterholt und das Einschlafen erleichtern kann.",
    durationMinutes: 8,
    difficulty: "Einfach",
    formats: ["Audio", "Visuell"],
    icon: "Wind",
    breathing: { inhale: 4, holdIn: 7, exhale: 8, holdOut: 0 },
    steps: [
      {
        title: "Ankommen",
        text: "Setz dich bequem hin oder leg dich auf den Rücken. Lass deine Schultern sinken. Schließ die Augen, wenn es sich gut anfühlt.",
        seconds: 40,
      },
      {
        title: "Ausatmen",
        text: "Atme einmal vollständig durch den Mund aus. Lass die Luft hinausströmen, ganz ohne Anstrengung.",
        seconds: 30,
      },
      {
        title: "Der Rhythmus",
        text: "Gleich atmest du vier Sekunden lang durch die Nase ein. Dann hältst du den Atem sieben Sekunden lang an. Danach atmest du acht Sekunden lang langsam durch den Mund aus.",
        seconds: 40,
      },
      {
        title: "Erste Runden",
        text: "Atme jetzt ein und zähl innerlich bis vier. Halte den Atem und zähl bis sieben. Atme aus und zähl bis acht. Folge einfach diesem Rhythmus.",
        seconds: 120,
      },
      {
        title: "Im Rhythmus bleiben",
        text: "Bleib in diesem Rhythmus. Wenn dir das Anhalten schwerfällt, zähl etwas schneller. Wichtig ist nur, dass das Ausatmen länger dauert als das Einatmen.",
        seconds: 180,
      },
      {
        title: "Nachspüren",
        text: "Lass den Atem jetzt wieder frei fließen. Spür nach, wie sich dein Körper anfühlt. Vielleicht ist er etwas schwerer oder wärmer geworden.",
        seconds: 50,
      },
      {
        title: "Abschluss",
        text: "Beweg langsam deine Finger und Zehen. Öffne die Augen, wenn du bereit bist.",
        seconds: 20,
      },
    ],
  },
  {
    id: "box-atmung",
    category: "atmung",
    title: "Box-Atmung",
    description:
      "Einatmen, halten, ausatmen, halten, jeweils vier Sekunden lang. Der gleichmäßige Takt bringt Ordnung in einen vollen Kopf.",
    durationMinutes: 8,
    difficulty: "Einfach",
    formats: ["Visuell", "Audio"],
    icon: "Square",
    breathing: { inhale: 4, holdIn: 4, exhale: 4, holdOut: 4 },
    steps: [
      {
        title: "Ankommen",
        text: "Setz dich aufrecht hin. Deine Füße stehen fest auf dem Boden. Leg die Hände locker auf die Oberschenkel.",
        seconds: 40,
      },
      {
        title: "Das Quadrat",
        text: "Stell dir ein Quadrat vor. Auf der ersten Seite atmest du vier Sekunden lang ein. Auf der zweiten hältst du vier Sekunden lang den Atem. Auf der dritten atmest du vier Sekunden lang aus. Auf der vierten hältst du wieder vier Sekunden lang.",
        seconds: 40,
      },
      {
        title: "Erste Runden",
        text: "Beginne jetzt. Ein, zwei, drei, vier. Halten, zwei, drei, vier. Aus, zwei, drei, vier. Halten, zwei, drei, vier.",
        seconds: 120,
      },
      {
        title: "Gleichmäßig weiter",
        text: "Bleib bei diesem gleichmäßigen Takt. Wenn Gedanken kommen, kehr einfach zur nächsten Seite des Quadrats zurück.",
        seconds: 180,
      },
      {
        title: "Nachspüren",
        text: "Lass den Atem wieder frei fließen. Nimm wahr, ob sich in deinem Kopf etwas geordnet hat.",
        seconds: 70,
      },
      {
        title: "Abschluss",
        text: "Streck dich kurz, wenn du magst, und kehr mit deiner Aufmerksamkeit in den Raum zurück.",
        seconds: 30,
      },
    ],
  },
  {
    id: "wechselatmung",
    category: "atmung",
    title: "Wechselatmung",
    description:
      "Abwechselnd durch das linke und das rechte Nasenloch atmen: eine alte Atemtechnik aus dem Yoga, die sammelt und ausgleicht.",
    durationMinutes: 10,
    difficulty: "Mittel",
    formats: ["Audio", "Visuell"],
    icon: "ArrowLeftRight",
    breathing: { inhale: 4, holdIn: 0, exhale: 6, holdOut: 0 },
    steps: [
      {
        title: "Ankommen",
        text: "Setz dich aufrecht und bequem hin. Lass die linke Hand locker in deinem Schoß liegen.",
        seconds: 45,
      },
      {
        title: "Die Handhaltung",
        text: "Heb die rechte Hand vor dein Gesicht. Mit dem Daumen kannst du das rechte Nasenloch verschließen, mit dem Ringfinger das linke. Zeigefinger und Mittelfinger ruhen locker auf der Stirn.",
        seconds: 60,
      },
      {
        title: "Die erste Runde",
        text: "Verschließ das rechte Nasenloch und atme links vier Sekunden lang ein. Dann verschließ das linke Nasenloch, öffne das rechte und atme rechts sechs Sekunden lang aus. Atme rechts wieder ein, wechsle und atme links aus.",
        seconds: 75,
      },
      {
        title: "Im Wechsel atmen",
        text: "Setz diesen Wechsel in deinem Tempo fort. Links ein, rechts aus. Rechts ein, links aus. Der Atem bleibt leise und weich. Wenn dir schwindlig wird, mach eine Pause und atme normal weiter.",
        seconds: 300,
      },
      {
        title: "Ausklingen",
        text: "Lass die Hand sinken und atme wieder durch beide Nasenlöcher. Spür nach, ob sich die beiden Seiten deines Körpers jetzt ausgeglichener anfühlen.",
        seconds: 80,
      },
      {
        title: "Abschluss",
        text: "Nimm noch drei ruhige Atemzüge. Öffne dann langsam die Augen.",
        seconds: 40,
      },
    ],
  },
];

const meditation: readonly Exercise[] = [
  {
    id: "stille-meditation",
    category: "meditation",
    title: "Stille Meditation",
    description:
      "Zwanzig Minuten einfach da sein, ohne Technik und ohne Ziel. Für alle, die schon etwas Erfahrung mit Meditation haben.",
    durationMinutes: 20,
    difficulty: "Fortgeschritten",
    formats: ["Audio"],
    icon: "Feather",
    steps: [
      {
        title: "Ankommen",
        text: "Setz dich aufrecht hin, auf einen Stuhl oder ein Kissen. Deine Hände ruhen locker. Schließ die Augen oder senk den Blick.",
        seconds: 60,
      },
      {
        title: "Zum Atem finden",
        text: "Richte deine Aufmerksamkeit auf deinen Atem. Du musst ihn nicht verändern. Spür nur, wie er kommt und geht.",
        seconds: 120,
      },
      {
        title: "Stille",
        text: "Ich lasse dich jetzt eine Weile in der Stille. Wenn du merkst, dass deine Gedanken wandern, ist das in Ordnung. Kehr einfach freundlich zum Atem zurück.",
        seconds: 420,
      },
      {
        title: "Offene Wahrnehmung",
        text: "Lass jetzt auch den Atem los. Nimm einfach wahr, was da ist: Geräusche, Empfindungen, Gedanken. Alles darf kommen und gehen.",
        seconds: 60,
      },
      {
        title: "Weiter in der Stille",
        text: "Bleib in der Stille und nimm wahr, was gerade da ist. Du musst nichts festhalten und nichts wegschieben.",
        seconds: 420,
      },
      {
        title: "Zurückkommen",
        text: "Vertiefe langsam deinen Atem. Beweg deine Finger und Zehen. Spür den Boden unter dir.",
        seconds: 90,
      },
      {
        title: "Abschluss",
        text: "Öffne die Augen, wenn du bereit bist. Nimm etwas von dieser Stille mit in deinen Tag.",
        seconds: 30,
      },
    ],
  },
  {
    id: "herz-meditation",
    category: "meditation",
    title: "Herz-Meditation",
    description: "Die Aufmerksamkeit sanft zum Herzen lenken und Wärme für dich und andere entstehen lassen.",
    durationMinutes: 12,
    difficulty: "Einfach",
    formats: ["Audio", "Visuell"],
    icon: "Heart",
    steps: [
      {
        title: "Ankommen",
        text: "Setz dich bequem hin und schließ die Augen. Atme ein paar Mal tief ein und aus.",
        seconds: 60,
      },
      {
        title: "Die Hand auf dem Herzen",
        text: "Leg eine Hand auf die Mitte deiner Brust. Spür die Wärme deiner Hand und die Bewegung deines Atems darunter.",
        seconds: 90,
      },
      {
        title: "Ins Herz atmen",
        text: "Stell dir vor, du atmest direkt in den Raum unter deiner Hand. Mit jedem Atemzug wird er ein wenig weiter und wärmer.",
        seconds: 150,
      },
      {
        title: "Ein guter Moment",
        text: "Erinnere dich an einen Moment, in dem du dich geborgen oder geliebt gefühlt hast. Das kann ein Mensch sein, ein Tier oder ein Ort. Lass dieses Gefühl in dir wachsen.",
        seconds: 150,
      },
      {
        title: "Wärme weitergeben",
        text: "Schenk diese Wärme jetzt dir selbst. Sag innerlich: Möge es mir gut gehen. Dann denk an einen Menschen oder ein Tier, das dir am Herzen liegt, und wünsch ihm dasselbe.",
        seconds: 150,
      },
      {
        title: "Nachspüren",
        text: "Lass die Bilder los und bleib noch einen Moment bei dem Gefühl in deiner Brust.",
        seconds: 90,
      },
      {
        title: "Abschluss",
        text: "Nimm die Hand langsam herunter. Öffne die Augen, wenn du bereit bist.",
        seconds: 30,
      },
    ],
  },
  {
    id: "dankbarkeits-meditation",
    category: "meditation",
    title: "Dankbarkeits-Meditation",
    description:
      "Drei Dinge, für die du heute dankbar bist, in Ruhe vor deinem inneren Auge entstehen lassen.",
    durationMinutes: 10,
    difficulty: "Einfach",
    formats: ["Audio"],
    icon: "HandHeart",
    steps: [
      {
        title: "Ankommen",
        text: "Setz dich bequem hin. Schließ die Augen und lass deinen Atem ruhig werden.",
        seconds: 60,
      },
      {
        title: "Etwas Kleines",
        text: "Denk an etwas Kleines, das dir heute gutgetan hat. Vielleicht ein Sonnenstrahl, ein Lächeln oder eine warme Tasse Tee. Stell es dir so genau wie möglich vor.",
        seconds: 120,
      },
      {
        title: "Ein Mensch oder ein Tier",
        text: "Denk jetzt an einen Menschen oder ein Tier, für das du dankbar bist. Sieh es vor dir. Spür, was diese Verbindung dir gibt.",
        seconds: 150,
      },
      {
        title: "Du selbst",
        text: "Denk zum Schluss an etwas an dir selbst, wofür du dankbar bist. Eine Fähigkeit, eine Eigenschaft oder etwas, das du geschafft hast.",
        seconds: 150,
      },
      {
        title: "Nachspüren",
        text: "Lass alle drei Bilder noch einmal an dir vorüberziehen. Spür, wie sich Dankbarkeit in deinem Körper anfühlt.",
        seconds: 90,
      },
      {
        title: "Abschluss",
        text: "Atme tief ein und aus. Öffne langsam die Augen.",
        seconds: 30,
      },
    ],
  },
];

const koerperarbeit: readonly Exercise[] = [
  {
    id: "progressive-muskelentspannung",
    category: "koerperarbeit",
    title: "Progressive Muskelentspannung",
    description:
      "Nach Edmund Jacobson: Muskelgruppen nacheinander anspannen und wieder lösen, bis sich der ganze Körper schwer und entspannt anfühlt.",
    durationMinutes: 20,
    difficulty: "Mittel",
    formats: ["Audio", "Visuell"],
    icon: "PersonStanding",
    steps: [
      {
        title: "Ankommen",
        text: "Leg dich bequem auf den Rücken oder setz dich in einen Sessel. Schließ die Augen. Du spannst gleich einzelne Muskeln etwa fünf Sekunden lang an und lässt sie dann wieder los.",
        seconds: 60,
      },
      {
        title: "Hände und Arme",
        text: "Balle beide Hände zu Fäusten und spann die Arme an. Halte die Spannung. Und jetzt lass los. Spür, wie die Entspannung in Hände und Arme fließt. Wiederhole das noch einmal.",
        seconds: 180,
      },
      {
        title: "Gesicht",
        text: "Zieh die Stirn kraus, kneif die Augen zusammen und press die Lippen aufeinander. Halten. Und loslassen. Lass dein Gesicht ganz weich werden.",
        seconds: 150,
      },
      {
        title: "Schultern und Nacken",
        text: "Zieh die Schultern hoch zu den Ohren. Halte die Spannung. Und lass die Schultern sinken. Spür, wie dein Nacken weit wird.",
        seconds: 150,
      },
      {
        title: "Bauch und Rücken",
        text: "Spann deine Bauchmuskeln an, als würdest du dich auf einen leichten Stoß vorbereiten. Halten. Und lösen. Lass den Atem frei in den Bauch fließen.",
        seconds: 150,
      },
      {
        title: "Beine und Füße",
        text: "Drück die Fersen in den Boden und zieh die Zehen zu dir. Spann Oberschenkel und Waden an. Halten. Und loslassen. Spür die Schwere in deinen Beinen.",
        seconds: 180,
      },
      {
        title: "Der ganze Körper",
        text: "Spür jetzt deinen ganzen Körper. Wenn du irgendwo noch Spannung bemerkst, atme dorthin und lass sie mit dem Ausatmen gehen.",
        seconds: 150,
      },
      {
        title: "Ruhen",
        text: "Bleib noch eine Weile in dieser Ruhe. Dein Körper ist schwer und warm. Es gibt nichts zu tun.",
        seconds: 120,
      },
      {
        title: "Zurückkommen",
        text: "Vertiefe langsam deinen Atem. Beweg Hände und Füße und streck dich. Öffne die Augen, wenn du bereit bist.",
        seconds: 60,
      },
    ],
  },
  {
    id: "schulter-nacken-loesen",
    category: "koerperarbeit",
    title: "Schultern und Nacken lösen",
    description:
      "Sanfte Bewegungen für Schultern und Nacken, die lösen, was sich am Schreibtisch oder durch Sorgen festgesetzt hat.",
    durationMinutes: 10,
    difficulty: "Einfach",
    formats: ["Visuell", "Audio"],
    icon: "Move",
    steps: [
      {
        title: "Ankommen",
        text: "Setz dich aufrecht hin oder stell dich hüftbreit hin. Lass die Arme locker hängen. Beweg dich bei allen Übungen nur so weit, wie es angenehm ist.",
        seconds: 45,
      },
      {
        title: "Schultern kreisen",
        text: "Kreise deine Schultern langsam nach hinten, groß und ruhig, etwa zehn Mal. Dann zehn Mal nach vorn.",
        seconds: 90,
      },
      {
        title: "Heben und fallen lassen",
        text: "Zieh beim Einatmen die Schultern hoch zu den Ohren. Beim Ausatmen lässt du sie einfach fallen. Wiederhole das fünf Mal.",
        seconds: 75,
      },
      {
        title: "Den Nacken dehnen",
        text: "Neig den Kopf langsam zur rechten Schulter, bis du links am Hals eine sanfte Dehnung spürst. Bleib fünf Atemzüge lang dort. Dann wechsle zur anderen Seite.",
        seconds: 120,
      },
      {
        title: "Kinn zur Brust",
        text: "Senk das Kinn langsam Richtung Brust. Spür die Dehnung im Nacken und atme ruhig weiter. Heb den Kopf dann langsam wieder an.",
        seconds: 90,
      },
      {
        title: "Ellbogenkreise",
        text: "Leg die Fingerspitzen auf die Schultern und zeichne mit den Ellbogen große Kreise in die Luft. Erst nach vorn, dann nach hinten.",
        seconds: 90,
      },
      {
        title: "Ausschütteln",
        text: "Schüttle Arme und Hände locker aus. Lass alles los, was sich gelöst hat.",
        seconds: 45,
      },
      {
        title: "Nachspüren",
        text: "Bleib noch einen Moment ruhig. Spür, wie sich deine Schultern und dein Nacken jetzt anfühlen.",
        seconds: 45,
      },
    ],
  },
  {
    id: "erdung-im-stehen",
    category: "koerperarbeit",
    title: "Erdung im Stehen",
    description:
      "Im Stehen Kontakt zum Boden aufnehmen und spüren, wie er dich trägt. Gut bei Unruhe und wenn der Kopf zu voll ist.",
    durationMinutes: 8,
    difficulty: "Einfach",
    formats: ["Audio", "Visuell"],
    icon: "TreePine",
    steps: [
      {
        title: "Hinstellen",
        text: "Stell dich hin, die Füße hüftbreit auseinander. Die Knie sind leicht gebeugt. Die Arme hängen locker.",
        seconds: 45,
      },
      {
        title: "Die Füße spüren",
        text: "Richte deine Aufmerksamkeit auf deine Fußsohlen. Spür die Fersen, die Ballen und die Zehen. Spür, wie der Boden dich trägt.",
        seconds: 75,
      },
      {
        title: "Das Gewicht verlagern",
        text: "Verlagere dein Gewicht langsam nach vorn, dann nach hinten. Dann nach rechts und nach links. Finde die Mitte, in der du am leichtesten stehst.",
        seconds: 90,
      },
      {
        title: "Wurzeln",
        text: "Stell dir vor, aus deinen Fußsohlen wachsen Wurzeln tief in die Erde. Mit jedem Ausatmen reichen sie ein Stück tiefer. Du stehst fest und sicher.",
        seconds: 120,
      },
      {
        title: "Aufrichten",
        text: "Lass nun deine Wirbelsäule lang werden, als würde ein Faden deinen Scheitel sanft nach oben ziehen. Unten verwurzelt, oben leicht.",
        seconds: 90,
      },
      {
        title: "Abschluss",
        text: "Atme noch dreimal tief ein und aus. Spür dein Gewicht und deinen Stand. Nimm dieses Gefühl mit in den Tag.",
        seconds: 60,
      },
    ],
  },
];

const visualisierung: readonly Exercise[] = [
  {
    id: "lichtdusche",
    category: "visualisierung",
    title: "Lichtdusche",
    description:
      "Warmes Licht fließt in deiner Vorstellung wie eine Dusche durch deinen Körper und nimmt mit, was du nicht mehr brauchst.",
    durationMinutes: 10,
    difficulty: "Einfach",
    formats: ["Audio", "Visuell"],
    icon: "Sun",
    steps: [
      {
        title: "Ankommen",
        text: "Setz dich bequem hin oder stell dich aufrecht hin. Schließ die Augen und atme ein paar Mal tief durch.",
        seconds: 60,
      },
      {
        title: "Das Licht",
        text: "Stell dir vor, über deinem Kopf ist eine Quelle aus warmem, hellem Licht. Vielleicht hat es eine Farbe, vielleicht ist es einfach hell. Nimm es so, wie es zu dir kommt.",
        seconds: 90,
      },
      {
        title: "Kopf und Schultern",
        text: "Das Licht beginnt zu fließen, wie warmes Wasser. Es strömt über deinen Kopf, dein Gesicht, deinen Nacken und deine Schultern. Was dort fest war, wird weich.",
        seconds: 90,
      },
      {
        title: "Oberkörper und Arme",
        text: "Das Licht fließt weiter über deine Arme bis in die Fingerspitzen. Es füllt deine Brust und deinen Bauch. Dein Atem wird ruhig und weit.",
        seconds: 90,
      },
      {
        title: "Becken und Beine",
        text: "Jetzt strömt das Licht über dein Becken, deine Beine und deine Füße. Was du nicht mehr brauchst, fließt mit ihm in den Boden und wird dort aufgenommen.",
        seconds: 90,
      },
      {
        title: "Ganz im Licht",
        text: "Bleib eine Weile ganz in diesem Licht. Mit jedem Einatmen nimmst du Frische auf. Mit jedem Ausatmen lässt du los.",
        seconds: 120,
      },
      {
        title: "Abschluss",
        text: "Lass das Bild langsam verblassen. Spür, wie sich dein Körper jetzt anfühlt. Öffne die Augen, wenn du bereit bist.",
        seconds: 60,
      },
    ],
  },
  {
    id: "sicherer-ort",
    category: "visualisierung",
    title: "Der sichere Ort",
    description:
      "Du gestaltest in deiner Vorstellung einen Ort, an dem du dich ganz sicher und geborgen fühlst, und kannst ihn jederzeit wieder aufsuchen.",
    durationMinutes: 15,
    difficulty: "Mittel",
    formats: ["Audio"],
    icon: "House",
    steps: [
      {
        title: "Ankommen",
        text: "Mach es dir bequem und schließ die Augen. Atme ein paar Mal ruhig ein und aus. Du bist hier und jetzt sicher.",
        seconds: 90,
      },
      {
        title: "Einen Ort finden",
        text: "Lass in deiner Vorstellung einen Ort entstehen, an dem du dich ganz wohl und geschützt fühlst. Das kann ein Ort sein, den du kennst, oder einer, den es nur in deiner Fantasie gibt.",
        seconds: 150,
      },
      {
        title: "Sehen",
        text: "Schau dich an deinem Ort um. Welche Farben siehst du? Wie ist das Licht? Was ist in deiner Nähe?",
        seconds: 120,
      },
      {
        title: "Hören und riechen",
        text: "Lausche, was du an deinem Ort hörst. Vielleicht Wasser, Wind oder Stille. Nimm auch wahr, wie es dort riecht.",
        seconds: 120,
      },
      {
        title: "Spüren",
        text: "Spür, worauf du sitzt oder liegst. Wie warm ist es? Wie fühlt sich die Luft auf deiner Haut an?",
        seconds: 120,
      },
      {
        title: "Geborgenheit",
        text: "Nimm wahr, wie sicher du dich hier fühlst. Du kannst deinen Ort verändern, bis er ganz für dich stimmt. Niemand kommt hierher, den du nicht einlädst.",
        seconds: 150,
      },
      {
        title: "Eine Geste",
        text: "Wähle eine kleine Geste, zum Beispiel Daumen und Zeigefinger aneinanderzulegen. Mit dieser Geste findest du später leichter an deinen Ort zurück.",
        seconds: 60,
      },
      {
        title: "Zurückkommen",
        text: "Lass deinen Ort für heute hinter dir. Er bleibt für dich da. Spür deinen Körper, beweg Finger und Zehen und öffne langsam die Augen.",
        seconds: 90,
      },
    ],
  },
  {
    id: "aura-reinigung",
    category: "visualisierung",
    title: "Aura-Reinigung",
    description:
      "Eine Vorstellungsübung für dein Energiefeld: Du nimmst den Raum um deinen Körper wahr und klärst ihn mit Atem und Bewegung.",
    durationMinutes: 12,
    difficulty: "Fortgeschritten",
    formats: ["Audio", "Visuell"],
    icon: "Sparkles",
    steps: [
      {
        title: "Ankommen",
        text: "Stell dich aufrecht hin oder setz dich bequem. Schließ die Augen und atme tief in den Bauch.",
        seconds: 60,
      },
      {
        title: "Den Raum um dich spüren",
        text: "Stell dir vor, dein Körper ist von einer Hülle umgeben, etwa eine Armlänge weit. Spür in diesen Raum hinein. Wo fühlt er sich weit an, wo eng oder schwer?",
        seconds: 120,
      },
      {
        title: "Ausstreichen",
        text: "Heb die Hände und streich mit etwas Abstand an deinem Körper entlang, von oben nach unten. Über Kopf, Schultern, Arme, Rumpf und Beine. Stell dir vor, du streichst alles ab, was nicht zu dir gehört.",
        seconds: 150,
      },
      {
        title: "Abschütteln",
        text: "Schüttle deine Hände kräftig aus, als würdest du Wassertropfen abschütteln.",
        seconds: 60,
      },
      {
        title: "Klären mit dem Atem",
        text: "Atme tief ein und stell dir vor, dass frische, klare Luft deine Hülle von innen füllt. Mit jedem Ausatmen wird sie heller und klarer.",
        seconds: 150,
      },
      {
        title: "Die Grenze stärken",
        text: "Stell dir nun vor, dass der Rand deiner Hülle fest und freundlich wird. Er lässt hinein, was dir guttut, und hält draußen, was dich belastet.",
        seconds: 120,
      },
      {
        title: "Abschluss",
        text: "Leg die Hände auf dein Herz. Atme noch dreimal tief durch. Öffne die Augen, wenn du bereit bist.",
        seconds: 60,
      },
    ],
  },
];

const audio: readonly Exercise[] = [
  {
    id: "body-scan-audio",
    category: "audio",
    title: "Body-Scan",
    description:
      "Eine geführte Reise durch den ganzen Körper, von den Zehen bis zum Scheitel. Du nimmst wahr, ohne etwas verändern zu müssen.",
    durationMinutes: 25,
    difficulty: "Mittel",
    formats: ["Audio"],
    icon: "Headphones",
    steps: [
      {
        title: "Ankommen",
        text: "Leg dich bequem auf den Rücken. Die Arme liegen neben dem Körper. Schließ die Augen. Es gibt nichts zu erreichen. Du nimmst einfach wahr.",
        seconds: 120,
      },
      {
        title: "Der Atem",
        text: "Spür, wie dein Atem kommt und geht. Spür, wie sich Bauch und Brust heben und senken.",
        seconds: 120,
      },
      {
        title: "Die Füße",
        text: "Wandere mit deiner Aufmerksamkeit zu deinen Füßen. Spür die Zehen, die Fußsohlen und die Fersen. Vielleicht spürst du Wärme, ein Kribbeln oder gar nichts. Alles ist in Ordnung.",
        seconds: 180,
      },
      {
        title: "Die Beine",
        text: "Lass die Aufmerksamkeit langsam nach oben wandern: in die Knöchel, die Waden, die Knie und die Oberschenkel. Nimm wahr, wo deine Beine auf dem Boden aufliegen.",
        seconds: 180,
      },
      {
        title: "Becken und Bauch",
        text: "Spür dein Becken und deinen Bauch. Beobachte, wie sich die Bauchdecke mit dem Atem hebt und senkt.",
        seconds: 180,
      },
      {
        title: "Rücken und Brust",
        text: "Wandere weiter in den Rücken, vom unteren Rücken bis zu den Schulterblättern. Spür deine Brust und deinen Herzschlag, wenn du ihn wahrnehmen kannst.",
        seconds: 180,
      },
      {
        title: "Arme und Hände",
        text: "Spür deine Schultern, die Oberarme, die Ellbogen, die Unterarme und die Hände bis in die Fingerspitzen.",
        seconds: 150,
      },
      {
        title: "Nacken und Kopf",
        text: "Nimm deinen Nacken wahr, deinen Hinterkopf und dein Gesicht. Die Stirn, die Augen, den Kiefer. Lass alles weich werden.",
        seconds: 180,
      },
      {
        title: "Der ganze Körper",
        text: "Spür jetzt deinen ganzen Körper auf einmal, wie er daliegt und atmet.",
        seconds: 150,
      },
      {
        title: "Zurückkommen",
        text: "Vertiefe langsam deinen Atem. Beweg Finger und Zehen. Roll dich zur Seite, bevor du dich aufsetzt, und öffne die Augen.",
        seconds: 60,
      },
    ],
  },
  {
    id: "klangreise",
    category: "audio",
    title: "Klangreise",
    description:
      "Eine Reise mit Klängen und inneren Bildern: Du lauschst, lässt dich tragen und kommst entspannt zurück.",
    durationMinutes: 20,
    difficulty: "Einfach",
    formats: ["Audio"],
    icon: "Music",
    steps: [
      {
        title: "Ankommen",
        text: "Leg dich bequem hin oder setz dich in einen Sessel. Schließ die Augen. Atme ein paar Mal tief ein und aus.",
        seconds: 90,
      },
      {
        title: "Die Geräusche um dich",
        text: "Lausche zuerst den Geräuschen in deiner Umgebung, nahen und fernen. Du musst sie nicht bewerten. Lass sie einfach kommen und gehen.",
        seconds: 150,
      },
      {
        title: "Der Klang deines Atems",
        text: "Lausche jetzt deinem eigenen Atem. Dem leisen Strömen beim Einatmen, dem sanften Ausströmen beim Ausatmen.",
        seconds: 150,
      },
      {
        title: "Ein Klang im Inneren",
        text: "Stell dir einen warmen, tiefen Ton vor, wie von einer Klangschale. Er beginnt leise und breitet sich langsam in deinem Körper aus.",
        seconds: 180,
      },
      {
        title: "Sich tragen lassen",
        text: "Lass dich von diesem Ton tragen wie von einer sanften Welle. Wenn Gedanken kommen, lass sie mit dem Klang weiterziehen.",
        seconds: 300,
      },
      {
        title: "Stille nach dem Klang",
        text: "Der Ton wird leiser und leiser, bis nur noch Stille bleibt. Lausche dieser Stille.",
        seconds: 180,
      },
      {
        title: "Zurückkommen",
        text: "Nimm wieder die Geräusche um dich herum wahr. Spür deinen Körper. Beweg dich langsam und öffne die Augen, wenn du bereit bist.",
        seconds: 150,
      },
    ],
  },
  {
    id: "abendritual",
    category: "audio",
    title: "Abendritual",
    description:
      "Den Tag bewusst abschließen: zurückschauen, loslassen und den Körper auf den Schlaf einstimmen.",
    durationMinutes: 15,
    difficulty: "Einfach",
    formats: ["Audio"],
    icon: "MoonStar",
    steps: [
      {
        title: "Ankommen",
        text: "Mach es dir im Bett oder auf dem Sofa bequem. Dimm das Licht. Schließ die Augen.",
        seconds: 90,
      },
      {
        title: "Der Tag im Rückblick",
        text: "Lass den Tag wie einen Film an dir vorüberziehen, vom Aufwachen bis jetzt. Du musst nichts bewerten. Schau einfach zu.",
        seconds: 150,
      },
      {
        title: "Was gut war",
        text: "Such dir drei Momente heraus, die gut waren. Auch kleine zählen. Bleib einen Augenblick bei jedem.",
        seconds: 120,
      },
      {
        title: "Was gehen darf",
        text: "Gibt es etwas, das dich noch beschäftigt? Stell dir vor, du legst es in eine Kiste neben deinem Bett. Morgen kannst du dich wieder darum kümmern.",
        seconds: 150,
      },
      {
        title: "Langsamer Atem",
        text: "Atme vier Sekunden lang ein und sechs Sekunden lang aus. Mit jedem Ausatmen wird dein Körper schwerer und wärmer.",
        seconds: 180,
      },
      {
        title: "Schwere",
        text: "Spür, wie dein Kopf schwer in das Kissen sinkt. Deine Arme werden schwer, deine Beine werden schwer. Du darfst jetzt ruhen.",
        seconds: 150,
      },
      {
        title: "Gute Nacht",
        text: "Der Tag ist vorbei. Du hast genug getan. Lass dich in den Schlaf sinken.",
        seconds: 60,
      },
    ],
  },
];

export const exercises: readonly Exercise[] = [
  ...atmung,
  ...meditation,
  ...koerperarbeit,
  ...visualisierung,
  ...audio,
];

export function findExercise(id: string): Exercise | undefined {
  return exercises.find((exercise) => exercise.id === id);
}
