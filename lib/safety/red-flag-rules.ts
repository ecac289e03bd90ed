import type { RedFlagAudience } from "@/lib/safety/red-flags";

/** Species that have their own warning signs. */
export type RedFlagSpecies = "hund" | "katze" | "pferd" | "kaninchen";

export interface RedFlagRule {
  id: string;
  subject: "human" | "animal";
  audience: RedFlagAudience;
  title: string;
  message: string;
  /** Regular expressions over normalised text (lower-case ASCII, ä → ae, ß → ss). */
  patterns: readonly RegExp[];
  /** Only for these species; when the species is unknown the rule fires only if `whenSpeciesUnknown`. */
  species?: readonly RedFlagSpecies[];
  whenSpeciesUnknown?: boolean;
  /** More specific rules replace the general one they cover (the rabbit rule replaces "not eating"). */
  supersedes?: readonly string[];
}

// Building blocks. "W" is one word; the text is normalised, so \w never meets umlauts.
const W = String.raw`\w+\s`;
const words = (max: number) => `(?:${W}){0,${max}}`;
const DAYS = String.raw`(?:ueber\s|mehr\sals\s)?(?:(?:zwei|drei|vier|fuenf|sechs|mehreren|einigen|ein\spaar|[2-9]|[1-9]\d)\s)?tage(?:n)?`;
const EMERGENCY = "ruf bitte sofort den Notruf: 144 in Österreich, 112 in der ganzen EU.";

const re = (source: string) => new RegExp(source);

