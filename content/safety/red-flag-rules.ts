import type { SpeciesGroup } from "@/content/safety/red-flag-animal-concepts";
import type { RedFlagConcept } from "@/content/safety/red-flag-lexicon";
import type { RedFlagId } from "@/content/safety/red-flag-texts";

/**
 * How the red-flag detector combines the word lists: a rule names concepts that must occur
 * together (a body part and a sign, a sign and its onset, a poison and its being eaten). When a
 * rule holds, its flag is raised. When in doubt the rules flag: a visit to the doctor or vet costs
 * an evening, a missed bloat costs the dog.
 *
 * Sources (the signs are their discriminators in everyday German):
 * - Manchester Triage System, 3rd ed. (Mackway-Jones et al.): discriminators "abrupt onset",
 *   "cardiac pain", "shortness of breath", "inability to talk in sentences", "altered conscious
 *   level", "uncontrollable major haemorrhage", "vomiting blood", "high-energy mechanism",
 *   "significant history of allergy", "non-blanching rash", "purpuric rash".
 * - FAST / BE-FAST (Balance, Eyes, Face, Arm, Speech, Time) for stroke; AHA/ASA and DSG.
 * - ESC guidelines on acute coronary syndromes (chest pain radiating to arm, jaw, back; atypical
 *   signs in women and people with diabetes) and on pulmonary embolism (risk factors: travel,
 *   surgery, cast, pill, cancer).
 * - NICE NG51 (sepsis: high-risk criteria), NICE CG102 (meningitis: stiff neck, non-blanching
 *   rash, glass test), NICE NG143 (fever under 5: traffic-light; under 3 months ≥ 38 °C and
 *   3–6 months ≥ 39 °C are red), NICE NG232 (head injury: anticoagulants, loss of consciousness,
 *   vomiting, amnesia, drowsiness), NICE NG134 (anaphylaxis), EAU (testicular torsion),
 *   NICE CKS cauda equina red flags, RCOG (bleeding, reduced fetal movements, pre-eclampsia).
 * - Veterinary emergency lists: RCVS Knowledge / BSAVA Manual of Canine and Feline Emergency and
 *   Critical Care (collapse, pale gums, open-mouth breathing in cats, unproductive retching and
 *   bloat, urethral obstruction in male cats, prolonged or cluster seizures, dystocia, trauma,
 *   heatstroke); AAEP (equine colic signs, choke, laminitis stance and digital pulses); House
 *   Rabbit Society and BSAVA Manual of Rabbit Medicine (gastrointestinal stasis: no eating or
 *   droppings for 12 hours is an emergency, also for guinea pigs and chinchillas); Harrison &
 *   Lightfoot, Clinical Avian Medicine (bird on the cage floor, tail bobbing, egg binding, blood
 *   feathers, PTFE); BSAVA Manual of Reptiles (egg retention, prolapse, metabolic bone disease,
 *   stargazing); Quesenberry & Carpenter, Ferrets, Rabbits and Rodents (ferret insulinoma and
 *   urinary blockage, foreign bodies); poultry after Merck Veterinary Manual (egg binding, vent
 *   prolapse, flystrike, Marek's disease, predator wounds). Poisons: see red-flag-toxins.ts.
 *
 * Fields:
 * - `all`: every one of these concepts; the first is the anchor and must not be negated.
 * - `any`: and at least one of these, within `anyWithin` (default: `within`).
 * - `within`: clause, sentence or message.
 * - `species`: animal rules only for these species (an animal whose species is unknown gets all).
 * - `unless`: not when one of these is in the anchor's sentence.
 * - `unlessNear`: not when one of these is in the clause of a matched word.
 * - `unlessInMessage`: not when one of these is anywhere in the text.
 * - `sameWord`: the concepts may be found in one word ("Brustschmerzen": chest and pain).
 * - `ordinaryWhenKnown`: a known, managed condition makes this sign ordinary, unless today is
 *   different ("aber heute ist es anders", "das Spray hilft nicht").
 * - `keepPast`: the sign counts even when it is over (for the softer "abklären" advice).
 * - `keepResolved`: the sign counts even when it went away again (a passing stroke sign is a TIA).
 */
export type RuleWindow = "clause" | "sentence" | "message";

export interface RedFlagRule {
  readonly id: string;
  readonly flag: RedFlagId;
  readonly subject: "human" | "animal";
  readonly species?: readonly SpeciesGroup[];
  readonly all: readonly RedFlagConcept[];
  readonly any?: readonly RedFlagConcept[];
  readonly anyWithin?: RuleWindow;
  readonly within: RuleWindow;
  readonly unless?: readonly RedFlagConcept[];
  readonly unlessNear?: readonly RedFlagConcept[];
  readonly unlessInMessage?: readonly RedFlagConcept[];
  readonly sameWord?: boolean;
  /** A known, managed condition makes this sign ordinary ("Migräne wie immer", "Asthma, Spray hilft"). */
  readonly ordinaryWhenKnown?: boolean;
  /** Something that happened and is over still counts ("war letzte Woche ohnmächtig"). */
  readonly keepPast?: boolean;
  /** A sign that went away still counts (a stroke sign that passed is a warning stroke, TIA). */
  readonly keepResolved?: boolean;
  readonly note: string;
}

/** Figures of speech, and worries that make a body word a feeling (unless something acute comes with it). */
const FIGURATIVE: readonly RedFlagConcept[] = ["figurative", "stressor"];
const MILD: readonly RedFlagConcept[] = ["mild"];
const SMALL_HERBIVORES: readonly SpeciesGroup[] = ["nager"];
const BIRDS: readonly SpeciesGroup[] = ["vogel", "gefluegel"];
const PREY: readonly SpeciesGroup[] = ["vogel", "gefluegel", "nager", "reptil", "frettchen"];
const NOT_DOG: readonly SpeciesGroup[] = [
  "katze",
  "nager",
  "vogel",
  "gefluegel",
  "reptil",
  "frettchen",
  "wiederkaeuer",
  "schwein",
  "pferd",
];

