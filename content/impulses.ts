// The impulse library (spec: "über 200 Impulse"). Every impulse belongs to one energy state and one
// topic. Quotes are public-domain German originals in modern spelling; everything else is original.
import type { ImpulseTopic } from "@/lib/analysis/links";
import type { EnergyState } from "@/prisma/generated/client/enums";

export interface Impulse {
  id: string;
  text: string;
  /** Null for original texts. */
  author: string | null;
  /** One or two sentences on how to use the impulse today. */
  context: string;
  state: EnergyState;
  topic: ImpulseTopic;
}

type Entry = Omit<Impulse, "state">;

const GOETHE = "Johann Wolfgang von Goethe";
const SCHILLER = "Friedrich Schiller";
const RILKE = "Rainer Maria Rilke";
const HOELDERLIN = "Friedrich Hölderlin";
const NIETZSCHE = "Friedrich Nietzsche";
const CLAUDIUS = "Matthias Claudius";
const EICHENDORFF = "Joseph von Eichendorff";
const EBNER_ESCHENBACH = "Marie von Ebner-Eschenbach";
const SILESIUS = "Angelus Silesius";

const harmonisch: readonly Entry[] = [
  {
    id: "harmonisch-01",
    topic: "selbstfuersorge",
    author: null,
    text: "Gute Tage fallen nicht einfach vom Himmel. Schau hin, was heute dazu beigetragen hat.",
    context:
      "Notiere am Abend zwei Dinge, die dir heute gutgetan haben. So erkennst du, was du öfter einplanen kannst.",
  },
  {
    id: "harmonisch-02",
    topic: "selbstfuersorge",
    author: GOETHE,
    text: "Hier bin ich Mensch, hier darf ich's sein!",
    context:
      "Such dir heute einen Ort oder eine Tätigkeit, bei der du ganz du selbst sein kannst, und bleib eine Weile dabei.",
  },
  {
    id: "harmonisch-03",
    topic: "selbstfuersorge",
    author: GOETHE,
    text: "Willst du immer weiter schweifen? Sieh, das Gute liegt so nah. Lerne nur das Glück ergreifen, denn das Glück ist immer da.",
    context: "Halte heute dreimal kurz inne und frag dich: Was ist gerade gut, genau hier?",
  },
  {
    id: "harmonisch-04",
    topic: "grenzen",
    author: null,
    text: "Ein klares Nein zur rechten Zeit hält deine Balance stabil.",
    context:
      "Wenn heute eine Bitte kommt, die dir zu viel ist, nimm dir einen Atemzug Zeit, bevor du antwortest.",
  },
  {
    id: "harmonisch-05",
    topic: "grenzen",
    author: null,
    text: "Deine Ruhe ist es wert, geschützt zu werden.",
    context: "Überleg dir, welche Stunde heute nur dir gehört, und halte sie frei wie einen Termin.",
  },
  {
    id: "harmonisch-06",
    topic: "grenzen",
    author: "Gotthold Ephraim Lessing",
    text: "Kein Mensch muss müssen.",
    context:
      "Schau heute auf deine Pflichten: Welche hast du selbst gewählt, und welche trägst du nur aus Gewohnheit mit?",
  },
  {
    id: "harmonisch-07",
    topic: "dankbarkeit",
    author: null,
    text: "Dankbarkeit macht aus dem, was da ist, genug.",
    context: "Schreib heute Abend drei Dinge auf, für die du dankbar bist. Auch kleine zählen.",
  },
  {
    id: "harmonisch-08",
    topic: "dankbarkeit",
    author: "Jean Paul",
    text: "Die Erinnerung ist das einzige Paradies, aus welchem wir nicht vertrieben werden können.",
    context:
      "Ruf dir heute eine schöne Erinnerung ganz genau ins Gedächtnis: Wo warst du, wer war dabei, wie hat es sich angefühlt?",
  },
  {
    id: "harmonisch-09",
    topic: "dankbarkeit",
    author: null,
    text: "Ein stiller Dank an deinen Körper: Er hat dich bis hierher getragen.",
    context: "Leg vor dem Einschlafen eine Hand auf dein Herz und nimm dir einen Moment, um ihm zu danken.",
  },
  {
    id: "harmonisch-10",
    topic: "ruhe",
    author: GOETHE,
    text: "Über allen Gipfeln ist Ruh, in allen Wipfeln spürest du kaum einen Hauch.",
    context:
      "Such dir heute einen Ort, an dem es still ist, und lausche eine Minute lang nur auf das, was du hörst.",
  },
  {
    id: "harmonisch-11",
    topic: "ruhe",
    author: null,
    text: "Ruhe ist kein Stillstand. Sie ist der Boden, auf dem alles wächst.",
    context: "Plane heute bewusst eine Pause ein, in der du nichts erledigst, auch nicht nebenbei.",
  },
  {
    id: "harmonisch-12",
    topic: "ruhe",
    author: null,
    text: "Wenn alles im Gleichgewicht ist, genügt es, einfach da zu sein.",
    context: "Setz dich heute fünf Minuten hin, ohne Handy und ohne Ziel, und beobachte einfach deinen Atem.",
  },
  {
    id: "harmonisch-13",
    topic: "koerper",
    author: NIETZSCHE,
    text: "Es ist mehr Vernunft in deinem Leibe, als in deiner besten Weisheit.",
    context: "Frag heute bei einer Entscheidung auch deinen Körper: Wird es in dir dabei weit oder eng?",
  },
  {
    id: "harmonisch-14",
    topic: "koerper",
    author: null,
    text: "Dein Körper merkt sich, was ihm guttut. Gib ihm heute mehr davon.",
    context: "Beweg dich heute so, wie es sich angenehm anfühlt: tanzen, dehnen oder gehen.",
  },
  {
    id: "harmonisch-15",
    topic: "koerper",
    author: null,
    text: "Aufrecht stehen, locker bleiben: So fühlt sich Balance von innen an.",
    context: "Achte heute ein paar Mal auf deine Haltung und lass dabei die Schultern sinken.",
  },
  {
    id: "harmonisch-16",
    topic: "beziehung",
    author: null,
    text: "Verbundenheit entsteht in kleinen Momenten: ein Blick, ein Zuhören, ein ehrliches Wort.",
    context:
      "Schenk heute einem Menschen deine ungeteilte Aufmerksamkeit, auch wenn es nur zehn Minuten sind.",
  },
  {
    id: "harmonisch-17",
    topic: "beziehung",
    author: GOETHE,
    text: "Glücklich allein ist die Seele, die liebt.",
    context:
      "Denk heute an einen Menschen, den du liebst, und lass ihn das wissen: mit einer Nachricht, einem Anruf oder einer kleinen Geste.",
  },
  {
    id: "harmonisch-18",
    topic: "beziehung",
    author: null,
    text: "Wer in sich ruht, kann anderen Halt geben, ohne sich selbst zu verlieren.",
    context: "Biete heute jemandem deine Hilfe an und achte darauf, dass es sich für dich stimmig anfühlt.",
  },
  {
    id: "harmonisch-19",
    topic: "mut",
    author: null,
    text: "Gerade wenn es gut läuft, ist ein guter Moment für einen kleinen neuen Schritt.",
    context: "Nimm dir heute etwas vor, das du schon länger aufschiebst, und mach den ersten Schritt.",
  },
  {
    id: "harmonisch-20",
    topic: "mut",
    author: "Immanuel Kant",
    text: "Habe Mut, dich deines eigenen Verstandes zu bedienen!",
    context: "Triff heute eine kleine Entscheidung ganz bewusst selbst, ohne erst andere zu fragen.",
  },
  {
    id: "harmonisch-21",
    topic: "mut",
    author: null,
    text: "Innere Ruhe ist ein guter Ausgangspunkt für Neues.",
    context:
      "Schreib eine Sache auf, die du gern ausprobieren würdest, und überleg dir, wann du damit beginnst.",
  },
  {
    id: "harmonisch-22",
    topic: "loslassen",
    author: RILKE,
    text: "Sei allem Abschied voran, als wäre er hinter dir, wie der Winter, der eben geht.",
    context:
      "Gibt es etwas, das du innerlich schon verabschiedet hast? Erlaube dir heute, es auch bewusst gehen zu lassen.",
  },
  {
    id: "harmonisch-23",
    topic: "loslassen",
    author: null,
    text: "Was vorbei ist, darf vorbei sein. Du musst es nicht mehr tragen.",
    context: "Wenn heute ein alter Gedanke auftaucht, sag innerlich zu ihm: Danke, du darfst jetzt gehen.",
  },
  {
    id: "harmonisch-24",
    topic: "loslassen",
    author: "Wilhelm Busch",
    text: "Stets findet Überraschung statt, da, wo man's nicht erwartet hat.",
    context: "Lass heute einen Plan bewusst offen und schau neugierig, was sich ergibt.",
  },
  {
    id: "harmonisch-25",
    topic: "tierbindung",
    author: null,
    text: "Tiere leben im Augenblick. Wer mit ihnen zusammen ist, darf es auch.",
    context:
      "Verbring heute ein paar Minuten mit deinem Tier, ohne etwas von ihm zu wollen. Einfach beobachten.",
  },
  {
    id: "harmonisch-26",
    topic: "tierbindung",
    author: null,
    text: "Dein Tier spürt, wenn du in dir ruhst. In solchen Momenten wächst eure Verbindung.",
    context: "Streichle dein Tier heute langsam und bewusst und achte darauf, wie ihr beide ruhiger werdet.",
  },
  {
    id: "harmonisch-27",
    topic: "tierbindung",
    author: null,
    text: "Ein gemeinsamer Spaziergang ohne Eile ist ein Geschenk für euch beide.",
    context: "Geht heute eine Runde, bei der dein Tier das Tempo bestimmt.",
  },
  {
    id: "harmonisch-28",
    topic: "natur",
    author: EICHENDORFF,
    text: "Schläft ein Lied in allen Dingen, die da träumen fort und fort, und die Welt hebt an zu singen, triffst du nur das Zauberwort.",
    context: "Geh heute ein Stück durch die Natur und achte auf ein Geräusch, das dir sonst entgehen würde.",
  },
  {
    id: "harmonisch-29",
    topic: "natur",
    author: null,
    text: "Die Natur hat ihren eigenen Takt. Heute darfst du dich ihm anschließen.",
    context: "Verbring heute mindestens eine Viertelstunde draußen, am besten bei Tageslicht.",
  },
  {
    id: "harmonisch-30",
    topic: "natur",
    author: null,
    text: "Barfuß im Gras, die Hand an einem Baum: Manchmal ist Erdung ganz einfach.",
    context:
      "Such dir heute einen Moment, in dem du etwas Natürliches berührst: Erde, Holz, Wasser oder Stein.",
  },
  {
    id: "harmonisch-31",
    topic: "schlaf",
    author: null,
    text: "Ein guter Tag darf auch gut enden.",
    context:
      "Beende den Abend heute mit einem ruhigen Ritual, etwa einem Tee, einem Buch oder ein paar tiefen Atemzügen.",
  },
  {
    id: "harmonisch-32",
    topic: "schlaf",
    author: CLAUDIUS,
    text: "Der Mond ist aufgegangen, die goldnen Sternlein prangen am Himmel hell und klar.",
    context:
      "Schau heute Abend kurz in den Himmel, bevor du schlafen gehst, und lass den Tag damit ausklingen.",
  },
  {
    id: "harmonisch-33",
    topic: "schlaf",
    author: null,
    text: "Schlaf ist die stille Arbeit, die deine Balance erhält.",
    context: "Geh heute zur gleichen Zeit ins Bett wie gestern. Dein Körper mag Regelmäßigkeit.",
  },
  {
    id: "harmonisch-34",
    topic: "klarheit",
    author: "Novalis",
    text: "Nach innen geht der geheimnisvolle Weg.",
    context: "Nimm dir heute zehn Minuten Stille und frag dich: Was weiß ich eigentlich schon längst?",
  },
  {
    id: "harmonisch-35",
    topic: "klarheit",
    author: null,
    text: "In ruhigen Zeiten sieht man am klarsten, was einem wirklich wichtig ist.",
    context:
      "Schreib heute drei Dinge auf, die dir im Leben am meisten bedeuten, und prüf, ob dein Alltag dazu passt.",
  },
  {
    id: "harmonisch-36",
    topic: "klarheit",
    author: null,
    text: "Klarheit entsteht oft nicht durch Nachdenken, sondern durch Stille.",
    context:
      "Wenn dich heute eine Frage beschäftigt, nimm sie mit auf einen Spaziergang, ohne sie lösen zu müssen.",
  },
];