const HUMAN_RULES: readonly RedFlagRule[] = [
  {
    id: "brustschmerz",
    subject: "human",
    audience: "arzt",
    title: "Schmerzen oder Druck in der Brust",
    message: `Bitte lass das jetzt ärztlich abklären. Schmerzen, Druck oder Enge in der Brust können auf einen Notfall an Herz oder Lunge hinweisen. Wenn die Beschwerden stark sind, plötzlich kommen oder in Arm, Kiefer oder Rücken ausstrahlen, ${EMERGENCY}`,
    patterns: [
      re(String.raw`\bbrust(?:korb|bein)?(?:schmerz|stech|druck|enge|engegefuehl|beklemmung)\w*`),
      re(
        String.raw`\b(?:schmerz|stech|druck|drueck|eng|zieh|brenn|beklemm)\w*\s${words(3)}(?:in|auf|hinter|an|im|um)\s${words(2)}(?:brust|brustkorb|brustbein|herzgegend|herzbereich)\b`,
      ),
      re(
        String.raw`\b(?:brust|brustkorb)\s${words(2)}(?:schmerzt|tut\s(?:\w+\s)?weh|sticht|brennt|drueckt|ist\s(?:ganz\s)?eng)\b`,
      ),
      re(String.raw`\bist\s${words(2)}(?:brust|brustkorb)\s(?:ganz\s|so\s|sehr\s)?eng\b`),
      re(String.raw`\bherzstechen\b`),
      re(String.raw`\bstrahl\w*\s${words(3)}(?:in\sden|bis\sin\sden)\s(?:linken\s)?(?:arm|kiefer)\b`),
      re(String.raw`\bschmerz\w*\s${words(4)}(?:in\sden|im)\slinken\sarm\b`),
    ],
  },
  {
    id: "atemnot",
    subject: "human",
    audience: "arzt",
    title: "Atemnot",
    message: `Bitte wende dich jetzt an eine Ärztin oder einen Arzt. Wenn du schlecht Luft bekommst, braucht das eine rasche medizinische Abklärung. Wird die Atemnot stark oder schlimmer, ${EMERGENCY}`,
    patterns: [
      re(String.raw`\b(?:atemnot|luftnot|kurzatmig)\w*`),
      re(
        String.raw`\b(?:bekomm|krieg|bekam)\w*\s${words(3)}(?:kaum|keine|schlecht|schwer|wenig)\s(?:noch\s|mehr\s)?luft\b`,
      ),
      re(String.raw`\bluft\s(?:bekomm|krieg)\w*\s(?:ich\s|er\s|sie\s)?(?:kaum|schlecht|schwer|nicht)\b`),
      re(
        String.raw`\bkann\s${words(2)}(?:kaum|nicht|schlecht)\s(?:mehr\s|richtig\s)?(?:atmen|luft\sholen)\b`,
      ),
      re(String.raw`\b(?:ring|schnapp)\w*\s${words(2)}nach\sluft\b`),
      re(String.raw`\berstickungs\w*`),
      re(String.raw`\bbleibt\s${words(3)}die\sluft\sweg\b(?!\svor)`),
      re(String.raw`\bluft\s(?:\w+\s)?bleibt\s${words(2)}weg\b(?!\svor)`),
    ],
  },
  {
    id: "blut",
    subject: "human",
    audience: "arzt",
    title: "Blut in Stuhl, Urin, Erbrochenem oder beim Husten",
    message: `Bitte lass das möglichst heute ärztlich abklären. Blut im Stuhl, im Urin, im Erbrochenen oder beim Husten sollte immer eine Ärztin oder ein Arzt ansehen. Wenn du viel Blut verlierst oder dir schwindlig wird, ${EMERGENCY}`,
    patterns: [
      re(
        String.raw`\bblut\s${words(2)}(?:im|in|beim|am)\s(?:\w+\s)?(?:stuhl|stuhlgang|urin|harn|erbrochenen|auswurf|husten|abhusten|speichel|sputum|toilettenpapier)\b`,
      ),
      re(
        String.raw`\bblutig\w*\s(?:\w+\s)?(?:stuhl|stuhlgang|urin|harn|durchfall|auswurf|erbrochenes|husten|schleim|sputum)\b`,
      ),
      re(
        String.raw`\b(?:huste|hustet|hustete|gehustet|spucke|spuckt|spuckte|gespuckt|erbreche|erbricht|erbrach|erbrochen|kotze|kotzt)\s${words(2)}blut\b`,
      ),
      re(
        String.raw`\bblut\s${words(2)}(?:gehustet|gespuckt|erbrochen|abgehustet|husten|spucken|erbrechen)\b`,
      ),
      re(String.raw`\bblut(?:husten|erbrechen|spucken|harn|stuhl)\b`),
      re(String.raw`\bteerstuhl\b|\bschwarze[nrs]?\s(?:stuhl|stuhlgang)\b`),
    ],
  },
  {
    id: "starke-blutung",
    subject: "human",
    audience: "arzt",
    title: "Starke Blutung",
    message: `Bitte hol dir jetzt ärztliche Hilfe. Drück ein sauberes Tuch fest auf die blutende Stelle und halte den Druck. Hört die Blutung nicht auf oder verlierst du viel Blut, ${EMERGENCY}`,
    patterns: [
      re(String.raw`\b(?:stark|heftig)\w*\s(?:blutung|blutverlust)\b`),
      re(String.raw`\bblutet\s${words(2)}(?:stark|heftig|ununterbrochen|ohne\spause)\b`),
      re(String.raw`\bhoert\s${words(2)}nicht\s(?:mehr\s)?auf\szu\sbluten\b`),
      re(String.raw`\bblutung\s${words(2)}(?:hoert|stoppt|steht)\s${words(2)}nicht\b`),
    ],
  },
  {
    id: "laehmung",
    subject: "human",
    audience: "arzt",
    title: "Plötzliche Lähmung oder Schwäche",
    message: `Bitte hol dir jetzt ärztliche Hilfe: Bei einer plötzlichen Lähmung, Schwäche oder Taubheit in Arm, Bein oder Gesicht ${EMERGENCY} Es kann ein Schlaganfall sein, und dann zählt jede Minute.`,
    patterns: [
      re(String.raw`(?<!wie\s)\bgelaehmt\w*\b(?!\svor)`),
      re(String.raw`(?<!innere\s|innerliche\s)\blaehmung\w*`),
      re(
        String.raw`\bkann\s${words(3)}(?:arm|arme|bein|beine|hand|haende|fuss|fuesse|gesicht|seite)\s(?:\w+\s)?nicht\s(?:mehr\s)?(?:bewegen|heben|spueren)\b`,
      ),
      re(
        String.raw`\b(?:ploetzlich|auf\seinmal)\w*\s${words(3)}(?:schwaeche|taubheit|taub|kraftlos|gefuehllos)\w*\s${words(3)}(?:arm|arme|bein|beine|hand|gesicht|koerperhaelfte|seite)\b`,
      ),
      re(
        String.raw`\b(?:arm|bein|hand|gesicht|koerperhaelfte)\s${words(3)}(?:ploetzlich|auf\seinmal)\s(?:\w+\s)?(?:taub|schwach|gefuehllos|kraftlos)\b`,
      ),
      re(
        String.raw`\b(?:ploetzlich|auf\seinmal)\s${words(4)}(?:arm|bein|hand|gesicht|koerperhaelfte)\s${words(2)}(?:taub|schwach|gefuehllos|kraftlos)\b`,
      ),
      re(
        String.raw`\b(?:halbseitig|einseitig)\w*\s(?:\w+\s)?(?:taub|gelaehmt|laehmung|schwaeche|gefuehllos)\w*`,
      ),
    ],
  },
  {
    id: "schlaganfall",
    subject: "human",
    audience: "arzt",
    title: "Mögliche Zeichen eines Schlaganfalls",
    message: `Bitte hol dir sofort Hilfe und ${EMERGENCY.replace("ruf bitte sofort", "ruf")} Ein hängender Mundwinkel, eine verwaschene Sprache oder plötzliche Sehstörungen können Zeichen eines Schlaganfalls sein, und dann zählt jede Minute.`,
    patterns: [
      re(
        String.raw`\b(?:mundwinkel|gesichtshaelfte|augenlid)\s${words(2)}(?:haengt|haengen|herunterhaengt|schief)\b`,
      ),
      re(String.raw`\bgesicht\s${words(2)}(?:haengt|ist\sschief)\b`),
      re(String.raw`\bhaengende[rn]?\s(?:mundwinkel|gesichtshaelfte|augenlid)\b`),
      re(String.raw`\b(?:verwaschen|undeutlich|lallend)\w*\s(?:sprache|aussprache)\b`),
      re(
        String.raw`\b(?:ploetzlich|auf\seinmal)\s${words(3)}(?:nicht\s(?:mehr\s)?(?:richtig\s)?sprechen|sprachstoerung\w*|doppelt\ssehen|doppelbilder)\b`,
      ),
    ],
  },
  {
    id: "bewusstlosigkeit",
    subject: "human",
    audience: "arzt",
    title: "Bewusstlosigkeit oder Ohnmacht",
    message: `Bitte lass das ärztlich abklären, auch wenn es dir inzwischen wieder gut geht. Wer das Bewusstsein verliert, sollte untersucht werden, damit eine ernste Ursache ausgeschlossen ist. Ist jemand gerade bewusstlos, ${EMERGENCY}`,
    patterns: [
      re(String.raw`\bbewusstlos\w*`),
      re(String.raw`\bbewusstsein\s${words(2)}verlor\w*`),
      re(String.raw`\bohnmacht\sgefallen\b|\bohnmachtsanf\w*`),
      re(String.raw`\bohnmaechtig\s(?:geworden|gewesen)\b`),
      re(
        String.raw`\b(?:bin|war|wurde|werde|wird)\s${words(2)}ohnmaechtig\b(?!\s(?:vor|gegenueber|angesichts))`,
      ),
      re(String.raw`\bkollabier\w*|\bzusammengeklappt\b`),
      re(String.raw`\b(?:bin|war|ist)\s${words(3)}umgekippt\b`),
    ],
  },
  {
    id: "krampfanfall",
    subject: "human",
    audience: "arzt",
    title: "Krampfanfall",
    message: `Bitte wende dich jetzt an eine Ärztin oder einen Arzt. Ein Krampfanfall gehört immer ärztlich abgeklärt. Dauert ein Anfall länger als fünf Minuten oder folgen mehrere aufeinander, ${EMERGENCY}`,
    patterns: [
      re(String.raw`\b(?:krampfanf|fieberkrampf)\w*`),
      re(String.raw`\bepileptisch\w*\s(?:anfall|anfaelle|krampf)\w*`),
      re(
        String.raw`\b(?:zuckt|zuckte|zucken|krampft|krampfte)\s${words(3)}(?:am\sganzen\skoerper|unkontrolliert)\b`,
      ),
    ],
  },
  {
    id: "hohes-fieber",
    subject: "human",
    audience: "arzt",
    title: "Sehr hohes Fieber",
    message: `Bitte lass das heute noch ärztlich abklären. Sehr hohes Fieber braucht medizinische Begleitung, vor allem wenn es nicht sinkt, du verwirrt bist oder dein Nacken steif wird. Geht es dir akut schlecht, ${EMERGENCY}`,
    patterns: [
      re(
        String.raw`\b(?:fieber|\w*temperatur)\s${words(3)}(?:39,[5-9]|4[0-2])(?:,\d)?\b(?!\s(?:tage|tagen|stunden|jahre|jahren|minuten))`,
      ),
      re(String.raw`\b(?:39,[5-9]|4[0-2])(?:,\d)?\s(?:grad\s)?(?:celsius\s)?fieber\b`),
      re(String.raw`\bhohe[sm]?\sfieber\b`),
      re(String.raw`\bfieber\s${words(2)}(?:sinkt|geht)\s${words(2)}nicht\b`),
    ],
  },
  {
    id: "allergischer-schock",
    subject: "human",
    audience: "arzt",
    title: "Schwere allergische Reaktion",
    message: `Bitte hol dir sofort Hilfe und ${EMERGENCY.replace("ruf bitte sofort", "ruf")} Schwellungen an Zunge, Lippen oder Rachen und Atemnot nach einem Auslöser können eine schwere allergische Reaktion sein. Wenn du ein Notfallset hast, verwende es jetzt.`,
    patterns: [
      re(String.raw`\banaphyla\w*|\ballergische\w*\sschock\w*`),
      re(
        String.raw`\b(?:zunge|lippen|lippe|rachen|gesicht|augenlider)\s${words(3)}(?:schwillt|schwellen|angeschwollen|zugeschwollen|geschwollen)\w*`,
      ),
      re(String.raw`\bhals\s${words(2)}(?:schwillt\szu|zugeschwollen)\b`),
      re(String.raw`\bschwellung\w*\s${words(3)}(?:zunge|lippen|rachen|gesicht)\b`),
      re(String.raw`\b(?:quaddeln|nesselsucht|ausschlag)\s${words(6)}(?:atemnot|luftnot|kreislauf\w*)\b`),
    ],
  },
];