// prettier-ignore
export const HUMAN_RULES: readonly RedFlagRule[] = [
  // ── Stroke: BE-FAST ─────────────────────────────────────────────────────────────────────────
  { id: "face_droop", flag: "schlaganfall", subject: "human", all: ["face", "droop"], within: "clause", sameWord: true, keepResolved: true, note: "Mundwinkel hängt, Gesicht schief." },
  { id: "face_numb", flag: "schlaganfall", subject: "human", all: ["face", "numb"], any: ["sudden", "minutes", "half_side"], anyWithin: "sentence", within: "clause", sameWord: true, unlessNear: [...FIGURATIVE, "mild"], keepResolved: true, note: "Eine Gesichtshälfte plötzlich taub." },
  { id: "speech", flag: "schlaganfall", subject: "human", all: ["speech"], within: "sentence", unlessNear: FIGURATIVE, keepResolved: true, note: "Verwaschene Sprache, Wörter fehlen, wirres Zeug." },
  { id: "stroke_word", flag: "schlaganfall", subject: "human", all: ["stroke_word"], within: "sentence", unlessNear: [...FIGURATIVE, "worry"], note: "Schlaganfall, Schlagerl, TIA." },
  { id: "limb_weak", flag: "laehmung", subject: "human", all: ["limb", "limb_weak"], within: "clause", sameWord: true, unless: ["positional"], unlessNear: [...FIGURATIVE, "mild"], keepResolved: true, ordinaryWhenKnown: true, note: "Arm kraftlos, Bein knickt weg, Fuß schleift." },
  { id: "vision_strong", flag: "sehstoerung", subject: "human", all: ["vision_strong"], within: "sentence", unlessNear: FIGURATIVE, keepResolved: true, note: "Vorhang, Lichtblitze, Hälfte des Bildes weg, doppelt." },
  { id: "vision_sudden", flag: "sehstoerung", subject: "human", all: ["vision_loss"], any: ["sudden", "eye_severe", "headache", "now", "blood"], within: "sentence", unless: ["black_cause"], unlessNear: [...FIGURATIVE, "brief_episode"], ordinaryWhenKnown: true, note: "Plötzlich verschwommen, dunkel auf einem Auge." },
  { id: "eye_glaucoma", flag: "sehstoerung", subject: "human", all: ["eye", "eye_severe"], within: "sentence", sameWord: true, note: "Auge steinhart, Regenbogenringe, Ball ins Auge." },
  { id: "writing_sudden", flag: "schlaganfall", subject: "human", all: ["writing_loss"], any: ["sudden", "minutes", "speech", "limb_weak", "both_legs_weak", "balance", "droop", "vision_strong"], anyWithin: "sentence", within: "sentence", unlessNear: FIGURATIVE, keepResolved: true, ordinaryWhenKnown: true, note: "Kann plötzlich nicht mehr schreiben, die Buchstaben verrutschen." },
  { id: "grip_loss", flag: "laehmung", subject: "human", all: ["grip_loss"], any: ["sudden", "now", "minutes", "speech", "droop", "half_side", "limb"], anyWithin: "sentence", within: "sentence", unlessNear: [...FIGURATIVE, "mild"], keepResolved: true, ordinaryWhenKnown: true, note: "Kann seit heute Morgen den Löffel nicht mehr halten." },
  { id: "limb_strength", flag: "laehmung", subject: "human", all: ["limb", "no_strength"], any: ["sudden", "minutes", "half_side"], anyWithin: "sentence", within: "clause", sameWord: true, unlessNear: [...FIGURATIVE, "mild"], keepResolved: true, note: "Auf einmal keine Kraft mehr in der Hand." },
  { id: "slump_side", flag: "schlaganfall", subject: "human", all: ["slump_side"], any: ["person", "child", "speech", "cannot_move", "sudden", "confusion", "drowsy"], anyWithin: "message", within: "sentence", unlessNear: FIGURATIVE, note: "Hängt im Sessel zur Seite, kann sich nicht aufsetzen." },
  { id: "balance_sudden", flag: "schlaganfall", subject: "human", all: ["balance"], any: ["sudden"], within: "sentence", unlessNear: [...FIGURATIVE, "brief_episode"], note: "Plötzlich torkelig, alles dreht sich." },

  // ── Heart, lung, breathing ──────────────────────────────────────────────────────────────────
  { id: "chest_pain", flag: "brustschmerz", subject: "human", all: ["chest", "pain"], within: "clause", sameWord: true, unlessNear: [...FIGURATIVE, "musculo"], ordinaryWhenKnown: true, note: "Druck, Enge, Stechen, Brennen in der Brust." },
  { id: "chest_pain_sentence", flag: "brustschmerz", subject: "human", all: ["chest", "pain"], any: ["minutes", "sweat", "pale", "dyspnea", "radiate", "sudden", "vomit", "collapse"], anyWithin: "sentence", within: "sentence", sameWord: true, unlessNear: [...FIGURATIVE, "musculo"], ordinaryWhenKnown: true, note: "Enge, als ob ein Ring um die Brust liegt, und grau im Gesicht." },
  { id: "heartburn_cardiac", flag: "brustschmerz", subject: "human", all: ["heartburn"], any: ["sweat", "pale", "dyspnea", "radiate", "cardiac_history", "collapse"], anyWithin: "message", within: "sentence", unlessNear: FIGURATIVE, note: "Sodbrennen mit kaltem Schweiß, Blässe oder bei Herzkranken: ein untypischer Herzinfarkt." },
  { id: "angina_known", flag: "brustschmerz", subject: "human", all: ["angina_feel", "cardiac_history"], within: "message", unlessNear: [...FIGURATIVE, "musculo"], note: "Stent, Bypass oder Herzinfarkt bekannt, und wieder Enge oder Druck." },
  { id: "heart_again", flag: "brustschmerz",
 subject: "human", all: ["chest_pain_word", "same_again"], within: "message", keepPast: true, keepResolved: true, note: "Die gleichen Beschwerden wie beim Herzinfarkt damals." },
  { id: "stroke_again", flag: "schlaganfall", subject: "human", all: ["stroke_word", "same_again"], within: "message", keepPast: true, keepResolved: true, note: "Es fühlt sich an wie beim Schlaganfall damals." },
  { id: "chest_pain_word", flag: "brustschmerz", subject: "human", all: ["chest_pain_word"], within: "sentence", unlessNear: [...FIGURATIVE, "musculo"], note: "Brustschmerzen, Herzinfarkt, Elefant auf der Brust." },
  { id: "heart_pain", flag: "brustschmerz", subject: "human", all: ["heart_pain"], any: ["minutes", "sweat", "radiate", "dyspnea", "sudden", "severe", "pale", "vomit", "presyncope", "now"], anyWithin: "sentence", within: "sentence", unless: FIGURATIVE, note: "Herzschmerzen seit einer Stunde, mit Schweiß oder Atemnot." },
  { id: "chest_radiating", flag: "brustschmerz", subject: "human", all: ["radiate", "radiate_target"], any: ["pain", "chest", "sweat"], anyWithin: "sentence", within: "clause", note: "Zieht in den linken Arm, strahlt in den Kiefer aus." },
  { id: "cardiac_site", flag: "brustschmerz", subject: "human", all: ["pain", "cardiac_site"], any: ["sweat", "vomit", "dyspnea", "pale", "sudden", "chest"], anyWithin: "sentence", within: "clause", sameWord: true, unlessNear: MILD, note: "Ziehen im linken Arm und Kiefer mit Schweiß oder Übelkeit." },
  { id: "aorta", flag: "aorta", subject: "human", all: ["tearing"], any: ["back", "chest", "cardiac_site", "abdomen"], anyWithin: "sentence", within: "sentence", note: "Reißender Schmerz in Brust, Rücken oder Bauch." },
  { id: "arrhythmia", flag: "herzrhythmus", subject: "human", all: ["palpitation"], any: ["presyncope", "dyspnea", "chest", "collapse", "pulse_high", "bleeding_heavy", "minutes"], anyWithin: "sentence", within: "sentence", unless: ["panic"], unlessNear: [...FIGURATIVE, "mild"], ordinaryWhenKnown: true, note: "Herzrasen, das nicht aufhört, mit Schwindel oder Atemnot." },
  { id: "pulse_extreme", flag: "herzrhythmus", subject: "human", all: ["pulse_extreme"], within: "sentence", note: "Puls über 140 oder unter 40." },
  { id: "dyspnea", flag: "atemnot", subject: "human", all: ["dyspnea"], within: "sentence", unless: ["sleep_known"], unlessNear: [...FIGURATIVE, "musculo"], ordinaryWhenKnown: true, note: "Atemnot, keine Luft, ringt nach Luft, pfeifende Atmung." },
  { id: "cyanosis", flag: "atemnot", subject: "human", all: ["blue", "blue_part"], within: "clause", unless: ["injury_event"], note: "Blaue Lippen, blau im Gesicht, blaue Fingernägel; nicht der blaue Nagel nach einem Stoß." },
  { id: "cyanosis_word", flag: "atemnot", subject: "human", all: ["cyanosis"], within: "sentence", note: "Wird blau, läuft blau an." },
  { id: "choking", flag: "atemnot", subject: "human", all: ["choke_human"], within: "sentence", note: "Verschluckt und hustet nicht mehr richtig." },
  { id: "choking_food", flag: "atemnot", subject: "human", all: ["choke_event"], any: ["choke_sign", "dyspnea", "cyanosis", "blue", "unconscious", "speech"], anyWithin: "sentence", within: "sentence", note: "Am Essen verschluckt, hält sich den Hals, kann nicht sprechen oder husten." },

  // ── Head, nerves, consciousness ─────────────────────────────────────────────────────────────
  { id: "thunderclap", flag: "kopfschmerz-ploetzlich", subject: "human", all: ["headache"], any: ["thunderclap", "sudden"], within: "sentence", unlessNear: [...FIGURATIVE, "mild"], ordinaryWhenKnown: true, note: "Schlimmster Kopfschmerz des Lebens, schlagartig, wie ein Donnerschlag." },
  { id: "thunderclap_pain", flag: "kopfschmerz-ploetzlich", subject: "human", all: ["thunderclap_strong", "pain"], within: "sentence", note: "Vernichtender Schmerz wie ein Peitschenhieb; im Kopf gekracht." },
  { id: "meningism", flag: "meningitis", subject: "human", all: ["stiff_neck"], any: ["fever", "headache", "photophobia"], anyWithin: "message", within: "sentence", note: "Steifer Nacken mit Fieber oder Kopfschmerz." },
  { id: "non_blanching", flag: "meningitis", subject: "human", all: ["rash", "non_blanching"], within: "sentence", note: "Punkte, die unter dem Glas nicht verblassen." },
  { id: "fever_spots", flag: "meningitis", subject: "human", all: ["fever", "dark_spots"], within: "message", note: "Fieber mit dunklen, lila oder marmorierten Flecken." },
  { id: "fever_confusion", flag: "meningitis", subject: "human", all: ["fever", "confusion"], within: "message", note: "Fieber und Verwirrtheit." },
  { id: "fever_photophobia", flag: "meningitis", subject: "human", all: ["fever", "photophobia"], any: ["headache", "stiff_neck", "vomit"], anyWithin: "message", within: "message", note: "Fieber, Lichtscheu und Kopfschmerz." },
  { id: "seizure", flag: "krampfanfall", subject: "human", all: ["seizure"], within: "sentence", unlessNear: [...FIGURATIVE, "cramp_site"], keepResolved: true, ordinaryWhenKnown: true, note: "Krampfanfall, zuckt am ganzen Körper, Augen verdreht." },
  { id: "unconscious", flag: "bewusstlosigkeit", subject: "human", all: ["unconscious"], within: "sentence", unlessNear: [...FIGURATIVE, "near_faint"], keepResolved: true, note: "Bewusstlos, nicht wach zu kriegen, reagiert nicht." },
  { id: "collapse", flag: "bewusstlosigkeit", subject: "human", all: ["collapse"], within: "sentence", unlessNear: [...FIGURATIVE, "vehicle", "near_faint"], note: "Umgekippt, zusammengesackt, kollabiert." },
  { id: "confusion_strong", flag: "verwirrtheit", subject: "human", all: ["confusion_strong"], within: "sentence", unlessNear: FIGURATIVE, note: "Erkennt niemanden mehr, weiß nicht, wo er ist." },
  { id: "heat_illness", flag: "hitzschlag-mensch", subject: "human", all: ["heat_human"], any: ["confusion", "unconscious", "collapse", "drowsy", "vomit"], anyWithin: "message", within: "message", unless: ["info_question"], note: "Sonnenstich, Hitzschlag mit Verwirrtheit oder Erbrechen." },
  { id: "confusion_acute", flag: "verwirrtheit", subject: "human", all: ["confusion"], any: ["sudden", "drowsy", "head_trauma", "diabetic", "now", "days", "fever"], anyWithin: "message", within: "sentence", unlessNear: FIGURATIVE, ordinaryWhenKnown: true, note: "Plötzlich verwirrt, erkennt niemanden." },
  { id: "head_injury", flag: "kopfverletzung", subject: "human", all: ["head_trauma", "head"], any: ["head_danger", "anticoagulant", "infant"], anyWithin: "message", within: "sentence", sameWord: true, note: "Kopfverletzung mit Blutverdünner, Bewusstlosigkeit, Erbrechen, Verwirrtheit." },
  { id: "head_injury_word", flag: "kopfverletzung", subject: "human", all: ["head_injury_word"], any: ["head_danger", "anticoagulant", "infant"], anyWithin: "message", within: "message", note: "Kopfstoß, Gehirnerschütterung mit Warnzeichen." },
  { id: "infant_fall", flag: "kopfverletzung", subject: "human", all: ["fall", "infant"], any: ["head_danger"], anyWithin: "message", within: "message", note: "Ein Baby ist gefallen und erbricht, ist schläfrig." },
  { id: "fall_then_danger", flag: "kopfverletzung", subject: "human", all: ["head_trauma", "head_danger", "head_danger"], within: "message", unlessNear: MILD, note: "Nach einem Sturz mehrmals erbrochen und schläfrig (NICE NG232)." },
  { id: "head_injury_strong", flag: "kopfverletzung", subject: "human", all: ["head_trauma", "head_danger_strong"], within: "message", note: "Nach einem Sturz: Pupillen ungleich, Flüssigkeit aus der Nase." },

  // ── Allergy, infection, sepsis ──────────────────────────────────────────────────────────────
  { id: "airway_swelling", flag: "allergischer-schock", subject: "human", all: ["airway", "swelling"], within: "clause", sameWord: true, note: "Zunge, Lippen oder Rachen schwellen an." },
  { id: "face_swelling_trigger", flag: "allergischer-schock", subject: "human", all: ["swelling", "face_throat"], any: ["allergy_trigger", "hives_all", "dyspnea"], anyWithin: "message", within: "clause", sameWord: true, unlessNear: MILD, note: "Gesicht schwillt nach einem Stich oder Essen an." },
  { id: "sting_airway", flag: "allergischer-schock", subject: "human", all: ["airway", "allergy_trigger"], within: "clause", sameWord: true, note: "Stich in Zunge, Mund oder Rachen." },
  { id: "hives_trigger", flag: "allergischer-schock", subject: "human", all: ["hives_all"], any: ["allergy_trigger"], anyWithin: "message", within: "sentence", note: "Nach dem Stich Quaddeln am ganzen Körper." },
  { id: "allergy_voice", flag: "allergischer-schock", subject: "human", all: ["hoarse"], any: ["allergy_trigger"], anyWithin: "message", within: "sentence", note: "Stimme heiser nach Shrimps, Wespenstich." },
  { id: "sepsis", flag: "sepsis", subject: "human", all: ["infection", "sepsis_sign"], within: "message", note: "Infektion und Verwirrtheit, marmorierte Haut, Herzrasen, schnelle Atmung, kaum Urin." },
  { id: "sepsis_pulse", flag: "sepsis", subject: "human", all: ["infection", "pulse_fast"], within: "message", note: "Infektion mit einem Puls über 110 in Ruhe (NICE NG51)." },
  { id: "jaundice", flag: "gelbsucht", subject: "human", all: ["jaundice"], any: ["fever", "pain", "abdomen", "confusion", "drowsy", "vomit"], anyWithin: "message", within: "sentence", note: "Gelbe Augen mit Fieber, Schüttelfrost oder Oberbauchschmerzen (Gallenwege)." },
  { id: "electric", flag: "stromunfall", subject: "human", all: ["electric"], any: ["child", "small_child", "infant", "age_under_5y", "burn", "unconscious", "collapse", "palpitation", "confusion", "drowsy", "numb", "pain", "dyspnea", "speech", "limb_weak"], anyWithin: "message", within: "sentence", unless: ["info_question"], note: "Stromschlag, Blitz, in die Steckdose gefasst: Herzrhythmus und innere Verbrennungen." },

  { id: "suicide", flag: "suizidgefahr", subject: "human", all: ["suicide"], within: "sentence", unlessNear: ["figurative"], note: "Jemand will sich das Leben nehmen oder hat es versucht." },
  { id: "suicide_plan", flag: "suizidgefahr", subject: "human", all: ["hopeless", "suicide_plan"], within: "message", unlessNear: ["figurative"], note: "Keinen Sinn mehr und ein Plan, ein Mittel oder ein Abschied." },
  { id: "hypothermia", flag: "unterkuehlung", subject: "human", all: ["hypothermia"], any: ["drowsy", "confusion", "unconscious", "speech", "hypothermia"], anyWithin: "message", within: "message", note: "Ausgekühlt und verwirrt, schläfrig." },
  { id: "bp_crisis", flag: "blutdruck", subject: "human", all: ["bp_high"], within: "message", note: "Blutdruck über 180 zu 110." },

  // ── Children ────────────────────────────────────────────────────────────────────────────────
  { id: "infant_fever", flag: "fieber-saeugling", subject: "human", all: ["fever", "age_under_3m"], within: "message", note: "Fieber (38 °C) unter 3 Monaten: NICE NG143 rot." },
  { id: "newborn_fever", flag: "fieber-saeugling", subject: "human", all: ["fever", "newborn"], within: "message", note: "Fieber bei einem Neugeborenen." },
  { id: "young_infant_unwell", flag: "fieber-saeugling", subject: "human", all: ["child_danger"], any: ["age_under_3m", "newborn"], anyWithin: "message", within: "message", note: "Säugling unter drei Monaten trinkt nicht, ist schläfrig, schlapp." },
  { id: "infant_unwell", flag: "fieber-kind", subject: "human", all: ["child_danger", "child_danger"], any: ["infant", "age_under_5y"], anyWithin: "message", within: "message", unlessNear: MILD, note: "Ein Baby trinkt nicht und ist schläfrig." },
  { id: "infant_fever_39", flag: "fieber-saeugling", subject: "human", all: ["temp_39", "age_3_6m"], within: "message", note: "39 °C mit 3 bis 6 Monaten: NICE NG143 rot." },
  { id: "child_fever_danger", flag: "fieber-kind", subject: "human", all: ["fever", "child_danger"], any: ["child", "infant", "age_under_5y"], anyWithin: "message", within: "message", unlessNear: MILD, note: "Fieber mit Warnzeichen: schlapp, trinkt nicht, keine nasse Windel, schläfrig, wimmert." },
  { id: "child_ingestion", flag: "vergiftung-mensch", subject: "human", all: ["toxin_human", "ingest"], any: ["child", "infant", "age_under_5y"], anyWithin: "message", within: "sentence", unlessNear: ["given_medicine"], keepResolved: true, note: "Kind hat Tabletten, Batterie, Magnet, Reiniger verschluckt." },
  { id: "child_alcohol_signs", flag: "vergiftung-mensch", subject: "human", all: ["alcohol", "ingest", "child"], any: ["drowsy", "stupor", "balance", "poison_sign", "unconscious", "vomit", "confusion"], anyWithin: "message", within: "message", unlessNear: FIGURATIVE, note: "Ein Kind hat Alkohol getrunken und ist wackelig, schläfrig oder erbricht." },
  { id: "child_alcohol", flag: "vergiftung-mensch", subject: "human", all: ["alcohol", "ingest"], any: ["small_child", "infant", "age_under_5y"], anyWithin: "clause", within: "clause", unlessNear: FIGURATIVE, keepResolved: true, note: "Ein kleines Kind hat Alkohol getrunken: Unterzucker und Bewusstlosigkeit drohen." },
  { id: "infant_intussusception", flag: "bauch-akut", subject: "human", all: ["infant_scream"], any: ["blood", "drowsy"], anyWithin: "message", within: "message", note: "Schreit anfallsartig, zieht die Beine an, Blut in der Windel." },

  // ── Poisoning ───────────────────────────────────────────────────────────────────────────────
  { id: "overdose", flag: "vergiftung-mensch", subject: "human", all: ["toxin_human", "overdose"], within: "message", note: "Tabletten verwechselt, doppelt, zu viele genommen." },
  { id: "poison_with_signs", flag: "vergiftung-mensch", subject: "human", all: ["toxin_human", "ingest"], any: ["poison_sign", "unconscious", "drowsy"], anyWithin: "message", within: "message", note: "Etwas Giftiges eingenommen und Beschwerden." },
  { id: "poison_word", flag: "vergiftung-mensch", subject: "human", all: ["poison_word_human"], within: "sentence", unlessNear: [...FIGURATIVE, "worry"], note: "Überdosis, vergiftet." },
  { id: "snake_bite", flag: "vergiftung-mensch", subject: "human", all: ["snake_word"], within: "sentence", note: "Schlangenbiss, Kreuzotter." },
  { id: "drowning", flag: "ertrinken", subject: "human", all: ["drowning"], within: "sentence", note: "Untergegangen, Wasser geschluckt, aus dem Wasser gezogen." },
  { id: "swallowed_object", flag: "vergiftung-mensch", subject: "human", all: ["swallowed_object", "ingest"], within: "sentence", note: "Gräte, Knochen, Prothese, Münze verschluckt." },
  { id: "alcohol_excess", flag: "vergiftung-mensch", subject: "human", all: ["alcohol_excess"], any: ["vomit", "drowsy", "unconscious", "dyspnea", "child", "confusion", "collapse"], anyWithin: "message", within: "message", note: "Zu viel Alkohol und erbricht, kaum wach." },
  { id: "alcohol_drowsy", flag: "vergiftung-mensch", subject: "human", all: ["alcohol", "stupor"], within: "message", unlessNear: FIGURATIVE, note: "Getrunken und kaum ansprechbar." },
  { id: "alcohol_unconscious", flag: "vergiftung-mensch", subject: "human", all: ["alcohol", "unconscious"], within: "message", unlessNear: FIGURATIVE, note: "Getrunken und nicht mehr wach zu kriegen." },
  { id: "diagnosis_human", flag: "verdacht-mensch", subject: "human", all: ["diagnosis_human"], within: "sentence", unlessNear: [...FIGURATIVE, "worry"], note: "Verdacht auf Lungenentzündung, Embolie, Eileiterschwangerschaft." },
  { id: "mushrooms", flag: "vergiftung-mensch", subject: "human", all: ["mushroom", "ingest"], any: ["poison_sign"], anyWithin: "message", within: "message", note: "Selbst gesammelte Pilze, Bärlauch (Herbstzeitlose): Erbrechen, Durchfall, Herzrasen." },
  { id: "corrosive_skin", flag: "vergiftung-mensch", subject: "human", all: ["toxin_human", "skin_contact"], any: ["pain", "burn_large", "pale", "blood", "swelling"], anyWithin: "sentence", within: "sentence", note: "Reiniger, Säure oder Lauge auf der Haut, sie brennt oder wird weiß." },
  { id: "fumes", flag: "vergiftung-mensch", subject: "human", all: ["fumes", "fume_sign"], within: "message", note: "Kohlenmonoxid, Gastherme, Chlorgas: Kopfweh, Schwindel, umgekippt." },

  // ── Bleeding ────────────────────────────────────────────────────────────────────────────────
  { id: "blood_up", flag: "starke-blutung", subject: "human", all: ["blood", "blood_up"], within: "clause", sameWord: true, note: "Blut erbrochen, gespuckt, gehustet." },
  { id: "coffee_ground_vomit", flag: "starke-blutung", subject: "human", all: ["coffee_ground", "vomit"], within: "sentence", note: "Erbrochenes wie Kaffeesatz." },
  { id: "black_stool", flag: "starke-blutung", subject: "human", all: ["black", "stool_urine"], within: "sentence", unless: ["black_cause"], note: "Schwarzer, klebriger Stuhl: Blut aus Magen oder Darm, wenn kein Eisen ihn erklärt." },
  { id: "gi_bleed_word", flag: "starke-blutung", subject: "human", all: ["gi_bleed_word"], within: "sentence", unless: ["black_cause"], note: "Teerstuhl, Kaffeesatz erbrochen." },
  { id: "bleeding_heavy", flag: "starke-blutung", subject: "human", all: ["blood", "bleeding_heavy"], within: "clause", sameWord: true, note: "Blutet stark, hört nicht auf, spritzt, durch den Verband." },
  { id: "bleeding_arterial", flag: "starke-blutung", subject: "human", all: ["arterial"], any: ["blood", "wound", "deep_cut", "injury_event", "impaled"], anyWithin: "sentence", within: "sentence", unlessNear: FIGURATIVE, note: "Ein Schnitt, der pulsierend spritzt; eine geplatzte Krampfader." },
  { id: "bleeding_anticoagulant", flag: "starke-blutung", subject: "human", all: ["blood", "anticoagulant"], within: "message", note: "Blutung unter Blutverdünnern." },
  { id: "bleeding_wound", flag: "verletzung", subject: "human", all: ["blood"], any: ["wound", "deep_cut", "injury_event", "fall", "head_trauma", "bite_human"], anyWithin: "sentence", within: "sentence", unlessNear: [...MILD, "blood_little"], note: "Eine Verletzung, die blutet." },
  { id: "bleeding_after_procedure", flag: "starke-blutung", subject: "human", all: ["blood", "after_procedure"], within: "message", unlessNear: MILD, note: "Nachblutung nach OP, Geburt oder Zahnziehen." },
  { id: "blood_stool_urine", flag: "blut", subject: "human", all: ["blood", "stool_urine"], within: "clause", sameWord: true, ordinaryWhenKnown: true, note: "Blut im Stuhl oder Urin." },

  // ── Belly, pregnancy, testicles, back ───────────────────────────────────────────────────────
  { id: "abdomen_hard", flag: "bauch-akut", subject: "human", all: ["abdomen", "abdomen_hard"], within: "clause", note: "Bauch bretthart, aufgebläht wie eine Trommel." },
  { id: "abdomen_bloated", flag: "bauch-akut", subject: "human", all: ["abdomen", "bloated"], any: ["vomit", "bowel_stop", "severe", "pain", "fever", "child", "infant"], anyWithin: "sentence", within: "clause", sameWord: true, unlessNear: [...FIGURATIVE, "mild"], ordinaryWhenKnown: true, note: "Bauch aufgebläht mit Erbrechen, Schmerzen oder ohne Stuhlgang." },
  { id: "abdomen_severe", flag: "bauch-akut", subject: "human", all: ["abdomen", "pain"], any: ["severe", "sudden", "vomit", "appendix_sign", "collapse", "abdomen_hard", "fever", "sweat", "pale", "cannot_move"], anyWithin: "sentence", within: "sentence", sameWord: true, unlessNear: [...FIGURATIVE, "mild"], ordinaryWhenKnown: true, note: "Heftige, plötzliche Bauchschmerzen, mit Erbrechen oder rechts unten." },
  { id: "abdomen_trauma", flag: "bauch-akut", subject: "human", all: ["abdomen", "pain"], any: ["injury_event", "fall", "high_energy", "vehicle"], anyWithin: "sentence", within: "sentence", sameWord: true, unlessNear: [...FIGURATIVE, "mild"], note: "Nach einem Sturz auf den Lenker, einem Tritt oder Unfall: Bauchschmerzen (innere Verletzung)." },
  { id: "bilious_vomit", flag: "bauch-akut", subject: "human", all: ["vomit", "bilious"], any: ["child", "infant", "age_under_5y"], anyWithin: "message", within: "sentence", sameWord: true, note: "Ein Baby erbricht grün (Galle)." },
  { id: "bowel_obstruction", flag: "bauch-akut", subject: "human", all: ["bowel_stop", "vomit"], within: "message", note: "Erbrechen, kein Stuhlgang, keine Winde." },
  { id: "hernia_stuck", flag: "bauch-akut", subject: "human", all: ["hernia"], any: ["not_back", "pain"], anyWithin: "sentence", within: "sentence", note: "Leistenbruch geht nicht zurück." },
  { id: "pregnancy", flag: "schwangerschaft", subject: "human", all: ["pregnancy", "pregnancy_danger"], within: "message", note: "Schwanger und Blutung, Fruchtwasser, weniger Kindsbewegungen, Schmerzen, Flimmern." },
  { id: "testicle", flag: "hodentorsion", subject: "human", all: ["testicle"], any: ["pain", "swelling", "testicle_sign"], within: "clause", sameWord: true, note: "Plötzliche Hodenschmerzen, Hoden geschwollen, höher, verfärbt." },
  { id: "cauda_equina_numb", flag: "cauda-equina", subject: "human", all: ["numb", "saddle"], within: "clause", note: "Taub zwischen den Beinen, am Po (Reithose)." },
  { id: "retention", flag: "harnverhalt-mensch", subject: "human", all: ["bladder_bowel"], any: ["retention", "pain"], anyWithin: "sentence", within: "sentence", note: "Kann seit Stunden nicht pinkeln, Blase prall." },
  { id: "cauda_equina_bladder", flag: "cauda-equina", subject: "human", all: ["bladder_bowel"], any: ["back"], anyWithin: "message", within: "sentence", note: "Rückenschmerzen und kann nicht pinkeln oder den Stuhl halten." },
  { id: "back_legs", flag: "cauda-equina", subject: "human", all: ["back"], any: ["both_legs_weak"], anyWithin: "message", within: "message", note: "Rückenschmerzen und beide Beine schwach." },
  { id: "glucose", flag: "blutzucker", subject: "human", all: ["diabetic"], any: ["glucose_low", "glucose_high"], within: "message", note: "Zucker unter 60 mg/dl (3,5 mmol/l) oder über 300 mg/dl." },
  { id: "diabetic_foot", flag: "infektion", subject: "human", all: ["diabetic", "diabetic_foot"], within: "message", note: "Diabetes und eine Wunde am Fuß, eine schwarze Stelle." },
  { id: "diabetic", flag: "blutzucker", subject: "human", all: ["diabetic", "diabetic_sign"], within: "message", note: "Diabetes und zittrig, verschwitzt, verwirrt, kaum wach, Atem nach Obst." },
  { id: "dka_new", flag: "blutzucker", subject: "human", all: ["thirst_urine"], any: ["vomit", "drowsy"], anyWithin: "message", within: "message", note: "Trinkt literweise, pinkelt dauernd, erbricht." },

  // ── Injuries ────────────────────────────────────────────────────────────────────────────────
  { id: "deformity", flag: "verletzung-schwer", subject: "human", all: ["joint", "deformity"], any: ["injury_event", "fall"], anyWithin: "sentence", within: "clause", note: "Nach einem Sturz: Handgelenk schief, Arm verbogen." },
  { id: "anticoagulant_injury", flag: "verletzung-blutverduenner", subject: "human", all: ["anticoagulant"], any: ["injury_event", "fall", "head_trauma", "swelling"], anyWithin: "message", within: "message", note: "Verletzung unter Blutverdünnern oder bei Blutern." },
  { id: "severe_injury", flag: "verletzung-schwer", subject: "human", all: ["severe_injury"], within: "sentence", note: "Knochen schaut raus, Bein verdreht, Kreissäge, Motorradsturz." },
  { id: "fall_height", flag: "verletzung-schwer", subject: "human", all: ["fall_height", "fall"], within: "sentence", unless: ["resolved", "mild"], note: "Vom Dach, von der Leiter, aus dem Fenster gefallen." },
  { id: "burn_large", flag: "verletzung-schwer", subject: "human", all: ["burn"], any: ["burn_large", "child", "age_under_5y"], anyWithin: "message", within: "sentence", unlessNear: MILD, note: "Verbrennung größer als die Hand, im Gesicht, mit Blasen." },

  // ── Today ───────────────────────────────────────────────────────────────────────────────────
  { id: "sunburn", flag: "verbrennung", subject: "human", all: ["sunburn"], any: ["burn_large", "fever", "infant", "drowsy", "vomit", "age_under_3m"], anyWithin: "message", within: "message", unlessNear: MILD, note: "Sonnenbrand mit Blasen, Fieber, bei Kindern." },
  { id: "burn_blister", flag: "verbrennung", subject: "human", all: ["blister", "hot"], within: "sentence", unlessNear: MILD, note: "Etwas Heißes angefasst, jetzt Blasen." },
  { id: "high_energy", flag: "verletzung", subject: "human", all: ["high_energy"], any: ["injury_event", "fall", "cannot_move", "unconscious", "blood"], anyWithin: "sentence", within: "sentence", unless: ["resolved", "mild"], unlessNear: FIGURATIVE, note: "Sturz die Treppe hinunter, von der Leiter, Verkehrsunfall." },
  { id: "hot_touch", flag: "verbrennung", subject: "human", all: ["hot", "hot_touch"], any: ["child", "infant", "age_under_5y", "blister", "pain"], anyWithin: "message", within: "clause", unlessNear: MILD, note: "Ein Kind hat die Ofenscheibe, die Herdplatte angefasst." },
  { id: "bite_animal", flag: "verletzung", subject: "human", all: ["bite_human", "biter"], within: "sentence", unlessNear: [...MILD, ...FIGURATIVE], note: "Von einem Hund, einer Katze gebissen: Bisswunden entzünden sich leicht." },
  { id: "swallow_sudden", flag: "verdacht-mensch", subject: "human", all: ["cannot_swallow"], any: ["sudden", "speech", "dyspnea"], anyWithin: "sentence", within: "sentence", note: "Kann plötzlich nicht mehr schlucken: Schlaganfall, Kehldeckel, Allergie." },
  { id: "burn", flag: "verbrennung", subject: "human", all: ["burn"], within: "sentence", unless: ["burn_mild"], unlessNear: [...MILD, "burn_minor"], note: "Verbrennung oder Verbrühung." },
  { id: "eye_injury", flag: "augenverletzung", subject: "human", all: ["eye_injury"], any: ["eye_injury", "toxin_human", "pain", "severe", "not_out"], anyWithin: "sentence", within: "sentence", note: "Splitter, Säure oder Reiniger ins Auge." },
  { id: "fracture", flag: "verletzung", subject: "human", all: ["fracture_human"], within: "sentence", unlessNear: FIGURATIVE, note: "Gebrochen, ausgekugelt, Knacken gehört." },
  { id: "deep_cut", flag: "verletzung", subject: "human", all: ["deep_cut"], within: "sentence", unlessNear: MILD, note: "Klaffende Wunde, muss genäht werden." },
  { id: "impaled", flag: "verletzung", subject: "human", all: ["impaled"], within: "sentence", note: "Nagel eingetreten, Glas steckt in der Wunde." },
  { id: "foreign_body_orifice", flag: "fremdkoerper-mensch", subject: "human", all: ["orifice_human", "inserted"], any: ["child", "small_child", "infant", "age_under_5y", "not_out", "pain", "blood"], anyWithin: "message", within: "clause", note: "Eine Erbse, eine Perle, ein Stein in Ohr oder Nase." },

  { id: "bite_human", flag: "verletzung", subject: "human", all: ["bite_human"], any: ["wound", "blood", "deep_cut", "swelling", "pain", "face", "child"], anyWithin: "sentence", within: "sentence", unlessNear: MILD, note: "Hunde- oder Katzenbiss." },
  { id: "rib_breath", flag: "atemnot", subject: "human", all: ["pain", "breath_pain"], within: "clause", sameWord: true, note: "Atmen tut weh, Stechen beim Einatmen." },
  { id: "diabetes_new", flag: "diabetes-verdacht", subject: "human", all: ["thirst_urine"], any: ["weight_loss", "thirst_urine", "drowsy"], anyWithin: "message", within: "message", note: "Viel Durst, viel Urin, Gewichtsverlust." },
  { id: "injury_severe", flag: "verletzung", subject: "human", all: ["injury_event"], any: ["severe", "cannot_bear", "cannot_move", "deformity", "fracture_human", "bleeding_heavy", "swelling", "unconscious"], anyWithin: "sentence", within: "sentence", unlessNear: [...MILD, ...FIGURATIVE], note: "Nach einem Sturz oder Unfall: starke Schmerzen, kann nicht aufstehen, dick und blau." },
  { id: "spine", flag: "verletzung-schwer", subject: "human", all: ["injury_event", "back_neck"], any: ["numb", "limb_weak", "both_legs_weak", "tingling"], anyWithin: "message", within: "sentence", note: "Sturz auf Rücken oder Nacken, danach Kribbeln oder Schwäche in den Beinen." },
  { id: "cannot_walk", flag: "verletzung", subject: "human", all: ["cannot_bear"], any: ["injury_event", "swelling", "pain"], anyWithin: "sentence", within: "sentence", note: "Nach einem Sturz oder Verdrehen: kann nicht auftreten." },
  { id: "spreading", flag: "infektion", subject: "human", all: ["spreading"], any: ["fever", "wound", "insect_bite", "red_streak", "pus"], anyWithin: "message", within: "sentence", note: "Rötung breitet sich aus, Wanderröte mit Fieber." },
  { id: "hearing_loss", flag: "hoersturz", subject: "human", all: ["hearing_loss"], within: "sentence", note: "Plötzlich taub auf einem Ohr." },
  { id: "shingles", flag: "guertelrose", subject: "human", all: ["shingles"], within: "sentence", note: "Gürtelrose, besonders im Gesicht." },
  { id: "pain_unbearable", flag: "starke-schmerzen", subject: "human", all: ["severe_strong"], any: ["pain", "severe_strong"], within: "sentence", unlessNear: FIGURATIVE, ordinaryWhenKnown: true, note: "Unerträgliche Schmerzen, Kolik." },
  { id: "fever_days", flag: "hohes-fieber", subject: "human", all: ["fever", "days"], within: "sentence", note: "Fieber seit drei Tagen und länger." },
  { id: "fever_high", flag: "hohes-fieber", subject: "human", all: ["fever_high"], within: "sentence", note: "Hohes Fieber, 40 °C und mehr." },
  { id: "fever_flank", flag: "infektion", subject: "human", all: ["fever", "flank"], within: "message", note: "Fieber mit Flankenschmerzen (Nierenbecken)." },
  { id: "red_streak", flag: "infektion", subject: "human", all: ["red_streak"], within: "sentence", note: "Roter Streifen von einer Wunde aus." },
  { id: "wound_pus", flag: "infektion", subject: "human", all: ["wound", "pus"], within: "sentence", note: "Wunde eitrig, rot und warm." },
  { id: "dvt", flag: "thrombose", subject: "human", all: ["calf", "dvt_sign"], any: ["pain", "dvt_sign"], anyWithin: "sentence", within: "clause", note: "Wade geschwollen, rot, heiß, schmerzhaft." },
  { id: "eye_red", flag: "auge", subject: "human", all: ["eye", "eye_red"], any: ["vision_loss", "photophobia"], anyWithin: "sentence", within: "sentence", sameWord: true, ordinaryWhenKnown: true, note: "Rotes, schmerzendes Auge mit Sehstörung." },
  { id: "diarrhoea_weak", flag: "austrocknung", subject: "human", all: ["diarrhoea_human"], any: ["cannot_bear", "collapse", "confusion", "drowsy", "presyncope"], anyWithin: "message", within: "message", unlessNear: MILD, note: "Durchfall und so schwach, dass jemand nicht mehr aufstehen kann, verwirrt oder benommen ist." },
  { id: "diving", flag: "verdacht-mensch", subject: "human", all: ["diving"], any: ["pain", "tingling", "numb", "dyspnea", "confusion", "limb_weak", "balance", "unconscious"], anyWithin: "message", within: "message", note: "Nach dem Tauchen Gelenkschmerzen, Kribbeln, Atemnot: Dekompressionskrankheit." },
  { id: "cannot_keep", flag: "austrocknung",
 subject: "human", all: ["cannot_keep"], any: ["vomit", "diarrhoea_human"], anyWithin: "sentence", within: "sentence", note: "Kann nichts bei sich behalten." },
  { id: "dehydration", flag: "austrocknung", subject: "human", all: ["dehydration"], any: ["child", "vomit", "diarrhoea_human", "age_under_5y", "drowsy", "confusion"], anyWithin: "message", within: "sentence", note: "Kaum Pipi, trockene Lippen, weint ohne Tränen." },
  { id: "arteritis", flag: "arteriitis", subject: "human", all: ["temple"], any: ["arteritis_sign", "vision_loss", "vision_strong"], anyWithin: "message", within: "message", unlessNear: FIGURATIVE, note: "Schläfenkopfschmerz mit Kauschmerz, empfindlicher Kopfhaut oder Sehstörung." },
  { id: "abscess", flag: "abszess", subject: "human", all: ["ear_throat"], any: ["swelling", "cannot_swallow", "abscess_sign"], anyWithin: "sentence", within: "sentence", note: "Zahn, Ohr, Hals: Schwellung, kann nicht schlucken." },
  { id: "abscess_pain", flag: "abszess", subject: "human", all: ["ear_throat", "pain"], any: ["severe"], anyWithin: "sentence", within: "clause", sameWord: true, unlessNear: MILD, ordinaryWhenKnown: true, note: "Zahn- oder Ohrenschmerzen, die nicht schlafen lassen." },
];

