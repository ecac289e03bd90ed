import type { Lexicon } from "@/lib/language/lexicon";

/**
 * What the red-flag detector looks for, as word lists in ordinary German: who is affected, the part
 * of the body, the sign, when it started and how bad it is. The notation (nouns capitalised with
 * their compounds, "um|kippen" for separable verbs, "=wort" for exactly one word, "brust*" for a
 * word start, "*schwoll*" for a part of a word, phrases of several words) is explained in
 * lib/language/lexicon.ts. Every list also finds dialect spellings listed here, conjugations and
 * compounds; the lists in RED_FLAG_TYPO_CONCEPTS also find words with one typing error.
 *
 * A list says what a word can mean, not that it is urgent: "Brust" is only a sign together with
 * pain, "Fieber" only with an age, a stiff neck or confusion. The rules that combine the lists are
 * in red-flag-rules.ts, the animals and their own signs in red-flag-animal-concepts.ts, the poisons
 * in red-flag-toxins.ts, and the sources behind all of them in red-flag-rules.ts.
 */

// prettier-ignore
export const CONTEXT_CONCEPTS = {
  // ── When it started and how it goes on ─────────────────────────────────────────────────────
  /** The onset discriminator of the Manchester Triage System ("abrupt onset"). */
  sudden: [
    "plötzlich", "=urplotzlich", "auf einmal", "=aufeinmal", "auf oamoi", "auf amoi", "uf eimal", "schlagartig",
    "aus heiterem Himmel", "aus dem Nichts", "von jetzt auf gleich", "von einer Sekunde", "von 0 auf 100",
    "innerhalb von Sekunden", "innerhalb von Minuten", "in Sekunden", "wie ein Schlag", "wie ein Blitz",
    "wie ein Hammerschlag", "=abrupt", "=unvermittelt", "mit einem Mal", "ganz schnell", "ging ganz schnell",
    "ging plötzlich los", "wie aus dem Nichts", "aus heiterm Himmel", "Sekunde", "=zack",
  ],
  /** It is happening now or began minutes or hours ago. */
  now: [
    "=jetzt", "=jetz", "=iatz", "=jetzad", "=gerade", "=grad", "=grade", "=eben", "=vorhin", "=nun", "=heute",
    "=heut", "=heit", "=seit", "=seitdem", "=seither", "=immer noch", "immer schlimmer", "immer stärker",
    "wird schlimmer", "schlimmer geworden", "=zunehmend", "zunehmende", "=noch immer", "=mittlerweile",
    "=momentan", "=aktuell", "=zurzeit", "=sofort", "=gleich", "Minute", "=min", "Stunde", "=std", "=stund",
    "=stundn", "heute Nacht", "heut Nacht", "diese Nacht",
  ],
  /** Minutes or hours, the time that counts in an emergency. */
  minutes: [
    "Minute", "=min", "=minutn", "=minuten", "Viertelstunde", "halbe Stunde", "halben Stunde", "Stunde", "=std",
    "=stund", "=stundn", "=ewig",
  ],
  /** Days: a sign that does not go away. */
  days: [
    "seit Tag", "seit Tagen", "seit zwei Tagen", "seit drei Tagen", "seit vier Tagen", "seit fünf Tagen",
    "seit ein paar Tagen", "seit mehreren Tagen", "seit einigen Tagen", "seit drei Tag", "seit vier Tag",
    "seit a paar Tag", "seit Samstag", "seit Sonntag", "seit Montag", "seit Dienstag", "seit Mittwoch",
    "seit Donnerstag", "seit Freitag", "seit einer Woche", "über eine Woche", "seit Woche",
    "Tage", "=tag", "=tagn",
  ],
  /** Weeks and months: worth a check, no longer an emergency. */
  weeks: [
    "seit Wochen", "seit Monaten", "seit einem Monat", "seit Woche", "seit Monat", "seit vielen Wochen",
    "seit ein paar Wochen", "seit mehreren Wochen", "seit Jahren", "seit langem", "seit längerem",
    "immer wieder", "=wochenlang", "=monatelang",
  ],
  /** Words of degree: "heftig", "wie nie", "unerträglich". */
  severe: [
    "stark", "heftig", "extrem", "massiv", "=schlimm", "=schlimme", "=schlimmer", "=schlimmen", "=schlimmste",
    "=schlimmsten", "unerträglich", "höllisch", "irrsinnig", "furchtbar", "fürchterlich", "wahnsinnig",
    "=krass", "=krasse", "=krasses", "brutal", "rasend", "vernichtend", "wie nie", "wie noch nie", "wia no nie",
    "noch nie so", "kaum aushalten", "nicht aushalten", "nicht auszuhalten", "vor Schmerz", "vor Schmerzen",
    "krümmt sich", "krümmen", "zusammengekrümmt", "zusammengekauert", "=wahnsinn", "=enorm", "=mega",
    "=ganz schlimm", "=richtig", "=total", "=voll", "schreit vor", "=arg", "=stechend", "Peitschenhieb",
    "wie ein Messer", "messerstechend", "reißend", "=unendlich", "=wie verruckt", "wie irre", "=sehr",
    "immer schlimmer", "immer stärker", "wird schlimmer", "schlimmer geworden",
  ],
  /** A muscle or a posture explains the pain: "nur wenn ich mich drehe", "Muskelkater". */
  musculo: [
    "Muskel", "Muskelkater", "verspannt", "Verspannung", "beim Drehen", "wenn ich mich drehe", "Oberkörper drehe",
    "bei Bewegung", "beim Bewegen", "Zerrung", "=leicht", "=leichtes", "=leichter", "ein bisschen", "=bissl",
    "=harmlos", "Rippenprellung",
  ],
  mild: [
    "leicht", "=bisschen", "=bissl", "=bissel", "=bisserl", "=bitzeli", "=etwas", "ein wenig", "=wenig",
    "=kurz", "=kurzes", "=kurze", "=kurzen", "=minimal", "=harmlos", "ab und zu", "=manchmal",
    "=gelegentlich", "ein paarmal", "nur einmal", "einmal erbrochen", "einmal gebrochen", "einmal übergeben",
    "kleine Wunde", "kleinen Schnitt", "kleine Beule",
    "kleiner Kratzer", "=kratzer", "nur eine kleine", "nur ein kleiner", "kleine Stelle", "=etwas mehr",
    "kleine Brandblase", "kleine Blase", "kleinen Blase", "kleiner Schnitt", "oberflächlich", "nach der Schur",
    "=bissi", "nur ein bisschen", "nur leicht",
  ],
  /** Known, usual, managed: "wie immer", "mein Spray hilft". */
  habitual: [
    "^wie immer", "^wie jeden", "^wie jede", "^wie üblich", "=ubliche", "=ublichen", "^wie sonst", "^wie gewohnt",
    "=gewohnt", "^kenn ich", "^kenne ich", "^kenn i", "=bekannt", "=bekannte", "=bekannter", "=bekannten",
    "^seit Jahren", "^seit Jahr", "=chronisch", "=chronische", "=chronischen", "eingestellt", "^nach Plan",
    "=regelmassig", "^jedes Mal", "^immer wenn", "^immer bei", "^jeden Winter", "^jeden Freitag", "^jeden Abend",
    "^fast jeden", "=schub", "=hilft", "^Spray wirkt", "^Tablette wirkt", "Zielbereich", "^wie fast", "^wie eh und je", "^wie Frettchen halt",
    "^seit Monaten gleich", "seit der Jugend", "seit der Kindheit", "seit Kindheit", "=kontrolliert", "^gleich geblieben", "=abgeklart", "^vom Arzt abgeklärt", "Hämorrhoiden", "^kommt gut klar", "^gut eingestellt", "^seit Monaten keine",
  ],
  /** "Aber heute ist es anders": a known complaint that is not as usual. */
  different_now: [
    "=anders", "ganz anders", "noch nie", "=nie so", "=diesmal", "hilft nicht", "hilft gar nicht",
    "hilft diesmal", "wirkt nicht", "wirkt null", "hilft immer nur kurz", "schlimmer als sonst",
    "stärker als sonst", "so lang war", "noch nie gehabt", "no nie ghabt", "sonst nie", "=nie", "=neu",
    "=neue", "=neuen", "=erste", "=ersten", "zum ersten Mal", "=erstmals", "vorher nie", "=starkste", "=starksten",
    "=schlimmste", "=schlimmsten", "schlimmer als je",
  ],
  /** Long past: "vor zehn Jahren", "als Kind", "letzten Sommer". */
  past_far: [
    "=fruher", "=damals", "vor Jahr", "vor Jahren", "vor Monat", "vor Monaten", "vor einem Jahr",
    "vor zwei Jahren", "vor ein paar Jahren", "vor a paar Johr", "vor Johr", "Jahr her", "lange her",
    "als Kind", "als Jugendliche", "als Jugendlicher", "als Teenager", "in der Jugend", "letztes Jahr",
    "letzten Jahr", "letzten Sommer", "letzten Winter", "letzten Herbst", "letzten Frühling",
    "vor zwei Wintern", "vor einem Monat", "vor drei Wochen", "vor vier Wochen", "letzten Monat",
    "mit 2 Jahren", "mit zwei Jahren",
    "mit 3 Jahren", "=einst", "=ehemals", "als Kitten", "als Welpe", "als Junghund", "als Fohlen", "als Küken",
    "als Baby", "als Jungtier", "als Kleinkind", "^^hatte mal", "^^hatten mal", "^^war mal", "^^hatte einmal",
    "^hatte schon mal", "^schon mal gehabt", "^^hatte früher",
  ],
  /** The sign is told as something that was: "hatte", "war", "gestern". */
  past_marker: [
    "=hatte", "=hatten", "=hattest", "=war", "=waren", "=wurde", "=wurden", "=gestern", "=vorgestern",
    "=ghabt", "=gehabt", "=gewesen", "letzte Woche", "letzten Woche", "=damals", "=vorige", "vor einer Woche",
    "vor Woche", "vor Wochen", "=vorgestern", "vor zwei Tagen", "vor ein paar Tagen",
  ],
  /** Over and well: "heute ist er wieder fit", "seitdem alles gut". */
  resolved: [
    "spielt weiter", "=weitergespielt", "rennt weiter", "lacht schon wieder", "lacht wieder", "war nur", "nur eine Verspannung", "nur eine Muskelverspannung", "nichts Schlimmes", "=entwarnung",
    "Untersuchung war gut", "=unauffallig", "alles in Ordnung", "wieder aufgestanden", "=aufgestanden", "stand wieder auf", "steht wieder", "wieder fit", "wieder gut", "wieder normal", "wieder munter", "wieder ok", "wieder okay", "wieder alles",
    "wieder rund", "wieder fest", "wieder ganz", "wieder da", "wieder spielt", "spielt wieder", "frisst wieder",
    "isst wieder", "esse wieder", "trinkt wieder", "tobt wieder", "wieder rumgetobt", "wieder munter",
    "wieder wie immer", "alles gut", "alles wieder", "alles weg", "war weg", "ist weg", "war es weg",
    "=vorbei", "=verheilt", "=ausgeheilt", "=erholt", "=beschwerdefrei", "=anfallsfrei", "geht es gut",
    "geht's gut", "gehts gut", "geht mir gut", "mir geht es gut", "ging es gut", "geht aufwärts",
    "besser geworden", "seitdem gut", "seitdem nie", "seitdem keine", "seitdem kein", "seitdem normal",
    "seitdem alles", "seitdem legt", "seitdem ist Ruhe", "seitdem ist er wieder", "seitdem ist sie wieder", "seitdem gesund", "=gesund", "nie wieder", "längst verheilt", "gut verheilt",
    "wieder verheilt", "komplett erholt", "=putzmunter", "wieder gut drauf", "sind wieder", "ist wieder",
    "war nach", "=uberstanden", "gut überstanden", "alles ok", "alles okay", "=ausgeschieden", "wieder rausgekommen",
    "wieder offen", "wieder klar",
  ],
  /** "Er sagt, ihm geht's gut": a reassurance someone else gives is no all-clear. */
  reported: ["=sagt", "=meint", "=behauptet", "=sogt", "=moant", "=glaubt"],
  /** A question about the topic, not about something that is happening. */
  info_question: [
    "=welche", "=welcher", "=welches", "woran erkennt", "woran erkenne", "wie erkenne", "wie erkennt",
    "was tut man", "was tun bei", "was macht man", "was bedeutet", "was heißt", "was hilft", "wie funktioniert",
    "ab wie viel", "ab wieviel", "ab welcher", "ab wann", "darf man", "darf ich", "dürfen", "darf mein",
    "darf er", "darf sie", "kann man", "wie lange muss man", "wie schütze", "wie schützt", "wie halte",
    "wie verhindere", "wie vermeide", "wie lagere", "wie überwintere", "worauf muss", "worauf achten",
    "brauchen wir", "wie geht", "sind giftig", "ist giftig", "=erlaubt", "wie viel ist", "was darf",
    "wie gewöhne", "wie zähme", "wie kann ich", "sinnvoll", "was sind die", "Warnzeichen", "wie macht man", "was muss man tun", "was tun wenn",
    "was mache ich wenn", "Unterschied zwischen", "was ist der Unterschied", "wie lange soll", "wie lange sollte",
    "welche Nummer", "wie kühlt man", "wie kühle ich", "wie verhalte ich mich", "was ist zu tun", "wie erkennt man", "was hilft bei",
    "Erste Hilfe", "für den Fall", "wie oft", "ist das normal", "wie lange muss ich", "wie lange kühlt man", "wie lange kühlen", "wie kühle ich",
  ],
  /** Asking to learn, wherever it stands in the sentence: "ich möchte wissen, wie ich … erkenne". */
  /** "Was mache ich, wenn …": with a condition after it, a question for later. */
  what_to_do: [
    "was mache ich $", "was tue ich $", "was tu ich $", "was soll ich tun $", "was soll ich machen $", "was macht man $",
    "was tut man $", "wie reagiere ich $", "wie handle ich $",
  ],
  conditional: ["=wenn", "=falls", "=sollte", "im Fall", "im Falle"],
  info_anywhere: [
    "möchte wissen wie", "will wissen wie", "wollte wissen wie", "wie ich erkenne", "woran ich erkenne",
    "wie man erkennt", "woran man erkennt", "=ersthelferin", "=ersthelfer", "Erste-Hilfe-Kurs", "Pflegekurs",
    "vorbereitet sein", "für alle Fälle", "rein interessehalber", "für meinen Roman", "in meinem Roman", "für mein Buch",
    "für eine Geschichte", "Romanfigur", "Drehbuch", "Kurzgeschichte", "Theaterstück", "=fiktiv", "=fiktive",
    "=fiktiven", "eine Figur", "meine Figur",
  ],
  /** Said to be over, in the sign's own clause or after it: "die Kolik ist überstanden". */
  over: [
    "=uberstanden", "ist vorbei", "war vorbei", "=abgeheilt", "=ausgeheilt", "=verheilt", "=verschwunden",
    "wieder weg", "=abgeklungen", "wieder offen", "wieder klar",
  ],
  /** A doctor or vet ruled it out: "Herzinfarkt wurde ausgeschlossen". */
  ruled_out: [
    "=ausgeschlossen", "nicht bestätigt", "hat sich nicht bestätigt", "war es nicht", "=entwarnung", "Entwarnung",
    "=fehlalarm", "falscher Alarm",

  ],
  /** Speech that uses a body word for a feeling. */
  figurative: [
    "vor lauter", "Ohnmacht gegenüber", "ohnmächtig gegenüber", "Gefühl der Ohnmacht", "Gefühl von Ohnmacht", "Machtlosigkeit", "vor Stress", "vor Arbeit", "vor Wut", "vor Müdigkeit", "vor Staunen", "vor Langeweile",
    "vor Angst", "vor Aufregung", "vor Lachen", "vor Glück", "vor Freude", "vor Scham", "erdrückt mich",
    "das Herz bricht", "bricht das Herz", "bricht mir das Herz", "Herz in die Hose", "könnte umfallen", "zum Umfallen",
    "vor Liebe", "vor Eifersucht", "vor Sehnsucht", "vor Neid", "vor Verliebtheit", "lach mich tot", "lache mich tot",
    "lacht sich tot", "Herzschmerz nach", "Herzschmerz seit der", "bringt mich noch um", "bringt mich um",
    "Schlag ins Gesicht", "der reinste", "die reinste", "das reinste", "=lol", "eingejagt", "fast einen Herzinfarkt",
    "beinahe einen Herzinfarkt", "=haha", "wie Blei", "=sprachlos", "=explodieren", "=schmelz", "weg|schmelzen",
  ],
  /**
   * What troubles the mind: "Mir bleibt die Luft weg, wenn ich an die Prüfung denke" is a feeling.
   * It makes a sign figurative only when nothing acute comes with it (see ACUTE in the detector).
   */
  stressor: [
    "Stress", "=gegenuber", "Deadline", "Lernen", "=lerna", "Kündigung", "=innerlich", "Trennung", "Liebeskummer",
    "vermissen", "=vermisse", "Streit", "Team", "Abrechnungssystem", "Steuererklärung", "Baustelle", "Schreck",
    "=erschreckt", "Einkaufsmarathon", "=nachricht", "Prüfung", "Mathearbeit", "Referat", "Vorstellungsgespräch",
    "Heimweh", "Hochzeitsplanung",
  ],
  /** "Ich dachte erst, er hätte …, aber …": a fear that did not come true. */
  /** Told by others or seen in the media: not happening to the user's own, unless it is now. */
  hearsay: [
    "hat erzählt", "hat mir erzählt", "=erzahlte", "hat berichtet", "Doku", "Dokumentation", "Reportage", "im Fernsehen",
    "in der Zeitung", "Zeitungsartikel", "einen Artikel", "im Internet gelesen", "=gelesen", "im Film", "in einer Serie",
    "Podcast",
  ],
  /** "Es war aber eine Cocktailtomate": after "war", what was feared turns out to be something else. */
  correction: ["^^aber eine", "^^aber ein", "^^aber einen", "^^doch eine", "^^doch ein", "^^doch nur", "^^aber nur", "^^nur eine", "^^nur ein"],
  belief: ["=dachte", "=gedacht", "=befurchtet", "=befurchtete", "dachte erst", "hab gedacht"],
  contrast: ["=aber", "=doch", "zum Glück", "Gott sei Dank", "=sondern"],
  /** Fear of something that has not happened: "Angst vor Giftködern". */
  worry: ["Angst vor", "Sorge vor", "Sorgen um", "aufpassen", "=vorsichtig", "=falls"],
  /** Something that happened: in a question, it is a report with a question, not a question. */
  event: [
    "=gefressen", "=gegessen", "=getrunken", "=geschluckt", "=verschluckt", "=erwischt", "=genommen",
    "=geleckt", "=geknabbert", "=gekaut", "=gefallen", "=gesturzt", "=gebissen", "=gestochen", "=jetzt",
    "=gerade", "=grad", "=seit", "plötzlich", "=vorhin", "=heute", "auf einmal", "=eben",
  ],
  /** It passed within seconds or minutes and did not come back. */
  brief_episode: [
    "nach ein paar Sekunden", "nach wenigen Sekunden", "nach fünf Minuten", "nach einer Minute",
    "=kurz", "war's wieder gut", "wars wieder gut", "war wieder gut", "war alles gut", "war vorbei",
    "war's vorbei", "wars vorbei",
  ],
} as const satisfies Lexicon<string>;

