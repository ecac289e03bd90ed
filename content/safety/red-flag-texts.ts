/**
 * What Resonanz says when a red flag is raised: the title and a calm, plain message for each
 * flag, built from three levels of urgency.
 *
 * - "notruf": now. People: the emergency numbers 144 (Rettung, Österreich) and 112 (Euro-Notruf).
 *   Animals: straight to a practice or animal clinic, calling ahead.
 * - "heute": today. People: the own practice, or when it is closed the health line 1450
 *   (Österreich) or the medical on-call service 116 117 (Deutschland). Animals: the own practice
 *   or the veterinary emergency service ("tierärztlicher Notdienst"), which the user looks up.
 * - "abklaeren": worth a check soon, not urgent. Never counted as a red flag.
 *
 * Numbers were checked against official pages (Nov 2026): VIZ Wien +43 1 406 43 43 on
 * gesundheit.gv.at ("Vergiftung: Notruf & Beratung", reviewed by the VIZ) and goeg.at
 * (Gesundheit Österreich GmbH, "Notruf 0–24 Uhr: 01 406 43 43"); Giftnotruf Berlin 030 19240
 * (Giftnotruf der Charité, giftnotruf.charite.de: "rund um die Uhr erreichbar"; the number on
 * Charité-linked and press pages); 144, 112 and 141 on gesundheit.gv.at; 1450 on
 * gesundheit.gv.at ("Gesundheitsberatung 1450"); 116 117 (Kassenärztliche Bundesvereinigung).
 */
export type RedFlagLevel = "notruf" | "heute" | "abklaeren";
export type RedFlagAudience = "arzt" | "tierarzt";

export interface PoisonCentre {
  readonly name: string;
  readonly phone: string;
  /** For a tel: link. */
  readonly dial: string;
}

export const POISON_CENTRES: readonly PoisonCentre[] = [
  { name: "Vergiftungsinformationszentrale (VIZ) Wien", phone: "+43 1 406 43 43", dial: "+4314064343" },
  { name: "Giftnotruf Berlin (Charité)", phone: "030 19240", dial: "+493019240" },
];

export const NOW_HUMAN = "Bitte ruf jetzt den Notruf: 144 in Österreich, 112 in ganz Europa.";
const TODAY_HUMAN =
  "Bitte lass das heute noch ärztlich ansehen: in deiner Praxis oder, wenn sie geschlossen hat, über die Gesundheitsberatung 1450 in Österreich oder den ärztlichen Bereitschaftsdienst 116 117 in Deutschland.";
const WORSE_HUMAN = "Wird es schlimmer, ruf den Notruf 144 oder 112.";
const CHECK_HUMAN = "Bitte lass das in den nächsten Tagen ärztlich abklären.";
export const POISON_HUMAN =
  "Bei Vergiftungen berät rund um die Uhr die Vergiftungsinformationszentrale in Wien, +43 1 406 43 43, in Deutschland der Giftnotruf deines Bundeslandes, zum Beispiel in Berlin 030 19240. Nimm die Verpackung oder einen Rest mit und bring niemanden selbst zum Erbrechen.";

const NOW_ANIMAL =
  "Bitte ruf jetzt sofort eine Tierarztpraxis, eine Tierklinik oder den tierärztlichen Notdienst an und lass dein Tier gleich ansehen: Das kann nicht bis morgen warten.";
const TODAY_ANIMAL =
  "Bitte lass das heute noch tierärztlich ansehen. Hat deine Praxis geschlossen, hilft der tierärztliche Notdienst: Die Praxis nennt ihn auf dem Anrufbeantworter, sonst findest du ihn mit der Suche „tierärztlicher Notdienst“ und deinem Ort.";
const WORSE_ANIMAL = "Wird es schlimmer, fahr sofort in eine Tierklinik.";
const CHECK_ANIMAL = "Bitte lass das in den nächsten Tagen tierärztlich abklären.";
const POISON_ANIMAL =
  "Nimm die Verpackung, die Pflanze oder einen Rest mit, und bring das Tier nicht selbst zum Erbrechen: Das kann mehr schaden.";