// prettier-ignore
export const ANIMAL_RULES: readonly RedFlagRule[] = [
  // ── Poisoning ───────────────────────────────────────────────────────────────────────────────
  { id: "toxin_eaten", flag: "vergiftung", subject: "animal", all: ["toxin", "exposure"], within: "message", unlessNear: ["worry"], note: "Ein Gift für diese Tierart gefressen, geleckt, bekommen." },
  { id: "toxin_signs", flag: "vergiftung", subject: "animal", all: ["toxin", "poison_sign_animal"], within: "message", unlessNear: ["worry"], note: "Gift in Reichweite und Vergiftungszeichen." },
  { id: "toxin_amount", flag: "vergiftung", subject: "animal", all: ["toxin", "amount"], within: "sentence", unlessNear: ["worry"], note: "Rosinenbrötchen, gleich zwei Stück; eine halbe Tafel." },
  { id: "drug_eaten", flag: "vergiftung", subject: "animal", all: ["toxin_drug", "exposure"], within: "message", unless: ["prescribed"], unlessNear: ["worry"], note: "Tabletten aus Menschenhand gefressen." },
  { id: "parasite_product", flag: "vergiftung", subject: "animal", all: ["toxin_harm"], any: ["misuse", "poison_sign_animal"], anyWithin: "message", within: "message", note: "Spot-on, Flohmittel, Wurmkur: falsch oder zu viel, mit Zittern." },
  { id: "poison_word_animal", flag: "vergiftung", subject: "animal", all: ["poison_word"], within: "sentence", unlessNear: ["worry"], note: "Vergiftung, vergiftet." },

  // ── Breathing, collapse, nerves ─────────────────────────────────────────────────────────────
  { id: "breathing", flag: "atemnot-tier", subject: "animal", all: ["breath_animal"], within: "sentence", unless: ["sleep_known", "basking"], ordinaryWhenKnown: true, note: "Maulatmung, schnappt nach Luft, Schwanzwippen, Flanken pumpen." },
  { id: "breathing_now", flag: "atemnot-tier", subject: "animal", all: ["breath_animal"], any: ["severe", "sudden", "minutes", "now"], within: "sentence", unlessNear: ["mild"], note: "Schnarcht nicht nur: bekommt jetzt keine Luft." },
  { id: "blue_tongue", flag: "atemnot-tier", subject: "animal", all: ["blue_tongue"], within: "sentence", note: "Zunge, Lippen oder Kamm blau." },
  { id: "panting_not_dog", flag: "atemnot-tier", subject: "animal", species: NOT_DOG, all: ["pant"], within: "sentence", unlessNear: ["relaxed", "mild"], note: "Katzen, Kaninchen, Vögel hecheln nur in Not." },
  { id: "collapse_animal", flag: "zusammenbruch-tier", subject: "animal", all: ["collapse_animal"], within: "sentence", unlessNear: ["relaxed"], note: "Liegt auf der Seite, kommt nicht hoch, reagiert nicht." },
  { id: "festliegen", flag: "zusammenbruch-tier", subject: "animal", all: ["festliegen"], within: "sentence", note: "Liegt fest, kommt nicht mehr hoch." },
  { id: "tongue", flag: "atemnot-tier", subject: "animal", all: ["tongue", "tongue_sign"], within: "clause", sameWord: true, note: "Zunge blau, geschwollen, abgeschnürt." },
  { id: "tongue_hanging", flag: "atemnot-tier", subject: "animal", species: ["katze", "pferd", "nager", "vogel", "gefluegel", "reptil", "frettchen", "wiederkaeuer", "schwein"], all: ["tongue", "hangs_out"], within: "clause", note: "Eine Katze, ein Pferd, ein Kaninchen mit heraushängender Zunge (beim Hund ist Hecheln normal)." },
  { id: "diagnosis", flag: "verdacht-tier", subject: "animal", all: ["diagnosis_animal"], within: "sentence", unlessNear: ["worry"], note: "Verdacht auf Kolik, Legenot, Magendrehung, Lungenentzündung." },
  { id: "pain", flag: "schmerzen-tier", subject: "animal", all: ["pain_animal"], within: "sentence", unless: ["alone"], unlessNear: ["in_heat", "relaxed"],

 ordinaryWhenKnown: true, note: "Schreit vor Schmerz, lässt sich nicht anfassen." },
  { id: "pale_gums", flag: "zusammenbruch-tier", subject: "animal", all: ["pale_gums", "pale_colour"], within: "clause", note: "Zahnfleisch weiß, Kamm grau, wird nicht wieder rosa." },
  { id: "hypothermia_animal", flag: "zusammenbruch-tier", subject: "animal", all: ["hypothermia_animal"], within: "sentence", note: "Unterkühlt, zittert nicht mehr, kältestarr." },
  { id: "cold_exposure", flag: "zusammenbruch-tier", subject: "animal", all: ["cold_body", "cold_exposure"], any: ["weak_animal", "lying", "collapse_animal", "tremor", "ataxia", "not_eating"], anyWithin: "message", within: "message", note: "Nach Frost, Regen oder Eiswasser kalt und schlapp." },
  { id: "reptile_cold", flag: "reptil-krank", subject: "animal", species: ["reptil"], all: ["cold_exposure"], any: ["weak_animal", "not_eating", "collapse_animal", "lying", "cold_body", "rigid"], anyWithin: "message", within: "message", unless: ["brumation", "relaxed", "basking"], note: "Wärmequelle ausgefallen, zu kalt: ein Reptil wird träge, frisst nicht (Unterkühlung)." },
  { id: "cold_and_weak", flag: "zusammenbruch-tier", subject: "animal", all: ["cold_body"], any: ["weak_animal", "lying", "collapse_animal"], anyWithin: "sentence", within: "sentence", note: "Kalte Ohren und Pfoten, liegt nur da." },
  { id: "weak_plus", flag: "zusammenbruch-tier", subject: "animal", all: ["weak_animal"], any: ["not_eating", "vomit_animal", "breath_animal", "ataxia", "salivate", "tremor", "lying", "sudden", "diarrhoea"], anyWithin: "message", within: "sentence", unlessNear: ["mild", "eats_ok"], note: "Schlapp und frisst nicht, erbricht, zittert." },
  { id: "seizure_animal", flag: "krampfanfall-tier", subject: "animal", all: ["seizure_animal"], within: "sentence", unless: ["twitch_sleep"], ordinaryWhenKnown: true, keepResolved: true, note: "Krampfanfall, paddelt, zuckt." },
  { id: "paralysis", flag: "laehmung-tier", subject: "animal", all: ["paralysis_animal"], within: "sentence", note: "Hinterbeine gelähmt, zieht sie nach, kann nicht aufstehen." },
  { id: "ataxia", flag: "laehmung-tier", subject: "animal", all: ["ataxia"], within: "sentence", unlessNear: ["relaxed"], note: "Torkelt, taumelt, dreht sich im Kreis." },
  { id: "kreuzverschlag", flag: "kreuzverschlag", subject: "animal", species: ["pferd"], all: ["tying_up", "tying_up"], within: "message", note: "Nach der Arbeit steif, schwitzt, brauner Urin." },
  { id: "head_tilt", flag: "laehmung-tier", subject: "animal", all: ["head_tilt"], any: ["ataxia", "nystagmus", "sudden", "collapse_animal", "paralysis_animal"], anyWithin: "message", within: "sentence", ordinaryWhenKnown: true, note: "Kopf schief und fällt um, Sterngucker." },
  { id: "nystagmus", flag: "laehmung-tier", subject: "animal", all: ["nystagmus"], within: "sentence", unlessNear: ["relaxed"], unless: ["relaxed"], ordinaryWhenKnown: true, note: "Augen zucken hin und her." },
  { id: "ferret_hypoglycaemia", flag: "unterzucker-frettchen", subject: "animal", species: ["frettchen"], all: ["ferret_hypo", "ferret_hypo"], within: "message", note: "Starrt ins Leere, sabbert, kratzt am Maul (Insulinom)." },
  { id: "heatstroke", flag: "hitzschlag", subject: "animal", all: ["heat", "heat_sign"], within: "message", unless: ["info_question", "relaxed"], note: "Hitze, Auto, Sonne und hechelt, liegt flach, reagiert kaum." },

  // ── Injury ──────────────────────────────────────────────────────────────────────────────────
  { id: "trauma", flag: "unfall-tier", subject: "animal", all: ["trauma_event", "injury_sign"], within: "message", note: "Angefahren, gebissen, gestürzt und blutet, hinkt, schreit." },
  { id: "pyometra", flag: "gebaermutter", subject: "animal", species: ["hund", "katze", "frettchen", "nager", "schwein"], all: ["in_heat"], any: ["drinks_more", "vulva_discharge", "belly_bloat", "vomit_animal"], anyWithin: "message", within: "message", note: "Nach der Läufigkeit: trinkt viel, Ausfluss, matt (Pyometra)." },
  { id: "trauma_severe", flag: "unfall-tier", subject: "animal", all: ["trauma_severe"], within: "sentence", note: "Knochen sichtbar, Panzer gebrochen, Blutfeder, Nagel im Huf." },
  { id: "fall_height_animal", flag: "unfall-tier", subject: "animal", all: ["fall_height_animal", "animal_fall"], within: "sentence", note: "Vom Balkon, aus dem Fenster gestürzt." },
  { id: "predator", flag: "unfall-tier", subject: "animal", all: ["predator", "caught"], any: ["injury_sign"], anyWithin: "message", within: "sentence", unlessNear: ["in_heat"], note: "Fuchs, Katze, Hund: Wunde, Blut." },
  { id: "predator_caught", flag: "unfall-tier", subject: "animal", species: PREY, all: ["predator", "caught"], within: "sentence", note: "Von Katze oder Hund erwischt: Speichel und innere Verletzungen." },
  { id: "fracture_animal", flag: "unfall-tier", subject: "animal", all: ["fracture_animal"], within: "sentence", note: "Bein baumelt, steht schief ab, belastet nicht." },
  { id: "constriction", flag: "unfall-tier", subject: "animal", all: ["constriction"], any: ["constricted_sign", "swelling_animal", "thread", "tongue"], anyWithin: "sentence", within: "sentence", note: "Faden um das Bein gewickelt, Fuß dick und blau." },
  { id: "bleeding", flag: "starke-blutung-tier", subject: "animal", all: ["bleed_heavy_animal"], within: "sentence", unless: ["in_heat"], note: "Blutet stark, hört nicht auf, durch den Verband." },
  { id: "bleeding_orifice", flag: "starke-blutung-tier", subject: "animal", all: ["blood_word", "bleed_orifice"], within: "clause", sameWord: true, note: "Blutet aus Nase, Maul, Zahnfleisch (Rattengift, Trauma)." },
  { id: "bite_sting", flag: "biss-stich", subject: "animal", all: ["bite_sting", "bite_swelling"], within: "message", note: "Kreuzotter, Wespe: Kopf schwillt, japst." },
  { id: "snake", flag: "biss-stich", subject: "animal", all: ["snake_word"], within: "sentence", note: "Kreuzotter, Schlangenbiss." },

  // ── Belly ───────────────────────────────────────────────────────────────────────────────────
  { id: "bloat_retch", flag: "magendrehung", subject: "animal", all: ["retch", "retch_empty"], within: "sentence", note: "Würgt ohne Erfolg, nur Schaum." },
  { id: "bloat_belly_dog", flag: "magendrehung", subject: "animal", species: ["hund"], all: ["belly", "belly_bloat"], within: "clause", note: "Bauch hart, aufgebläht: Magendrehung." },
  { id: "bloat_belly", flag: "bauch-tier", subject: "animal", all: ["belly", "belly_bloat"], within: "clause", note: "Bauch aufgebläht, hart, prall." },
  { id: "bloat_word", flag: "bauch-tier", subject: "animal", all: ["bloat_word"], within: "sentence", note: "Trommelsucht, Aufgasung." },
  { id: "gi_stasis_eating", flag: "kaninchen-frisst-nicht", subject: "animal", species: SMALL_HERBIVORES, all: ["not_eating"], within: "sentence", unlessNear: ["eats_ok", "picky"], note: "Kaninchen, Meerschweinchen, Chinchilla fressen nicht: Verdauungsstillstand." },
  { id: "no_droppings_vomit", flag: "bauch-tier", subject: "animal", all: ["no_droppings"], any: ["obstruction_sign", "retch", "vomit_animal", "belly_bloat", "gi_pain", "not_eating"], anyWithin: "message", within: "message", note: "Kein Kot seit Tagen und würgt, erbricht oder frisst nicht: Verstopfung oder Verschluss." },
  { id: "gi_stasis_droppings", flag: "kaninchen-frisst-nicht", subject: "animal", species: SMALL_HERBIVORES, all: ["no_droppings"], within: "sentence", note: "Keine Köttel, Klo leer." },
  { id: "gi_stasis_pain", flag: "kaninchen-frisst-nicht", subject: "animal", species: SMALL_HERBIVORES, all: ["gi_pain"], within: "sentence", unless: ["relaxed"], ordinaryWhenKnown: true, note: "Zähneknirschen, zusammengekauert, aufgegast." },
  { id: "foreign_body", flag: "fremdkoerper", subject: "animal", all: ["foreign_object", "swallowed"], within: "sentence", note: "Socke, Faden, Gummi, Nadel verschluckt." },
  { id: "swallowed_retching", flag: "fremdkoerper", subject: "animal", all: ["swallowed", "retch_hard"], within: "sentence", note: "Etwas verschluckt und würgt ständig." },
  { id: "foreign_body_signs", flag: "fremdkoerper", subject: "animal", all: ["foreign_object"], any: ["obstruction_sign"], anyWithin: "message", within: "message", unless: ["info_question"], note: "Etwas fehlt, und jetzt würgt, erbricht." },
  { id: "string_hanging", flag: "fremdkoerper", subject: "animal", all: ["hangs_out", "thread"], within: "clause", note: "Faden hängt aus Maul oder Po." },
  { id: "self_bite_reptile", flag: "unfall-tier", subject: "animal", species: ["reptil"], all: ["self_bite"], within: "sentence", note: "Eine Schlange beißt sich in den eigenen Schwanz und versucht, sich zu verschlucken." },
  { id: "self_bite", flag: "wunde-tier", subject: "animal", all: ["self_bite"], any: ["blood", "injury_sign"], anyWithin: "sentence", within: "sentence", note: "Ein Tier beißt oder nagt sich blutig." },
  { id: "colic_strong", flag: "kolik-pferd", subject: "animal", species: ["pferd"], all: ["colic_strong"], within: "sentence", unlessInMessage: ["pleasure"], note: "Wälzt sich immer wieder, keine Darmgeräusche, kein Kot." },
  { id: "colic", flag: "kolik-pferd", subject: "animal", species: ["pferd"], all: ["colic_sign", "colic_sign"], within: "message", unlessInMessage: ["eats_ok", "pleasure"], ordinaryWhenKnown: true, note: "Zwei Koliksymptome: wälzt, scharrt, schaut zum Bauch, kein Kot." },
  { id: "colic_word", flag: "kolik-pferd", subject: "animal", all: ["colic_word"], within: "sentence", note: "Kolik." },
  { id: "choke", flag: "schlundverstopfung", subject: "animal", species: ["pferd", "wiederkaeuer"], all: ["choke_sign"], any: ["retch", "salivate", "cough_animal", "choke_sign"], anyWithin: "message", within: "sentence", note: "Futterbrei aus den Nüstern, würgt, Hals lang." },
  { id: "laminitis", flag: "hufrehe", subject: "animal", species: ["pferd", "wiederkaeuer"], all: ["laminitis_sign"], any: ["laminitis_sign", "lying", "lameness"], anyWithin: "message", within: "message", note: "Sägebockstellung, warme Hufe, Pulsation." },
  { id: "laminitis_word", flag: "hufrehe", subject: "animal", all: ["laminitis_word"], within: "sentence", ordinaryWhenKnown: true, note: "Hufrehe." },
  { id: "rumen_stop", flag: "verdauung-tier", subject: "animal", all: ["rumen_stop"], within: "sentence", note: "Käut nicht wieder, der Pansen steht." },
  { id: "ruminant", flag: "bauch-tier", subject: "animal", species: ["wiederkaeuer"], all: ["ruminant_sign"], any: ["belly_bloat", "weak_animal", "ataxia", "diarrhoea", "gi_pain"], anyWithin: "message", within: "message", note: "Pansen aufgebläht, Getreide gefressen." },

  // ── Urine, birth, eggs, prolapse ────────────────────────────────────────────────────────────
  { id: "urine_block_cat", flag: "harnverhalt-katze", subject: "animal", species: ["katze"], all: ["urine_block"], any: ["strain", "litter", "urinate"], anyWithin: "message", within: "sentence", sameWord: true, note: "Kater presst im Klo, nichts kommt." },
  { id: "urine_block", flag: "harnverhalt", subject: "animal", species: ["hund", "frettchen", "nager", "schwein", "wiederkaeuer", "pferd"], all: ["urine_block"], any: ["strain", "litter", "urinate"], anyWithin: "message", within: "sentence", sameWord: true, note: "Presst, aber kein Urin." },
  { id: "urine_signs", flag: "harnverhalt", subject: "animal", all: ["urine_block", "urine_block"], within: "message", note: "Tropft nur noch, leckt sich am Penis." },
  { id: "cannot_urinate_cat", flag: "harnverhalt-katze", subject: "animal", species: ["katze"], all: ["cannot_urinate"], within: "sentence", note: "Kann nicht pinkeln." },
  { id: "cannot_urinate", flag: "harnverhalt", subject: "animal", species: ["hund", "frettchen", "nager", "schwein", "wiederkaeuer", "pferd", "vogel", "gefluegel", "reptil"], all: ["cannot_urinate"], within: "sentence", note: "Kann nicht pinkeln." },
  { id: "strain", flag: "pressen", subject: "animal", all: ["strain"], within: "sentence", unlessNear: ["mild"], note: "Presst ohne Erfolg: Harnverhalt, Geburt, Legenot oder Verstopfung." },
  { id: "after_birth", flag: "geburt", subject: "animal", all: ["just_born"], any: ["tremor", "seizure_animal", "collapse_animal", "weak_animal", "pant", "fever"], anyWithin: "message", within: "message", note: "Nach der Geburt: zittert, hechelt, krampft (Milchfieber, Eklampsie)." },
  { id: "afterbirth", flag: "geburt", subject: "animal", all: ["afterbirth", "afterbirth_stuck"], within: "sentence", note: "Nachgeburt nicht abgegangen." },
  { id: "birth_stuck", flag: "geburt", subject: "animal", all: ["birth_stuck", "birth"], within: "message", sameWord: true, note: "Wehen, Fruchtblase, aber kein Junges kommt." },
  { id: "no_eggs", flag: "geburt", subject: "animal", species: ["vogel", "gefluegel", "reptil"], all: ["no_eggs"], any: ["weak_animal", "strain", "digging", "belly_bloat", "fluffed", "bird_floor", "egg_stuck"], anyWithin: "message", within: "message", unless: ["resolved", "egg_stop"], note: "Legt keine Eier, gräbt seit Tagen, wird schwach." },
  { id: "fishing_tackle", flag: "fremdkoerper", subject: "animal", all: ["fishing"], within: "sentence", note: "Angelhaken oder Angelschnur im Schnabel, Maul oder Hals." },
  { id: "gi_bleed_animal", flag: "blut-tier-schwarz", subject: "animal", all: ["gi_bleed_word"], within: "sentence", note: "Schwarzer Teerstuhl." },
  { id: "coffee_ground_animal", flag: "blut-tier-schwarz", subject: "animal", all: ["coffee_ground", "vomit_animal"], within: "sentence", note: "Erbrochenes wie Kaffeesatz." },
  { id: "burn_animal", flag: "verbrennung-tier", subject: "animal", all: ["burnt"], within: "sentence", unlessNear: MILD, note: "Verbrannt an Wärmelampe, Heizmatte, Herd; verbrüht." },
  { id: "egg_stuck", flag: "geburt", subject: "animal", all: ["egg", "egg_stuck"], within: "sentence", note: "Ei steckt fest, Eier im Bauch, die nicht kommen." },
  { id: "prolapse", flag: "vorfall", subject: "animal", all: ["hangs_out", "rear"], any: ["prolapse_thing", "foreign_object", "thread"], within: "sentence", note: "Hinten hängt etwas Rotes raus." },
  { id: "cloaca", flag: "vorfall", subject: "animal", all: ["vent"], any: ["hangs_out", "out_word", "swelling_animal", "prolapse_thing"], anyWithin: "sentence", within: "clause", note: "Kloake geschwollen, etwas tritt hervor." },
  { id: "prolapse_out", flag: "vorfall", subject: "animal", all: ["rear", "prolapse_thing", "out_word"], within: "sentence", note: "An der Kloake schaut etwas Rotes raus." },
  { id: "prolapse_thing", flag: "vorfall", subject: "animal", all: ["hangs_out", "prolapse_thing"], within: "sentence", note: "Backentasche, Darm, Gebärmutter hängt raus." },
  { id: "prolapse_word", flag: "vorfall", subject: "animal", all: ["prolapse_word"], within: "sentence", note: "Vorfall, Kloakenvorfall." },
  { id: "maggots", flag: "vorfall", subject: "animal", all: ["maggots"], within: "sentence", note: "Maden, Fliegeneier: Fliegenmadenbefall." },

  // ── Eyes, birds, reptiles ───────────────────────────────────────────────────────────────────
  { id: "undigested", flag: "vogel-krank", subject: "animal", species: BIRDS, all: ["undigested"], within: "sentence", note: "Unverdaute Körner im Kot (Drüsenmagendilatation)." },
  { id: "eye", flag: "auge-tier", subject: "animal", all: ["eye_animal", "eye_sign"], within: "sentence", unless: ["moult"], note: "Auge verletzt, trüb, zugekniffen, vorstehend." },
  { id: "blood_feather", flag: "starke-blutung-tier", subject: "animal", all: ["feather", "blood_word"], within: "clause", sameWord: true, note: "Eine Feder, ein Kiel blutet." },
  { id: "bird_floor", flag: "vogel-am-boden", subject: "animal", species: BIRDS, all: ["bird_floor"], within: "sentence", unlessNear: ["relaxed", "pleasure"], note: "Vogel sitzt am Boden." },
  { id: "bird_fluffed_sick", flag: "vogel-am-boden", subject: "animal", species: BIRDS, all: ["fluffed"], any: ["bird_floor", "not_eating", "weak_animal", "ataxia", "breath_animal", "eyes_closed"], anyWithin: "message", within: "sentence", ordinaryWhenKnown: true, note: "Aufgeplustert, Augen zu, frisst nicht." },
  { id: "bird_fluffed", flag: "vogel-krank", subject: "animal", species: BIRDS, all: ["fluffed"], within: "sentence", unlessNear: ["relaxed"], ordinaryWhenKnown: true, note: "Aufgeplustert: Vögel zeigen Krankheit spät." },
  { id: "crop", flag: "vogel-krank", subject: "animal", species: BIRDS, all: ["crop", "crop_sign"], within: "sentence", note: "Kropf hart, voll, sauer." },
  { id: "regurgitation", flag: "vogel-krank", subject: "animal", species: BIRDS, all: ["regurgitate"], within: "sentence", unless: ["courtship"], note: "Würgt Körner hoch." },
  { id: "after_brumation", flag: "reptil-krank", subject: "animal", species: ["reptil"], all: ["after_brumation"], any: ["not_eating", "eyes_closed", "weak_animal"], anyWithin: "message", within: "message", note: "Frisst nach der Winterstarre nicht, Augen bleiben zu." },
  { id: "buoyancy", flag: "reptil-krank", subject: "animal", species: ["reptil", "fisch"], all: ["buoyancy"], within: "sentence", note: "Wasserschildkröte schwimmt schief, kann nicht abtauchen: Lungenentzündung." },
  { id: "reptile_regurgitation", flag: "reptil-krank", subject: "animal", species: ["reptil"], all: ["regurgitate"], within: "sentence", note: "Schlange würgt Futtertier wieder hoch." },
  { id: "reptile", flag: "reptil-krank", subject: "animal", species: ["reptil"], all: ["reptile_sign"], within: "sentence", ordinaryWhenKnown: true, note: "Panzer weich, käsige Beläge, Zehe abgeschnürt." },

  // ── Today ───────────────────────────────────────────────────────────────────────────────────
  { id: "not_eating", flag: "fressverweigerung", subject: "animal", all: ["not_eating"], within: "sentence", unless: ["brumation", "moult"], unlessNear: ["eats_ok", "picky"], ordinaryWhenKnown: true, note: "Frisst nicht seit gestern." },
  { id: "vomit_often", flag: "erbrechen-tier", subject: "animal", all: ["vomit_animal"], any: ["vomit_often", "count_many", "blood_word"], within: "sentence", unlessNear: ["mild"], ordinaryWhenKnown: true, note: "Erbricht mehrmals, alles, sogar Wasser, mit Blut." },
  { id: "blood_stool", flag: "blut-tier", subject: "animal", all: ["blood_word", "stool_animal"], within: "clause", sameWord: true, unless: ["in_heat"], note: "Blut im Kot, Durchfall mit Blut." },
  { id: "diarrhoea", flag: "durchfall-tier", subject: "animal", all: ["diarrhoea"], any: ["blood_word", "days", "since_yesterday", "vomit_animal", "weak_animal"], anyWithin: "sentence", within: "sentence", unlessNear: ["mild"], ordinaryWhenKnown: true, note: "Durchfall seit gestern, mit Blut, mit Schwäche." },
  { id: "diarrhoea_small", flag: "durchfall-tier", subject: "animal", species: ["nager", "vogel", "gefluegel", "frettchen", "reptil"], all: ["diarrhoea"], within: "sentence", unlessNear: ["mild"], ordinaryWhenKnown: true, note: "Durchfall bei kleinen Tieren trocknet sie schnell aus." },
  { id: "lameness", flag: "lahmheit", subject: "animal", all: ["lameness"], any: ["lameness_bad"], anyWithin: "sentence", within: "sentence", ordinaryWhenKnown: true, note: "Lahmt seit Tagen, wird nicht besser." },
  { id: "wound", flag: "wunde-tier", subject: "animal", all: ["wound", "wound_serious"], within: "sentence", sameWord: true, unlessNear: ["mild"], ordinaryWhenKnown: true, note: "Offene, klaffende, eitrige Wunde." },
  { id: "swelling", flag: "schwellung-tier", subject: "animal", all: ["swelling_animal", "swelling_bad"], within: "sentence", ordinaryWhenKnown: true, note: "Beule warm, hart, wächst, eitrig." },
  { id: "teeth", flag: "zaehne-tier", subject: "animal", all: ["drops_food"], any: ["salivate", "not_eating", "picky"], anyWithin: "message", within: "sentence", ordinaryWhenKnown: true, note: "Lässt Futter fallen, sabbert: Zähne." },
  { id: "hard_part", flag: "wunde-tier", subject: "animal", all: ["hard_part", "broken"], within: "clause", sameWord: true, note: "Schnabel eingerissen, Kralle abgebrochen, Huf gespalten." },
  { id: "cough_retch", flag: "atemwege-tier", subject: "animal", all: ["cough_animal"], any: ["retch", "severe", "breath_animal"], anyWithin: "sentence", within: "sentence", unlessNear: ["mild"], ordinaryWhenKnown: true, note: "Hustet stark und würgt." },
  { id: "nasal", flag: "atemwege-tier", subject: "animal", all: ["nasal_discharge"], any: ["cough_animal", "days", "since_yesterday"], anyWithin: "sentence", within: "sentence", ordinaryWhenKnown: true, note: "Dicker Nasenausfluss und Husten." },
  { id: "nasal_small", flag: "atemwege-tier", subject: "animal", species: ["nager", "vogel", "reptil", "frettchen", "gefluegel"], all: ["nasal_discharge"], within: "sentence", ordinaryWhenKnown: true, note: "Schnupfen bei Kaninchen, Meerschweinchen, Vögeln: schnell gefährlich (Pasteurellen, Mykoplasmen)." },
  { id: "drinks_sick", flag: "trinkt-viel-krank", subject: "animal", all: ["drinks_more"], any: ["weak_animal", "not_eating", "vomit_animal", "weight_loss_animal", "ataxia"], anyWithin: "message", within: "message", note: "Trinkt viel und ist schlapp, frisst nicht, erbricht, nimmt ab: Zucker, Nieren, Pyometra." },
  { id: "diabetic_animal", flag: "zusammenbruch-tier", subject: "animal", all: ["diabetic"], any: ["weak_animal", "ataxia", "tremor", "seizure_animal", "collapse_animal", "vomit_animal", "not_eating"], anyWithin: "message", within: "message", note: "Ein Tier mit Zucker, das zittert, torkelt, schlapp ist oder nicht frisst: Unterzucker oder Ketoazidose." },
  { id: "cough_small", flag: "atemwege-tier", subject: "animal", species: ["nager", "vogel", "frettchen"], all: ["cough_animal"], within: "sentence", unlessNear: ["mild"], ordinaryWhenKnown: true, note: "Ein Kaninchen, Meerschweinchen oder Vogel, der hustet: Atemwegsinfekt, schnell gefährlich." },
  { id: "fever_animal", flag: "fieber-tier", subject: "animal", all: ["fever"], within: "sentence", note: "Fieber." },
];