// prettier-ignore
export const PERSON_CONCEPTS = {
  // ── Who ──────────────────────────────────────────────────────────────────────────────────────
  child: [
    "Kind", "Kleinkind", "Baby", "Säugling", "Neugeborenes", "Neugeborene", "Sohn", "Tochter", "Kleine",
    "Kleiner", "Kleinen", "Zwerg", "=bub", "=bua", "=bue", "Enkel", "Enkelin", "Mädchen", "=klane", "=kloane",
    "Junge", "Zwilling", "Kleinkinder", "=bubi", "Töchterchen", "Söhnchen", "einjahrig*", "zweijahrig*",
    "dreijahrig*", "vierjahrig*", "funfjahrig*", "Krabbelkind",
  ],
  /** A person named as the one affected: then a pet in the same text does not make it the pet's. */
  person: [
    "Mann", "Frau", "Ehemann", "Ehefrau", "Vater", "Mutter", "Mama", "Papa", "Oma", "Opa", "Sohn", "Tochter",
    "Kind", "Baby", "Säugling", "Freund", "Freundin", "Partner", "Partnerin", "Kollege", "Kollegin", "Bruder",
    "Schwester", "Enkel", "Enkelin", "Mitbewohner", "Mitbewohnerin", "Schwiegervater", "Schwiegermutter",
    "Kumpel", "=mei mann", "=mei frau", "Nachbar", "Nachbarin", "=bua", "Kleinkind", "Neugeborenes",
  ],
  infant: [
    "Baby", "Säugling", "Neugeborenes", "Neugeborene", "Frühchen", "=babys", "Kindsbewegung",
  ],
  pregnancy: [
    "schwanger", "=schwanger", "Schwangerschaft", "=ssw", "=schwangere", "Woche schwanger", "in der Woche", "Blasensprung", "im Monat",
    "in da Wochn", "Wehen", "Fruchtwasser", "Fruchtblase", "Mutterpass", "Kindsbewegung", "Schwangerschaftstest", "positiver Test", "Test positiv", "in anderen Umständen", "erwarte ein Kind", "erwarte ein Baby", "erwarten ein Baby", "Geburtstermin", "Entbindungstermin", "Hebamme", "Periode überfällig", "Regel ausgeblieben", "Periode ausgeblieben",
  ],
  anticoagulant: [
    "Marcumar", "=markumar", "Xarelto", "Eliquis", "Lixiana", "Pradaxa", "Blutverdünner", "Blutverdunnung",
    "Gerinnungshemmer", "Falithrom", "=bluter", "Hämophilie", "Gerinnungsstörung", "Heparin", "Phenprocoumon", "Rivaroxaban", "Apixaban", "Edoxaban",
    "Dabigatran", "Clopidogrel",
  ],
  diabetic: [
    "*diabet*", "Typ 1", "Typ-1", "=typi", "Insulin", "Zucker ist", "Zucker war", "Zucker is", "der Zucker",
    "Blutzucker", "Zuckerwert", "Messgerät", "Unterzucker", "Unterzuckerung", "Überzucker", "=hypo",
    "Ketoazidose", "Tabletten gegen Zucker", "Insulinpumpe", "Sensor", "mmol", "=mg/dl", "Zuckerkrank",
    "=zuckerkrank", "Zucker seit", "hat Zucker", "mit Zucker", "Typ 2", "Typ-2", "Metformin", "Zuckerschock", "Zuckerpatient", "=insulinpflichtig",
  ],
  /** An infection or a recent operation: the ground sepsis grows on (NICE NG51). */
  infection: [
    "Fieber", "fiebrig", "=fiaba", "=fieba", "fiebern", "=glueht", "=gluht", "glühen", "Schüttelfrost",
    "=schuttlfrost", "Infekt", "Infektion", "Entzündung", "entzündet", "Blasenentzündung", "Lungenentzündung",
    "Grippe", "Wunde", "=op", "Operation", "operiert", "Chemo", "Chemotherapie", "Halsweh", "Eiter", "eitrig",
    "Harnwegsinfekt", "Zahnentzündung",
  ],
} as const satisfies Lexicon<string>;

// prettier-ignore
export const HUMAN_BODY_CONCEPTS = {
  // ── The body ─────────────────────────────────────────────────────────────────────────────────
  head: [
    "Kopf", "Schädel", "=schadl", "Hinterkopf", "Stirn", "Schläfe", "kopf*", "=kopfl", "Birne",
  ],
  headache: [
    "Kopfschmerz", "Kopfschmerzen", "=kopfschmerzen", "kopfschmerz*", "Kopfweh", "=kopfweh", "Schädelweh",
    "Migräne", "Kopfschmerzn", "=kopfwe", "Schädelbrummen", "Kopf explodiert", "Kopf platzt",
    "Schmerz im Kopf", "Schmerzen im Kopf", "Kopf brummt",
  ],
  face: [
    "Gesicht", "=gsicht", "Gesichtshälfte", "Mundwinkel", "Wange -schwanger -Schwangere", "Gesichtsseite", "Mund", "Lippe",
    "Augenlid", "Lächeln", "lächelt", "=lachelt", "=muul", "=mul", "Maul",
  ],
  chest: [
    "Brust", "Brustkorb", "Brustbein", "brust*", "Herzgegend", "Herzbereich", "Herzstechen",
    "hinterm Brustbein", "Elefant", "Rippen -Grippe", "Rippe -Grippe",
  ],
  /** Where chest pain spreads to in a heart attack. */
  radiate_target: [
    "Arm", "=orm", "Kiefer", "Unterkiefer", "Schulter", "Schulterblatt", "Schulterblätter", "Rücken -Brücke -Druck -Eindruck -Ausdruck -Abdruck", "Hals",
    "Nacken", "Oberbauch", "beide Arme",
  ],
  limb: [
    "Arm", "=orm", "Hand", "Bein", "=boa", "Fuß", "=fuass", "Finger", "Hände", "Beine", "Gesichtshälfte",
    "Körperhälfte", "Körperseite", "Fuss", "Zehe", "Zehen", "Zehenspitze", "Knie",
  ],
  abdomen: [
    "Bauch", "Unterbauch", "Oberbauch", "bauch*", "unterbauch*", "oberbauch*", "Unterleib", "unterleib*", "Nabel", "Leiste", "Flanke",
    "rechts unten", "links unten", "rechts oben", "links oben", "=buuch", "Magen", "magen*", "Blinddarm",
  ],
  back: [
    "Rücken -Brücke -Druck -Eindruck -Ausdruck -Abdruck -Nachdruck -Aufdruck", "rucken*", "=kreuz", "kreuzweh*", "kreuzschmerz*", "kreiz*", "Wirbelsäule", "Bandscheibe", "bandscheib*", "Hexenschuss",
    "Ischias", "Lendenwirbel", "Steißbein",
  ],
  testicle: [
    "Hoden", "hoden*", "Hodensack", "=hodn", "=sack", "im Sack", "=eier", "Eierstock", "eierstock*",
  ],
  /** The saddle area: numb here with back pain is a cauda equina sign. */
  saddle: [
    "zwischen den Beinen", "Reithose", "Reithosengefühl", "=po", "Hintern", "Gesäß", "Oberschenkel",
    "Innenseite", "Genitalbereich", "Intimbereich", "Damm",
  ],
  eye: [
    "Auge", "=aug", "=augn", "Augen", "Pupille", "Gesichtsfeld", "Sehvermögen", "Sicht -Aussicht -Vorsicht -Absicht -Rücksicht -Übersicht -Nachsicht -Einsicht -Ansicht -Hinsicht -Durchsicht", "=seh", "=siag",
  ],
  calf: ["Wade", "=wadl", "=wadn", "Unterschenkel"],
} as const satisfies Lexicon<string>;