const ueberreizt: readonly Entry[] = [
  {
    id: "ueberreizt-01",
    topic: "selbstfuersorge",
    author: null,
    text: "Nicht alles muss heute passieren.",
    context: "Streich heute bewusst eine Aufgabe von deiner Liste oder verschiebe sie auf morgen.",
  },
  {
    id: "ueberreizt-02",
    topic: "selbstfuersorge",
    author: null,
    text: "Weniger Eindrücke sind heute mehr Erholung.",
    context: "Schalte heute für eine Stunde alle Benachrichtigungen aus und gönn deinen Sinnen eine Pause.",
  },
  {
    id: "ueberreizt-03",
    topic: "selbstfuersorge",
    author: null,
    text: "Du darfst langsamer sein als der Tag um dich herum.",
    context:
      "Mach heute eine Tätigkeit absichtlich halb so schnell wie sonst, etwa essen, gehen oder aufräumen.",
  },
  {
    id: "ueberreizt-04",
    topic: "grenzen",
    author: null,
    text: "Du darfst Nein sagen, ohne es lange zu begründen.",
    context:
      "Wenn dir heute etwas zu viel wird, probier eine kurze, freundliche Absage: Das schaffe ich heute nicht.",
  },
  {
    id: "ueberreizt-05",
    topic: "grenzen",
    author: null,
    text: "Deine Aufmerksamkeit ist kostbar. Du entscheidest, wem du sie schenkst.",
    context: "Leg dein Handy heute während der Mahlzeiten in einen anderen Raum.",
  },
  {
    id: "ueberreizt-06",
    topic: "grenzen",
    author: null,
    text: "Nicht jede Nachricht braucht sofort eine Antwort.",
    context: "Beantworte Nachrichten und E-Mails heute nur zu zwei festen Zeiten.",
  },
  {
    id: "ueberreizt-07",
    topic: "dankbarkeit",
    author: null,
    text: "Auch an vollen Tagen gibt es einen Moment, der gut war. Finde ihn.",
    context: "Halte am Abend kurz inne und erinnere dich an einen einzigen angenehmen Augenblick des Tages.",
  },
  {
    id: "ueberreizt-08",
    topic: "dankbarkeit",
    author: null,
    text: "Dankbarkeit lenkt den Blick vom Lärm auf das, was trägt.",
    context: "Nenne dir in einer hektischen Minute still drei Dinge, die gerade in Ordnung sind.",
  },
  {
    id: "ueberreizt-09",
    topic: "dankbarkeit",
    author: null,
    text: "Danke dir selbst für alles, was du heute schon geschafft hast.",
    context: "Schreib heute statt einer To-do-Liste eine Liste mit allem, was schon erledigt ist.",
  },
  {
    id: "ueberreizt-10",
    topic: "ruhe",
    author: null,
    text: "Ein langer Ausatem sagt deinem Körper: Du bist sicher.",
    context:
      "Atme heute mehrmals vier Sekunden lang ein und sechs bis acht Sekunden lang aus. Schon drei solche Atemzüge machen einen Unterschied.",
  },
  {
    id: "ueberreizt-11",
    topic: "ruhe",
    author: "Franz Kafka",
    text: "Bleib bei deinem Tisch und horche. Horche nicht einmal, warte nur. Warte nicht einmal, sei völlig still und allein.",
    context:
      "Setz dich heute fünf Minuten hin und tu bewusst nichts. Wenn Gedanken kommen, lass sie vorüberziehen.",
  },
  {
    id: "ueberreizt-12",
    topic: "ruhe",
    author: null,
    text: "Stille ist kein leerer Raum. Sie ist der Ort, an dem du wieder zu dir findest.",
    context: "Gönn dir heute eine Viertelstunde ohne Musik, Podcast oder Gespräch.",
  },
  {
    id: "ueberreizt-13",
    topic: "koerper",
    author: null,
    text: "Wenn der Kopf zu voll ist, führt der Weg zurück über den Körper.",
    context: "Spür heute mehrmals deine Füße auf dem Boden und zähle dabei fünf Atemzüge.",
  },
  {
    id: "ueberreizt-14",
    topic: "koerper",
    author: null,
    text: "Lockere Schultern, weicher Kiefer, langer Atem: Dein Körper kennt den Weg zur Ruhe.",
    context: "Prüf heute zwischendurch, ob du die Zähne zusammenbeißt, und lass den Kiefer bewusst locker.",
  },
  {
    id: "ueberreizt-15",
    topic: "koerper",
    author: null,
    text: "Kühles Wasser über den Handgelenken holt dich zurück ins Hier und Jetzt.",
    context:
      "Wenn es heute hektisch wird, halte deine Handgelenke eine halbe Minute unter kühles Wasser und atme dabei ruhig.",
  },
  {
    id: "ueberreizt-16",
    topic: "beziehung",
    author: null,
    text: "Du musst nicht für alle erreichbar sein, um für sie da zu sein.",
    context: "Sag heute einem Menschen, dass du dich später meldest, und nimm dir die Zeit, die du brauchst.",
  },
  {
    id: "ueberreizt-17",
    topic: "beziehung",
    author: null,
    text: "Wenn in dir alles laut ist, sprich leiser. Man hört dir trotzdem zu.",
    context: "Achte heute in einem schwierigen Gespräch bewusst auf dein Tempo und deine Lautstärke.",
  },
  {
    id: "ueberreizt-18",
    topic: "beziehung",
    author: null,
    text: "Eine Umarmung sagt oft mehr als viele Worte.",
    context:
      "Lass dich heute von einem vertrauten Menschen umarmen, wenn du magst, und bleib ein paar Atemzüge lang darin.",
  },
  {
    id: "ueberreizt-19",
    topic: "mut",
    author: null,
    text: "Es braucht Mut, einen Gang zurückzuschalten, wenn alle anderen Gas geben.",
    context: "Entscheide dich heute für eine Sache, die du bewusst langsamer angehst als erwartet.",
  },
  {
    id: "ueberreizt-20",
    topic: "mut",
    author: null,
    text: "Du darfst sagen: Das ist mir gerade zu viel.",
    context:
      "Sprich es heute einmal laut aus, wenn dich etwas überfordert, dir selbst oder einem vertrauten Menschen gegenüber.",
  },
  {
    id: "ueberreizt-21",
    topic: "mut",
    author: SCHILLER,
    text: "Wer gar zu viel bedenkt, wird wenig leisten.",
    context:
      "Wenn dich heute die Gedanken überrollen, such dir die nächste kleine Handlung aus und tu nur diese.",
  },
  {
    id: "ueberreizt-22",
    topic: "loslassen",
    author: null,
    text: "Du musst nicht alles gleichzeitig halten.",
    context:
      "Schreib auf, was dich gerade beschäftigt, und markiere, was heute wirklich wichtig ist. Der Rest darf warten.",
  },
  {
    id: "ueberreizt-23",
    topic: "loslassen",
    author: null,
    text: "Perfektion ist heute nicht der Maßstab. Gut genug ist gut genug.",
    context: "Gib heute eine Aufgabe ab, sobald sie gut genug ist, statt sie immer weiter zu verbessern.",
  },
  {
    id: "ueberreizt-24",
    topic: "loslassen",
    author: null,
    text: "Atme aus, was du heute nicht mehr brauchst.",
    context: "Stell dir bei jedem Ausatmen vor, dass ein Teil der Anspannung deinen Körper verlässt.",
  },
  {
    id: "ueberreizt-25",
    topic: "tierbindung",
    author: null,
    text: "Dein Tier spürt deine Anspannung. Wenn du ruhiger wirst, kann es das auch.",
    context: "Setz dich heute zu deinem Tier, atme langsam und beobachte, wie es auf deine Ruhe reagiert.",
  },
  {
    id: "ueberreizt-26",
    topic: "tierbindung",
    author: null,
    text: "Tiere brauchen nach aufregenden Tagen Rückzug, genau wie du.",
    context: "Schaff heute für dich und dein Tier eine ruhige Ecke, in der euch niemand stört.",
  },
  {
    id: "ueberreizt-27",
    topic: "tierbindung",
    author: null,
    text: "Ein paar Minuten ruhige Pflege beruhigen euch beide.",
    context: "Bürste oder streichle dein Tier heute in langsamen, gleichmäßigen Bewegungen.",
  },
  {
    id: "ueberreizt-28",
    topic: "natur",
    author: null,
    text: "Grün beruhigt die Augen und den Geist.",
    context:
      "Schau heute in jeder Pause ein paar Atemzüge lang ins Grüne, und sei es nur auf eine Zimmerpflanze.",
  },
  {
    id: "ueberreizt-29",
    topic: "natur",
    author: HOELDERLIN,
    text: "Komm! ins Offene, Freund!",
    context:
      "Geh heute hinaus, wo der Blick weit werden kann: an ein Feld, einen Fluss oder auf einen Hügel.",
  },
  {
    id: "ueberreizt-30",
    topic: "natur",
    author: null,
    text: "Draußen ist der Himmel weit genug für alles, was dich gerade bedrängt.",
    context: "Mach heute einen Spaziergang ohne Kopfhörer und achte nur auf das, was du siehst.",
  },
  {
    id: "ueberreizt-31",
    topic: "schlaf",
    author: null,
    text: "Der Tag ist vorbei, auch wenn die Liste noch lang ist.",
    context:
      "Schreib vor dem Schlafengehen auf, was morgen dran ist, damit dein Kopf es nicht die ganze Nacht festhalten muss.",
  },
  {
    id: "ueberreizt-32",
    topic: "schlaf",
    author: null,
    text: "Eine Stunde ohne Bildschirm vor dem Schlafen ist ein Geschenk an deine Nerven.",
    context: "Leg heute Abend alle Bildschirme eine Stunde vor dem Zubettgehen weg.",
  },
  {
    id: "ueberreizt-33",
    topic: "schlaf",
    author: CLAUDIUS,
    text: "Der Wald steht schwarz und schweiget, und aus den Wiesen steiget der weiße Nebel wunderbar.",
    context:
      "Lies dir vor dem Einschlafen ein Gedicht oder ein paar ruhige Zeilen laut vor und lass den Klang nachwirken.",
  },
  {
    id: "ueberreizt-34",
    topic: "klarheit",
    author: null,
    text: "Nicht alles, was laut ist, ist wichtig.",
    context: "Frag dich heute bei jeder Anfrage: Ist das wirklich dringend, oder wirkt es nur so?",
  },
  {
    id: "ueberreizt-35",
    topic: "klarheit",
    author: null,
    text: "Ein Gedanke nach dem anderen.",
    context:
      "Wenn sich heute alles überschlägt, schreib deine Gedanken untereinander auf und nimm dir nur den obersten vor.",
  },
  {
    id: "ueberreizt-36",
    topic: "klarheit",
    author: GOETHE,
    text: "Ohne Hast, aber ohne Rast.",
    context: "Arbeite heute in einem gleichmäßigen Tempo und mach nach jeder Stunde eine kurze Pause.",
  },
];