/**
 * Not red flags: signs worth a check in the coming days ("lass das ärztlich abklären"). They come
 * from the same lists and never count as a red flag.
 */
// prettier-ignore
export const CHECK_RULES: readonly RedFlagRule[] = [
  { id: "palpitations", flag: "herzstolpern", subject: "human", all: ["palpitation"], within: "sentence", unlessNear: FIGURATIVE, ordinaryWhenKnown: true, note: "Herzstolpern, Herzrasen." },
  { id: "pain_weeks", flag: "schmerz-wochen", subject: "human", all: ["pain", "weeks"], within: "sentence", sameWord: true, ordinaryWhenKnown: true, note: "Schmerzen seit Wochen." },
  { id: "weight_loss", flag: "gewichtsverlust", subject: "human", all: ["weight_loss"], within: "sentence", unless: ["diet"], note: "Ungewollt abgenommen." },
  { id: "limp_stays", flag: "hinken", subject: "human", all: ["limp"], any: ["weeks", "days"], anyWithin: "sentence", within: "sentence", ordinaryWhenKnown: true, note: "Hinkt seit Wochen." },
  { id: "lump", flag: "knoten", subject: "human", all: ["lump"], within: "sentence", unlessNear: ["mild", "insect_bite"], note: "Knoten, Knubbel, Verhärtung." },
  { id: "cough_weeks", flag: "husten-wochen", subject: "human", all: ["persistent_cough", "weeks"], within: "sentence", ordinaryWhenKnown: true, note: "Husten seit Wochen." },
  { id: "night_sweat", flag: "nachtschweiss", subject: "human", all: ["night_sweat"], within: "sentence", note: "Nachtschweiß." },
  { id: "fainted", flag: "ohnmacht-vorbei", subject: "human", all: ["unconscious"], within: "sentence", unlessNear: FIGURATIVE, keepPast: true, note: "War ohnmächtig, jetzt wieder gut." },
  { id: "drinks_more", flag: "trinkt-viel-tier", subject: "animal", all: ["drinks_more"], within: "sentence", note: "Trinkt viel mehr als sonst." },
  { id: "weight_loss_animal", flag: "gewichtsverlust-tier", subject: "animal", all: ["weight_loss_animal"], within: "sentence", unless: ["diet"], note: "Nimmt ab." },
  { id: "limp_animal", flag: "hinken-tier", subject: "animal", all: ["lameness"], within: "sentence", ordinaryWhenKnown: true, note: "Hinkt, lahmt." },
  { id: "lump_animal", flag: "knoten-tier", subject: "animal", all: ["lump"], within: "sentence", note: "Knoten, Beule." },
  { id: "cough_animal", flag: "husten-tier", subject: "animal", all: ["cough_animal", "weeks"], within: "sentence", ordinaryWhenKnown: true, note: "Hustet seit Wochen." },
];