export interface FlagText {
  readonly title: string;
  readonly level: RedFlagLevel;
  readonly audience: RedFlagAudience;
  /** The sentence that explains this sign; the level adds what to do. */
  readonly why: string;
  readonly poison?: boolean;
  /** More general flags this one makes unnecessary ("Harnverhalt beim Kater" over "Pressen"). */
  readonly replaces?: readonly string[];
}

const human = (level: RedFlagLevel, title: string, why: string, poison = false): FlagText => ({
  title,
  level,
  audience: "arzt",
  why,
  poison,
});
const animal = (
  level: RedFlagLevel,
  title: string,
  why: string,
  poison = false,
  replaces: readonly string[] = [],
): FlagText => ({ title, level, audience: "tierarzt", why, poison, replaces });

// prettier-ignore
export const FLAG_TEXTS = {
  // ── People, now ─────────────────────────────────────────────────────────────────────────────
  schlaganfall: human("notruf", "Zeichen eines Schlaganfalls", "Ein hängender Mundwinkel, verwaschene Sprache, Schwindel oder Sehstörungen, die plötzlich kommen, können ein Schlaganfall sein. Jede Minute zählt, auch wenn es wieder besser wird."),
  laehmung: human("notruf", "Plötzliche Lähmung oder Schwäche", "Wenn ein Arm, ein Bein oder eine Körperseite plötzlich schwach oder taub wird, kann das ein Schlaganfall sein. Jede Minute zählt."),
  sehstoerung: human("notruf", "Plötzliche Sehstörung", "Ein Vorhang vor dem Auge, Lichtblitze, Doppelbilder oder ein plötzlich blindes Auge brauchen sofort Hilfe, damit das Sehen erhalten bleibt."),
  brustschmerz: human("notruf", "Schmerzen, Druck oder Enge in der Brust", "Druck, Enge oder Schmerzen in der Brust, vor allem wenn sie in Arm, Kiefer oder Rücken ausstrahlen oder mit Schweiß und Übelkeit kommen, können ein Herzinfarkt sein."),
  atemnot: human("notruf", "Atemnot", "Wer schlecht Luft bekommt, nicht mehr in ganzen Sätzen sprechen kann oder blaue Lippen hat, braucht sofort Hilfe."),
  "kopfschmerz-ploetzlich": human("notruf", "Plötzlicher, heftigster Kopfschmerz", "Ein Kopfschmerz, der schlagartig kommt und so stark ist wie nie zuvor, kann eine Hirnblutung sein."),
  meningitis: human("notruf", "Fieber mit steifem Nacken oder Hautflecken", "Fieber mit steifem Nacken, Lichtscheu, Verwirrtheit oder Flecken, die unter einem Glas nicht verblassen, kann eine Hirnhautentzündung oder Blutvergiftung sein."),
  krampfanfall: human("notruf", "Krampfanfall", "Ein erster Krampfanfall, ein Anfall über fünf Minuten oder mehrere Anfälle hintereinander brauchen sofort Hilfe. Schütze den Kopf und halte nichts fest."),
  bewusstlosigkeit: human("notruf", "Bewusstlosigkeit oder Kollaps", "Wer nicht wach wird, nicht reagiert oder zusammengebrochen ist, braucht sofort Hilfe. Prüfe die Atmung und bring die Person in die stabile Seitenlage, wenn sie atmet."),
  verwirrtheit: human("notruf", "Plötzliche Verwirrtheit", "Plötzliche Verwirrtheit kann von einem Schlaganfall, einer Infektion oder einer Unterzuckerung kommen."),
  kopfverletzung: human("notruf", "Kopfverletzung mit Warnzeichen", "Nach einem Schlag auf den Kopf sind Blutverdünner, Bewusstlosigkeit, Erbrechen, Verwirrtheit oder zunehmende Müdigkeit Warnzeichen für eine Blutung im Kopf."),
  "allergischer-schock": human("notruf", "Schwere allergische Reaktion", "Schwellungen an Zunge, Lippen oder Hals, Atemnot oder Quaddeln am ganzen Körper nach einem Stich, einem Essen oder einem Medikament können ein allergischer Schock sein. Ist ein Notfallpen da, benutz ihn."),
  sepsis: human("notruf", "Zeichen einer Blutvergiftung (Sepsis)", "Eine Infektion mit Verwirrtheit, fleckiger Haut, Herzrasen, schneller Atmung oder kaum Urin kann eine Blutvergiftung sein."),
  "fieber-saeugling": human("notruf", "Fieber bei einem jungen Säugling", "Babys unter drei Monaten mit 38 °C oder mehr und Babys zwischen drei und sechs Monaten mit 39 °C oder mehr müssen sofort ärztlich untersucht werden."),
  "fieber-kind": human("notruf", "Fieber mit Warnzeichen bei einem Kind", "Ein Kind mit Fieber, das schlapp ist, kaum trinkt, keine nassen Windeln hat, schwer zu wecken ist oder wimmert, braucht sofort ärztliche Hilfe."),
  "vergiftung-mensch": human("notruf", "Vergiftung oder verschluckter gefährlicher Gegenstand", "Tabletten, Reiniger, Knopfbatterien, Magnete, giftige Pilze oder Gase können schwer schaden, auch wenn es zuerst gut aussieht.", true),
  "bauch-akut": human("notruf", "Akute Bauchschmerzen", "Ein harter Bauch, heftige plötzliche Bauchschmerzen oder Erbrechen ohne Stuhlgang können ein Notfall im Bauch sein."),
  "starke-blutung": human("notruf", "Starke oder innere Blutung", "Blut im Erbrochenen, beim Husten, schwarzer Stuhl oder eine Blutung, die nicht aufhört, brauchen sofort Hilfe. Drück bei einer Wunde fest darauf."),
  schwangerschaft: human("notruf", "Warnzeichen in der Schwangerschaft", "Blutungen, Fruchtwasser, weniger Kindsbewegungen, starke Schmerzen, Flimmern vor den Augen oder Fieber in der Schwangerschaft gehören sofort in die Klinik."),
  hodentorsion: human("notruf", "Plötzliche Hodenschmerzen", "Plötzliche Schmerzen oder Schwellung am Hoden können eine Hodendrehung sein. Nur in den ersten Stunden lässt sich der Hoden retten."),
  "cauda-equina": human("notruf", "Rückenschmerzen mit Taubheit, Lähmung oder Blasenstörung", "Taubheit zwischen den Beinen, Probleme beim Wasserlassen oder Stuhlgang oder schwache Beine bei Rückenschmerzen können bedeuten, dass Nerven eingeklemmt sind."),
  blutzucker: human("notruf", "Entgleister Blutzucker", "Zittern, Schwitzen, Verwirrtheit oder Benommenheit bei Diabetes können eine Unterzuckerung sein, Erbrechen, tiefe Atmung und Obstgeruch eine Überzuckerung. Bei Unterzuckerung und wachem Menschen hilft Traubenzucker."),
  "verletzung-schwer": human("notruf", "Schwere Verletzung oder Verbrennung", "Ein Sturz aus der Höhe, ein offener oder verschobener Bruch, eine große Verbrennung oder eine tiefe Wunde brauchen sofort Hilfe."),

  aorta: human("notruf", "Reißender Schmerz in Brust, Rücken oder Bauch", "Ein plötzlicher, reißender Schmerz, der in den Rücken zieht, kann ein Riss der Hauptschlagader sein."),
  "hitzschlag-mensch": human("notruf", "Hitzschlag", "Nach Hitze oder Sonne sind Verwirrtheit, Erbrechen oder Bewusstseinsstörungen ein Hitzschlag. Bring die Person in den Schatten und kühl sie."),
  ertrinken: human("notruf", "Beinahe-Ertrinken", "Wer unter Wasser war, auch wenn es kurz war und es jetzt besser scheint, muss sofort untersucht werden: Die Lunge kann Stunden später versagen."),
  herzrhythmus: human("notruf", "Herzrasen mit Warnzeichen", "Herzrasen, das nicht aufhört, ein sehr schneller oder sehr langsamer Puls, vor allem mit Schwindel, Atemnot oder Brustschmerzen, braucht sofort Hilfe."),
  suizidgefahr: human("notruf", "Gefahr, sich das Leben zu nehmen", "Wenn jemand sich etwas antun will oder es schon getan hat, bleib bei der Person und hol sofort Hilfe. Die TelefonSeelsorge ist rund um die Uhr da: 142 in Österreich, 0800 111 0 111 in Deutschland."),
  unterkuehlung: human("notruf", "Unterkühlung", "Wer stark ausgekühlt ist und schläfrig oder verwirrt wird, ist in Lebensgefahr. Bring die Person ins Warme und wärm sie langsam."),
  augenverletzung: human("notruf", "Verletzung oder Verätzung am Auge", "Splitter, Säuren, Laugen oder Reiniger im Auge brauchen sofort Hilfe. Spül bei Chemikalien sofort und lange mit Wasser."),
  blutdruck: human("notruf", "Sehr hoher Blutdruck", "Ein Blutdruck über 180 zu 110, vor allem mit Kopfschmerzen, Sehstörungen, Brustschmerzen oder Atemnot, kann ein Notfall sein."),

  stromunfall: human("notruf", "Stromschlag oder Blitzschlag", "Nach einem Stromschlag oder Blitzschlag können Herzrhythmusstörungen und innere Verbrennungen auftreten, auch wenn außen nur eine kleine Brandstelle zu sehen ist und es der Person gut zu gehen scheint."),
  gelbsucht: human("notruf", "Gelbsucht mit Fieber oder Schmerzen", "Gelbe Augen oder gelbe Haut mit Fieber, Schüttelfrost oder Schmerzen im Oberbauch können eine Entzündung der Gallenwege sein, die schnell behandelt werden muss."),

  "verdacht-mensch": human("notruf", "Verdacht auf eine ernste Erkrankung", "Was du vermutest, muss ärztlich abgeklärt werden, bevor es gefährlich wird."),

  // ── People, today ───────────────────────────────────────────────────────────────────────────
  "hohes-fieber": human("heute", "Hohes oder anhaltendes Fieber", "Fieber über 40 °C oder Fieber, das länger als drei Tage bleibt, sollte heute ärztlich angesehen werden."),
  verbrennung: human("heute", "Verbrennung oder Verbrühung", "Kühl die Stelle zehn Minuten mit lauwarmem Wasser. Blasen, große Flächen, Gesicht, Hände und Verbrennungen bei Kindern gehören heute noch in ärztliche Hände."),
  verletzung: human("heute", "Verletzung, die nicht belastet werden kann", "Wenn du nach einem Sturz oder Umknicken nicht auftreten kannst, sollte heute ein Bruch ausgeschlossen werden."),
  hoersturz: human("heute", "Plötzlicher Hörverlust", "Ein plötzlicher Hörverlust auf einem Ohr sollte noch heute ärztlich angesehen werden."),
  "harnverhalt-mensch": human("heute", "Harnverhalt", "Wer nicht pinkeln kann, obwohl die Blase voll ist, braucht heute noch Hilfe; bei starken Schmerzen sofort."),
  "verletzung-blutverduenner": human("heute", "Verletzung mit Blutverdünnern", "Mit Blutverdünnern oder einer Gerinnungsstörung kann eine Verletzung stärker nachbluten, auch innen. Lass das heute ansehen."),
  "diabetes-verdacht": human("heute", "Zeichen von Zucker", "Viel Durst, häufiges Wasserlassen und Gewichtsverlust können ein neu aufgetretener Diabetes sein; bei Kindern und mit Erbrechen sofort."),
  "starke-schmerzen": human("heute", "Sehr starke Schmerzen", "Schmerzen, die kaum auszuhalten sind, etwa bei einer Nieren- oder Gallenkolik, brauchen heute noch ärztliche Hilfe."),
  guertelrose: human("heute", "Gürtelrose", "Eine Gürtelrose sollte früh behandelt werden, im Gesicht und am Auge noch heute."),
  blut: human("heute", "Blut in Stuhl oder Urin", "Blut im Stuhl oder im Urin sollte immer ärztlich angesehen werden. Wird dir schwindlig oder ist es viel Blut, ruf den Notruf."),
  infektion: human("heute", "Entzündung, die sich ausbreitet", "Ein roter Streifen von einer Wunde, eine eitrige Wunde oder Fieber mit Flankenschmerzen zeigen, dass sich eine Entzündung ausbreitet."),
  thrombose: human("heute", "Geschwollene, heiße Wade", "Eine geschwollene, rote, warme und schmerzende Wade kann eine Thrombose sein. Bei Atemnot oder Brustschmerzen ruf sofort den Notruf."),
  auge: human("heute", "Rotes, schmerzendes Auge mit Sehstörung", "Ein rotes, schmerzendes Auge, das schlechter sieht oder lichtempfindlich ist, braucht heute eine Augenärztin oder einen Augenarzt."),
  austrocknung: human("heute", "Zeichen von Austrocknung", "Kaum Urin, trockene Lippen und Weinen ohne Tränen zeigen, dass ein Kind zu wenig Flüssigkeit hat."),
  arteriitis: human("heute", "Verdacht auf Entzündung der Schläfenarterie", "Neue Kopfschmerzen an der Schläfe ab etwa 50, Schmerzen beim Kauen oder eine empfindliche Kopfhaut können eine Riesenzellarteriitis sein. Sie wird heute noch behandelt, damit das Auge nicht erblindet; bei Sehstörungen sofort."),
  "fremdkoerper-mensch": human("heute", "Fremdkörper in Ohr oder Nase", "Versuch nicht, einen Gegenstand in Ohr oder Nase mit Pinzette oder Wattestäbchen herauszuholen: Er rutscht sonst tiefer. Eine Knopfbatterie oder Atemnot ist ein Notfall."),
  abszess: human(
"heute", "Schmerzhafte Schwellung an Zahn, Ohr oder Hals", "Eine dicke Backe, eine Schwellung hinter dem Ohr oder wenn Schlucken kaum geht, kann ein Abszess sein."),

  // ── People, worth a check ───────────────────────────────────────────────────────────────────
  herzstolpern: human("abklaeren", "Herzstolpern oder Herzrasen", "Herzstolpern oder Herzrasen, das wiederkommt, lässt sich mit einem EKG einfach abklären."),
  "schmerz-wochen": human("abklaeren", "Schmerzen seit Wochen", "Schmerzen, die seit Wochen bleiben, sollten einmal ärztlich angesehen werden."),
  gewichtsverlust: human("abklaeren", "Ungewollter Gewichtsverlust", "Wer ohne es zu wollen abnimmt, sollte die Ursache ärztlich abklären lassen."),
  hinken: human("abklaeren", "Hinken, das bleibt", "Ein Hinken, das nicht weggeht, sollte ärztlich angesehen werden."),
  knoten: human("abklaeren", "Knoten oder Schwellung", "Ein neuer Knoten oder eine Schwellung, die bleibt oder wächst, sollte ärztlich angesehen werden."),
  "husten-wochen": human("abklaeren", "Husten seit Wochen", "Husten, der länger als drei Wochen dauert, sollte ärztlich abgeklärt werden."),
  nachtschweiss: human("abklaeren", "Nachtschweiß", "Starker Nachtschweiß, der wiederkommt, sollte ärztlich abgeklärt werden."),
  "ohnmacht-vorbei": human("abklaeren", "Ohnmacht, die vorbei ist", "Eine Ohnmacht ohne klaren Grund sollte ärztlich abgeklärt werden, auch wenn es dir jetzt gut geht."),

  // ── Animals, now ────────────────────────────────────────────────────────────────────────────
  vergiftung: animal("notruf", "Verdacht auf Vergiftung", "Was für Menschen harmlos ist, kann für Tiere giftig sein: Schokolade, Xylit, Trauben, Lilien, Medikamente, Rattengift, Frostschutz, Spot-on-Mittel für die falsche Tierart. Zeichen kommen oft erst Stunden später.", true),
  "atemnot-tier": animal("notruf", "Atemnot", "Atmen mit offenem Maul oder Schnabel, pumpende Flanken, Schwanzwippen oder eine blaue Zunge sind bei Tieren ein Notfall."),
  "zusammenbruch-tier": animal("notruf", "Zusammenbruch oder Schock", "Ein Tier, das liegt und nicht hochkommt, kaum reagiert, kalt ist oder weißes Zahnfleisch hat, kann im Schock sein. Halte es warm und ruhig."),
  "krampfanfall-tier": animal("notruf", "Krampfanfall", "Ein Anfall über fünf Minuten, mehrere Anfälle hintereinander oder ein erster Anfall brauchen sofort Hilfe. Fass nicht ins Maul."),
  "laehmung-tier": animal("notruf", "Lähmung oder Gleichgewichtsstörung", "Wenn ein Tier plötzlich die Beine nachzieht, nicht mehr stehen kann, torkelt oder den Kopf schief hält und umfällt, zählt die Zeit."),
  "unterzucker-frettchen": animal("notruf", "Unterzuckerung beim Frettchen", "Starren, Sabbern und Kratzen am Maul sind beim Frettchen Zeichen einer Unterzuckerung. Ist es wach, streich etwas Honig aufs Zahnfleisch."),
  "verdacht-tier": animal("notruf", "Verdacht auf eine ernste Erkrankung", "Was du vermutest, ist bei Tieren ein Notfall, der schnell behandelt werden muss."),
  kreuzverschlag: animal("notruf", "Verdacht auf Kreuzverschlag", "Steife Muskeln, Schwitzen und dunkler Urin nach der Arbeit sind Zeichen eines Kreuzverschlags. Bewege das Pferd nicht weiter."),
  hitzschlag: animal("notruf", "Hitzschlag", "Nach Hitze, Sonne oder dem Auto sind Hecheln, Taumeln, Liegen und kaum Reaktion ein Hitzschlag. Kühle mit lauwarmem, nicht eiskaltem Wasser und fahr los."),
  "unfall-tier": animal("notruf", "Unfall oder schwere Verletzung", "Nach einem Unfall, Sturz oder Biss können innere Verletzungen erst später sichtbar werden. Bei Vögeln und kleinen Tieren ist schon ein Katzenbiss ein Notfall."),
  "starke-blutung-tier": animal("notruf", "Starke Blutung", "Eine Blutung, die nicht aufhört, oder Blut aus Nase oder Maul braucht sofort Hilfe. Drück mit einem sauberen Tuch auf die Wunde."),
  "biss-stich": animal("notruf", "Schlangenbiss oder Stich mit Schwellung", "Ein Schlangenbiss oder ein Stich mit Schwellung an Kopf, Hals oder Maul kann die Atemwege zuschwellen lassen."),
  magendrehung: animal("notruf", "Verdacht auf Magendrehung", "Erfolgloses Würgen, ein harter, aufgeblähter Bauch und Unruhe sind beim Hund Zeichen einer Magendrehung. Sie ist tödlich, wenn nicht schnell operiert wird.", false, ["bauch-tier"]),
  "bauch-tier": animal("notruf", "Aufgeblähter oder harter Bauch", "Ein aufgeblähter, harter oder prall gespannter Bauch ist bei Tieren ein Notfall, besonders bei Wiederkäuern, Kaninchen und Meerschweinchen."),
  "kaninchen-frisst-nicht": animal("notruf", "Verdauungsstillstand", "Kaninchen, Meerschweinchen, Chinchillas und andere kleine Pflanzenfresser, die nicht fressen oder keinen Kot absetzen, geraten in Stunden in Lebensgefahr.", false, ["fressverweigerung", "bauch-tier"]),
  fremdkoerper: animal("notruf", "Verschluckter Gegenstand", "Socken, Fäden, Gummi oder Spielzeug können den Darm verschließen. Zieh nie an einem Faden, der aus Maul oder Po hängt."),
  "kolik-pferd": animal("notruf", "Verdacht auf Kolik", "Wälzen, Scharren, Umschauen zum Bauch, Schwitzen und kein Kotabsatz sind Zeichen einer Kolik. Nimm das Futter weg und führe das Pferd ruhig, bis Hilfe da ist."),
  schlundverstopfung: animal("notruf", "Verdacht auf Schlundverstopfung", "Futterbrei aus den Nüstern, Würgen und Speicheln sind Zeichen einer Schlundverstopfung. Nimm Futter und Wasser weg."),
  hufrehe: animal("notruf", "Verdacht auf Hufrehe", "Warme Hufe, starke Pulsation und die typische Stellung mit den Vorderbeinen nach vorn sind Zeichen einer Hufrehe. Stell das Pferd auf weichen Boden."),
  "harnverhalt-katze": animal("notruf", "Harnverhalt", "Ein Kater, der presst und nichts oder nur Tropfen absetzt, kann einen Harnröhrenverschluss haben. Das ist innerhalb von Stunden lebensgefährlich.", false, ["harnverhalt", "pressen"]),
  harnverhalt: animal("notruf", "Harnverhalt", "Ein Tier, das presst und keinen Urin absetzen kann, braucht sofort Hilfe.", false, ["pressen"]),
  pressen: animal("notruf", "Pressen ohne Erfolg", "Wenn ein Tier presst und nichts kommt, kann ein Harnverhalt, eine stockende Geburt, Legenot oder ein Darmverschluss dahinterstecken."),
  geburt: animal("notruf", "Stockende Geburt oder Legenot", "Wenn ein Junges oder ein Ei trotz Pressen nicht kommt, können Mutter und Junge in Lebensgefahr sein.", false, ["pressen"]),
  vorfall: animal("notruf", "Vorfall oder Madenbefall", "Was hinten rot heraushängt, trocknet aus und stirbt ab; Maden fressen sich in Stunden ins Gewebe. Halte es feucht und sauber."),
  "auge-tier": animal("notruf", "Verletztes oder vorgefallenes Auge", "Ein verletztes, trübes, zugekniffenes oder vorstehendes Auge kann ohne schnelle Behandlung verloren gehen."),
  "vogel-am-boden": animal("notruf", "Vogel sitzt am Boden", "Vögel zeigen Krankheit sehr spät. Ein Vogel, der aufgeplustert am Boden sitzt, ist ernsthaft krank. Halte ihn warm und ruhig."),

  // ── Animals, today ──────────────────────────────────────────────────────────────────────────
  "verdauung-tier": animal("heute", "Pansen steht still", "Ein Wiederkäuer, der nicht mehr wiederkäut, braucht heute noch Hilfe, bevor sich der Pansen aufbläht."),
  "vogel-krank": animal("heute", "Kranker Vogel", "Ein aufgeplusterter Vogel, ein harter Kropf oder hochgewürgtes Futter zeigen eine Krankheit, die Vögel lange verbergen."),
  "reptil-krank": animal("heute", "Krankes Reptil", "Ein weicher Panzer, Beläge im Maul oder abgeschnürte Zehen brauchen Behandlung."),
  fressverweigerung: animal("heute", "Frisst nicht", "Wenn ein Tier seit einem Tag oder länger nicht frisst, sollte heute jemand nachsehen."),
  "erbrechen-tier": animal("heute", "Wiederholtes Erbrechen", "Mehrmaliges Erbrechen, Erbrechen von Wasser oder mit Blut trocknet Tiere schnell aus."),
  "blut-tier": animal("heute", "Blut im Kot oder Urin", "Blut im Kot oder im Urin sollte heute tierärztlich angesehen werden."),
  "durchfall-tier": animal("heute", "Anhaltender Durchfall", "Durchfall, der bleibt, mit Blut kommt oder ein kleines Tier trifft, trocknet schnell aus."),
  lahmheit: animal("heute", "Lahmheit", "Eine Lahmheit, die nicht besser wird, mit Schwellung oder Wärme, braucht eine Untersuchung."),
  "schmerzen-tier": animal("heute", "Starke Schmerzen", "Ein Tier, das vor Schmerzen schreit oder sich nicht anfassen lässt, braucht heute Hilfe; Tiere zeigen Schmerz oft erst spät."),
  "zaehne-tier": animal("heute", "Zahnprobleme", "Sabbern und Futter fallen lassen zeigen schmerzende Zähne; kleine Pflanzenfresser hören dann bald ganz auf zu fressen."),
  "wunde-tier": animal("heute", "Offene oder entzündete Wunde", "Klaffende, tiefe oder eitrige Wunden heilen besser, wenn sie früh versorgt werden."),
  gebaermutter: animal("heute", "Verdacht auf Gebärmuttervereiterung", "Eine nicht kastrierte Hündin, Katze, Häsin oder Fähe, die einige Wochen nach der Läufigkeit viel trinkt, Ausfluss hat, erbricht oder matt ist, kann eine Gebärmuttervereiterung haben. Sie wird schnell lebensgefährlich."),
  "verbrennung-tier": animal("heute", "Verbrennung", "Verbrennungen an Wärmelampe, Heizmatte, Herd oder durch heißes Wasser sind oft tiefer, als sie aussehen. Kühl die Stelle mit lauwarmem Wasser."),
  "blut-tier-schwarz": animal("heute", "Schwarzer Kot oder Blut im Erbrochenen", "Schwarzer, teeriger Kot oder Erbrochenes wie Kaffeesatz zeigt eine Blutung im Magen oder Darm."),
  "schwellung-tier": animal("heute", "Schmerzhafte Schwellung", "Eine warme, harte oder wachsende Schwellung kann ein Abszess sein."),
  "atemwege-tier": animal("heute", "Infekt der Atemwege", "Dicker Nasenausfluss mit Husten braucht eine Untersuchung."),
  "fieber-tier": animal("heute", "Fieber", "Fieber bei einem Tier sollte heute tierärztlich abgeklärt werden."),

  // ── Animals, worth a check ──────────────────────────────────────────────────────────────────
  "trinkt-viel-krank": animal("heute", "Viel Durst und krank", "Ein Tier, das plötzlich sehr viel trinkt und dazu schlapp ist, nicht frisst, erbricht oder abnimmt, kann Zucker, ein Nierenleiden oder eine Gebärmuttervereiterung haben."),
  "trinkt-viel-tier": animal("abklaeren", "Trinkt auffällig viel", "Viel Durst kann auf Nieren, Zucker oder Hormone hinweisen."),
  "gewichtsverlust-tier": animal("abklaeren", "Gewichtsverlust", "Ein Tier, das abnimmt, sollte untersucht werden."),
  "hinken-tier": animal("abklaeren", "Hinken, das bleibt", "Ein Hinken, das immer wieder kommt oder bleibt, sollte tierärztlich angesehen werden."),
  "knoten-tier": animal("abklaeren", "Knoten oder Beule", "Ein neuer Knoten sollte tierärztlich angesehen werden."),
  "husten-tier": animal("abklaeren", "Husten seit Wochen", "Husten, der bleibt, sollte tierärztlich abgeklärt werden."),
} as const satisfies Record<string, FlagText>;

export type RedFlagId = keyof typeof FLAG_TEXTS;

/** The full message for a flag: the level's instruction first, then why, then what else. */
export function flagMessage(text: FlagText): string {
  const parts: string[] = [];
  if (text.audience === "arzt") {
    if (text.level === "notruf") parts.push(NOW_HUMAN, text.why);
    if (text.level === "heute") parts.push(TODAY_HUMAN, text.why, WORSE_HUMAN);
    if (text.level === "abklaeren") parts.push(CHECK_HUMAN, text.why);
    if (text.poison) parts.push(POISON_HUMAN);
  } else {
    if (text.level === "notruf") parts.push(NOW_ANIMAL, text.why);
    if (text.level === "heute") parts.push(TODAY_ANIMAL, text.why, WORSE_ANIMAL);
    if (text.level === "abklaeren") parts.push(CHECK_ANIMAL, text.why);
    if (text.poison) parts.push(POISON_ANIMAL);
  }
  return parts.join(" ");
}