const VET_NOW = "Bitte ruf jetzt deine Tierarztpraxis oder den tierärztlichen Notdienst an.";
const POISONS = String.raw`(?:schokolade|xylit\w*|weintraube\w*|trauben|rosinen|rattengift|maeusegift|giftkoeder\w*|schneckenkorn|frostschutz\w*|ibuprofen|paracetamol|diclofenac|lilie\w*|putzmittel|reiniger|insektizid\w*|permethrin|zigarette\w*|cannabis|unkrautvernichter|duenge\w*|gift)`;
const SWALLOWED = String.raw`(?:gefressen|erwischt|aufgenommen|geschluckt|gegessen|verschluckt|angeknabbert|abgeleckt)`;

const ANIMAL_RULES: readonly RedFlagRule[] = [
  {
    id: "harnverhalt-katze",
    subject: "animal",
    audience: "tierarzt",
    species: ["katze"],
    supersedes: ["harnverhalt"],
    title: "Deine Katze kann nicht urinieren",
    message:
      "Bitte fahr jetzt mit deiner Katze zur Tierärztin oder zum Tierarzt, nachts auch zum Notdienst. Wenn eine Katze presst und kein oder kaum Urin kommt, kann die Harnröhre verlegt sein. Das wird innerhalb weniger Stunden lebensgefährlich, besonders bei Katern.",
    patterns: [
      re(
        String.raw`\bkann\s${words(3)}(?:nicht|kaum)\s(?:mehr\s|richtig\s)?(?:pinkeln|urinieren|pieseln|pullern|harn\sabsetzen|urin\sabsetzen|wasser\slassen)\b`,
      ),
      re(String.raw`\b(?:kein|keinen|kaum)\s(?:urin|harn|pipi)\b`),
      re(
        String.raw`\b(?:presst|drueckt|pressen)\s${words(4)}(?:aber|doch|ohne)\s${words(3)}(?:nichts|kein\w*|kaum)\b`,
      ),
      re(
        String.raw`\b(?:sitzt|hockt|geht|rennt|laeuft)\s${words(4)}(?:katzenklo|klo|katzentoilette|toilette|kiste)\w*\s${words(5)}(?:kommt\s${words(2)}nichts|ohne\serfolg|erfolglos|nichts\sraus)\b`,
      ),
      re(
        String.raw`\b(?:staendig|dauernd|immer\swieder|alle\spaar\sminuten)\s${words(2)}(?:auf|aufs|ins|im|zum)\s(?:\w+\s)?(?:katzenklo|klo|katzentoilette)\w*`,
      ),
      re(
        String.raw`\bnur\s(?:noch\s)?(?:ein\spaar|wenige|einzelne)\s(?:tropfen|troepfchen)\b|\bharnverhalt\w*`,
      ),
      re(
        String.raw`\b(?:war|ging|geht|gehen)\s${words(3)}nicht\s(?:mehr\s)?(?:auf|aufs|ins|zum|in\sdie|in\sder)\s(?:dem\s|das\s|die\s|der\s)?(?:klo|katzenklo|katzentoilette|kiste|toilette)\b`,
      ),
      re(
        String.raw`\b(?:klo|katzenklo|katzentoilette|kiste)\b[^.]{0,60}\bpresst\b|\bpresst\b[^.]{0,60}\b(?:klo|katzenklo|katzentoilette|kiste)\b`,
      ),
    ],
  },
  {
    id: "harnverhalt",
    subject: "animal",
    audience: "tierarzt",
    title: "Kein Urin trotz Pressen",
    message: `${VET_NOW} Wenn dein Tier kein Wasser lassen kann oder presst, ohne dass Urin kommt, muss das rasch untersucht werden.`,
    patterns: [
      re(
        String.raw`\bkann\s${words(3)}(?:nicht|kaum)\s(?:mehr\s|richtig\s)?(?:pinkeln|urinieren|pieseln|pullern|harn\sabsetzen|urin\sabsetzen|wasser\slassen)\b`,
      ),
      re(String.raw`\b(?:kein|keinen|kaum)\s(?:urin|harn|pipi)\b`),
      re(String.raw`\b(?:presst|drueckt)\s${words(3)}(?:ohne|aber\skein\w*)\s(?:urin|harn|pipi)\b`),
      re(
        String.raw`\bnur\s(?:noch\s)?(?:ein\spaar|wenige|einzelne)\s(?:tropfen|troepfchen)\b|\bharnverhalt\w*`,
      ),
    ],
  },
  {
    id: "magendrehung",
    subject: "animal",
    audience: "tierarzt",
    species: ["hund"],
    whenSpeciesUnknown: true,
    title: "Verdacht auf Magendrehung",
    message:
      "Bitte fahr sofort in die nächste Tierklinik und ruf am besten unterwegs an. Ein aufgeblähter, harter Bauch und Würgen, ohne dass etwas kommt, können bei Hunden eine Magendrehung bedeuten. Dann zählt jede Minute.",
    patterns: [
      re(String.raw`\bmagendrehung\w*`),
      re(String.raw`\b(?:aufgeblaeht|aufgetrieben|trommelhart|harte[nrs]?\b)\w*\s(?:\w+\s){0,2}bauch\b`),
      re(String.raw`\bbauch\s${words(3)}(?:aufgeblaeht|aufgetrieben|hart|trommelhart|gespannt)\b`),
      re(
        String.raw`\b(?:wuerg|brechreiz)\w*\s${words(4)}(?:ohne\s${words(3)}(?:erbrechen|brechen|kotzen|spucken)|(?:aber|doch)\s${words(3)}(?:nichts|kein\w*))\b`,
      ),
      re(String.raw`\b(?:unproduktiv|erfolglos)\w*\s(?:wuergen|erbrechen|brechreiz)\b`),
    ],
  },
  {
    id: "kolik",
    subject: "animal",
    audience: "tierarzt",
    title: "Anzeichen einer Kolik",
    message: `${VET_NOW} Eine Kolik bedeutet starke Bauchschmerzen und muss rasch behandelt werden.`,
    patterns: [re(String.raw`\bkolik\w*`)],
  },
  {
    id: "kolik-pferd",
    subject: "animal",
    audience: "tierarzt",
    species: ["pferd"],
    supersedes: ["kolik"],
    title: "Anzeichen einer Kolik",
    message: `${VET_NOW} Wälzen, Scharren, Schwitzen oder ständiges Umschauen zum Bauch können auf eine Kolik hinweisen, die rasch behandelt werden muss. Führ dein Pferd bis dahin ruhig im Schritt, wenn es das möchte.`,
    patterns: [
      re(String.raw`\bkolik\w*`),
      re(String.raw`\bwaelzt\s${words(2)}sich\s${words(2)}(?:staendig|immer\swieder|dauernd|mehrmals)\b`),
      re(
        String.raw`\b(?:schaut|blickt|dreht\ssich)\s${words(3)}(?:zum|zu\sseinem|zu\sihrem|nach\sdem|nach\sseinem|nach\sihrem)\s(?:bauch|flanke|flanken)\b`,
      ),
      re(
        String.raw`\b(?:kein|keine|keinen)\s(?:\w+\s)?(?:darmgeraeusch\w*|kotabsatz|pferdeaepfel|aepfel|aeppel)\b`,
      ),
    ],
  },
  {
    id: "vergiftung",
    subject: "animal",
    audience: "tierarzt",
    title: "Verdacht auf Vergiftung",
    message: `${VET_NOW} Nimm, wenn möglich, die Verpackung oder einen Rest davon mit. Bitte versuch nicht selbst, dein Tier zum Erbrechen zu bringen.`,
    patterns: [
      re(String.raw`\bvergift(?:ung|et)\w*`),
      re(String.raw`\b${POISONS}\s${words(4)}${SWALLOWED}\b`),
      re(String.raw`\b${SWALLOWED}\s${words(4)}${POISONS}\b`),
    ],
  },
  {
    id: "laehmung-tier",
    subject: "animal",
    audience: "tierarzt",
    title: "Plötzliche Lähmung",
    message:
      "Bitte fahr jetzt mit deinem Tier zur Tierärztin oder zum Tierarzt. Wenn die Hinterbeine plötzlich nicht mehr tragen oder nachgezogen werden, kann ein Bandscheibenvorfall oder ein Gefäßverschluss dahinterstecken. Schnelle Hilfe verbessert die Aussichten deutlich.",
    patterns: [
      re(
        String.raw`\bhinterbein\w*\s${words(3)}(?:gelaehmt|laehmung|versag\w*|knick\w*\sweg|weggeknickt|nachgezogen|schleif\w*|tragen\s(?:\w+\s)?nicht)\b`,
      ),
      re(String.raw`\bzieht\s${words(2)}hinterbein\w*\snach\b|\bdackellaehm\w*`),
      re(String.raw`(?<!wie\s)\bgelaehmt\w*\b(?!\svor)|(?<!innere\s)\blaehmung\w*`),
      re(
        String.raw`\bkann\s${words(2)}(?:nicht\s(?:mehr\s)?|kaum\s(?:noch\s)?)(?:aufstehen|stehen|laufen|gehen)\b`,
      ),
    ],
  },
  {
    id: "krampfanfall-tier",
    subject: "animal",
    audience: "tierarzt",
    title: "Krampfanfall",
    message: `${VET_NOW} Halte dein Tier während eines Anfalls nicht fest, räum die Umgebung frei und miss, wie lange er dauert. Dauert er länger als fünf Minuten oder folgen mehrere aufeinander, ist es ein Notfall.`,
    patterns: [
      re(String.raw`\b(?:krampfanf|epilep)\w*`),
      re(String.raw`\b(?:hatte|hat|bekam|bekommt|bekommen)\s${words(3)}(?:anfall|anfaelle)\b`),
      re(
        String.raw`\b(?:zuckt|zuckte|zittert|krampft|krampfte)\s${words(3)}(?:am\sganzen\skoerper|unkontrolliert)\b`,
      ),
      re(String.raw`\bpaddel\w*\s${words(2)}(?:beinen|pfoten)\b|\bschaum\svor\s(?:dem\s)?maul\b`),
    ],
  },
  {
    id: "starke-blutung-tier",
    subject: "animal",
    audience: "tierarzt",
    title: "Starke Blutung",
    message:
      "Bitte fahr jetzt mit deinem Tier zur Tierärztin oder zum Tierarzt. Drück bis dahin ein sauberes Tuch fest auf die blutende Stelle.",
    patterns: [
      re(String.raw`\b(?:stark|heftig)\w*\s(?:blutung|blutverlust)\b`),
      re(String.raw`\bblutet\s${words(2)}(?:stark|heftig|sehr|ununterbrochen)\b`),
      re(String.raw`\bhoert\s${words(2)}nicht\s(?:mehr\s)?auf\szu\sbluten\b`),
    ],
  },
  {
    id: "blut-tier",
    subject: "animal",
    audience: "tierarzt",
    title: "Blut in Kot, Urin oder Erbrochenem",
    message:
      "Bitte lass dein Tier heute noch tierärztlich untersuchen. Blut im Kot, im Urin oder im Erbrochenen gehört immer abgeklärt.",
    patterns: [
      re(
        String.raw`\bblut\s${words(2)}(?:im|in|beim)\s(?:\w+\s)?(?:kot|stuhl|urin|harn|erbrochenen|speichel|pipi|katzenklo|streu)\b`,
      ),
      re(String.raw`\bblutig\w*\s(?:\w+\s)?(?:kot|stuhl|durchfall|urin|harn|erbrochenes|schleim)\b`),
      re(
        String.raw`\b(?:erbricht|erbrach|spuckt|hustet|kotzt)\s${words(2)}blut\b|\bblut\s${words(2)}(?:erbrochen|gespuckt|gehustet)\b`,
      ),
    ],
  },
  {
    id: "atemnot-tier",
    subject: "animal",
    audience: "tierarzt",
    title: "Atemnot",
    message:
      "Bitte fahr jetzt mit deinem Tier zur Tierärztin oder zum Tierarzt. Schwere Atmung, Atmen mit offenem Maul bei Katzen oder bläuliche Schleimhäute sind ein Notfall.",
    patterns: [
      re(String.raw`\b(?:atemnot|luftnot|maulatmung)\w*|\bschnapp\w*\s(?:\w+\s)?nach\sluft\b`),
      re(String.raw`\b(?:blau|blaeulich)\w*\s(?:zunge|schleimhaeute|lefzen|zahnfleisch)\b`),
      re(String.raw`\batmet\s${words(2)}(?:schwer|angestrengt|pumpend|mit\soffenem\smaul)\b`),
      re(String.raw`\b(?:bekommt|kriegt)\s${words(2)}(?:kaum|keine|schlecht)\s(?:noch\s)?luft\b`),
    ],
  },
  {
    id: "zusammenbruch-tier",
    subject: "animal",
    audience: "tierarzt",
    title: "Zusammenbruch oder Bewusstlosigkeit",
    message: `${VET_NOW} Wenn dein Tier zusammenbricht oder nicht mehr ansprechbar ist, braucht es sofort Hilfe.`,
    patterns: [
      re(String.raw`\bbewusstlos\w*|\bkollabier\w*|\bnicht\s(?:mehr\s)?ansprechbar\b`),
      re(String.raw`\b(?:ist|war)\s${words(2)}(?:zusammengebrochen|umgefallen|umgekippt)\b`),
    ],
  },
  {
    id: "fressverweigerung",
    subject: "animal",
    audience: "tierarzt",
    title: "Frisst seit Tagen nicht",
    message:
      "Bitte lass dein Tier zeitnah tierärztlich untersuchen. Wenn ein Tier mehrere Tage nicht frisst, kann das ernste Ursachen haben. Bei Katzen wird es schon nach zwei bis drei Tagen gefährlich für die Leber.",
    patterns: [
      re(
        String.raw`\b(?:frisst|frass|fressen)\s${words(2)}seit\s${DAYS}\s${words(2)}(?:nicht|nichts|kaum)\b`,
      ),
      re(
        String.raw`\bseit\s${DAYS}\s${words(3)}(?:nicht|nichts|kaum)\s${words(2)}(?:gefressen|frisst|fressen)\b`,
      ),
      re(String.raw`\bseit\s${DAYS}\s${words(2)}(?:frisst|frass)\s${words(2)}(?:nicht|nichts|kaum)\b`),
      re(String.raw`\b(?:frisst|fressen)\s${words(3)}(?:nicht|nichts)\s(?:mehr\s)?seit\s${DAYS}\b`),
      re(String.raw`\bverweigert\s${words(2)}(?:futter|fressen|nahrung)\s${words(2)}seit\s${DAYS}\b`),
    ],
  },
  {
    id: "kaninchen-frisst-nicht",
    subject: "animal",
    audience: "tierarzt",
    species: ["kaninchen"],
    supersedes: ["fressverweigerung"],
    title: "Kaninchen oder Meerschweinchen frisst nicht",
    message: `${VET_NOW} Bei Kaninchen und Meerschweinchen ist das ein Notfall: Frisst das Tier nicht oder setzt es seit etwa zwölf Stunden keinen Kot mehr ab, kann die Verdauung zum Stillstand kommen. Das wird schnell lebensbedrohlich.`,
    patterns: [
      re(String.raw`\b(?:frisst|frass|fressen)\s${words(3)}(?:nicht|nichts|kaum)\b`),
      re(
        String.raw`\b(?:nicht|nichts|kaum)\s(?:mehr\s)?(?:gefressen|fressen)\b|\bverweigert\s${words(2)}(?:futter|fressen)\b`,
      ),
      re(
        String.raw`\b(?:kein|keine|keinen|kaum|wenig)\s(?:\w+\s)?(?:kot|koettel|koetel|koettelchen|kotballen|kotbaellchen|boehnchen|haeufchen)\b`,
      ),
    ],
  },
];

export const RED_FLAG_RULES: readonly RedFlagRule[] = [...HUMAN_RULES, ...ANIMAL_RULES];