const blockiert: readonly Entry[] = [
  {
    id: "blockiert-01",
    topic: "selbstfuersorge",
    author: null,
    text: "Stillstand ist manchmal dein Körper, der um eine Pause bittet.",
    context: "Frag dich heute ehrlich: Brauche ich gerade mehr Antrieb oder mehr Erholung?",
  },
  {
    id: "blockiert-02",
    topic: "selbstfuersorge",
    author: null,
    text: "Sei heute freundlich zu dir, auch wenn nichts vorangeht.",
    context:
      "Sprich heute mit dir so, wie du mit einer guten Freundin oder einem guten Freund sprechen würdest.",
  },
  {
    id: "blockiert-03",
    topic: "selbstfuersorge",
    author: SCHILLER,
    text: "Der Mensch spielt nur, wo er in voller Bedeutung des Worts Mensch ist, und er ist nur da ganz Mensch, wo er spielt.",
    context:
      "Spiel heute etwas: ein Brettspiel, ein Instrument oder etwas Albernes mit Kindern oder deinem Tier. Spielen löst, was festsitzt.",
  },
  {
    id: "blockiert-04",
    topic: "grenzen",
    author: null,
    text: "Manchmal blockiert uns, was wir nicht aussprechen.",
    context: "Überleg dir, wo du in letzter Zeit Ja gesagt hast, obwohl du eigentlich Nein gemeint hast.",
  },
  {
    id: "blockiert-05",
    topic: "grenzen",
    author: null,
    text: "Wo du keine Grenze ziehst, wird es eng in dir.",
    context:
      "Schreib eine Situation auf, in der du dich eingeengt fühlst, und einen Satz, mit dem du dir Raum nehmen könntest.",
  },
  {
    id: "blockiert-06",
    topic: "grenzen",
    author: null,
    text: "Es ist nicht egoistisch, deine Kraft zu schützen.",
    context: "Sag heute eine Sache ab, die dich nur Energie kostet.",
  },
  {
    id: "blockiert-07",
    topic: "dankbarkeit",
    author: null,
    text: "Auch in festgefahrenen Zeiten wächst etwas, oft unter der Oberfläche.",
    context:
      "Schau heute zurück: Was hast du in den letzten Monaten gelernt, auch wenn es sich nicht nach Fortschritt anfühlt?",
  },
  {
    id: "blockiert-08",
    topic: "dankbarkeit",
    author: null,
    text: "Danke für das, was schon geht. Von dort aus geht es weiter.",
    context: "Schreib drei Dinge auf, die dir trotz allem gelingen, und lies sie dir laut vor.",
  },
  {
    id: "blockiert-09",
    topic: "dankbarkeit",
    author: null,
    text: "Dankbarkeit lockert, was sich festgesetzt hat.",
    context:
      "Denk an einen Menschen, der dir einmal weitergeholfen hat, und schick ihm heute ein paar Zeilen.",
  },
  {
    id: "blockiert-10",
    topic: "ruhe",
    author: null,
    text: "Du musst die Tür nicht aufbrechen. Manchmal reicht es zu warten, bis sie sich öffnet.",
    context:
      "Gönn einer festgefahrenen Frage heute einen Tag Ruhe und schau sie dir morgen mit frischem Blick an.",
  },
  {
    id: "blockiert-11",
    topic: "ruhe",
    author: RILKE,
    text: "Leben Sie jetzt die Fragen. Vielleicht leben Sie dann allmählich, ohne es zu merken, eines fernen Tages in die Antwort hinein.",
    context: "Wenn du heute keine Antwort findest, schreib die Frage auf und lass sie einfach offen stehen.",
  },
  {
    id: "blockiert-12",
    topic: "ruhe",
    author: null,
    text: "Im Stillstand liegt auch eine Einladung, genauer hinzusehen.",
    context: "Setz dich heute zehn Minuten hin und beobachte, wo in deinem Körper du Enge spürst.",
  },
  {
    id: "blockiert-13",
    topic: "koerper",
    author: null,
    text: "Wenn der Kopf feststeckt, hilft Bewegung.",
    context: "Steh heute jede Stunde einmal auf, streck dich und geh ein paar Schritte.",
  },
  {
    id: "blockiert-14",
    topic: "koerper",
    author: null,
    text: "Energie kommt in Fluss, wenn du dich bewegst, auch in kleinen Schritten.",
    context: "Schüttle heute eine Minute lang Arme und Beine aus, als würdest du Wasser abschütteln.",
  },
  {
    id: "blockiert-15",
    topic: "koerper",
    author: SCHILLER,
    text: "Es ist der Geist, der sich den Körper baut.",
    context:
      "Achte heute darauf, wie deine Gedanken deine Haltung verändern, und richte dich zwischendurch bewusst auf.",
  },
  {
    id: "blockiert-16",
    topic: "beziehung",
    author: null,
    text: "Ein ehrliches Gespräch kann lösen, was lange festsitzt.",
    context:
      "Überleg dir, mit wem du schon länger etwas klären möchtest, und schreib dir den ersten Satz auf.",
  },
  {
    id: "blockiert-17",
    topic: "beziehung",
    author: null,
    text: "Du musst nicht alles allein herausfinden.",
    context:
      "Erzähl heute einem vertrauten Menschen, wo du gerade feststeckst. Oft hilft schon das Aussprechen.",
  },
  {
    id: "blockiert-18",
    topic: "beziehung",
    author: null,
    text: "Manchmal öffnet ein anderer Blickwinkel die Tür.",
    context: "Frag heute jemanden: Wie würdest du das an meiner Stelle sehen?",
  },
  {
    id: "blockiert-19",
    topic: "mut",
    author: RILKE,
    text: "Du musst dein Leben ändern.",
    context:
      "Es muss nicht gleich das ganze Leben sein: Such dir heute eine Kleinigkeit aus, die du anders machst als sonst.",
  },
  {
    id: "blockiert-20",
    topic: "mut",
    author: null,
    text: "Der erste Schritt muss nicht groß sein. Er muss nur gemacht werden.",
    context: "Nimm dir das vor, was du aufschiebst, und arbeite heute fünf Minuten daran. Nicht mehr.",
  },
  {
    id: "blockiert-21",
    topic: "mut",
    author: HOELDERLIN,
    text: "Wo aber Gefahr ist, wächst das Rettende auch.",
    context:
      "Schau heute auf eine schwierige Situation und frag dich: Welche Chance könnte genau darin liegen?",
  },
  {
    id: "blockiert-22",
    topic: "loslassen",
    author: null,
    text: "Was du festhältst, hält auch dich fest.",
    context:
      "Schreib auf, woran du gerade festhältst, und frag dich, was passieren würde, wenn du es ein wenig lockerer nimmst.",
  },
  {
    id: "blockiert-23",
    topic: "loslassen",
    author: null,
    text: "Alte Wege müssen nicht die einzigen sein.",
    context: "Nimm heute bewusst einen anderen Weg: zur Arbeit, beim Spaziergang oder in einem Gespräch.",
  },
  {
    id: "blockiert-24",
    topic: "loslassen",
    author: RILKE,
    text: "Lass dir alles geschehn: Schönheit und Schrecken. Man muss nur gehn: Kein Gefühl ist das fernste.",
    context: "Erlaube dir heute, ein Gefühl ganz zu spüren, ohne es sofort wegzuschieben.",
  },
  {
    id: "blockiert-25",
    topic: "tierbindung",
    author: null,
    text: "Tiere zeigen uns, wie einfach der nächste Schritt sein kann.",
    context:
      "Beobachte heute, wie neugierig sich dein Tier etwas Neuem nähert, und nimm dir ein Beispiel daran.",
  },
  {
    id: "blockiert-26",
    topic: "tierbindung",
    author: null,
    text: "Wenn dein Tier feststeckt, braucht es Geduld, keinen Druck.",
    context:
      "Gib deinem Tier heute bei etwas, das ihm schwerfällt, mehr Zeit und lobe jeden kleinen Fortschritt.",
  },
  {
    id: "blockiert-27",
    topic: "tierbindung",
    author: null,
    text: "Spielen löst Blockaden, bei Tieren und bei Menschen.",
    context: "Nimm dir heute zehn Minuten Zeit, um mit deinem Tier zu spielen, ganz ohne Ziel.",
  },
  {
    id: "blockiert-28",
    topic: "natur",
    author: null,
    text: "Wasser findet immer einen Weg, nicht mit Kraft, sondern mit Geduld.",
    context:
      "Schau heute fließendem Wasser zu, einem Bach, dem Regen oder dem Wasserhahn, und lass deine Gedanken mitfließen.",
  },
  {
    id: "blockiert-29",
    topic: "natur",
    author: null,
    text: "Nach jedem Winter kommt ein Frühling, auch wenn man ihn noch nicht sieht.",
    context:
      "Geh heute hinaus und such nach einem Zeichen von Wachstum: einer Knospe, einem Grashalm, einem neuen Blatt.",
  },
  {
    id: "blockiert-30",
    topic: "natur",
    author: NIETZSCHE,
    text: "Nur die ergangenen Gedanken haben Wert.",
    context: "Nimm deine festgefahrene Frage heute mit auf einen Spaziergang von zwanzig Minuten.",
  },
  {
    id: "blockiert-31",
    topic: "schlaf",
    author: null,
    text: "Manche Knoten lösen sich über Nacht.",
    context:
      "Schreib dir vor dem Schlafen die Frage auf, die dich beschäftigt, und schau morgen früh, was dir dazu einfällt.",
  },
  {
    id: "blockiert-32",
    topic: "schlaf",
    author: null,
    text: "Ein ruhiger Abend schafft Raum für einen klaren Morgen.",
    context: "Geh heute etwas früher ins Bett als sonst und lass den Tag ohne Bildschirm ausklingen.",
  },
  {
    id: "blockiert-33",
    topic: "schlaf",
    author: null,
    text: "Nicht jeder Tag muss ein Durchbruch sein. Manche Tage sind zum Ausruhen da.",
    context: "Erlaube dir heute Abend, nichts mehr zu erledigen. Morgen ist ein neuer Anfang.",
  },
  {
    id: "blockiert-34",
    topic: "klarheit",
    author: null,
    text: "Schreib es auf. Was auf dem Papier steht, muss nicht mehr im Kopf kreisen.",
    context: "Nimm dir heute zehn Minuten und schreib ohne Pause alles auf, was dich blockiert.",
  },
  {
    id: "blockiert-35",
    topic: "klarheit",
    author: GOETHE,
    text: "Es ist nicht genug, zu wissen, man muss auch anwenden; es ist nicht genug, zu wollen, man muss auch tun.",
    context:
      "Such dir heute eine Erkenntnis aus, die du schon lange hast, und mach daraus eine kleine Handlung.",
  },
  {
    id: "blockiert-36",
    topic: "klarheit",
    author: null,
    text: "Oft ist die Frage nicht, was du tun sollst, sondern was du lassen möchtest.",
    context:
      "Schreib drei Dinge auf, die du in Zukunft lassen möchtest. Manchmal zeigt das den Weg deutlicher als jeder Plan.",
  },
];