// prettier-ignore
export const HUMAN_SIGN_CONCEPTS = {
  // ── Signs ────────────────────────────────────────────────────────────────────────────────────
  pain: [
    "Schmerz", "schmerzen", "=schmerzn", "=schmerzen", "Schmerzn", "weh", "=wehtun", "=weh", "tut weh",
    "tuat weh", "Stechen", "stechen", "=sticht", "=stechn",
    "Druck -Blutdruck -Eindruck -Ausdruck -Zeitdruck -Leistungsdruck -Luftdruck -Ausdruck", "drücken", "=druckn", "Enge",
    "Engegefühl", "enge Gefühl", "=eng", "=enges", "brennen", "=brennt", "=brennender", "=brennend",
    "ziehen", "=ziehts", "zieht", "Kopfweh", "Bauchweh", "Halsweh", "Zahnweh", "Kreuzweh", "=kreizweh",
    "Rückenweh", "Magenweh", "Ohrenweh", "beklemmend", "Beklemmung", "Krampf", "krampfen", "=krampft",
    "=krampfe", "Stich", "jammert", "Schmerzen", "Weh", "hält sich", "pochen", "=pocht", "druck*", "Druckgefühl", "Kolik -Dreimonatskolik -Babykolik -Säuglingskolik",

    "=druckgfuhl",
  ],
  stroke_word: [
    "Schlaganfall", "=schlagerl", "Hirnschlag", "Apoplex", "Hirninfarkt", "=tia", "Hirnblutung",
    "Gehirnblutung", "Hirninsult",
  ],
  /** Confusion that is an emergency by itself: not recognising people, place or day. */
  confusion_strong: [
    "erkennt mich nicht", "erkennt uns nicht", "erkennt mich nicht mehr", "erkennt uns nicht mehr",
    "erkennt niemanden", "weiß nicht wo er ist", "weiß nicht wo sie ist", "weiß nicht welcher Tag",
    "desorientiert", "halluziniert", "sieht Dinge", "wirres Zeug", "erkennt nicht", "erkennt keinen", "erkennt niemanden mehr", "erkennt seine Familie nicht", "erkennt die Kinder nicht",
  ],
  heat_human: [
    "Sonnenstich", "Hitzschlag", "Hitzeerschöpfung", "Hitze", "in der Sonne", "Sauna", "Hitzewelle", "Sonnentag",
    "Hitzetag", "Sonnenbad", "=sonnenbaden", "in der prallen Sonne",
  ],
  tearing: ["reißend", "=reissender", "=reissenden", "=reissende", "wie zerrissen", "zerreißt", "wie ein Messer"],
  bilious: ["=grun", "=grune", "=grunes", "grün", "=gallig", "gallegrün", "Galle"],
  drowning: [
    "untergegangen", "=untergegangen", "ertrunken", "fast ertrunken", "beinahe ertrunken", "Wasser geschluckt",
    "aus dem Wasser gezogen", "unter Wasser", "im Wasser treiben", "=ertrinken", "in den Pool gefallen",
    "ins Wasser gefallen", "in den Teich gefallen", "ins Becken gefallen", "in den See gefallen", "aus dem Pool gezogen",
    "aus dem Becken gezogen", "aus dem Teich gezogen", "aus dem Wasser gezogen", "=rausgefischt", "Badewanne untergetaucht",
    "im Pool getrieben", "Badeunfall",
  ],
  hearing_loss: [
    "Hörsturz", "höre nichts mehr", "höre auf einmal nichts", "auf einem Ohr taub", "Ohr ist taub",
    "hört nichts mehr", "auf dem Ohr nichts",
  ],
  retention: ["Blase prall", "Blase ist prall", "=prall", "seit Stunden", "tut weh", "Harnverhalt", "Blase voll"],
  panic: ["Panikattacke", "Panikattacken", "Angstattacke", "Panik", "Angststörung"],
  poison_word_human: [
    "Überdosis", "überdosiert", "Vergiftung -Lebensmittelvergiftung -Blutvergiftung", "vergiftet", "Alkoholvergiftung",
    "Medikamentenvergiftung", "=vergiftet",
  ],
  deformity: [
    "=schief", "=verbogen", "=abgewinkelt", "=verformt", "=ausgerenkt", "Fehlstellung", "=krumm", "=verschoben",
    "steht ab", "=eingedruckt", "Knick", "=abgeknickt", "steht schief", "Delle", "=deformiert",
  ],
  joint: [
    "Handgelenk", "=handglenk", "Knöchel", "Rippe -Grippe", "Rippen -Grippe", "Nase", "Nacken", "Zeh", "Zehe", "Sprunggelenk", "Hüfte", "Schulter", "Ellbogen", "Arm", "Bein",
    "Finger", "Unterarm", "Oberschenkel", "Unterschenkel", "Knie", "Fuß", "Hand", "Schlüsselbein",
  ],
  cannot_move: ["kaum bewegen", "nicht bewegen", "kann mich kaum bewegen", "kann sich kaum bewegen", "jede Bewegung"],
  heart_pain: [
    "Herzschmerz", "Herzschmerzen", "Schmerzen am Herz", "Schmerzen im Herz", "Herz tut weh", "Stiche im Herz",
    "Herzstiche", "Stechen am Herz", "Stechen im Herz", "Herz sticht", "Herzenge", "Druck auf dem Herz", "Druck aufs Herz", "Druck am Herz", "Druck ums Herz", "Herzdruck", "Ring ums Herz", "Druck auf der Herzgegend",
  ],
  skin_contact: [
    "auf die Hand", "auf die Haut", "auf den Arm", "ins Gesicht", "über die Hand", "auf die Finger",
    "=gelaufen", "=gespritzt", "=verspritzt", "Hautkontakt",
  ],
  sunburn: ["Sonnenbrand", "Sonnenbrände", "=sonnenverbrannt"],
  cyanosis: ["wird blau", "wird ganz blau", "läuft blau an", "blau angelaufen"],
  sleep_known: ["Schlaflabor", "schnarcht", "=schnarchen", "Schlafapnoe", "Termin"],
  cardiac_site: [
    "linken Arm", "linker Arm", "linke Arm", "=orm", "Kiefer", "Unterkiefer", "zwischen den Schulterblättern", "zwischen den Schultern",
    "Schulterblatt", "Schulterblätter", "beide Arme",
  ],
  pulse_high: ["Puls rast", "Herz rast", "=rast", "Herzrasen", "rasender Puls", "hört nicht auf zu rasen"],
  blue_part: [
    "Lippe", "Lippen", "=lippn", "Mund", "um den Mund", "Gesicht", "Fingernägel", "Finger", "Zunge", "Haut",
    "Nägel", "=gsicht", "Ohren",
  ],
  swallowed_object: [
    "Gräte", "Fischgräte", "Knochen", "Zahnprothese", "Prothese", "Gebiss", "Zahnspange", "Münze", "Nadel",
    "Zahnstocher", "Glasscherbe", "Glassplitter", "Scherbe", "Stecknadel", "Kronkorken", "Hühnerknochen", "Murmel", "Legostein",
    "Lego", "Perle", "Kugel", "Knopf", "Schraube", "Ohrring", "Haargummi", "Spielzeug", "Radiergummi",
  ],
  alcohol_excess: [
    "zu viel getrunken", "viel zu viel getrunken", "=betrunken", "=besoffen", "=stockbesoffen", "sturzbetrunken",
    "Vollrausch", "Promille", "Kampftrinken", "=komasaufen", "Komasaufen", "Rausch", "=voll wie", "abgefüllt",
  ],
  /** Drinks, parties: with someone hardly awake, an alcohol poisoning. */
  alcohol: [
    "Alkohol", "Wodka", "Schnaps", "Bier", "Whisky", "Tequila", "Likör", "Sekt", "Party", "Saufen", "gesoffen",
    "Flasche Wein", "Shots", "Eierlikör", "Wein", "Rum", "Punsch", "Glühwein", "Jägermeister", "Obstler", "Prosecco",
    "Weinglas", "Sektglas", "Bierglas", "Schnapsglas", "Likörglas", "Weinflasche", "Bierflasche", "Schnapsflasche",
    "Sektflasche", "Bierdose",
  ],
  diagnosis_human: [
    "Lungenentzündung", "Nierenbeckenentzündung", "Blinddarmentzündung", "Hirnhautentzündung", "Embolie",
    "Lungenembolie", "Herzbeutelentzündung", "Darmverschluss", "Eileiterschwangerschaft", "Fehlgeburt",
    "Präeklampsie", "Gallenkolik", "Bauchspeicheldrüsenentzündung", "Thrombose", "Gehirnerschütterung",
  ],
  diabetic_foot: ["Wunde", "Geschwür", "=schwarz", "schwarze Stelle", "Zeh", "Zehe", "Fuß", "=heilt nicht"],
  /** Choking on food: "hat sich am Fleisch verschluckt". */
  choke_event: [
    "sich verschluckt", "verschluckt sich", "sich verschluckt hat", "Bissen im Hals", "Essen im Hals", "Stück im Hals",
    "im Hals stecken geblieben", "steckt im Hals",
  ],
  /** What a choking person does and cannot do (the universal choking sign, no voice, no cough). */
  choke_sign: [
    "hält sich den Hals", "hält sich am Hals", "greift sich an den Hals", "fasst sich an den Hals", "greift an den Hals",
    "kann nicht reden", "kann nicht sprechen", "kann nicht husten", "kann nicht mehr husten", "kein Ton",
    "bringt keinen Ton", "läuft rot an", "wird rot", "läuft blau an", "wird blau", "röchelt", "=rochelt",
    "keine Luft", "kriegt keine Luft", "bekommt keine Luft", "würgt", "=wurgt",
  ],
  /** Yellow eyes or skin: jaundice, with fever or pain an inflamed bile duct (Charcot). */
  jaundice: [
    "gelbe Augen", "Augen gelb", "Augen sind gelb", "Augen werden gelb", "gelbe Haut", "Haut gelb", "Haut ist gelb",
    "Gelbsucht", "=gelblich", "=gelbliche", "Ikterus", "gelb im Gesicht", "Augenweiß gelb", "gelbliche Haut",
  ],
  /** A small thing pushed into an ear or the nose, mostly by children. */
  orifice_human: [
    "ins Ohr", "in das Ohr", "im Ohr", "in die Nase", "in der Nase", "ins Nasenloch", "im Nasenloch", "Gehörgang",
    "in den Gehörgang", "im Gehörgang",
  ],
  inserted: [
    "=gesteckt", "rein|stecken", "hinein|stecken", "=reingesteckt", "=gestopft", "=reingestopft", "=geschoben",
    "=reingeschoben", "=steckt", "stecken", "=drin", "=feststeckt",
  ],
  /** It will not come out: "geht nicht raus", "kriege es nicht raus". */
  not_out: [
    "nicht raus", "nicht mehr raus", "nicht heraus", "nicht herausbekommen", "nicht rausbekommen", "nicht rausgekriegt",
    "lässt sich nicht entfernen", "nicht entfernen", "nicht rausspülen", "nicht herausspülen", "=feststeckt", "steckt fest",
  ],
  /** Electricity and lightning: the heart and deep tissue can be hurt behind a small mark. */
  electric: [
    "Stromschlag", "Stromunfall", "Starkstrom", "Hochspannung", "Blitzschlag", "vom Blitz", "Blitz eingeschlagen",
    "Blitz getroffen", "Blitz ist eingeschlagen", "in die Steckdose", "an die Steckdose", "in der Steckdose",
    "Steckdose gefasst", "Steckdose gegriffen", "Strom bekommen", "Strom abbekommen", "=gewischt", "elektrischen Schlag",
    "Stromleitung", "Oberleitung", "an ein Kabel gefasst", "offenes Kabel", "Stromkabel", "Elektroschock",
  ],
  /** A mild burn by its own description: red, no blister. */
  burn_mild: [
    "keine Blase", "keine Blasen", "ohne Blase", "ohne Blasen", "nur rot", "nur gerötet", "nur ein roter", "roter Strich",
    "roten Strich", "ein roter Fleck", "kleine Rötung",
  ],
  /** Numbness from lying on a limb: harmless and gone in minutes. */
  positional: [
    "drauf gelegen", "darauf gelegen", "draufgelegen", "falsch gelegen", "blöd gelegen", "ungünstig gelegen",
    "drauf geschlafen", "darauf geschlafen", "falsch geschlafen", "im Schneidersitz", "zu lange gesessen",
    "lange gekniet",
  ],
  choke_human: [
    "im Hals stecken", "steckt fest", "Hals fest", "Gräte im Hals", "Knochen im Hals",
    "hustet nicht mehr", "hustet nicht mehr richtig", "Erstickungsanfall", "steckt im Hals",
    "im Hals stecken", "bleibt im Hals stecken", "im Hals stecken geblieben",
  ],
  thunderclap_strong: [
    "vernichtend", "=vernichtender", "Peitschenhieb", "Donnerschlag", "im Kopf gekracht", "Knall im Kopf",
    "Kopf explodiert", "schlimmste Schmerz meines Lebens", "schlimmsten Kopfschmerz", "schlimmste Kopfschmerz",
    "schlimmste Kopfweh", "wie ein Hammerschlag",
  ],
  head_injury_word: [
    "Kopfstoß", "Kopfverletzung", "Gehirnerschütterung", "Schädel-Hirn-Trauma", "Schädelbruch",
    "Platzwunde am Kopf", "=kopfstoss",
  ],
  head_danger_strong: [
    "Pupille", "Pupillen ungleich", "Flüssigkeit aus der Nase", "Flüssigkeit aus dem Ohr",
    "Blutergüsse um beide Augen", "um beide Augen", "immer schläfriger", "Brillenhämatom", "bewusstlos",
    "war kurz weg", "fragt immer wieder",
  ],
  airway: ["Zunge", "Lippe", "Lippen", "=lippn", "Rachen", "Kehle", "Gaumen", "Luftröhre", "Rachenraum"],
  face_throat: ["Gesicht", "=gsicht", "Augen", "Augenlider", "Hals", "Wange", "Lider", "Auge"],
  eye_injury: [
    "ins Auge", "in die Augen", "ins Aug", "Auge verletzt", "Augenverletzung", "im Auge stecken", "Splitter",
    "Span", "gespritzt", "geflogen", "=reingespritzt", "Säure", "Lauge", "Kalk", "Reiniger", "Chemikalie",
  ],
  severe_strong: [
    "unerträglich", "=unertragliche", "=unertraglichen", "höllisch", "=hollische", "=hollischen", "irrsinnig",
    "vernichtend", "wie nie", "wie noch nie", "noch nie so", "=schlimmste", "=schlimmsten", "nicht auszuhalten", "kaum auszuhalten",
    "kaum aushalten", "nicht aushalten", "vor Schmerzen schreien", "schreit vor Schmerzen", "=kolik", "=starkste",
    "=starksten",
    "Nierenkolik", "Gallenkolik", "kolik*",
  ],
  fracture_human: [
    "=gebrochen", "=bruch", "Knochenbruch", "Armbruch", "Beinbruch", "Rippenbruch", "Fußbruch",
    "Handgelenksbruch", "Schlüsselbeinbruch", "Oberschenkelhalsbruch", "Hüftbruch", "Wirbelbruch", "Nasenbruch",
    "Zehenbruch", "Fingerbruch", "Fraktur",
    "angebrochen", "=angebrochen", "ausgekugelt", "=ausgekugelt", "ausgerenkt", "Luxation", "=geknackt",
    "Knacken gehört", "=knackte", "Schleudertrauma", "rausgesprungen", "=rausgesprungen", "herausgesprungen",
    "=instabil", "instabil", "Zahn ausgeschlagen", "=ausgeschlagen", "Zahn abgebrochen", "Zahn ist raus", "Knall", "Peitschenknall", "Achillessehne", "Sehne gerissen", "Sehnenriss", "Bänderriss", "Kreuzbandriss", "Muskelriss",
  ],
  deep_cut: [
    "tiefer Schnitt", "tief geschnitten", "=klafft", "klaffend", "=klaffende", "muss genäht", "genäht werden",
    "nähen lassen", "muss man nähen", "müsste genäht", "Fleischwunde", "Platzwunde", "aufgeschlitzt", "abgeschnitten", "Fingerkuppe", "Sehne",
    "klafft auseinander", "weit auf", "Stichwunde", "tiefe Wunde", "lässt sich nicht mehr beugen", "nicht mehr beugen", "nicht mehr strecken", "lässt sich nicht strecken", "kann nicht mehr beugen", "Sehne durch", "Sehne durchtrennt", "durchgebissen", "=durchgebissen",
  ],
  impaled: [
    "in einen Nagel", "Nagel im Fuß", "Nagel durch", "durch die Hand", "durch den Fuß", "aufgespießt", "steckt im", "steckt noch", "Messer steckt", "Glas steckt",
    "Splitter steckt", "eingetreten", "Angelhaken", "Haken steckt", "=gerammt", "=reingerammt", "=eingerammt",
    "steckt tief", "=durchbohrt", "=aufgespiesst", "an einer Spritze", "weggeworfenen Spritze", "gebrauchten Spritze", "mit einer Spritze gestochen", "Nadelstichverletzung", "in die Speichen", "Fahrradspeichen",
  ],
  bite_human: ["Hundebiss", "Katzenbiss", "Bisswunde", "gebissen", "=gebissen", "=biss"],
  back_neck: ["Rücken -Brücke -Druck -Eindruck -Ausdruck -Abdruck", "rucken*", "Nacken", "Wirbelsäule", "Genick", "Hals", "Steißbein", "auf den Rücken", "Halswirbel"],
  tingling: ["kribbeln", "=kribbelt", "Kribbeln", "=kribbeln", "Ameisenlaufen", "eingeschlafen"],
  breath_pain: ["beim Atmen", "beim Einatmen", "Atmen tut weh", "atmen tut weh", "Luftholen", "beim Luftholen"],
  cannot_bear: [
    "=blockiert", "Knie blockiert", "Bein nicht strecken", "Knie nicht strecken", "Bein nicht beugen", "Knie nicht beugen",

    "kommt nicht mehr hoch", "kommt nicht hoch", "kann nicht aufstehen", "kann nicht mehr aufstehen",
    "kann nicht auftreten", "kann nicht mehr auftreten", "nicht auftreten", "nicht belasten", "kann nicht gehen",
    "kann nicht mehr gehen", "nicht mehr laufen", "kaum auftreten", "kaum gehen", "kaum sitzen", "kann kaum laufen", "kann kaum gehen", "nicht mehr sitzen", "kann nicht laufen",
  ],
  injury_event: [
    "geprallt", "=geprallt", "zusammengestoßen", "Zusammenprall", "getroffen", "Schlag", "gequetscht",
    "=gequetscht", "=eingeklemmt", "=abgerutscht", "auf den Fuß gefallen", "=gesturzt", "=gefallen",
    "runtergefallen", "=runtergefallen", "gehackt", "=gehackt", "geschnitten", "=geschnitten", "gesägt",
    "ausgerutscht", "=ausgerutscht", "hingefallen", "=hingefallen", "gestolpert", "=gestolpert",
    "verdreht", "=verdreht", "umgeknickt", "=umgeknickt", "gestürzt", "=gesturzt", "gefallen", "=gefallen",
    "Sturz", "Unfall", "Zusammenstoß", "=angeschlagen", "verletzt", "gegen den Türrahmen", "=angehaut", "=angschlagen", "=angeschlagen", "dagegen gelaufen", "gegen die Tür gelaufen", "Horn an der Stirn", "Beule", "Tritt", "=getreten", "gehauen", "=gehaut", "=draufgehauen", "=reingehauen", "umgebogen", "=umgebogen", "verstaucht", "=verstaucht", "verrenkt", "=verrenkt", "=uberdehnt", "geprellt", "=geprellt", "abgerissen", "=abgerissen", "=ausgerissen", "=eingerissen", "=aufgerissen", "=durchgebissen", "Lenker", "Fahrradlenker", "Speichen", "=angehauen", "=angestossen",
 "=gestossen",

  ],
  shingles: ["Gürtelrose", "Herpes zoster", "=zoster", "Gesichtsrose"],
  spreading: ["breitet sich aus", "=ausgebreitet", "wird größer", "wird immer größer", "Wanderröte", "roter Ring", "wandert"],
  suicide: [
    "*suizid*", "*selbstmord*", "sich umbringen", "mich umbringen", "um|bringen", "das Leben nehmen",
    "Leben nehmen", "Abschiedsbrief", "Abschiedsnachricht", "will sterben", "sterben will", "nicht mehr leben",
    "Pulsadern", "aufgeschnitten", "sich aufhängen", "er|hängen", "springen will", "runterspringen",
    "etwas an|tun", "was an|tun", "sich was an|tun", "mir was an|tun", "sich etwas an|tun", "allem ein Ende", "Schluss machen",
    "vor den Zug", "Brücke springen", "Dach springen", "Hochhaus springen", "Fenster springen", "vor ein Auto", "keine Kraft mehr zu leben", "Tabletten gesammelt", "Tabletten gehortet", "lebensmüde", "=lebensmud", "Todeswunsch",
    "nicht mehr auf|wachen", "lieber tot", "besser tot", "=tot sein", "nicht mehr da sein", "nicht mehr da ist", "nicht mehr da bin", "morgen nicht mehr da", "bald nicht mehr da", "nimmer da ist", "ritzt sich", "sich geritzt", "schneidet sich die Arme", "sich erschießen", "mich erschießen", "vor die U-Bahn", "vor die Bahn", "vor die Straßenbahn", "vor einen Zug", "vor einen Lkw", "sterben möchte", "möchte sterben", "Leben beenden", "dem Leben ein Ende",
  ],
  /** Hopelessness: alone a matter for the coach, with a plan a crisis (WHO warning signs). */
  hopeless: [
    "keinen Sinn mehr", "kein Sinn mehr", "sehe keinen Sinn", "keinen Ausweg", "keinen Ausweg mehr", "=hoffnungslos",
    "will nicht mehr $", "will einfach nicht mehr", "mag nicht mehr leben", "kann nicht mehr weiter", "halte das nicht mehr aus", "halt es nimmer aus", "niemand würde mich vermissen",
    "ohne mich besser", "allen zur Last", "nur eine Last", "bald ist alles vorbei", "dann ist alles vorbei", "alles vorbei $", "bald vorbei $", "macht keinen Sinn mehr", "hat keine Kraft mehr", "alles sinnlos", "=sinnlos",
  ],
  /** A plan, a means or a farewell. */
  suicide_plan: [
    "überlegt wie", "wie ich es mache", "wie ich es tue", "wie ich es anstelle", "Plan, wie", "genauen Plan",
    "Tabletten besorgt", "Tabletten gesammelt", "alles vorbereitet", "=strick", "=seil", "von der Brücke", "vom Dach", "Abschied genommen",
    "Abschiedsbrief", "Testament gemacht", "alles geregelt", "Sachen verschenkt", "von allen verabschiedet", "verabschiedet", "Hund verschenkt", "Katze verschenkt", "verschenkt", "alles verschenkt", "Sachen weggegeben", "=verschwunden", "nicht erreichbar", "geht nicht ans Telefon", "geht nicht mehr ans Telefon", "meldet sich nicht", "eingesperrt", "eingeschlossen", "Tabletten", "Waffe", "Gift besorgt",
  ],
  hypothermia: [
    "Unterkühlung", "unterkühlt", "=unterkuhlt", "=ausgekuhlt", "ausgekühlt", "eiskalt", "=eiskalt", "erfroren",
    "in der Kälte", "im kalten Wasser", "draußen gelegen", "die ganze Nacht draußen", "im Schnee gelegen",
    "lag im Schnee", "lag stundenlang", "stundenlang gelegen", "^zittert nicht mehr", "im Eiswasser",
  ],
  hoarse: ["=heiser", "Stimme heiser", "Stimme wird heiser", "=krachzt", "krächzen", "kratzt im Hals"],
  newborn: ["Neugeborenes", "Neugeborene", "=neugeboren", "Frühchen"],
  fever_high: ["hohes Fieber", "sehr hohes Fieber", "hohem Fieber", "Fieber über 40", "=hochfieber"],
  not_back: [
    "nicht zurück", "nicht mehr zurück", "nicht zurück|gehen", "nicht mehr zurück|gehen", "eingeklemmt",
  ],
  testicle_sign: [
    "=hoher", "höher als", "verfärbt", "=verfarbt", "blau-rot", "=rot", "=geschwollen", "=gschwollen",
    "hart", "schmerzhaft", "=schmerzhaften",
  ],
  both_legs_weak: [
    "beide Beine schwach", "beide Beine", "Beine wie Gummi", "wie Gummi", "=stolpert", "Zehen nicht hochziehen",
    "knickt weg", "Fuß schleift", "Bein ist schwach", "Bein schwach", "Beine werden schwach",
  ],
  fall: [
    "fallen", "=gefallen", "=gfalln", "=gefalln", "=gesturzt", "=abgesturzt", "=runtergefallen",
    "=heruntergefallen", "Sturz", "gestürzt",
  ],
  burn: [
    "Verbrennung", "verbrannt", "verbrüht", "=verbruht", "Brandwunde", "Fettbrand", "heißes Wasser",
    "Nudelwasser", "kochendes Wasser", "heißes Öl", "=verbrennungen", "Herdplatte", "heißen Tee", "heißer Tee",
    "heißen Kaffee", "heißes Fett", "Bügeleisen", "Brandblase", "Brandblasen", "verätzt", "=veratzt",
    "Verätzung", "Brandstelle", "Brandmal", "Brandfleck", "Säure auf die Haut", "Lauge auf die Haut", "^heißer Kaffee über", "^heißes Wasser über", "^heißer Tee über", "^heiße Suppe über", "^heißes Öl über", "Feuer gefangen", "in Flammen", "angesengt", "=versengt", "=angesengt", "umgerissen", "=umgerissen", "^Wärmflasche geplatzt", "Verbrühung",
  ],
  /** Giant cell arteritis (NICE CKS, BSR 2020): temple, chewing, scalp, an elderly person. */
  temple: ["Schläfe", "Schläfenkopfschmerz", "Schläfenader", "Schläfenarterie", "Schläfenregion"],
  arteritis_sign: [
    "beim Kauen", "Kauschmerz", "=kauen", "Kiefer tut weh", "Kopfhaut", "beim Kämmen", "Ader ist dick", "Ader verdickt",
    "=verdickt", "Ader geschwollen", "Ader tut weh", "Polymyalgie", "Schultersteife", "Schatten vor", "Vorhang",
  ],
  /** Medicine given as meant: "nach dem Zäpfchen", "Fiebersaft gegeben". */
  given_medicine: [
    "nach dem Zäpfchen", "Zäpfchen gegeben", "Fiebersaft gegeben", "Saft gegeben", "verschrieben", "verordnet",
    "wie verordnet", "nach Vorschrift", "laut Beipackzettel", "vom Arzt", "vom Kinderarzt", "nach Plan",
  ],
  /** Something hot: with blisters, a burn. */
  hot: [
    "=heiss", "=heisse", "=heissen", "=heisser", "=heisses", "=kochend", "=kochende", "=kochendes", "=gluhend",
    "=gluhende", "Ofentür", "Backofen", "Herdplatte", "Grill", "Glut", "Flamme", "Feuer", "Dampf", "Auspuff", "Kaminofen", "Wärmflasche", "Heizdecke", "Wasserdampf", "Kerze", "Ofen", "Bügeleisen", "Wasserkocher", "Kessel", "Teekanne", "Fritteuse", "Lötkolben", "Glätteisen", "Lockenstab", "Herd",
  ],
  /** A burnt tongue on a hot drink: ordinary. */
  burn_minor: ["Zunge", "Gaumen", "Zungenspitze", "Brennnessel", "Brennnesseln", "Nessel", "Qualle"],

  /** Touching something hot ("die Hand an die Ofenscheibe gelegt"). */
  hot_touch: ["angefasst", "=angfasst", "gegriffen", "=gegriffen", "hingegriffen", "gefasst", "gelegt", "berührt", "=angelangt", "drangekommen", "=hingelangt"],
  blister: [
    "Blasen", "Brandblase", "voller Blasen", "Haut wirft Blasen", "Blase -Harnblase -Gallenblase -Fruchtblase -Schwimmblase -Sprechblase -Seifenblase",
    "Haut löst sich", "Haut hängt", "Haut ist weiß",
  ],
  /** What tips over without anyone fainting ("mit dem Laufrad umgekippt"). */
  vehicle: [
    "Rad -Grad", "Fahrrad", "=radl", "Laufrad", "Roller", "Tretroller", "Scooter", "Boot", "Kanu", "Kinderwagen",
    "Schaukel", "Skateboard", "Bobbycar", "Traktor", "Quad",
  ],
  /** A mechanism with much energy (MTS "high-energy mechanism"): falls from height, stairs, traffic. */
  high_energy: [
    "Treppe runter", "Treppe hinunter", "Treppe herunter", "Treppe hinab", "Treppe gestürzt", "Kellertreppe", "Treppensturz", "von der Leiter", "vom Dach",
    "vom Baum", "vom Gerüst", "aus dem Fenster", "vom Balkon", "aus großer Höhe", "Meter tief", "Meter runter",
    "vom Pferd", "Autounfall", "Motorradunfall", "Fahrradunfall", "angefahren", "=uberschlagen", "Frontalzusammenstoß",
    "Auffahrunfall", "über die Stiagn", "über die Treppe", "die Treppe hinunter", "vom Hochbett", "vom Klettergerüst", "Klettergerüst", "vom Wickeltisch", "vom Hochstuhl",
  ],
  burn_large: [
    "Fläche", "größer als", "großflächig", "Gesicht", "Blasen", "Haut wirft Blasen", "=weiss", "beide Arme",
    "beiden Armen", "Bauch und Beine", "=teilweise weiss", "voller Blasen", "Handfläche", "Brust", "Haut löst sich", "löst sich ab", "Haut geht ab", "Haut schält sich in Fetzen",
  ],
  red_streak: ["roter Streifen", "rote Streifen", "roten Streifen", "Streifen"],
  wound: ["Wunde", "Schnittwunde", "Platzwunde", "Verletzung", "Biss"],
  pus: ["=eitrig", "Eiter", "eitern", "=eitert", "entzündet"],
  eye_red: ["=rot", "=knallrot", "gerötet", "=gerotet", "weh", "Schmerz", "schmerzt", "=schmerzen"],
  diarrhoea_human: ["Durchfall", "Brechdurchfall", "Magen-Darm"],
  cannot_swallow: [
    "kaum schlucken", "nicht schlucken", "Mund nicht aufmachen", "Mund nicht richtig aufmachen",
    "kaum noch schlucken", "nicht richtig schlucken",
  ],
  /** After an operation, a birth or a tooth pulled: bleeding that should have stopped. */
  after_procedure: [
    "nach der OP", "nach der Operation", "operiert", "nach der Geburt", "Entbindung", "Kaiserschnitt",
    "Zahn gezogen", "Zahnextraktion", "Weisheitszahn", "Mandel-OP", "Nachblutung", "nach dem Eingriff",
    "Ausschabung", "Biopsie", "Spirale",
  ],
  gi_bleed_word: [
    "Teerstuhl", "wie Teer", "=teer", "=pechschwarz", "schwarzer Stuhl", "schwarzen Stuhl", "schwarzn Stuhl",
    "Stuhl schwarz", "Stuhlgang schwarz",
  ],
  /** Black stool (with "Stuhl" in the sentence): melaena, unless iron or charcoal explain it. */
  black: ["=schwarz", "=schwarzer", "=schwarzen", "=schwarze", "=schwarzes", "=pechschwarz", "=teerartig", "=teerartiger"],
  black_cause: ["Eisen", "Eisentablette", "Eisentabletten", "Eisenpräparat", "Kohletabletten", "Aktivkohle", "Heidelbeeren", "Lakritz", "Wismut"],
  /** Tightness or pressure without a place: in a heart patient, angina. */
  angina_feel: ["Engegefühl", "enge Gefühl", "Enge", "Druckgefühl", "Beklemmung", "=beklemmend", "Brennen hinterm Brustbein"],
  /** Vomit like coffee grounds: blood from the stomach. */

  coffee_ground: ["Kaffeesatz", "*kaffeesatz*", "wie Kaffee", "kaffeebraun", "braune Krümel"],
  /** The chest-pain sentence on its own: "Druck auf der Brust", "Brustschmerzen". */
  chest_pain_word: [
    "Brustschmerz", "Brustschmerzen", "Herzschmerzen in der Brust", "Druck auf der Brust",
    "Enge in der Brust", "Stechen in der Brust", "Brustenge", "Angina", "Herzinfarkt", "Infarkt",
    "Herzanfall", "Elefant auf der Brust", "Elefant draufsitzt", "fasst sich an die Brust", "greift sich an die Brust", "hält sich die Brust", "Hand auf der Brust", "griff sich an die Brust", "fasste sich an die Brust",
  ],
  droop: [
    "hängen", "runter|hängen", "herunter|hängen", "=hangt", "=hengt", "=schief", "=schiefe", "=schiefen",
    "=verzogen", "schief aus", "=lahm", "runter|sacken", "=runtergesackt", "=abgesackt", "herab|hängen",
    "=hangend", "=hangenden", "=schiefs", "=schiafs", "=schiafe", "=schiefes",
  ],
  limb_weak: [
    "taub", "Taubheit", "Taubheitsgefühl", "kraftlos", "kaum spüren", "=pelzig", "pelzig", "wie eingeschlafen",
    "kein Gefühl", "kein Gefühl mehr", "=gefuhllos", "nicht richtig greifen", "kann nicht greifen", "lässt Sachen fallen", "lässt alles fallen", "kaum spüre", "kaum mehr spüren", "=schwach", "=schwache", "=schwacher", "=lahm",
    "gelähmt", "Lähmung", "nicht mehr bewegen", "nicht bewegen", "nicht heben", "=hebn", "ned hebn",
    "nicht halten", "fällt weg", "fällt einfach weg", "nach|ziehen", "=zieht nach", "weg|knicken",
    "knickt weg", "wie Gummi", "spürt nicht", "nicht spüren", "spürt die Beine nicht", "nicht richtig spüren",
    "=schleift", "nicht hochziehen", "nicht mehr hochziehen", "nichts spüren", "nix spüren",
    "nicht mehr auf die Zehenspitzen", "gehorcht nicht", "gehorcht mir nicht", "aus der Hand gefallen",
    "fällt aus der Hand", "nichts mehr halten", "lässt alles fallen", "=taube", "=tauben", "=tauber",
  ],
  speech: [
    "verwaschen", "=verwaschene", "=verwaschen", "lallen", "=lallt", "Lallen", "undeutlich", "wirres Zeug",
    "=wirr", "=wirres", "verdreht Wörter", "verdreht die Wörter", "Wörter verdreht", "Wörter nicht", "findet die Wörter", "Wortfindung", "kann nicht sprechen",
    "nicht mehr sprechen", "sprechen geht", "komisch gesprochen", "spricht komisch", "redet komisch",
    "komisches Zeug", "Sprachstörung", "kein Wort raus", "Kauderwelsch", "=nuschelt", "=nuschelig",
    "redet undeutlich", "spricht undeutlich", "Sprechen geht nur", "konnte nicht sprechen", "nicht sprechen",
    "keine Sätze", "keinen Satz", "kein Wort", "versteht nicht mehr", "versteht plötzlich nicht", "redet wirr",
    "spricht wirr", "antwortet wirr", "findet keine Worte", "Worte nicht", "Probleme beim Sprechen",
    "Probleme zu sprechen", "Probleme mit dem Sprechen", "Schwierigkeiten beim Sprechen", "Schwierigkeiten zu sprechen",
    "Mühe beim Sprechen", "Mühe zu sprechen", "Sprechprobleme", "Sprachprobleme", "Sprechstörung", "^kann nicht mehr reden", "^kann nicht richtig reden", "^kann nimmer reden", "^kann nicht mehr sprechen", "Sprache weg", "Sprache ist weg", "verwechselt Wörter", "verwechselt die Wörter", "verwechselt alle Wörter", "falsche Wörter", "keinen Sinn ergeben",
  ],
  /** Loss of sight that is an emergency on its own. */
  vision_strong: [
    "alles doppelt", "doppelt sehen", "sehe doppelt", "seh doppelt", "sieht doppelt", "Doppelbilder",
    "sieht nichts", "sehe nichts", "seh nichts", "nichts mehr sehen", "nichts sehen", "nix sehen", "siag nix",
    "Vorhang", "Lichtblitze", "Rußflocken", "Hälfte weg", "Hälfte vom Bild", "=blind", "erblindet",
    "gar nichts mehr sehen", "olles dunkl", "nur noch Schatten", "Gesichtsfeldausfall", "auf einem Auge nichts",
    "Fleck im Sichtfeld", "Flecken im Sichtfeld", "Schatten im Sichtfeld", "im Sichtfeld", "im Gesichtsfeld",
    "Sternchen", "=verzerrt", "Linien wellig", "Linien krumm",
  ],
  vision_loss: [
    "verschwommen", "Flimmern", "Schatten", "Schleier", "=schleierig", "Blitze", "Flocken", "dunkel",
    "=dunkl", "unscharf", "sieht schlecht", "sehe schlecht", "seh schlecht", "=schwarz",
  ],
  balance: [
    "torkeln", "=torkelig", "taumeln", "=taumelig", "schwanken", "kippt weg", "kipp nach", "kippe nach",
    "Gleichgewicht", "dreht sich alles", "alles dreht sich", "geradeaus gehen", "wie betrunken",
    "=schwindlig", "=schwindelig", "Schwindel", "=drehschwindel",
  ],
  radiate: [
    "aus|strahlen", "=strahlt", "zieht in", "zieht bis", "bis in", "in den Arm", "in den Kiefer",
    "in den Rücken", "in den Hals", "in die Schulter", "ausstrahlen",
  ],
  sweat: [
    "kalter Schweiß", "=kaltschweissig", "schwitzt kalt", "Schweiß auf der Stirn", "=klatschnass",
    "=schweissnass", "=schwitzig", "nass geschwitzt", "=verschwitzt", "schwitzen", "=schwitzt", "Schweiß",
    "=schweiss", "=kolter", "kalter", "=schwitzig", "=geschwitzt", "=gschwitzt",
  ],
  pale: [
    "blass", "=blass", "bleich", "kreidebleich", "=grau", "grau im Gesicht", "weiß im Gesicht", "=weiss",
    "=fahl", "aschfahl", "=gelb", "kasweiß", "=kasweiss", "=kaasweiss", "=kasig", "käsig", "=kaseweiss", "käseweiß", "leichenblass", "=grau",
  ],
  blue: [
    "=blau", "=blaue", "=blauen", "=blauer", "=blaulich", "=blauliche", "=blaulichen", "=lila", "=zyanotisch",
    "blau angelaufen", "=violett", "=blau-weiss",
  ],
  /** Shortness of breath in everyday words (MTS "shortness of breath", "inability to talk in sentences"). */
  dyspnea: [
    "Atemnot", "Luftnot", "=kurzatmig", "Kurzatmigkeit", "=atemlos", "keine Luft", "kaum Luft",
    "schlecht Luft", "schwer Luft", "wenig Luft", "koa Luft", "ka Luft", "kei Luft", "Luft weg",
    "nach Luft schnappen", "nach Luft", "ring nach Luft", "ringt nach Luft", "japsen", "=japst", "hecheln",
    "röcheln", "=rochelt", "=rasselt", "rasseln", "pfeifend", "=pfeift", "Stridor", "Atemprobleme",
    "Atembeschwerden", "schlecht atmen", "schwer atmen", "kaum atmen", "nicht atmen", "atmet schnell",
    "atmet ganz schnell", "atmet hektisch", "atmet flach", "atmet nur noch flach", "atmet tief",
    "atmet komisch", "=schnappend", "schnelle Atmung", "schnellen Atmung", "Atmung schnell", "flache Atmung", "Atmung flach",
    "schwere Atmung", "Atmung schwer", "angestrengte Atmung", "Atmung angestrengt", "Atmung komisch", "Atmung setzt aus",
    "Atmung stockt", "Atmung rasselt", "Atmung pfeift", "unregelmäßige Atmung", "keuchende Atmung", "Nasenflügel",

    "zieht beim atmen", "einzelne Wörter", "einen =satz", "Satz zu Ende", "kann kaum sprechen", "kaum sprechen",
    "keine ganzen Sätze", "Asthmaanfall", "Asthmaattacke", "ersticken", "Erstickung",
    "=erstickungsgefuhl", "zugeschnürt", "Hals eng", "Hals wird eng", "=keuchen", "=keucht",
    "atmet schwer", "kriegt schlecht Luft", "kriegt keine Luft", "krieg keine Luft", "bekommt keine Luft",
    "bekomme keine Luft", "bekommt kaum Luft", "atmet schnell", "Atemzug", "Luft holen",
    "=atemnot", "Atempause", "Atempausen", "Atemaussetzer", "hört auf zu atmen", "atmet nicht",
    "atmet nicht mehr", "nur im Sitzen atmen", "nur noch im Sitzen", "im Liegen keine Luft", "schaumigen Auswurf",
    "rosa Schaum", "bellender Husten", "bellt wie ein Seehund", "Seehund",
  ],
  swelling: [
    "*schwoll*", "*schwill*", "*schwell*", "=dick", "=dicke", "=dicker", "=dicken", "aufgedunsen",
    "=zu|schwellen", "=aufgeschwollen", "=gschwollen", "=gschwoin", "Quaddel", "Quaddeln", "=quaddln", "wie ein Tennisball", "wie ein Ei", "wie ein Ballon", "=ballondick",
  ],
  hives_all: [
    "ganzen Körper", "am ganzen Körper", "=uberall", "voller Quaddeln", "Quaddeln überall", "juckt alles",
  ],
  allergy_trigger: [
    "Wespe", "Biene", "=bien", "Hornisse", "Stich", "gestochen", "=gstochn", "Bienenstich", "Wespenstich",
    "Erdnuss", "Erdnüsse", "erdnuss*", "Nuss", "Nüsse", "Cashew", "Cashews", "Shrimps", "Garnelen",
    "Meeresfrüchte", "Antibiotikum", "Tablette", "Spritze", "Allergie", "allergisch", "Epipen",
    "=epipen", "Notfallpen", "Adrenalin", "Kontrastmittel", "Penicillin", "Fisch", "Sesam", "Ei",
    "Kindergeburtstag", "probiert", "gegessen",
  ],
  fever: [
    "Fieber", "=fiaba", "=fieba", "fiebrig", "fiebern", "=fiebert", "=glueht", "=gluht", "glühen",
    "heiß an", "=heiss an", "Temperatur", "Schüttelfrost", "=schuttlfrost",
  ],
  stiff_neck: [
    "Nacken steif", "steifer Nacken", "steifen Nacken", "=steifn nackn", "Nacken bretthart", "steifer Hals",
    "steifen Hals", "Hals steif", "Hals ist steif", "Genick steif", "steifes Genick",
    "Nacken ist steif", "Nacken wird steif", "Nacken so steif", "Genickstarre", "Nackensteife",
    "Kopf nicht beugen", "Kopf nicht zur Brust", "Kinn nicht auf die Brust", "Nackenschmerzen beim",
    "=bretthart",
  ],
  photophobia: [
    "lichtempfindlich", "Lichtempfindlichkeit", "Licht tut weh", "Licht unangenehm", "Licht in den Augen",
    "=liacht", "Licht ist",
  ],
  rash: ["=punkte", "rote Punkte", "Pünktchen", "Flecken", "=fleckig", "Ausschlag", "Hautflecken", "Einblutungen", "Petechien"],
  non_blanching: [
    "Glas", "Trinkglas", "Glastest", "nicht weg", "nicht verblassen", "gehen nicht weg", "bleiben",
    "nicht verschwinden", "verschwinden nicht", "beim Drücken", "lassen sich nicht wegdrücken",
    "=sichtbar", "nicht wegdrücken", "nicht wegdrückbar", "nicht wegzudrücken", "nicht weggedrückt",
  ],
  dark_spots: [
    "dunkle Flecken", "lila", "=rotlich-lila", "violett", "marmoriert", "=fleckig", "blau-weiß",
    "dunkle", "=dunkl",
  ],
  confusion: [
    "verwirrt", "=verwirrt", "durcheinander", "=durcheinand", "desorientiert", "wirres Zeug", "=wirr",
    "erkennt mich nicht", "erkennt mich kaum", "erkennt uns nicht", "weiß nicht welcher Tag", "fragt immer wieder",
    "immer wieder dasselbe", "weiß nicht mehr", "komisches Zeug", "neben sich", "=aggressiv",
    "nicht klar denken", "kaum klar denken", "=benommen",
  ],
  drowsy: [
    "=schlafrig", "=schlafriger", "kaum wach", "nicht wach", "kaum wachzukriegen", "nicht richtig wach",
    "lässt sich kaum wecken", "nicht wecken", "kaum zum Trinken wecken", "schläft dauernd", "=schlaft dauernd ei",
    "=apathisch", "reagiert kaum", "reagiert nicht", "=benommen", "=teilnahmslos", "=matt", "schlapp",
    "=schlaff", "schläft viel mehr", "=dammrig", "=dosig", "so ruhig", "=wimmert", "kaum ansprechbar",
    "schwer ansprechbar", "schlecht ansprechbar", "kaum noch wach", "lallt",
  ],
  /** Hardly awake: the drowsiness that is an emergency after drinks or drugs. */
  stupor: [
    "kaum ansprechbar", "schwer ansprechbar", "schlecht ansprechbar", "nicht ansprechbar", "kaum wach", "nicht wach",
    "kaum noch wach", "=lallt", "reagiert kaum", "reagiert nicht", "kaum wachzukriegen", "nicht wach zu kriegen",
    "lässt sich kaum wecken", "nicht wecken",
  ],
  unconscious: [
    "bewusstlos", "Bewusstlosigkeit", "ohnmächtig", "Ohnmacht", "in Ohnmacht", "kurz weg", "war kurz weg",
    "nicht wach", "nicht wachkriegen", "krieg ihn nicht wach", "krieg sie nicht wach", "krieg sie nicht wach",
    "reagiert nicht", "reagiert ned", "nicht ansprechbar", "keine Reaktion", "=weggetreten",
    "nicht auf Ansprechen", "reagiert kaum", "kaum wachzukriegen", "kollabiert", "Kollaps", "Koma",
    "ins Koma", "weggekippt", "=weggekippt", "weggesackt", "=weggesackt", "Kreislaufkollaps",
    "war ein paar Sekunden weg", "war kurz weg", "Blackout",
  ],
  /** Almost fainted, right next to the word: "fast umgekippt" is a near-faint, not a collapse. */
  near_faint: [
    "^^fast umgekippt", "^^fast umgefallen", "^^beinahe umgekippt", "^^beinahe umgefallen", "^^fast ohnmächtig",
    "^^beinahe ohnmächtig", "^^fast zusammengeklappt", "^^fast weggekippt", "^^fast kollabiert",
  ],
  /** A cup or spoon that can no longer be held: a weak hand without the word "Hand". */
  grip_loss: [
    "Löffel nicht halten", "Löffel nicht mehr halten", "Tasse nicht halten", "Tasse nicht mehr halten",
    "Gabel nicht halten", "Gabel nicht mehr halten", "Stift nicht halten", "Stift nicht mehr halten",
    "Glas nicht halten", "Glas nicht mehr halten", "Löffel fällt", "Tasse fällt", "Gabel fällt", "Löffel fallen",
    "Tasse fallen", "Gabel fallen",
  ],
  /** After diving: decompression sickness. */
  diving: ["nach dem Tauchen", "beim Tauchen", "Tauchgang", "Taucherkrankheit", "Dekompression", "Tauchurlaub"],
  collapse: [


    "Zusammenbruch", "Kreislaufzusammenbruch", "Kreislauf zusammengebrochen", "=zusammengebrochen",
    "=umgekippt", "=umgefallen",
    "um|kippen", "um|fallen", "=umgfalln", "zusammen|brechen", "zusammen|sacken", "kollabieren", "Kollaps",
    "zusammengeklappt", "zusammen|klappen", "Schwächeanfall", "=kippt um", "bricht zusammen", "=zusammengesackt", "=zammbrochen", "sackt zusammen", "klappt zusammen",
  ],
  /** Where an ordinary muscle cramp sits ("Krampf in der Wade"). */
  cramp_site: [
    "Wade", "Wadl", "=wadl", "Muskel", "Oberschenkel", "Zehen", "=zeh", "Fußsohle", "Magen", "Regel", "Periode",
    "Unterleib", "Regelschmerzen", "Schreibkrampf", "waden*", "wadl*", "muskelkrampf*", "Augenlid", "Lid", "Lidzucken",
    "Muskelzucken",
  ],
  seizure: [
    "Krampfanfall", "Krampfanfälle", "krampfanfall*", "Anfall -Wutanfall -Hustenanfall -Lachanfall -Niesanfall -Heißhungeranfall -Panikanfall -Asthmaanfall -Schlaganfall -Herzanfall -Hitzeanfall",
    "=krampft", "=krampfen", "=krampfte", "gezuckt", "=zuckt", "=zucken", "am ganzen Körper gezuckt",
    "rhythmisch", "Augen verdreht", "Schaum vorm Mund", "Schaum vor dem Mund", "epilep*", "Fieberkrampf",
    "=krampfend", "=krampfende", "=krampfenden", "=gekrampft",
    "=krampf", "=krampfe", "Krämpfe", "steif geworden", "in die Zunge gebissen",
  ],
  vomit: [
    "=erbrechen", "=erbreche", "=erbricht", "=erbrach", "=erbrochen", "Erbrechen", "Erbrochene", "übergeben", "kotzen",
    "=kotz", "=gekotzt", "speiben", "=speib", "=speibt", "=gspiebn", "=gspibn", "=bricht", "=brechen",
    "=gebrochen", "=spuckt", "Kaffeesatz", "=speibn", "=muss kotzen", "Übelkeit", "=ubel", "schlecht ist",
    "=schlecht", "=eam is schlecht",
  ],
  blood: [
    "Blut", "bluten", "=blutet", "=blutig", "=blutige", "=blutigen", "=blutiger", "Blutung", "=bluat",
    "=bluats", "=bluatn", "=durchblute", "durchbluten", "frisches Blut",
  ],
  /** A drop or two: a prick, not a bleeding. */
  blood_little: ["ein Tropfen", "ein paar Tropfen", "Tropfen Blut", "Blutstropfen", "paar Tropfen", "kleiner Tropfen"],
  /** Bleeding from an artery or a burst vein: it spurts, pulses, gushes ("Krampfader geplatzt"). */

  arterial: [
    "=spritzt", "spritzen", "=pulsierend", "=pulsiert", "pulsierende", "im Strahl", "=schiesst", "=sprudelt",
    "=stromt", "Krampfader geplatzt", "Krampfader ist geplatzt", "Ader geplatzt", "Ader ist geplatzt", "Schlagader",
    "Pulsader", "=pumpt",
  ],
  /** Blood that comes up: vomited, spat or coughed (MTS "haematemesis", "haemoptysis"). */
  blood_up: [
    "erbrochen", "erbricht", "gespuckt", "spuckt", "spucken", "gehustet", "hustet", "husten", "abhusten",
    "Schwall", "Kaffeesatz", "erbrechen", "=gspiebn", "ausgespuckt", "aus dem Mund", "schluckt dauernd",
    "Erbrochenes", "Erbrochenen", "Bluterbrechen", "Bluthusten", "Auswurf",
    "schluckt Blut",
  ],
  bleeding_heavy: [
    "=spritzt", "spritzen", "stoßweise", "hört nicht auf", "hört ned auf", "hört trotz", "nicht stillen",
    "nicht zu stoppen", "durch den Verband", "durch drei Verbände", "durch Verband", "Verband ist durch",
    "wie verrückt", "=wia verruckt", "=stark", "=starke", "=starker", "viel Blut", "ganz viel", "Schwall",
    "jede halbe Stunde", "=durchblute", "seit Stunde", "seit über", "blutet sehr", "sehr stark", "=schiesst",
    "=sprudelt", "=stromt", "=pulsierend", "=pulsiert", "im Strahl", "=pumpt", "ohne Ende",

    "blutet durch", "=durchgeblutet", "durch das Tuch", "durch das Geschirrtuch", "durch das Handtuch", "=bluat", "trotz Drücken",
  ],
  head_trauma: [
    "Kopf angeschlagen", "Kopf gestoßen", "Kopf gefallen", "auf den Kopf", "mit dem Kopf", "mitm Kopf",
    "Hinterkopf gefallen", "auf den Hinterkopf", "Kopfstoß", "Kopfverletzung", "Gehirnerschütterung",
    "Schädel-Hirn", "gegen den Kopf", "an den Kopf", "Sturz", "gestürzt", "gefallen", "=gfalln",
    "ausgerutscht", "vom Wickeltisch", "vom Pferd", "Helm", "vom Klettergerüst", "Kopf angehaut", "Kopf an|hauen", "Kopf angehauen",
    "Kopf an|schlagen", "Kopf an|stoßen", "Kopf an|knallen", "Kopf geknallt", "Kopf gehauen", "Kopf gerammt", "Horn an der Stirn", "Beule am Kopf", "Dippel", "=tippel", "gegen den Türrahmen", "gegen die Tür", "gegen die Kante", "Kopf an", "an der Kante",
  ],
  /** After a head injury: the danger signs of NICE NG232. */
  head_danger: [
    "bewusstlos", "kurz weg", "war weg", "erbrochen", "erbricht", "=ubel", "übergeben", "=zweimal",
    "schläfrig", "=schlafriger", "durcheinander", "=durcheinand", "fragt immer wieder", "weiß nicht mehr",
    "Pupille", "Flüssigkeit aus", "Blutergüsse um", "Brillenhämatom", "Krampf", "=kopfweh", "Kopfschmerz",
    "=brummt", "=mude", "schlaft dauernd", "schläft dauernd", "weiche Beule", "will nicht trinken",
    "benommen", "verwirrt", "Schwindel", "=schwindlig", "=schlecht", "schlimmer wird", "wird schlimmer",
    "immer schlimmer", "schlimmer geworden",
  ],
  fall_height: [
    "vom Dach", "von der Leiter", "aus dem Fenster", "vom Balkon", "vom Baum", "vom Gerüst", "aus dem Stock",
    "im ersten Stock", "Meter", "=m tief",
  ],
  severe_injury: [
    "Knochen schaut raus", "Knochen raus", "offener Bruch", "steht schief ab", "völlig verdreht", "ganz verdreht", "unnatürlich verdreht", "komplett verdreht", "Bein verdreht", "Arm verdreht", "kürzer als",
    "Kreissäge", "Motorrad", "=motorradunfall", "Unfall", "angefahren", "Stromschlag", "abgetrennt",
    "Fettbrand", "verbrüht", "=verbruht", "Schnittwunde tief", "Bein steht schief", "Bein ist verdreht", "=verbogen", "=abgewinkelt",
    "unnatürlich", "=verformt", "=ausgerenkt", "Fehlstellung", "sieht den Knochen", "Knochen sichtbar",
    "Knochen sieht man", "=verungluckt", "verunglückt", "Verkehrsunfall", "Autounfall", "überrollt",
    "vom Auto erfasst", "eingeklemmt", "gegen ein Auto", "Auto geprallt", "vom Auto angefahren", "Kettensäge",
    "Motorsäge", "Axt", "=beil", "=flex", "Häcksler", "Rasenmäher", "Kreissäge", "in der Hand explodiert", "Böller", "Feuerwerkskörper", "Kracher explodiert", "Sprengstoff", "Knochen ist zu sehen", "bis auf den Knochen", "bis zum Knochen", "Messerstich", "mit dem Messer gestochen", "niedergestochen", "Stichverletzung", "angeschossen", "Schusswunde", "Schussverletzung", "=erstochen",
  ],
  /** One side of the body or face. */
  /** Animals that bite people: a dog's or a cat's bite needs a doctor the same day (infection, tendons). */
  biter: [
    "Hund", "Hündin", "Kampfhund", "Schäferhund", "Rottweiler", "Katze", "Kater", "Ratte", "Fuchs", "Marder",
    "Affe", "Fledermaus", "Pferd", "Hamster", "Frettchen", "Papagei", "Waschbär",
  ],
  /** The signs of an earlier heart attack or stroke, back again. */
  same_again: [
    "gleichen Beschwerden", "dieselben Beschwerden", "gleichen Schmerzen", "dieselben Schmerzen",
    "gleichen Symptome", "dieselben Symptome", "an wie damals", "genau wie damals", "wie beim letzten Mal",
    "wie beim letzten Infarkt", "wie beim Infarkt", "wie beim Schlaganfall", "wie beim letzten Schlaganfall",
  ],
  /** A small child by the words parents use (no age given). */
  small_child: ["Kleinkind", "Krabbelkind", "=kleine", "=kleiner", "=zwerg", "Kindergartenkind", "=klane", "=kloane", "Baby"],
  /** Writing that fails all of a sudden: a stroke sign like slurred speech (agraphia). */
  writing_loss: [
    "nicht mehr schreiben", "nicht richtig schreiben", "kann nicht schreiben", "Buchstaben verrutschen",
    "Buchstaben", "Schrift ist", "Unterschrift", "krakelig", "=krakelt", "=krakelig",
  ],
  /** Strength gone from a limb ("keine Kraft mehr in der Hand"). */
  no_strength: ["keine Kraft", "ohne Kraft", "Kraft weg", "Kraft ist weg", "koa Kraft", "=kraftlos", "kaum Kraft"],
  /** A person slumping to one side: half of the body gives way. */
  slump_side: [
    "hängt nach rechts", "hängt nach links", "hängt zur Seite", "kippt zur Seite", "sackt zur Seite",
    "fällt zur Seite", "sackt nach rechts", "sackt nach links", "kippt nach rechts", "kippt nach links",
    "hängt schief", "nach rechts weg", "nach links weg",
  ],
  /** "Sodbrennen, das nicht weggeht": an atypical heart attack, above all with a heart history. */
  heartburn: ["Sodbrennen", "=sodbrennen", "Magendrücken", "Oberbauchdruck", "brennt im Magen", "Brennen im Magen", "Magenbrennen"],
  cardiac_history: [
    "Stent", "Stents", "Bypass", "herzkrank", "=herzkrank", "Herzinfarkt gehabt", "schon einen Herzinfarkt",
    "KHK", "=khk", "Herzkatheter", "Herzschwäche", "Herzinsuffizienz",
  ],
  half_side: ["halbe", "=halbe", "eine Seite", "einer Seite", "=einseitig", "=halbseitig", "linke Hälfte", "rechte Hälfte", "Gesichtshälfte", "Körperhälfte"],
  numb: [
    "taub", "Taubheit", "Taubheitsgefühl", "nichts spüren", "nix spüren", "nix mehr", "merk nix",
    "merke nichts", "spüre nichts", "=gefuhllos", "Reithosengefühl", "Kribbeln", "kein Gefühl",
  ],
  bladder_bowel: [
    "nicht pinkeln", "kann nicht mehr pinkeln", "nicht urinieren", "Stuhlgang nicht halten",
    "Stuhl nicht halten", "in die Hose gemacht", "in die Hose", "=eingenasst", "nicht halten",
    "Blase nicht leeren", "Harnverhalt", "kann nicht Wasser lassen",
  ],
  bloated: ["aufgebläht", "=aufgeblaht", "=geblaht", "dick wie eine Kugel", "=aufgetrieben"],
  abdomen_hard: [
    "=hart", "bretthart", "=brettart", "hart wie ein Brett", "steinhart", "stark aufgebläht", "extrem aufgebläht",
    "aufgebläht und hart", "hart und aufgebläht",
    "wie eine Trommel", "Trommel", "=aufgetrieben", "=gespannt",
  ],
  bowel_stop: [
    "keinen Stuhlgang", "kein Stuhlgang", "keine Winde", "keinen Stuhl", "kein Stuhl",
  ],
  appendix_sign: [
    "rechts unten", "loslassen", "hüpfen", "=hupfen", "beim Auftreten", "beim auftreten", "=huepfen",
    "nicht husten", "Nabel",
  ],
  hernia: ["Leistenbruch", "Nabelbruch", "Narbenbruch", "Hernie", "leisten*"],
  /** The infant's colic that is not colic (intussusception). */
  infant_scream: [
    "schreit anfallsartig", "anfallsartig", "zieht die Beine an", "Beine an", "schreit untröstlich",
    "=untrostlich", "schreit schrill", "=schrill", "Schleim mit Blut", "Blut in der Windel",
  ],
  pregnancy_danger: [
    "Blutung", "blutet", "=blut", "Fruchtwasser", "läuft Flüssigkeit", "Flüssigkeit läuft", "Flüssigkeit aus", "Flüssigkeit abgegangen", "Blasensprung", "Wasser abgegangen", "Fruchtblase",
    "Sturz", "=gesturzt", "hingefallen", "auf den Bauch gefallen", "Unfall", "Schlag auf den Bauch", "Tritt in den Bauch", "Baby kaum", "bewegt sich kaum", "bewegen kaum",
    "kaum noch bewegen", "nicht mehr bewegt", "spüre das Baby kaum", "strampelt", "gar ned", "gar nicht",
    "Kindsbewegung", "Nabelschnur hängt", "Nabelschnur raus", "Nabelschnur schaut", "Nabelschnur sichtbar",
    "Nabelschnurvorfall", "steinhart", "Flimmern",
 "=gschwollen", "geschwollen", "Blutdruck", "Oberbauchschmerzen",
    "Krämpfe", "Unterleibskrämpfe", "Ausfluss", "Fieber", "=umgekippt", "fast umgekippt", "Schulter",
    "Wehen", "stechende Schmerzen", "=stechende", "Kopfschmerzen", "Krampf", "keine Kindsbewegungen",
    "keine Bewegungen", "spüre das Baby nicht", "bewegt sich nicht mehr", "Blasensprung", "Sternchen",
    "Schmierblutung", "Wasser abgegangen", "Fruchtwasser abgegangen", "=erbreche", "erbreche alles",
    "nichts bei mir behalten", "wird immer wieder hart", "=hart", "Bauch wird hart", "Juckreiz", "juckt an Händen und Füßen", "Hände und Füße jucken", "Handflächen jucken", "Fußsohlen jucken", "juckt an den Händen", "tritt weniger", "tritt viel weniger", "tritt kaum", "weniger Tritte", "keine Tritte", "bewegt sich weniger", "weniger Bewegungen", "strampelt weniger", "ruhiger als sonst", "Schulterschmerzen", "Unterleib", "Unterleibsschmerzen", "Bauchschmerzen", "Schmerzen im Bauch", "starke Schmerzen", "Ziehen im Bauch", "Ziehen im Unterleib", "Bauch zieht", "in Wellen", "alle zehn Minuten", "alle 10 Minuten", "regelmäßig hart",
  ],
  /** The signs a child or baby with fever must not have (NICE NG143, red and amber). */
  child_danger: [
    "schlapp", "=schlaff", "trinkt kaum", "trinkt schlecht", "trinkt nicht", "will nicht trinken",
    "mog ned trinkn", "mag nicht trinken", "keine nasse Windel", "nasse Windel", "ohne Tränen", "schläfrig",
    "kaum wach", "kaum wecken", "kaum zum Trinken wecken", "wimmert", "=wimmert", "hängen wie ein Stofftier",
    "Stofftier", "eiskalt", "eiskalte", "=eiskalte", "schreit schrill", "Fontanelle", "gezuckt",
    "Augen verdreht", "nicht ansprechbar", "=marmoriert", "Flecken", "=apathisch", "so ruhig",
    "schläft viel mehr", "=blass", "atmet schnell", "stöhnt", "Krampf", "=steif", "nicht richtig getrunken",
    "nicht mehr richtig getrunken", "trinkt nicht richtig", "=schlafrig", "sehr schläfrig", "kaum getrunken",
  ],
  /** Sepsis signs (NICE NG51 high-risk criteria in everyday words). */
  sepsis_sign: [
    "verwirrt", "durcheinander", "=durcheinander", "wirres Zeug", "erkennt mich kaum", "marmoriert",
    "=fleckig", "Haut fleckig", "Puls rast", "Herz rast", "=rast", "Herzrasen", "atmet schnell",
    "atmet ganz schnell", "schnelle Atmung", "atmet hektisch", "pinkelt kaum", "kaum Urin", "kaum noch Pipi",
    "eiskalt", "=eiskalt", "als würde er sterben", "als würde ich sterben", "alles vorbei", "gleich sterben",
    "am ganzen Körper", "kann kaum stehen", "=schwach", "noch nie so", "so a Angst", "so eine Angst",
    "kaum pinkeln", "kaum noch pinkeln", "kaum gepinkelt",

    "schläfrig", "=blass", "dunkle Flecken", "Beinschmerzen", "mog ned aufstehn", "schnell Atmung", "=schlapp", "kann kaum aufstehen",
    "extrem schnelle Atmung",
  ],
  diabetic_sign: [
    "=zittert", "=zitter", "zittern", "=zittrig", "=krampfend", "Durst", "Ketone", "Keton", "Azeton", "Aceton", "=durstig", "=verschwitzt", "=schweissnass", "=schwitzig", "nass geschwitzt",
    "komisches Zeug", "=wirr", "verwirrt", "kaum wach", "kaum wachzukriegen", "nicht wecken",
    "=umgekippt", "erbricht", "=erbricht", "=speibn", "=speibn", "riecht nach Obst", "riecht süßlich",
    "=riacht", "Atem riecht", "atmet tief", "kaum klar denken", "=aggressiv", "reagiert kaum",
    "Saft nicht", "=matt", "=stohnt", "Herz rast", "Messgerät zeigt", "=hi", "über 400", "über 450", "übergibt sich", "=ubergibt", "=kotzt", "=speibt", "=speit", "Erbrechen", "Bauchschmerzen", "Bauchweh", "=schlafrig", "kaum ansprechbar", "Zuckerschock", "=kaltschweissig", "Heißhunger", "verhält sich komisch", "=benommen", "=lallt", "=krampft", "wird nicht wach",
  ],
  thirst_urine: [
    "trinkt literweise", "literweise", "dauernd pinkeln", "muss dauernd pinkeln", "=durstig", "trinkt sehr viel",
    "trinkt ständig", "ständig Durst", "großen Durst", "riesigen Durst", "muss ständig pinkeln",
    "ständig aufs Klo", "nachts pinkeln", "viel pinkeln", "dauernd aufs Klo",
  ],
  thunderclap: [
    "schlimmste Kopfschmerz", "schlimmsten Kopfschmerz", "schlimmste Kopfweh", "Donnerschlag",
    "wie ein Schlag", "Schlag auf den Hinterkopf", "Knall im Kopf", "im Kopf gekracht", "=gekracht",
    "explodiert", "vernichtend", "=vernichtender", "Peitschenhieb", "Hammerschlag", "von 0 auf 100",
    "Sekunde", "=sekundn", "wie nie", "=unertraglich", "=unertragliche", "=unertraglichen", "rasende",
    "=rasende", "extrem", "=extremes", "ganz anders",
  ],
  eye_severe: [
    "steinhart", "Regenbogen", "Regenbogenringe", "Ringe um", "Ball ins Auge", "Pupille", "=verzogen",
    "=hollisch",
  ],
  overdose: [
    "zu viel", "zu viele", "viel zu viele", "=doppelt", "verwechselt", "aus Versehen", "=versehentlich",
    "Überdosis", "ganze Flasche", "ganze Packung", "halbe Packung", "=ausgetrunken", "=16", "=20", "Stück",
    "=fehlen", "fehlt", "=mehrere", "keine Ahnung wie viele", "wie viele", "nochmal genommen", "alle meine",
    "alle seine", "alle ihre", "alle restlichen", "ganze Schachtel", "eine Packung", "=viele",
  ],
  ingest: [
    "verschlucken", "=verschluckt", "schlucken", "=geschluckt", "=runtergeschluckt", "trinken", "=getrunken",
    "=trunkn", "=ausgetrunken", "essen", "=gegessen", "=gessn", "im Mund", "in den Mund", "kauen",
    "=gekaut", "=genuckelt", "=abgebissen", "=angebissen", "=angeknabbert", "=angenagt", "=angeleckt", "nuckeln", "=eingeatmet", "einatmen", "genommen", "nehmen", "=gschluckt",
    "=geleckt", "abgeleckt", "in der Hand", "=genascht", "=probiert", "=ausgetrunken", "=gelutscht",
    "lutschen", "=geschleckt", "=erwischt", "in den Mund gesteckt", "=aufgemacht", "=zerbissen", "=gefuttert", "=herumgekaut", "=rumgekaut", "=zerkaut", "drauf herumgekaut",
  ],
  /** Gas and fumes: carbon monoxide, chlorine gas. */
  fumes: [
    "Kohlenmonoxid", "=co", "CO-Melder", "=comelder", "Kohlenmonoxidmelder", "Kohlenmonoxidwarner", "Gasmelder", "Gastherme", "Therme", "Gasheizer",
    "Gasofen", "Heizpilz", "Kohleofen", "Holzkohle", "Grill", "Shisha", "Abgase", "gemischt", "Dämpfe",
    "Rauch", "Chlorgas",
  ],
  fume_sign: [
    "Kopfweh", "Kopfschmerzen", "Schwindel", "Übelkeit", "übergeben", "benommen", "umgekippt",
    "brennt", "husten", "=piept", "Lunge",
  ],
  mushroom: [
    "Pilz -Fußpilz -Nagelpilz -Hautpilz -Scheidenpilz", "Pilze", "Schwammerl", "Schwammerln",
    "=schwammerl", "Knollenblätterpilz", "Bärlauch", "Herbstzeitlose", "Beeren", "Tollkirsche",
    "selbst gesammelt", "gesammelt",
  ],
  poison_sign: [
    "Durchfall", "Erbrechen", "erbricht", "übergeben", "=speib", "Herzrasen", "verschwommen", "Übelkeit",
    "=ubel", "Bauchschmerzen", "=zittert", "=lallt", "kaum wach", "Puls", "=brennt", "Schaum", "hustet",
    "=blass", "weint", "=wackelig", "=wacklig", "=torkelt", "wie betrunken",
  ],
  dehydration: [
    "kaum Pipi", "keine nasse Windel", "trockene Lippen", "Lippen sind trocken", "ohne Tränen", "kaum getrunken",
    "trinkt kaum", "trinkt nichts", "eingefallen", "Lippen trocken", "Mund trocken", "trockener Mund",
    "trockene Zunge", "nicht gepinkelt", "nicht mehr gepinkelt", "kaum gepinkelt", "nicht gepieselt",
    "Windel trocken", "trockene Windel", "trinkt nur minimal", "trinkt minimal", "trinkt nur wenig",
    "trinkt fast nichts", "kaum noch getrunken",
  ],
  dvt_sign: ["=geschwollen", "=dick", "=rot", "=warm", "=heiss", "gschwollene", "=gschwollene"],
  flank: [
    "Flanke", "flanken*", "Nierenschmerzen", "Niere", "=nierenlager", "Nierenbecken", "Nierenkolik", "Nierenstein",
    "Nierensteine", "Harnleiterstein", "Nierengegend",
  ],
  cannot_keep: [
    "nichts bei mir behalten", "=nichts bei sich behalten", "nichts drin behalten", "kann nichts behalten",
    "behält nichts", "=nichts behalten", "kein Wasser behalten",
  ],
  abscess_sign: [
    "riesig", "=verdrangt", "zur Seite gedrückt", "Eiter", "=eitrig", "kloßig", "Kloßsprache", "=klossig", "heiße Kartoffel",
    "Kopf kaum drehen", "Kopf nicht drehen", "Mund kaum auf", "Mund nicht auf", "=sabbert", "=sabbere", "Speichel läuft",
  ],
  ear_throat: [
    "Hals", "Schluckbeschwerden", "Schluckschmerzen", "Kiefer", "Mandeln", "Rachen", "Gaumen", "Zäpfchen", "Mandelentzündung", "Kieferklemme",
    "Ohrenschmerzen", "Ohr", "hinterm Ohr", "Halsschmerzen", "Mandel", "Zahnschmerzen", "Zahn", "=backe", "=backen", "dicke Backe",
    "=backn", "Mund nicht", "Mund nicht aufmachen", "kaum schlucken", "kaum noch schlucken",
  ],
  stool_urine: [
    "Stuhl", "Stuhlgang", "Urin", "=urin", "Harn", "Toilettenpapier", "Kot", "Klo", "Windel", "Pipi",
  ],
  presyncope: [
    "schwarz vor Augen", "=schwindlig", "Schwindel", "umgekippt", "fast umgekippt", "=blass", "=weiss",
  ],
  palpitation: [
    "Herzstolpern", "Herzrasen", "Herzklopfen", "Herz stolpert", "Herz rast", "Aussetzer", "Extrasystolen",
  ],
  weight_loss: ["=abgenommen", "Gewichtsverlust", "nimmt ab", "verliert Gewicht", "Gewicht verloren", "ungewollt"],
  lump: ["Knoten", "Knubbel", "Beule", "Geschwulst", "Schwellung", "Verhärtung", "=knotig"],
  persistent_cough: ["Husten", "hustet", "=huastn"],
  night_sweat: ["Nachtschweiß", "nachts nass geschwitzt", "nachts schweißnass"],
  diet: ["Diät", "abnehmen will", "Sport", "Fasten", "Kalorien", "Diätfutter", "abspecken", "zu dick"],
  insect_bite: ["Mückenstich", "Stich", "Insektenstich", "Zeckenstich"],
  limp: ["hinken", "=hinkt", "humpeln", "=humpelt", "lahmen", "=lahmt", "Lahmheit", "=hatscht"],
} as const satisfies Lexicon<string>;