const gestaerkt: readonly Entry[] = [
  {
    id: "gestaerkt-01",
    topic: "selbstfuersorge",
    author: null,
    text: "Stärke bleibt, wenn du sie pflegst.",
    context: "Plane heute trotz aller Energie eine echte Pause ein, damit deine Kraft nicht verpufft.",
  },
  {
    id: "gestaerkt-02",
    topic: "selbstfuersorge",
    author: null,
    text: "Gerade an guten Tagen lohnt es sich, gut zu essen, genug zu trinken und früh zu schlafen.",
    context: "Achte heute auf die Grundlagen: Wasser, Bewegung und eine warme Mahlzeit.",
  },
  {
    id: "gestaerkt-03",
    topic: "selbstfuersorge",
    author: RILKE,
    text: "Ich lebe mein Leben in wachsenden Ringen, die sich über die Dinge ziehn.",
    context:
      "Schau heute zurück, worin du in den letzten Jahren gewachsen bist, und überleg dir, wo du als Nächstes wachsen möchtest.",
  },
  {
    id: "gestaerkt-04",
    topic: "grenzen",
    author: null,
    text: "Mit neuer Kraft kommt die Versuchung, alles zu übernehmen. Wähle klug.",
    context: "Sag heute zu einer Sache bewusst Ja und zu einer anderen bewusst Nein.",
  },
  {
    id: "gestaerkt-05",
    topic: "grenzen",
    author: null,
    text: "Deine Energie gehört zuerst dir.",
    context:
      "Überleg dir, wofür du deine Kraft heute einsetzen willst, bevor andere es für dich entscheiden.",
  },
  {
    id: "gestaerkt-06",
    topic: "grenzen",
    author: null,
    text: "Eine klare Grenze ist ein Zeichen von Stärke, nicht von Härte.",
    context: "Sprich heute freundlich und klar eine Grenze aus, die dir schon länger wichtig ist.",
  },
  {
    id: "gestaerkt-07",
    topic: "dankbarkeit",
    author: null,
    text: "Stärke wächst, wenn du sie teilst.",
    context: "Nutze heute einen Teil deiner Energie, um jemandem eine Freude zu machen.",
  },
  {
    id: "gestaerkt-08",
    topic: "dankbarkeit",
    author: EBNER_ESCHENBACH,
    text: "Wir unterschätzen das, was wir haben, und überschätzen das, was wir sind.",
    context: "Zähl heute auf, was du schon alles hast: Menschen, Fähigkeiten, Erfahrungen.",
  },
  {
    id: "gestaerkt-09",
    topic: "dankbarkeit",
    author: null,
    text: "Danke dir selbst für den Weg, der dich hierhergebracht hat.",
    context:
      "Erinnere dich heute an eine schwere Zeit, die du gemeistert hast, und würdige, was du damals geleistet hast.",
  },
  {
    id: "gestaerkt-10",
    topic: "ruhe",
    author: null,
    text: "Wahre Stärke braucht keine Eile.",
    context: "Geh heute eine wichtige Aufgabe ruhig und konzentriert an, ohne dich hetzen zu lassen.",
  },
  {
    id: "gestaerkt-11",
    topic: "ruhe",
    author: null,
    text: "Kraft und Ruhe sind keine Gegensätze. Sie brauchen einander.",
    context: "Gönn dir heute nach einer aktiven Phase bewusst zehn Minuten Ruhe.",
  },
  {
    id: "gestaerkt-12",
    topic: "ruhe",
    author: SCHILLER,
    text: "Ernst ist das Leben, heiter ist die Kunst.",
    context: "Nimm dir heute Zeit für etwas Schöpferisches: Musik, Malen, Kochen oder Schreiben.",
  },
  {
    id: "gestaerkt-13",
    topic: "koerper",
    author: null,
    text: "Dein Körper ist bereit. Beweg dich heute mit Freude.",
    context:
      "Mach heute eine Bewegung, die dir Spaß macht: eine Radtour, Tanzen oder einen zügigen Spaziergang.",
  },
  {
    id: "gestaerkt-14",
    topic: "koerper",
    author: null,
    text: "Spür die Kraft in deinen Beinen, wenn du gehst.",
    context: "Geh heute ein Stück bewusst langsam und spür, wie deine Füße den Boden berühren.",
  },
  {
    id: "gestaerkt-15",
    topic: "koerper",
    author: null,
    text: "Aufrichtung beginnt im Körper und wirkt bis in die Gedanken.",
    context: "Stell dich heute ein paar Mal aufrecht hin, die Füße hüftbreit, und atme tief in den Bauch.",
  },
  {
    id: "gestaerkt-16",
    topic: "beziehung",
    author: GOETHE,
    text: "Edel sei der Mensch, hilfreich und gut!",
    context: "Nutze deine Kraft heute, um jemandem ganz konkret zu helfen, ohne etwas zurückzuerwarten.",
  },
  {
    id: "gestaerkt-17",
    topic: "beziehung",
    author: null,
    text: "Gute Beziehungen brauchen Zeit, keine Perfektion.",
    context: "Verabrede dich heute mit einem Menschen, den du schon zu lange nicht gesehen hast.",
  },
  {
    id: "gestaerkt-18",
    topic: "beziehung",
    author: SCHILLER,
    text: "Raum ist in der kleinsten Hütte für ein glücklich liebend Paar.",
    context:
      "Plane heute etwas Einfaches mit einem Menschen, den du liebst: ein Essen, einen Spaziergang, ein Gespräch.",
  },
  {
    id: "gestaerkt-19",
    topic: "mut",
    author: null,
    text: "Heute ist ein guter Tag, um etwas zu wagen.",
    context: "Nimm dir eine Sache vor, vor der du ein wenig Respekt hast, und fang heute damit an.",
  },
  {
    id: "gestaerkt-20",
    topic: "mut",
    author: NIETZSCHE,
    text: "Man muss noch Chaos in sich haben, um einen tanzenden Stern gebären zu können.",
    context: "Erlaube dir heute eine verrückte Idee und schreib sie auf, ohne sie gleich zu bewerten.",
  },
  {
    id: "gestaerkt-21",
    topic: "mut",
    author: GOETHE,
    text: "Es irrt der Mensch, solang er strebt.",
    context:
      "Trau dich heute, etwas Neues zu versuchen, auch auf die Gefahr hin, dass es nicht gleich gelingt.",
  },
  {
    id: "gestaerkt-22",
    topic: "loslassen",
    author: null,
    text: "Mit neuer Kraft fällt es leichter loszulassen, was dich klein gehalten hat.",
    context:
      "Trenn dich heute von etwas, das du nicht mehr brauchst: einem Gegenstand, einem Termin, einer Gewohnheit.",
  },
  {
    id: "gestaerkt-23",
    topic: "loslassen",
    author: null,
    text: "Du bist nicht mehr der Mensch von gestern. Du darfst neu entscheiden.",
    context: "Überprüfe heute eine alte Überzeugung über dich und frag dich, ob sie noch stimmt.",
  },
  {
    id: "gestaerkt-24",
    topic: "loslassen",
    author: null,
    text: "Stark ist, wer loslassen kann, ohne sich selbst zu verlieren.",
    context: "Gib heute eine Aufgabe an jemand anderen ab und vertrau darauf, dass sie gut erledigt wird.",
  },
  {
    id: "gestaerkt-25",
    topic: "tierbindung",
    author: null,
    text: "Deine Kraft überträgt sich auf dein Tier. Teilt heute die gute Energie.",
    context: "Plant heute ein gemeinsames Abenteuer: einen neuen Weg, ein neues Spiel oder einen Ausflug.",
  },
  {
    id: "gestaerkt-26",
    topic: "tierbindung",
    author: null,
    text: "Vertrauen zwischen Mensch und Tier wächst durch gemeinsame Erlebnisse.",
    context: "Übe heute etwas Neues mit deinem Tier, in kleinen Schritten und mit viel Lob.",
  },
  {
    id: "gestaerkt-27",
    topic: "tierbindung",
    author: null,
    text: "Dein Tier folgt dir gern, wenn du klar und ruhig führst.",
    context:
      "Achte heute darauf, dass deine Signale eindeutig sind, und lobe dein Tier, wenn es dich versteht.",
  },
  {
    id: "gestaerkt-28",
    topic: "natur",
    author: HOELDERLIN,
    text: "Wer das Tiefste gedacht, liebt das Lebendigste.",
    context:
      "Geh heute hinaus und schau dir etwas Lebendiges ganz genau an: eine Pflanze, einen Vogel, einen Baum.",
  },
  {
    id: "gestaerkt-29",
    topic: "natur",
    author: null,
    text: "Licht und frische Luft verstärken, was schon in dir ist.",
    context: "Verbring heute deine Mittagspause draußen, in der Sonne oder an der frischen Luft.",
  },
  {
    id: "gestaerkt-30",
    topic: "natur",
    author: null,
    text: "Auch ein Berg wird Schritt für Schritt bestiegen.",
    context:
      "Setz dir heute ein kleines Ziel in der Natur, einen Aussichtspunkt oder einen Hügel, und geh hin.",
  },
  {
    id: "gestaerkt-31",
    topic: "schlaf",
    author: null,
    text: "Auch Stärke braucht Erholung. Im Schlaf festigt sich, was du heute gewonnen hast.",
    context: "Geh heute rechtzeitig ins Bett, auch wenn du noch Energie hast.",
  },
  {
    id: "gestaerkt-32",
    topic: "schlaf",
    author: null,
    text: "Ein erfüllter Tag verdient eine ruhige Nacht.",
    context: "Lass den Abend mit einem kurzen Rückblick ausklingen: Was ist dir heute gelungen?",
  },
  {
    id: "gestaerkt-33",
    topic: "schlaf",
    author: GOETHE,
    text: "Tages Arbeit! Abends Gäste! Saure Wochen! Frohe Feste!",
    context:
      "Setz heute einen bewussten Schlusspunkt hinter die Arbeit und gönn dir am Abend etwas Schönes, bevor du schlafen gehst.",
  },
  {
    id: "gestaerkt-34",
    topic: "klarheit",
    author: SILESIUS,
    text: "Mensch, werde wesentlich!",
    context: "Frag dich heute bei allem, was du tust: Ist das wesentlich, oder kann es weg?",
  },
  {
    id: "gestaerkt-35",
    topic: "klarheit",
    author: EBNER_ESCHENBACH,
    text: "Nicht was wir erleben, sondern wie wir empfinden, was wir erleben, macht unser Schicksal aus.",
    context:
      "Denk heute an ein Erlebnis, das dich beschäftigt, und frag dich, wie du es auch anders sehen könntest.",
  },
  {
    id: "gestaerkt-36",
    topic: "klarheit",
    author: null,
    text: "Klarheit ist, wenn Kopf, Herz und Bauch in dieselbe Richtung zeigen.",
    context: "Prüf heute eine Entscheidung mit allen dreien: Was denkst du, was fühlst du, was spürst du?",
  },
];

const muede: readonly Entry[] = [
  {
    id: "muede-01",
    topic: "selbstfuersorge",
    author: null,
    text: "Müdigkeit ist keine Schwäche. Sie ist eine Botschaft.",
    context: "Frag dich heute: Wovon bin ich eigentlich müde, vom Körper, vom Kopf oder vom Herzen?",
  },
  {
    id: "muede-02",
    topic: "selbstfuersorge",
    author: null,
    text: "Heute darf weniger genügen.",
    context: "Streich heute eine Sache von deiner Liste, ohne schlechtes Gewissen.",
  },
  {
    id: "muede-03",
    topic: "selbstfuersorge",
    author: null,
    text: "Sei heute so sanft zu dir, wie du es zu einem müden Kind wärst.",
    context: "Gönn dir eine warme Mahlzeit, eine Decke und einen Moment, in dem niemand etwas von dir will.",
  },
  {
    id: "muede-04",
    topic: "grenzen",
    author: null,
    text: "Wer müde ist, darf sich zurückziehen.",
    context: "Sag heute ein Treffen oder eine Verpflichtung ab, wenn du merkst, dass dir die Kraft fehlt.",
  },
  {
    id: "muede-05",
    topic: "grenzen",
    author: null,
    text: "Deine Kraft ist begrenzt. Das ist menschlich, nicht falsch.",
    context: "Überleg dir, wo du heute Energie sparen kannst, und plane nur das Nötigste.",
  },
  {
    id: "muede-06",
    topic: "grenzen",
    author: null,
    text: "Nicht jede Bitte verdient deine letzte Energie.",
    context: "Bevor du heute Ja sagst, frag dich: Habe ich dafür gerade wirklich Kraft?",
  },
  {
    id: "muede-07",
    topic: "dankbarkeit",
    author: null,
    text: "Auch an müden Tagen trägt dich etwas. Finde es.",
    context: "Schreib heute Abend einen einzigen Satz auf: Heute hat mir gutgetan, dass …",
  },
  {
    id: "muede-08",
    topic: "dankbarkeit",
    author: null,
    text: "Danke deinem Körper für alles, was er heute getragen hat.",
    context: "Streich vor dem Einschlafen langsam über deine Arme und Beine und sag innerlich Danke.",
  },
  {
    id: "muede-09",
    topic: "dankbarkeit",
    author: null,
    text: "Kleine Freuden wärmen, wenn die Kraft fehlt.",
    context:
      "Gönn dir heute etwas Kleines, das dich freut: ein Lieblingslied, eine Tasse Tee, einen Sonnenstrahl.",
  },
  {
    id: "muede-10",
    topic: "ruhe",
    author: null,
    text: "Ausruhen ist keine verlorene Zeit.",
    context:
      "Leg dich heute zehn Minuten hin, schließ die Augen und tu nichts, auch wenn du nicht einschläfst.",
  },
  {
    id: "muede-11",
    topic: "ruhe",
    author: null,
    text: "Eine Pause ist kein Luxus, sondern die Grundlage für alles andere.",
    context: "Plane heute drei kurze Pausen ein und halte sie ein, als wären es Termine.",
  },
  {
    id: "muede-12",
    topic: "ruhe",
    author: null,
    text: "Die Stille füllt auf, was der Tag geleert hat.",
    context: "Verbring heute ein paar Minuten ganz ohne Geräusche und lass die Stille einfach wirken.",
  },
  {
    id: "muede-13",
    topic: "koerper",
    author: null,
    text: "Gönn deinen Augen eine Pause: in die Ferne schauen, die Augen schließen, durchatmen.",
    context: "Schau heute jede Stunde eine halbe Minute lang aus dem Fenster in die Ferne.",
  },
  {
    id: "muede-14",
    topic: "koerper",
    author: null,
    text: "Ein Glas Wasser und ein paar tiefe Atemzüge sind oft der einfachste Neustart.",
    context: "Trink heute bewusst mehr Wasser und atme dabei ein paar Mal tief in den Bauch.",
  },
  {
    id: "muede-15",
    topic: "koerper",
    author: null,
    text: "Sanfte Bewegung weckt mehr Energie als jede Anstrengung.",
    context: "Dehn dich heute nach dem Aufstehen zwei Minuten lang, ganz langsam und ohne Ehrgeiz.",
  },
  {
    id: "muede-16",
    topic: "beziehung",
    author: null,
    text: "Du darfst dir helfen lassen.",
    context: "Bitte heute jemanden um eine kleine Unterstützung, etwa beim Einkaufen oder im Haushalt.",
  },
  {
    id: "muede-17",
    topic: "beziehung",
    author: null,
    text: "Wer dich liebt, versteht, wenn du heute leiser bist.",
    context: "Sag den Menschen um dich herum ehrlich, dass du heute wenig Energie hast.",
  },
  {
    id: "muede-18",
    topic: "beziehung",
    author: null,
    text: "Manchmal ist Nähe ohne Worte das Erholsamste.",
    context: "Verbring heute Zeit mit einem Menschen, bei dem du nichts leisten musst.",
  },
  {
    id: "muede-19",
    topic: "mut",
    author: null,
    text: "Es braucht Mut, sich Ruhe zu erlauben, wenn alle anderen weitermachen.",
    context: "Erlaube dir heute bewusst eine Pause, auch wenn um dich herum viel los ist.",
  },
  {
    id: "muede-20",
    topic: "mut",
    author: RILKE,
    text: "Wer spricht von Siegen? Überstehn ist alles.",
    context: "Du musst heute nichts gewinnen. Es reicht, gut durch den Tag zu kommen.",
  },
  {
    id: "muede-21",
    topic: "mut",
    author: null,
    text: "Auch kleine Schritte sind Schritte.",
    context: "Nimm dir heute eine einzige kleine Aufgabe vor und freu dich, wenn sie erledigt ist.",
  },
  {
    id: "muede-22",
    topic: "loslassen",
    author: null,
    text: "Was heute nicht geschafft wird, darf morgen geschehen.",
    context: "Schreib am Abend auf, was offen geblieben ist, und leg den Zettel bewusst zur Seite.",
  },
  {
    id: "muede-23",
    topic: "loslassen",
    author: RILKE,
    text: "Und doch ist Einer, welcher dieses Fallen unendlich sanft in seinen Händen hält.",
    context:
      "Lass dich heute bewusst fallen: in dein Bett, in einen bequemen Sessel oder in die Arme eines vertrauten Menschen.",
  },
  {
    id: "muede-24",
    topic: "loslassen",
    author: null,
    text: "Du musst nicht alles tragen. Leg heute etwas ab.",
    context:
      "Überleg dir, welche Sorge du heute einmal beiseitelegen kannst, und stell dir vor, wie du sie in eine Schublade legst.",
  },
  {
    id: "muede-25",
    topic: "tierbindung",
    author: null,
    text: "Tiere ruhen ohne schlechtes Gewissen. Lerne heute von ihnen.",
    context: "Beobachte, wie entspannt dein Tier schläft, und gönn dir danach selbst eine Pause.",
  },
  {
    id: "muede-26",
    topic: "tierbindung",
    author: null,
    text: "Neben deinem Tier zu liegen kann erholsamer sein als jeder Plan.",
    context: "Leg dich heute ein paar Minuten zu deinem Tier und spür seinen ruhigen Atem.",
  },
  {
    id: "muede-27",
    topic: "tierbindung",
    author: null,
    text: "Auch dein Tier hat müde Tage. Gönnt euch beiden Ruhe.",
    context:
      "Ersetze heute eine lange Runde durch einen kurzen, ruhigen Spaziergang, wenn ihr beide erschöpft seid.",
  },
  {
    id: "muede-28",
    topic: "natur",
    author: CLAUDIUS,
    text: "Wie ist die Welt so stille, und in der Dämmrung Hülle so traulich und so hold!",
    context:
      "Geh heute in der Abenddämmerung ein paar Schritte nach draußen und schau zu, wie das Licht schwindet.",
  },
  {
    id: "muede-29",
    topic: "natur",
    author: null,
    text: "Frische Luft weckt sanfter als Kaffee.",
    context: "Öffne heute mehrmals das Fenster oder geh für zehn Minuten ins Freie.",
  },
  {
    id: "muede-30",
    topic: "natur",
    author: null,
    text: "Die Natur kennt Zeiten der Ruhe. Auch ein Acker liegt im Winter brach.",
    context: "Erlaube dir heute eine Phase, in der nichts wachsen muss.",
  },
  {
    id: "muede-31",
    topic: "schlaf",
    author: null,
    text: "Schlaf ist die einfachste Art, dir selbst etwas Gutes zu tun.",
    context: "Geh heute eine halbe Stunde früher ins Bett als sonst.",
  },
  {
    id: "muede-32",
    topic: "schlaf",
    author: null,
    text: "Ein dunkles, kühles Zimmer ist eine Einladung an deinen Schlaf.",
    context: "Lüfte heute vor dem Schlafengehen dein Schlafzimmer und dunkle es gut ab.",
  },
  {
    id: "muede-33",
    topic: "schlaf",
    author: EICHENDORFF,
    text: "Und meine Seele spannte weit ihre Flügel aus, flog durch die stillen Lande, als flöge sie nach Haus.",
    context:
      "Lies dir heute Abend ein ruhiges Gedicht vor und lass dich von seinen Bildern in den Schlaf tragen.",
  },
  {
    id: "muede-34",
    topic: "klarheit",
    author: null,
    text: "Müde Gedanken sind selten gute Ratgeber. Entscheide lieber morgen.",
    context: "Verschiebe große Entscheidungen heute, wenn möglich, auf einen ausgeruhten Tag.",
  },
  {
    id: "muede-35",
    topic: "klarheit",
    author: null,
    text: "Frag dich nicht, wie du mehr schaffst, sondern was du weglassen kannst.",
    context:
      "Schreib heute auf, was dich am meisten Kraft kostet, und überleg dir, was davon wirklich nötig ist.",
  },
  {
    id: "muede-36",
    topic: "klarheit",
    author: null,
    text: "Deine Müdigkeit erzählt dir etwas über dein Leben. Hör ihr zu.",
    context: "Notiere heute, wann du dich besonders müde fühlst. Vielleicht zeigt sich ein Muster.",
  },
];

const unruhig: readonly Entry[] = [
  {
    id: "unruhig-01",
    topic: "selbstfuersorge",
    author: null,
    text: "Wenn es innen unruhig ist, hilft Struktur im Außen.",
    context:
      "Gib deinem Tag heute drei feste Ankerpunkte, etwa ein ruhiges Frühstück, eine Pause am Nachmittag und ein Abendritual.",
  },
  {
    id: "unruhig-02",
    topic: "selbstfuersorge",
    author: null,
    text: "Du bist nicht deine Unruhe. Du bist der Mensch, der sie bemerkt.",
    context: "Wenn die Unruhe heute kommt, benenne sie innerlich: Da ist Unruhe. Und atme dann weiter.",
  },
  {
    id: "unruhig-03",
    topic: "selbstfuersorge",
    author: null,
    text: "Warmes Essen, warme Füße, warmer Tee: Wärme beruhigt.",
    context: "Sorg heute bewusst für Wärme: eine warme Mahlzeit, dicke Socken oder ein warmes Bad.",
  },
  {
    id: "unruhig-04",
    topic: "grenzen",
    author: null,
    text: "Weniger Nachrichten, mehr Ruhe.",
    context: "Verzichte heute auf Nachrichten und soziale Medien, zumindest am Abend.",
  },
  {
    id: "unruhig-05",
    topic: "grenzen",
    author: null,
    text: "Du darfst dich aus Gesprächen zurückziehen, die dich aufwühlen.",
    context:
      "Wenn dich heute ein Gespräch unruhig macht, sag freundlich, dass du später darauf zurückkommst.",
  },
  {
    id: "unruhig-06",
    topic: "grenzen",
    author: null,
    text: "Nicht jede Sorge anderer Menschen musst du zu deiner machen.",
    context: "Hör heute zu, ohne sofort nach Lösungen zu suchen. Du musst nicht alles für andere tragen.",
  },
  {
    id: "unruhig-07",
    topic: "dankbarkeit",
    author: null,
    text: "Dankbarkeit holt dich aus der Zukunft zurück in den Moment.",
    context: "Wenn deine Gedanken heute vorauseilen, nenne dir drei Dinge, die genau jetzt gut sind.",
  },
  {
    id: "unruhig-08",
    topic: "dankbarkeit",
    author: null,
    text: "Manches ist heute sicher. Zähl es auf.",
    context: "Schreib eine Liste mit allem, worauf du dich gerade verlassen kannst.",
  },
  {
    id: "unruhig-09",
    topic: "dankbarkeit",
    author: null,
    text: "Ein dankbarer Blick zurück macht den Blick nach vorn ruhiger.",
    context:
      "Erinnere dich heute an eine Situation, in der sich deine Sorgen als unbegründet herausgestellt haben.",
  },
  {
    id: "unruhig-10",
    topic: "ruhe",
    author: null,
    text: "Ein langer Ausatem ist der kürzeste Weg zur Ruhe.",
    context:
      "Atme heute mehrmals vier Sekunden lang ein und acht Sekunden lang aus. Wiederhole das fünf Mal.",
  },
  {
    id: "unruhig-11",
    topic: "ruhe",
    author: SILESIUS,
    text: "Die Ros' ist ohn warum; sie blühet, weil sie blühet, sie acht nicht ihrer selbst, fragt nicht, ob man sie siehet.",
    context: "Tu heute etwas nur um seiner selbst willen, ohne Ziel und ohne Grund.",
  },
  {
    id: "unruhig-12",
    topic: "ruhe",
    author: null,
    text: "Ruhe beginnt dort, wo du aufhörst, gegen die Unruhe zu kämpfen.",
    context: "Erlaube der Unruhe heute, da zu sein. Oft wird sie leiser, wenn du sie nicht bekämpfst.",
  },
  {
    id: "unruhig-13",
    topic: "koerper",
    author: null,
    text: "Spür deine Füße. Sie stehen auf festem Boden.",
    context: "Wenn du heute unruhig wirst, stell beide Füße fest auf den Boden und drück sie sanft hinein.",
  },
  {
    id: "unruhig-14",
    topic: "koerper",
    author: null,
    text: "Unruhe will sich bewegen. Gib ihr einen Weg.",
    context:
      "Geh heute zügig spazieren, tanz zu einem Lied oder schüttle dich aus, damit die Energie abfließen kann.",
  },
  {
    id: "unruhig-15",
    topic: "koerper",
    author: null,
    text: "Eine Hand auf dem Bauch, eine auf dem Herzen, und dann atmen.",
    context: "Leg heute, wenn es unruhig wird, deine Hände so auf deinen Körper und atme zehn Mal langsam.",
  },
  {
    id: "unruhig-16",
    topic: "beziehung",
    author: null,
    text: "Geteilte Sorgen wiegen weniger.",
    context: "Erzähl heute einem vertrauten Menschen, was dich beunruhigt.",
  },
  {
    id: "unruhig-17",
    topic: "beziehung",
    author: null,
    text: "Eine vertraute Stimme beruhigt oft mehr als tausend Gedanken.",
    context: "Ruf heute jemanden an, dessen Stimme dir guttut.",
  },
  {
    id: "unruhig-18",
    topic: "beziehung",
    author: null,
    text: "Du musst nicht alles allein lösen, was dich beschäftigt.",
    context: "Frag heute um Rat, bevor du dich in eine Sorge hineinsteigerst.",
  },
  {
    id: "unruhig-19",
    topic: "mut",
    author: null,
    text: "Du musst nicht angstfrei sein, um den nächsten Schritt zu gehen.",
    context:
      "Such dir heute eine kleine Sache aus, die dich nervös macht, und tu sie trotzdem, in deinem Tempo.",
  },
  {
    id: "unruhig-20",
    topic: "mut",
    author: null,
    text: "Vertrauen ist eine Entscheidung, die man jeden Tag neu trifft.",
    context: "Vertrau heute bei einer Sache bewusst darauf, dass sie gut wird, statt sie zu kontrollieren.",
  },
  {
    id: "unruhig-21",
    topic: "mut",
    author: HOELDERLIN,
    text: "Die Linien des Lebens sind verschieden, wie Wege sind, und wie der Berge Grenzen.",
    context: "Vergleiche dich heute nicht mit anderen. Dein Weg hat seine eigene Richtung.",
  },
  {
    id: "unruhig-22",
    topic: "loslassen",
    author: null,
    text: "Nicht jeder Gedanke verdient deine Aufmerksamkeit.",
    context: "Wenn heute ein Sorgengedanke kommt, stell ihn dir als Wolke vor, die am Himmel vorüberzieht.",
  },
  {
    id: "unruhig-23",
    topic: "loslassen",
    author: null,
    text: "Du kannst nicht alles kontrollieren. Und das ist in Ordnung.",
    context:
      "Schreib auf, was dich beunruhigt, und teile es in zwei Spalten: Was kann ich beeinflussen, was nicht?",
  },
  {
    id: "unruhig-24",
    topic: "loslassen",
    author: null,
    text: "Was morgen ist, entscheidet sich morgen.",
    context: "Richte deine Aufmerksamkeit heute immer wieder auf das, was direkt vor dir liegt.",
  },
  {
    id: "unruhig-25",
    topic: "tierbindung",
    author: null,
    text: "Dein Tier spürt Unruhe sofort. Ruhige Rituale geben euch beiden Halt.",
    context: "Halte heute feste Zeiten für Füttern, Spazierengehen und Ruhen ein. Regelmäßigkeit beruhigt.",
  },
  {
    id: "unruhig-26",
    topic: "tierbindung",
    author: null,
    text: "Ein unruhiges Tier braucht einen ruhigen Menschen an seiner Seite.",
    context: "Wenn dein Tier heute nervös ist, atme langsam, sprich leise und beweg dich ruhig.",
  },
  {
    id: "unruhig-27",
    topic: "tierbindung",
    author: null,
    text: "Gemeinsames Schnuppern und Beobachten beruhigt mehr als jede Beschäftigung.",
    context: "Gib deinem Tier heute Zeit, in Ruhe seine Umgebung zu erkunden, statt es zu beschäftigen.",
  },
  {
    id: "unruhig-28",
    topic: "natur",
    author: null,
    text: "Bäume haben Wurzeln, die man nicht sieht. Du hast sie auch.",
    context:
      "Stell dich heute unter einen Baum oder in einen Park und spür, wie fest du auf der Erde stehst.",
  },
  {
    id: "unruhig-29",
    topic: "natur",
    author: null,
    text: "Das Rauschen von Wasser und Blättern ordnet die Gedanken.",
    context:
      "Such dir heute einen Ort, an dem du Wasser oder Wind hören kannst, und bleib ein paar Minuten dort.",
  },
  {
    id: "unruhig-30",
    topic: "natur",
    author: null,
    text: "Der Himmel ist über allen Sorgen gleich weit.",
    context: "Schau heute einmal bewusst in den Himmel und folge einer Wolke mit dem Blick.",
  },
  {
    id: "unruhig-31",
    topic: "schlaf",
    author: null,
    text: "Gedanken, die nachts kreisen, dürfen auf Papier landen.",
    context: "Leg dir heute einen Block neben das Bett und schreib auf, was dich vom Einschlafen abhält.",
  },
  {
    id: "unruhig-32",
    topic: "schlaf",
    author: null,
    text: "Der Abend ist nicht zum Grübeln da, sondern zum Ankommen.",
    context:
      "Erlaube dir heute ab acht Uhr abends keine Problemlösung mehr. Was offen ist, darf bis morgen warten.",
  },
  {
    id: "unruhig-33",
    topic: "schlaf",
    author: null,
    text: "Vier Sekunden ein, sieben halten, acht aus: ein Rhythmus, der zur Ruhe führt.",
    context: "Probier heute vor dem Einschlafen ein paar Minuten lang die 4-7-8-Atmung aus.",
  },
  {
    id: "unruhig-34",
    topic: "klarheit",
    author: null,
    text: "Unruhe zeigt oft, dass etwas entschieden werden will.",
    context: "Frag dich heute: Gibt es eine Entscheidung, die ich vor mir herschiebe?",
  },
  {
    id: "unruhig-35",
    topic: "klarheit",
    author: null,
    text: "Schreib deine Sorge auf und frag dich: Was wäre das Schlimmste, was das Wahrscheinlichste, was das Beste?",
    context: "Nimm dir zehn Minuten Zeit für diese drei Fragen. Oft wird die Sorge dabei kleiner.",
  },
  {
    id: "unruhig-36",
    topic: "klarheit",
    author: null,
    text: "Klarheit kommt selten im Sturm. Sie kommt, wenn das Wasser still wird.",
    context:
      "Verschieb heute wichtige Entscheidungen auf einen ruhigeren Moment und nimm dir vorher ein paar tiefe Atemzüge.",
  },
];

function forState(state: EnergyState, entries: readonly Entry[]): Impulse[] {
  return entries.map((entry) => ({ ...entry, state }));
}

export const impulses: readonly Impulse[] = [
  ...forState("harmonisch", harmonisch),
  ...forState("überreizt", ueberreizt),
  ...forState("blockiert", blockiert),
  ...forState("gestärkt", gestaerkt),
  ...forState("müde", muede),
  ...forState("unruhig", unruhig),
];
