import type { Lexicon } from "@/lib/language/lexicon";

/**
 * What the crisis net looks for, as word lists in ordinary German. The notation (nouns
 * capitalised, "um|bringen" for separable verbs, "=ich" for exactly one word, "suizid*" for a word
 * start, phrases of several words, "$" for "at the end of the clause") is explained in
 * lib/language/lexicon.ts. Every list also finds dialect forms, conjugations and compounds; the
 * lists in CRISIS_TYPO_CONCEPTS also find words with one typing error. The rules that combine the
 * lists are in crisis-rules.ts.
 *
 * A list says what a word can mean, not that it is dangerous: "Brücke" is only a method together
 * with jumping, wanting or now. The warning signs follow the Stanley–Brown safety-planning model,
 * TelefonSeelsorge's KrisenKompass and the WHO guide "Preventing suicide: a resource for media
 * professionals" (2017 update), whose list of methods, preparations and farewell signs they cover.
 */
export type CrisisConcept =
  | "self"
  | "self_subject"
  | "reflexive"
  | "possessive"
  | "close_person"
  | "generic_person"
  | "animal"
  | "suicide_word"
  | "when_not_if"
  | "kill_self"
  | "lethal_act"
  | "dead"
  | "dead_phrase"
  | "giving_up"
  | "stop_everything"
  | "peace_at_last"
  | "ending"
  | "forever"
  | "last_time"
  | "last_look"
  | "final_step"
  | "time_has_come"
  | "want"
  | "plan"
  | "certainty"
  | "disguise"
  | "covert"
  | "voices"
  | "courage"
  | "soon"
  | "now"
  | "done_recently"
  | "near_attempt"
  | "enough"
  | "height"
  | "jump"
  | "stand"
  | "in_front_of"
  | "motion"
  | "grievance"
  | "life_object"
  | "disposed"
  | "farewell_letter"
  | "unobserved"
  | "outdoors"
  | "philosophical"
  | "continuation"
  | "de_escalation"
  | "stay"
  | "rail"
  | "crash"
  | "vehicle"
  | "hanging"
  | "strength_test"
  | "hang_point"
  | "cutting_means"
  | "cutting_act"
  | "vein"
  | "drug"
  | "drug_amount"
  | "drug_take"
  | "drug_stop"
  | "alcohol"
  | "poison"
  | "drowning"
  | "water"
  | "fire"
  | "starving"
  | "weapon"
  | "gun"
  | "gas"
  | "gathered"
  | "affairs"
  | "give_away"
  | "found_by_others"
  | "found_later"
  | "farewell"
  | "farewell_final"
  | "love_you"
  | "not_coming_back"
  | "burden"
  | "erase_self"
  | "hopeless"
  | "rejoin_dead"
  | "imitate"
  | "self_harm_word"
  | "self_harm_present"
  | "self_harm_act"
  | "self_harm_body"
  | "self_harm_reason"
  | "self_harm_tool"
  | "clean_streak"
  | "scar"
  | "hurt"
  | "harm_other"
  | "target_other"
  | "lose_control"
  | "abuse"
  | "bleeding"
  | "quit_object"
  | "figurative_cause"
  | "figurative_object"
  | "media"
  | "education"
  | "topic_preposition"
  | "past_far"
  | "resolved"
  | "relapse"
  | "relapse_strong"
  | "today_only"
  | "info_question"
  | "grief"
  | "completed"
  | "harmless_purpose"
  | "positive"
  | "method_question"
  | "for_myself"
  | "trivial"
  | "gone"
  | "tired"
  | "future"
  | "need_soon"
  | "present_intent"
  | "attempt"
  | "hoard"
  | "commute"
  | "let_it_happen"
  | "pain_wish"
  | "will_do"
  | "decided"
  | "accident"
  | "work"
  | "chores"
  | "my_end"
  | "own_death"
  | "provision"
  | "not_stopping"
  | "afterlife"
  | "date_set"
  | "not_for_purpose"
  | "contemplate"
  | "how_i"
  | "unresponsive"
  | "welcome"
  | "body_weight"
  | "no_blame"
  | "not_accident"
  | "cold"
  | "snuff_out"
  | "do_it_myself"
  | "thought_of"
  | "terse_end"
  | "need_nothing"
  | "calculated"
  | "all_prepared"
  | "still_alone"
  | "secret_place"
  | "started"
  | "drowning_weight"
  | "euphemism_end"
  | "ready_to_go"
  | "change_course"
  | "refuse_help"
  | "visit"
  | "locked_in"
  | "unreachable"
  | "wish_verb"
  | "crash_down"
  | "threat_told"
  | "not_survive_other"
  | "on_purpose"
  | "unspeakable"
  | "that_purpose"
  | "pull_plug"
  | "not_deserve"
  | "go_too"
  | "still_alive"
  | "cry_for_help"
  | "weapon_at_door"
  | "let_down"
  | "lie_down_outside"
  | "hyperbole"
  | "past_tense"
  | "recent"
  | "revenge"
  | "other_should_die"
  | "weapon_carry"
  | "harm_act"
  | "humour"
  | "clarify"
  | "serious"
  | "negation";

/** Lists whose words are also recognised with one typing error. */
export const CRISIS_TYPO_CONCEPTS: readonly CrisisConcept[] = [
  "suicide_word",
  "kill_self",
  "dead",
  "drug",
  "hanging",
  "cutting_means",
  "vein",
  "self_harm_word",
];

// prettier-ignore
export const CRISIS_CONCEPTS: Lexicon<CrisisConcept> = {
  // ── Who is speaking about whom ──────────────────────────────────────────────────────────────
  self: ["=ich", "=mich", "=mir", "=selbst", "=selber"],
  /** "ich" as the one who acts, or a first-person verb that stands without it ("will nicht mehr"). */
  self_subject: [
    "=uberleg", "=uberlege", "=weiss", "=stehe", "=steh", "=sitze", "=sitz", "=gehe", "=geh", "=liege",
    "=lieg", "=fahre", "=fahr", "=laufe", "=renne", "=springe", "=schreibe", "=nehme", "=nehm", "=mache",
    "=hab", "=hob", "=bi", "=ich", "=wunsche", "=wunsch", "=habe", "=bin", "=werde", "=wett", "=bi", "=hob",
    "=han",
  ],
  /** The object of an act against oneself; "sich" also for someone close ("sie will sich umbringen"). */
  reflexive: ["=mich", "=mir", "=sich", "=selbst", "=selber", "=uns", "=ma", "=si"],
  possessive: [
    "=mein", "=meine", "=meinen", "=meinem", "=meiner", "=meins", "=mei", "=meim", "=mini", "=min", "=mim",
  ],
  close_person: [
    "=friend", "Spezi", "Bruada", "Schwesta", "Tochter", "Sohn", "Freundin", "Freund -Freundschaft", "Kumpel",
    "Spezl", "Partnerin", "Partner", "Ehemann", "Ehefrau", "=mann", "=frau", "Mutter", "Vater", "Mama",
    "Papa", "Mami", "Papi", "Mum", "Bruder", "Schwester", "Oma", "Opa", "Kind", "Enkel -Schenkel", "Enkelin",
    "Kollegin", "Kollege", "Mitschülerin", "Mitschüler", "Mädchen", "Junge", "Nachbarin", "Nachbar",
    "Cousine", "Cousin", "Onkel", "Tante", "Verlobte", "Mitbewohnerin", "Mitbewohner", "Stiefvater",
    "Stiefmutter", "=er", "=sie",
  ],
  generic_person: [
    "=man", "Mensch", "Leute", "Jugendliche", "Betroffene", "=manner", "Patient", "Patientin", "=jemand",
    "Hauptfigur", "Figur", "Person", "Klient", "Klientin", "Bauer",
  ],
  animal: [
    "Dackel", "Labrador", "Schäferhund", "Terrier", "Pudel", "Wallach", "Hengst", "Fohlen", "Ziege", "Ziegen",
    "Schaf", "Schafe", "Kalb", "Kälber", "Esel", "Schwein", "Ferkel", "Kobra", "Schlange", "Hühner", "Gans",
    "Ente", "Papagei", "Sittich", "Kakadu", "Wels", "Aquarium", "Kuh", "Kühe", "Kiah", "Hund", "Hündin",
    "Welpe", "Katze", "Kater", "Kätzchen", "Büsi", "Pferd", "Pony", "Stute", "Tier", "Haustier", "Hase",
    "Kaninchen", "Meerschweinchen", "Hamster", "Vogel", "Wellensittich", "Fisch", "Henne", "Huhn", "Hena",
    "Schildkröte", "Zecke", "Schnecke", "Maus", "Ratte",
  ],

  // ── Death, dying and ending one's life ──────────────────────────────────────────────────────
  suicide_word: [
    "=dignitas", "Exit in der Schweiz", "Sterbehilfe für mich", "begleiteter Suizid", "nur noch wann",
    "nächste Zug ist meiner", "nächste Zug gehört mir", "*suizid*", "*selbstmord*", "freitod*",
    "selbsttotung*", "*lebensmud*", "todeswunsch*", "sterbewunsch*", "todessehnsucht*", "=suizidal",
    "keinen Lebenswillen", "kein Lebenswille", "Lebenswille weg", "Lebenswille verloren",
  ],
  /** "Keine Frage mehr ob, sondern nur noch wann". */
  when_not_if: [
    "nur noch wann", "nicht mehr ob", "keine Frage mehr ob", "nicht ob sondern wann",
    "nur noch eine Frage der Zeit", "Frage der Zeit",
  ],
  kill_self: [
    "^log mich aus dem Leben aus", "^mich aus dem Leben ausloggen", "^aus dem Leben ausloggen", "suizidieren",
    "in den Kopf schießen", "^Kugel in den Kopf", "^mir in den Kopf", "Hand an mich legen",
    "Hand an sich legen", "mich richten", "mich erlösen", "mich selbst erlösen", "auf|knüpfen",
    "überrollen lassen", "mich totfahren", "tot|fahren", "mich kalt machen", "mir kalt machen",
    "mach mir kalt", "mach mich kalt", "mich kaputt machen", "mach mich kaputt", "geh dich umbringen",
    "aus dem Staub machen", "=kms", "mir etwas an|tun", "mir was an|tun", "mir irgendwas an|tun",
    "mir selbst etwas an|tun", "killen", "=kill", "=kille", "um|legen", "ab|knallen", "mich ausm Leben",
    "aus dem Leben scheiden", "aus dem Leben gehen", "nieder|schießen", "ein Ende machen", "Stromschlag",
    "um|bringen", "töten -tot -toten -tote", "mich =toten", "mich zu =toten", "=toten will", "zu =toten",
    "=tote mich", "er|hängen", "auf|hängen", "erschießen", "vergiften", "ertränken", "erstechen",
    "erdrosseln", "strangulieren", "aus|löschen", "das Leben nehmen", "Leben nehmen", "Läbe nehmen",
    "Lebn nehmen", "eine Kugel geben", "Kugel geben", "Kugel jagen", "Kugel in den Kopf", "ein Ende setzen",
    "ein Ende machen", "ein Ende bereiten", "Schluss machen", "den Abgang machen", "ab|treten",
    "die Kurve kratzen", "vom Leben verabschieden", "überfahren lassen", "ertrinken lassen",
    "zu Ende bringen", "es beenden", "alles beenden", "das beenden", "Leben beenden", "mein Leben beenden",
    "mich weg|machen", "mach mich weg", "mach mi weg", "aus dem Leben aus|loggen", "aus dem Leben ab|melden",
    "uns beide erlösen", "uns erlösen", "uns beide umbringen",
  ],
  /** An act that kills by itself, named without "mich": "Föhn in die Badewanne. Heute." */
  lethal_act: [
    "Föhn in die Badewanne", "Fön in die Badewanne", "Haartrockner in die Badewanne",
    "Toaster in die Badewanne", "Tüte über den Kopf", "Plastiktüte über den Kopf",
    "Plastiksack über den Kopf", "Grillkohle im Bad", "Holzkohle im Bad", "Schlauch am Auspuff",
    "Schlauch vom Auspuff", "Schlauch in den Auspuff", "^in den Schnee legen", "^in den Schnee setzen",
    "^im Schnee einschlafen", "^bis mein Herz stehen bleibt", "^bis das Herz stehen bleibt",
    "^für immer schlafen", "^für immer einschlafen", "^nicht mehr aufwachen",
  ],
  dead: [
    "tot", "Tod", "sterben", "verbluten", "verhungern", "verdursten", "erfrieren", "ersticken", "um|kommen",
    "drauf|gehen", "krepieren", "verrecken", "ab|kratzen", "totgeschlagen", "tot|schlagen", "tot|fahren",
    "Herz stehen|bleiben", "Herz stehen bleibt", "Herz aufhören zu schlagen", "überlebt man nicht",
  ],
  /** Ways of saying "I would rather not be alive" that need nothing else. */
  dead_phrase: [
    "^be here anymore", "^wanna die", "^want to die", "^kill myself", "^end my life", "^live anymore",
    "^end it all", "nimma auf|wochn", "nimma auf|wachen", "nimmer auf|wachen", "nimmer auf|wochn",
    "^mit dem Leben mein ich", "^mit dem Leben meine ich", "^mitm Leben mein ich", "^^ohne ihn besser dran",
    "^^ohne sie besser dran", "^wie ruhig es wäre tot", "^^tot zu sein $", "aus dem Leben aus|loggen",
    "^^müde vom Leben", "^so müde vom Leben", "^^lebensmüde", "^dass es für immer ist", "^^wär nicht mehr",
    "^wär so gern tot", "^^einfach tot sein", "^Tag zu viel", "^warum bin ich überhaupt noch da",
    "^warum bin ich noch da", "^d OP nöd überläb", "^die OP nicht überlebe", "^ausgeschaltet werden",
    "^nie wieder an", "^meinen Grabstein", "^ob ich morgen noch aufwache", "^ob ich noch aufwache",
    "^ob ich wieder aufwache", "^ob ich morgen aufwache", "lass mich sterben", "lass mich endlich sterben",
    "lass mich doch sterben", "mich sterben lassen", "in Luft auf|lösen", "wozu ich noch da bin",
    "wofür ich noch da bin", "warum ich noch da bin", "^nicht mehr aufstehen", "^steh nicht mehr auf",
    "keine Lust mehr auf dit Leben", "keine Lust mehr auf das Leben", "Schnauze voll vom Leben",
    "wär mir recht", "wäre mir recht", "hätt nix dagegen", "hätte nichts dagegen", "nicht mal ausweichen",
    "muss ich es nicht selber machen", "nicht selber machen müssen", "in Ruhe sterben", "kann ich sterben",
    "kann ich jetzt sterben", "bereit zu sterben", "^bin nicht mehr da", "bin dann nicht mehr da",
    "raus aus diesem Leben", "raus aus dem Leben", "^ich bin dann tot", "^bin dann tot", "^bin ich tot",
    "dann bin ich weg für immer", "^wäre nicht mehr da", "^wär nicht mehr da", "^nicht mehr da wäre",
    "^nicht mehr da wär", "lebe leider noch", "leider noch am Leben", "leider überlebt", "leider noch da",
    "lebe leider immer noch", "^ich war tot", "^ich wär tot", "^wär ich tot", "^wär lieber tot",
    "nicht mehr auf|wachen", "nie mehr auf|wachen", "nie wieder auf|wachen", "nicht auf|wachen",
    "nicht mehr aufzuwachen", "^^nicht mehr leben", "nicht mehr weiter|leben", "nicht mehr existieren",
    "^nicht mehr da sein", "^nicht mehr hier sein", "nicht mehr auf der Welt", "nicht mehr am Leben",
    "^^nimmer lebn", "^^nimmer leben", "nie geboren", "nicht geboren", "mich nicht gäbe",
    "mich nicht mehr gäbe", "ohne mich besser", "ohne mich leichter", "ohne mich dran", "besser ohne mich",
    "für immer ein|schlafen", "für immer weg", "für immer verschwinden", "aufhören zu atmen",
    "aufhören zu existieren", "aufhören zu leben", "nicht mehr atmen", "keinen Tag mehr",
    "keine Lust mehr auf Leben", "keine Lust mehr zu leben", "kein Bock mehr auf Leben",
    "keinen Sinn mehr zu leben", "keine Kraft mehr zu leben", "keinen Grund mehr zu leben",
    "kein Grund meh zum Läbe", "kein Grund zum Leben", "wozu noch leben", "warum noch leben",
    "wozu noch weiter|machen", "warum noch weiter|machen", "wofür noch weiter|machen", "wofür noch leben",
    "Leben sinnlos", "Leben keinen Sinn", "Leben nicht lebenswert", "des Lebens müde", "mit dem Leben fertig",
    "fertig mit dem Leben", "mitm Leben fertig", "fertig mitm lebn", "nicht mehr erleben",
    "erlebe nicht mehr", "mein Todestag", "^^nicht überleben", "überleb nicht", "nicht mehr bin",
    "ned mehr bin", "nicht mehr wach werden", "nie mehr wach", "nicht mehr lange leben", "nicht mehr kämpfen",
    "keine Angst mehr vor dem Tod", "keine Angst mehr vorm Sterben", "freu mich auf den Tod",
    "nicht mehr da si", "nüme da si", "keinen Grund mehr", "kein Grund mehr", "keinen Grund mehr aufzustehen",
    "gibt es mich nicht mehr", "gibt's mich nicht mehr", "gibts mich nicht mehr", "mit in den Tod",
    "=ware tot", "=ware ich tot", "^^=wurde sterben", "=ware lieber tot", "lieber tot", "bis ich tot bin",
    "bis ich sterbe", "^dann bin ich tot", "^dann sterbe ich", "will tot sein", "egal ob ich noch da bin",
    "egal, ob ich noch lebe", "egal ob ich lebe", "ob ich noch da bin", "ob ich lebe oder nicht",
    "ob ich morgen noch da bin", "bin nimmer do", "nimma do", "nimmer do", "^^nicht mehr do",
    "^dann bin ich 18 und tot",
  ],
  /** "Ich will nicht mehr." on its own: giving up on everything. */
  giving_up: [
    "sehe keinen Sinn mehr $", "seh keinen Sinn mehr $", "hat alles keinen Sinn mehr $",
    "hat keinen Sinn mehr $", "alles keinen Sinn mehr $", "macht alles keinen Sinn mehr $",
    "will nicht mehr $", "mag nicht mehr $", "möchte nicht mehr $", "will das nicht mehr $",
    "will echt nicht mehr $", "will einfach nicht mehr $", "mag einfach nicht mehr $", "will nimmer $",
    "mag nimmer $", "kann und will nicht mehr", "will auch nicht mehr $", "will nicht mehr kämpfen",
    "mag nicht mehr kämpfen",
  ],
  /** "Dass alles aufhört": the wish that everything stops. */
  stop_everything: [
    "alles auf|hören", "dass es auf|hört", "es auf|hört", "alles vorbei", "alles aus", "alles zu Ende",
    "ist es vorbei", "Schluss mit mir", "aus mit mir", "das wars mit mir", "des wars mit mir",
    "alles hinter mir", "dann Ruhe", "endlich Ruhe", "für immer Ruhe", "dass es vorbei ist", "es vorbei ist",
    "dass alles aufhört", "alles still", "nichts mehr fühlen", "nie mehr was fühlen",
    "nie mehr was zu fühlen", "nichts mehr spüren", "von selbst", "es zu Ende", "nichts mehr merken",
  ],
  peace_at_last: [
    "meine Ruhe haben", "hab ich meine Ruhe", "mei Ruh", "meine Ruhe", "endlich Ruhe", "ewige Ruhe",
    "Ruhe finden", "ist Ruhe", "dann ist Ruhe", "ab heute Nacht ist Ruhe", "dann ist endlich Ruhe",
  ],
  ending: [
    "=vorbei", "Schluss", "Ende", "beenden", "auf|hören", "verschwinden", "Erlösung", "erlöst", "=erledigt",
    "=das war es", "=wars", "=weg", "=gewesen",
  ],
  forever: ["für immer", "=endgültig", "nie wieder", "nie mehr", "=ewig", "für alle Zeit", "für immer wäg"],
  last_time: [
    "^mei letzter dog", "^mein letzter Tag", "^heit is mei letzter", "^heute ist mein letzter",
    "letzte Seite", "letzten Zeilen", "letzte Zeilen", "schöner letzter Tag", "letzter Eintrag",
    "letzte Eintrag", "letzte Nachricht", "mein letzter Tag $", "meinen letzten Tag $", "letzter Schritt",
    "letzte Schritt", "zum letzten Mal", "das Letzte", "letzte Abend", "letzter Abend",
    "letzte Nacht von mir", "letzter Post", "letzte Post", "letzter Brief", "dass es der letzte ist",
    "der letzte ist",
  ],
  /** A last look: "die Aussicht ist schön, ein guter letzter Blick". */
  last_look: [
    "letzter Blick", "letzten Blick", "letztes Mal $", "letzte Mal $", "zum letzten Mal sehe",
    "ein letztes Mal sehen", "ein letztes Mal $",
  ],
  /** The last step, said of oneself: "die Woche nutze ich für den letzten Schritt". */
  final_step: [
    "den letzten Schritt gehen", "den letzten Schritt machen", "den letzten Schritt tun",
    "für den letzten Schritt", "zum letzten Schritt", "den letzten Schritt wagen", "letzten Weg gehen",
    "den letzten Weg", "letzte Reise", "auf die letzte Reise", "auf de letzte Reis",
  ],
  time_has_come: [
    "^is soweit", "^isses soweit", "^ist es soweit", "^halt ich noch durch", "^dann ist Schluss",
    "jetzt wär der Moment", "jetzt wäre der Moment", "um Mitternacht geh ich", "dann is vorbei",
    "dann ist vorbei", "uhr läuft", "ich mach es dieses", "so mach ich das", "so mach i des",
    "es ist so weit $", "ist es so weit $", "heute passiert was", "dann passiert was", "passiert was $",
    "mach ich es endlich", "dann mach ich es", "dann mach ich's", "zieh es durch", "zieh ich es durch",
    "dafür sorg ich", "dafür sorge ich", "das zu machen woran ich", "woran ich schon so lange denke",
    "tu ich es", "mach ich es $",
  ],

  // ── Intent, plan and time ───────────────────────────────────────────────────────────────────
  want: [
    "wollen", "=will", "=wull", "=wott", "=wui", "=wett", "=mag", "=mog", "mögen", "=mochte", "möchten",
    "wünschen", "=wunsch", "=lieber", "am liebsten", "würde gern", "würde gerne", "hätte gern", "hätte gerne",
    "hoffen", "beten", "sehnen", "Sehnsucht", "Wunsch", "Drang",
  ],
  plan: [
    "wie ich es mache", "wia i's mach", "wie ich's mach", "weiß des genau", "weiß das genau",
    "hab alles geplant", "alles geplant", "überlegt wie", "gut überlegt", "guad überlegt", "weiß jetzt wo",
    "weiß jetzt wie", "woass jetzt wia", "hab mich entschieden", "habe mich entschieden", "weiß wann",
    "weiß wo", "weiß wie", "weiß genau", "=woas", "ausgesucht", "planen", "Plan", "vor|haben", "vor|nehmen",
    "beschließen", "entscheiden", "=entschlossen", "=bereit", "denken daran", "denk dran", "daran denken",
    "dran denken", "denke dran", "dänk dra", "überlegen", "Gedanke", "nach|denken", "^denken an", "^denke an",
    "^denk an", "aus|suchen", "fest|legen", "aus|rechnen", "=ausgerechnet", "=beschlossen", "=entschieden",
    "=vorgenommen", "denken ans", "geht nicht mehr aus dem Kopf", "geht nicht mehr aus meinem Kopf",
    "geht mir nicht aus dem Kopf", "krieg es nicht aus dem Kopf", "krieg das nicht aus dem Kopf",
    "Datum gesetzt", "Datum fest|legen", "Tag fest|legen", "den Tag ausgesucht", "warte nur noch",
    "^nur noch warten bis",
  ],
  /** Certainty that it will work: "das wird nicht schiefgehen", "diesmal richtig". */
  certainty: [
    "wird nicht schief|gehen", "geht nicht schief", "diesmal klappt es", "diesmal klappts", "wird klappen",
    "diesmal richtig", "diesmal gründlich", "diesmal sicher", "ist es sicher", "sicher tot", "sicher vorbei",
    "damit es sicher", "damit es klappt",
  ],
  /** Making it look like an accident, so that an insurance pays. */
  disguise: [
    "wie ein Unfall aus|sehen", "sieht aus wie ein Unfall", "wie n Unfall", "wie 'n Unfall",
    "wie einen Unfall", "nach Unfall aus|sehen", "zahlt die Versicherung", "Versicherung zahlt",
    "Versicherung auszahlen", "als Unfall tarnen",
  ],
  /** Voices that command: "die Stimme in meinem Kopf sagt, ich soll springen". */
  voices: [
    "^mein Kopf sagt", "^Kopf sagt mir", "^^töte dich", "^^stirb endlich", "Stimme in meinem Kopf",
    "Stimmen in meinem Kopf", "^Stimme sagt", "^Stimmen sagen", "^Stimmen befehlen", "^Stimme befiehlt",
    "^hör Stimmen", "^höre Stimmen",
  ],
  /** Harming someone unnoticed: "dass es natürlich aussieht", "welches Gift merkt man nicht". */
  covert: [
    "natürlich aus|sehen", "^^wie natürlich", "^merkt man nicht", "^schmeckt man nicht", "nicht nachweisbar",
    "nicht nachweisen", "ohne dass er es merkt", "ohne dass sie es merkt", "ohne dass es jemand merkt",
    "unbemerkt", "heimlich ins Essen", "heimlich in den Kaffee", "ins Essen mischen", "in den Kaffee mischen",
  ],
  courage: ["Mut", "trauen", "=trau", "Überwindung", "sich überwinden"],
  soon: [
    "=heute", "=morgen", "=ubermorgen", "=gleich", "=glei", "=bald", "=nachher", "=sofort", "Nacht",
    "=nachts", "heute Abend", "Ende der Woche", "Ende Woche", "=abends", "Wochenende", "nächste Woche",
    "diese Woche", "=montag", "=dienstag", "=mittwoch", "=donnerstag", "=freitag", "=samstag", "=sonntag",
    "Silvester", "Geburtstag", "Uhr", "in Minute", "in Stunde", "in Tag", "so weit", "=demnachst",
    "Monatsende", "Ende des Monats", "nach der", "nach dem", "wenn alle schlafen", "wenn alle weg",
    "wenn es dunkel", "wenn's dunkel", "bis morgen", "=jetzt", "in Woche", "in zwei Wochen", "in drei Tagen",
    "=sobald", "=sowie", "in 2 Stunden", "in zwei Stunden", "in einer Stunde",
  ],
  now: [
    "=jetzt", "=gerade", "=grad", "=eben", "=schon", "=bereits", "=hier", "=oben", "=grade", "=vorhin",
    "=jetz",
  ],
  done_recently: [
    "=gerade", "=grad", "=grade", "=eben", "=vorhin", "=schon", "=bereits", "vor Minute", "vor Stunde",
    "=gestern", "=heute",
  ],
  near_attempt: [
    "=probiert", "probiert aufzuhängen", "hab es probiert", "hab's probiert", "fast gesprungen",
    "fast gemacht", "fast getan", "fast umgebracht", "fast geschafft", "fast aufgehängt", "fast erhängt",
    "fast fallen lassen", "beinahe gesprungen", "beinahe getan", "nicht viel gefehlt", "fast gesprungen",
    "fast gemacht", "beinahe", "=versucht", "Versuch", "hat nicht geklappt", "nicht funktioniert",
    "ist gerissen", "nochmal mach", "wieder versuchen",
  ],
  enough: [
    "^müsst es klappen", "^müsste es klappen", "^sollte es klappen", "^müsste reichen", "^sollte reichen",
    "^müsst reichen", "=genug", "=reicht", "=reichen", "wird reichen", "=ausreichend", "=gnua",
  ],

  // ── Methods ─────────────────────────────────────────────────────────────────────────────────
  height: [
    "Bruckn", "Bruckm", "Autobahnbrücke", "Talbrücke", "Fußgängerbrücke", "Bahnbrücke", "Hochbrücke",
    "Donaubrücke", "Kanalbrücke", "Brückengeländer", "Hochhausdach", "Parkhausdach", "Kirchturm",
    "Kirchturmtreppe", "Treppe zum Dach", "Grat", "Turm", "Aussichtsturm", "Kirchturmtreppe", "Staumauer",
    "Rheinbrücke", "Eisenbahnbrücke",
    "Berge -Wäscheberg -Geschirrberg -Schuldenberg -Papierberg -Aktenberg -Bügelberg -Müllberg -Arbeitsberg",
    "Stelle wo man nicht überleben kann", "Fluh", "Fels", "Felswand", "Klippen", "Staudamm", "Viadukt",
    "Aussichtspunkt", "ganz =oben", "schon =oben", "da =oben", "bin =oben", "steh =oben", "stehe =oben",
    "=oben auf", "Dachterrasse", "Brücke -Eselsbrücke -Zahnbrücke", "Brugg", "Dach", "Dachfirst", "First",
    "Balkon", "Fenster", "Fensta", "Hochhaus", "Wohnblock", "Turm", "Klippe", "Parkhaus", "Parkdeck",
    "Felsen", "Geländer", "Kante", "Brüstung", "Abgrund", "Staumauer", "Stockwerk", "Stock", "Etage",
    "Steilwand", "Aussichtsplattform", "Kirchturm", "Hochstand", "Fensterbrett", "Mauer", "Steinbruch",
    "am Rand", "Meter tief", "Meter hoch",
  ],
  jump: [
    "mich schmeißen", "schmeiß mich", "mich werfen", "werf mich", "mich runterwerfen", "stellen vor",
    "laufen vor", "hinunter|lassen", "springen", "=spring", "=springe", "Sprung", "stürzen", "runter|stürzen",
    "mich fallen lassen", "^lass mich fallen", "runter|fallen", "raus|fallen", "runter|werfen",
    "Schritt nach vorne", "einen Schritt", "über|klettern", "gumpen", "runter|springen", "kippen lassen",
    "kippen", "unten an|kommen", "=runter", "=hinunter", "=abe", "=aba", "rüber|klettern",
    "über das Geländer", "übers Geländer", "=kopfuber", "runter|gehen",
  ],
  stand: [
    "stehen", "=stah", "sitzen", "klettern", "=bin", "=bi", "warten", "=wart", "=stand", "=sass", "legen",
    "=leg", "hin|legen",
  ],
  /** In front of a vehicle: nearly always an act against oneself when the writer is the subject. */
  /** Moving oneself into a vehicle's way: with "vor den Zug" this is the act itself. */
  motion: [
    "werfen", "springen", "stellen", "legen", "laufen", "rennen", "gehen", "hauen", "schmeißen", "stürzen",
    "lassen", "fahren", "lenken", "steuern",
  ],
  /**
   * After a crisis message, a reply that carries it on: a decision, agreement, escalation, a time
   * ("ich hab mich entschieden", "ja, genau das", "diesmal tiefer", "morgen um 8").
   */
  continuation: [
    "=ja", "=genau", "genau das", "so ist es", "=stimmt", "=diesmal", "=tiefer", "=nochmal", "noch mal",
    "entschieden", "weiß jetzt", "=dreimal", "=zweimal", "=soweit", "so weit", "um Mitternacht", "morgen um",
    "heute um", "heute Nacht",
  ],
  /** A reply that turns towards help or away from the crisis. */
  de_escalation: [
    "ruf an", "rufe an", "angerufen", "anrufen", "Telefonseelsorge", "Seelsorge", "Hilfe holen",
    "Hilfe gesucht", "geht schon", "geht wieder", "besser", "beruhigt", "nicht so gemeint", "war nur", "Spaß",
    "Scherz", "Therapeutin", "Therapeut", "Arzt", "Klinik", "Notruf", "Krisendienst", "mach ich nicht",
    "tu ich nicht", "keine Sorge", "mach dir keine Sorgen", "danke dir", "danke für die Nummer",
    "danke für die Nummern", "verspreche",
  ],
  /** A farewell letter: preparation in itself, unless it is for colleagues or pupils. */
  farewell_letter: [
    "*abschiedsbrief*", "*abschiidsbrief*", "Abschiedsvideo", "Abschiedsnachricht", "Zettel für meine",
    "Brief für meine", "Brief an meine Eltern", "Brief an meine Kinder", "Brief an meine Mama",
  ],
  /** Choosing a time when no one is there: "wenn alle schlafen", "damit mich keiner zu früh findet". */
  unobserved: [
    "^^in den Wald", "^^in'n Wald", "^^in den Wold", "Waldparkplatz", "^^ganz weit in den Wald",
    "abgelegenen Parkplatz", "wenn alle schlafen", "wenn alle weg sind", "wenn keiner da ist",
    "wenn niemand da ist", "wenn keiner zuhause", "wenn alle beim", "findet mich keiner", "keiner zu früh",
    "damit es keiner sieht", "allein zuhause", "wenn ich allein bin", "wenn ich die Nacht alleine bin",
    "Tür ist abgeschlossen", "Bad ist abschließbar", "wenn d oide schloft", "wenn die Alte schläft",
    "wenn er auf Montage", "nicht mitansehen", "muss es nicht sehen", "nicht miterleben",
    "keiner auf mich achtet", "niemand auf mich achtet", "wenn alle feiern", "still im Haus", "ruhig im Haus",
  ],
  /** Mountains and summits: "[Zugspitze heute] bin oben!!!" */
  outdoors: [
    "Fotos machen", "Foto machen", "fotografieren", "Zugspitze", "Gipfel", "Berg", "Wanderung", "Eibsee",
    "Klettersteig", "Hütte", "Alm", "Aussicht",
  ],
  /** Means given away for good: "zur Apotheke gebracht", "weggeworfen", "zum Wertstoffhof". */
  disposed: [
    "Wertstoffhof", "entsorgt", "entsorgen", "weggeworfen", "weg|werfen", "weggebracht",
    "in der Apotheke abgegeben", "zur Apotheke gebracht", "=weggelegt", "weg|legen", "weggesperrt",
    "weg|sperren", "abgeschlossen", "in die Apotheke gebracht", "Apotheke zurück|geben",
    "zurück in die Apotheke",
  ],
  /** Thinking about death as everyone does: "was danach kommt", the organ donor card. */
  philosophical: [
    "philosophisch", "was danach kommt", "Organspende*", "Organspendeausweis", "Patientenverfügung",
    "über den Tod", "über den eigenen Tod", "Sinn des Lebens", "buddhistisch", "Meditation",
  ],
  /** What is ended is one's life: then "Schluss mit …" is no habit being quit. */
  life_object: [
    "mit dem Leben", "mit meinem Leben", "mit allem", "mit mir", "dem Leben", "meinem Leben", "mein Leben",
    "mit mia",
  ],
  /** Being wronged: the ground a revenge plan grows on. */
  grievance: [
    "Wut", "wütend", "gedemütigt", "lächerlich gemacht", "angefasst", "betrogen", "gefeuert", "verlassen",
    "hasse", "gemobbt", "mobbt", "fertig gemacht", "fertig machen", "angeschrien", "geschubst", "geschlagen",
    "Schluss gemacht", "Sorgerecht", "weggenommen", "bloßgestellt",
  ],
  /** Staying where a train will come: "ich bleib auf dem Gleis stehen". */
  stay: [
    "sitz an den Gleisen", "sitze an den Gleisen", "sitz auf den Gleisen", "Zug schon kommen",
    "Zug kommen hören", "hör den Zug", "steig nicht ein", "steige nicht ein", "bleib stehen", "bleibe stehen",
    "bleib liegen", "bleibe liegen", "bleib da", "bleib drauf", "bleib sitzen", "bleibe sitzen",
    "nicht mehr runter", "stehen bleiben", "liegen bleiben",
  ],
  in_front_of: [
    "auf die Autobahn", "auf die Straße", "auf die Fahrbahn", "auf die Bundesstraße", "in den Verkehr",
    "vor an Zug", "vor an Lkw", "vor an Bus", "vom Zug erfassen", "vom Zug überfahren", "über die rote Ampel",
    "ohne zu schauen", "und schau nicht", "bleib stehen bis der Zug", "bleibe stehen bis der Zug",
    "bleib liegen bis", "stehen bleiben bis der Zug", "vor den Zug", "vor einen Zug", "vor die Bahn",
    "vor den ICE", "vor die U-Bahn", "vor die S-Bahn", "vor die Straßenbahn", "vor die Tram", "vor ein Auto",
    "vor einen Lkw", "vor einen Laster", "vor einen Bus", "vor den Bus", "auf die Gleise", "auf die Schienen",
    "auf das Gleis", "aufs Gleis", "in den Gegenverkehr", "vor ein Auto laufen", "vor den Güterzug",
    "vor die Lok", "auf die Autobahn laufen",
  ],
  rail: [
    "*sbahn*", "*ubahn*", "Zug", "=ice", "Güterzug", "Gleis", "Schiene", "Bahnsteig", "Bahnstrecke",
    "Bahngleis", "Bahnübergang", "=ubahn", "=sbahn", "Straßenbahn", "Tram", "Lok", "Lokomotive", "Bahndamm",
    "Gleise", "Bahntrasse", "Schienen", "Standstreifen", "Autobahn", "Schnellstraße",
  ],
  crash: [
    "Straßenrand", "raus|laufen", "Bundesstraße", "ohne Bremsen", "ohne zu bremsen", "ohne bremsen",
    "mit 200", "in die Leute fahren", "in die Menge fahren", "gegen die Wand fahren", "gegen eine Wand",
    "in die Leitplanke", "Lenkrad rum|reißen", "in den Graben", "gegen einen Pfeiler", "gegen einen Baum",
    "von der Straße ab|kommen", "Gegenverkehr", "Baum", "Brückenpfeiler", "Pfeiler", "Vollgas", "Leitplanke",
    "ungebremst", "Geisterfahrer", "=kracht", "krachen", "nicht an|schnallen", "ab|schnallen", "Lkw",
    "Lastwagen", "=laster", "Betonwand", "=eiche", "=eichen", "nicht bremsen", "nicht zu bremsen",
    "nicht brems", "Sattelzug",
  ],
  vehicle: ["=auto", "Motorrad", "Autobahn", "Landstraße", "fahren", "lenken", "rasen", "Straße"],
  hanging: [
    "Verlängerungskabel", "Stromkabel", "Abschleppseil", "Wäscheleine", "=baumeln", "am Strick",
    "Schlinge legen", "für meinen Hals", "um meinen Hals", "um den Hals", "Schal", "Knoten", "Schnürsenkel",
    "Hocker", "Scheune", "Dachbalken", "Schuppen", "Stall", "Strick", "Seil", "Schlinge", "Gürtel", "Kabel",
    "Balken", "Haken", "Ast", "Dachboden", "auf|hängen", "er|hängen", "=ufhanke", "ufhänke", "Galgen",
    "Schlinge um den Hals", "Strick um den Hals",
  ],
  /** Testing whether something holds: "der Balken hält das aus", "die Leine ist stark genug". */
  strength_test: [
    "stark genug", "hält das aus", "hält des aus", "hoit des aus", "hoit das aus", "hält mich aus",
    "hält mich", "trägt mich", "hält mein Gewicht", "trägt mein Gewicht", "mein Gewicht", "reißfest",
    "belastbar", "ausprobiert ob es hält", "getestet ob es hält", "ob es hält", "ob er hält", "ob sie hält",
  ],
  /** Things one can hang from, harmless on their own ("die Leine"), telling together with a strength test. */
  hang_point: [
    "Leine", "Hundeleine", "Stange", "Türrahmen", "Querbalken", "Treppengeländer", "Kleiderstange",
    "Heizungsrohr", "Rohr",
  ],
  cutting_means: [
    "Cuttermesser", "Teppichmesser", "Skalpell", "Rasierklinge", "Schlachtmesser", "Arterie", "Klinge",
    "Rasierklinge", "Messer", "Scherbe", "Cutter", "Teppichmesser", "Skalpell", "Schere", "Schaar", "Zirkel",
    "Spitzer",
  ],
  cutting_act: [
    "schneiden", "auf|schneiden", "=ufschniide", "durch|schneiden", "auf|ritzen", "auf|schlitzen",
    "schlitzen", "=tief", "=langs", "verbluten", "rein|stechen", "=gestochen", "=steche", "=stech", "=ramm",
    "=rammen", "=gerammt", "=aufgschnittn", "=aufgeschnitten",
  ],
  vein: [
    "Arterien", "Ader", "Pulsader", "Pulsoder", "Ader", "Handgelenk", "Hals", "Halsschlagader", "Arterie",
    "Kehle", "Gurgel", "=brust", "=bauch", "=adern",
  ],
  drug: [
    "Tablettenpackung", "Tablettenschachtel", "=ibu", "=ibus", "Pentobarbital", "Einschläferungsmittel",
    "Mittel zum Einschläfern", "Pillendose", "Tablette", "Tablett", "Tablete", "Tabletn", "Tablettn", "Pille",
    "Medikament", "Medis", "Schlaftablette", "Blister", "Insulinpen", "=pens", "Opioid", "Opioide",
    "Herztablette", "Herztabletten", "Schlafmittel", "Paracetamol", "Ibuprofen", "Aspirin", "Insulin",
    "Antidepressiva", "Antidepressivum", "Beruhigungsmittel", "Benzo", "Tavor", "Diazepam", "Tilidin",
    "Tramadol", "Morphin", "Morphintablette", "Opiat", "Fentanyl", "Lithium", "Amitriptylin", "Herztablette",
    "Blutdrucktablette", "Schmerzmittel", "Überdosis", "Medikamentenschrank", "Vorrat", "Tablettenvorrat",
    "Packung Tabletten", "Zeug",
  ],
  drug_amount: [
    "=leere", "=leeren", "^^viel zu viel", "^^den Rest", "=all", "=alle", "=alli", "=olle", "=ganze",
    "=ganzen", "=ganzes", "=viele", "Handvoll", "Packung", "Schachtel", "Blister", "Dose", "auf einmal",
    "auf einen Schlag", "Haufen", "Überdosis", "=samtliche", "=zig", "=restlichen", "=leer", "=volle",
    "Packl", "Packerl", "Packerln", "Packln", "einen Abend dafür", "an einem Abend", "in einer Nacht",
  ],
  drug_take: [
    "trinken", "brauchen", "=brauch", "nehmen", "schlucken", "ein|werfen", "spritzen", "rein|hauen", "=gno",
    "=gnumma", "=gnomma", "=nimm", "=nemm", "=nehm", "=nehmen", "=genommen",
  ],
  drug_stop: [
    "ab|setzen", "nicht mehr nehmen", "nicht mehr spritzen", "aufgehört zu spritzen", "nimm nicht mehr",
    "nehm nicht mehr",
  ],
  alcohol: ["Alkohol", "Wodka", "Schnaps", "Wein", "Bier", "Whisky", "Flasche"],
  poison: [
    "Rattengift", "Rattegift", "Schneckenkorn", "Frostschutzmittel", "Zyankali", "Helium", "Kohlegrill",
    "Unkrautzeug", "Pflanzengift", "Gülle", "Güllegrube", "Darknet", "Morphium", "Morphiumtropfen", "Tropfen",
    "Gift", "Rattengift", "Frostschutzmittel", "Frostschutz", "Pflanzenschutzmittel", "Unkrautvernichter",
    "Abflussreiniger", "Bleiche", "Chlorreiniger", "vergiften", "Reiniger", "Putzmittel", "Spülmaschinentab",
    "Waschmittel",
  ],
  drowning: [
    "Brandung", "^bis die Wellen mich holen", "^Wellen mich holen", "^Steine in die Taschen",
    "^Steine in den Taschen", "ertränken", "ertrinken", "ins Wasser", "ins Wasser gehen", "raus|schwimmen",
    "weiter rein", "in den See", "in den Fluss", "ins Meer", "in die Donau", "in den Rhein", "in d Donau",
  ],
  water: [
    "Wehr", "Schnee", "=aare", "=limmat", "=isar", "=main", "=neckar", "=mur", "=salzach", "=bodensee",
    "=ostsee", "=nordsee", "Weiher", "Teich", "Steg", "Stausee", "=see", "Fluss", "Meer", "=donau", "=rhein",
    "=inn", "=elbe", "Wasser", "Badewanne",
  ],
  fire: [
    "Stromkabel", "Kabel in der Wanne", "Strom", "an|zünden", "verbrennen", "Benzin", "übergießen", "Flamme",
    "Kanister", "Benzinkanister", "Brandbeschleuniger", "=abfackeln", "ab|fackeln", "in Brand stecken",
  ],
  starving: [
    "^ess heute nix", "^ess heute nichts", "^iss heute nichts", "^ess nix mehr", "^ess nichts mehr",
    "verhungern", "verdursten", "nichts mehr essen", "auf|hören zu essen", "nichts mehr trinken",
    "zu Tode hungern", "tot hungern",
  ],
  /** Firearms and crossbows: enough for a plan on their own. */
  gun: [
    "Pistole -Wasserpistole", "Waffe", "Gewehr", "Revolver", "Knarre", "Jagdgewehr", "Jagdwaffe",
    "Schrotflinte", "Dienstwaffe", "Armbrust", "Munition", "ab|drücken", "Abzug", "=geladen", "=entsichert",
    "Kugel",
  ],
  weapon: [
    "Butterfly", "Butterflymesser", "Klappmesser", "Springmesser", "Baseballschläger", "Golfschläger",
    "Knüppel", "Eisenstange", "Pistole", "Waffe", "Gewehr", "Revolver", "Knarre", "Jagdgewehr",
    "Schrotflinte", "Kugel", "ab|drücken", "Abzug", "Munition", "Dienstwaffe", "Armbrust", "Hammer", "Axt",
    "Beil", "Machete", "Küchenmesser", "Messer", "Fleischmesser",
  ],
  gas: [
    "^Schlauch im Kofferraum", "^Schlauch liegt im Kofferraum", "^Schlauch ins Auto", "^Schlauch vom Auspuff",
    "Gas", "Gashahn", "Abgas", "Auspuff", "Auspuffschlauch", "Kohlenmonoxid", "Motor läuft", "Motor laufen",
    "Holzkohle", "Grill im", "Gasflasche", "Gas auf|drehen", "=aufgedreht", "=aufdraht", "Gas an|lassen",
  ],

  // ── Preparation, farewell and the signs around them ─────────────────────────────────────────
  gathered: [
    "hin|stellen", "bereit|stellen", "auf|bauen", "=gebaut", "bestellt", "bestellen", "=aufghoben",
    "zur Seite legen", "beiseite legen", "=beiseitegelegt", "weg|legen", "auf|heben", "=aufgehoben",
    "=liegen", "=gezahlt", "=gezahlt sind", "sind gezählt", "in der Hand", "in meiner Hand", "sammeln",
    "horten", "bunkern", "auf|sparen", "zurück|legen", "besorgen", "kaufen", "bereit|legen", "hin|legen",
    "=aufgereiht", "=bereit", "vor|bereiten", "aus|probieren", "=ausprobiert", "testen", "nach|schauen",
    "recherchieren", "googeln", "=parat", "zusammen|kratzen", "verstecken", "=gespart", "holen", "=geholt",
    "=eingesteckt", "ein|stecken", "=eingepackt", "ein|packen", "=geladen", "=gereinigt", "liegt bereit",
    "liegen bereit", "=beisammen", "verschreiben lassen", "=geknupft", "knüpfen", "=gemacht",
  ],
  affairs: [
    "Termine abgesagt", "Abo gekündigt", "Verträge gekündigt", "Wohnung gekündigt", "Konto aufgelöst",
    "^^Wohnung geputzt", "Beerdigung vorgeplant", "Beerdigung geplant", "Bestatter", "Bestatterinstitut",
    "meine Beerdigung", "mein Grab", "meine Bestattung", "meine Urne", "schreibe an meine", "Brief an meine",
    "Briefe an", "Vorsorge getroffen", "alles erledigt", "=umgschriebn", "Konto", "Konten", "Handyvertrag",
    "Abschiedsvideo", "Abschiedsnachricht", "Abschiedsworte", "Testament", "Abschiedsbrief", "regeln",
    "=geregelt", "Passwort", "Lebensversicherung", "Vollmacht", "Umschlag", "Bestattung", "Versicherung",
    "Sparbuch", "=umgschriebn", "um|schreiben", "Brief", "Briefe", "Zettel", "Account löschen",
    "alles ab|schließen", "alles abschliess", "alles zu Ende bringen", "geputzt wie noch nie",
    "alles aufgeräumt", "aufgeräumt wie nie", "alles sauber gemacht", "Chaos hinterlassen",
    "bis dahin räum ich auf", "räum ich noch auf", "^^noch auf|räumen",
  ],
  give_away: [
    "=verschänkt", "=verschenkt", "her|schenken", "=hergeschenkt", "verteilen", "=verteilt", "=gegeben",
    "=gebn", "=brocht", "verschenken", "weg|geben", "ab|geben", "her|geben", "vermachen", "neuen Besitzer",
    "neues Zuhause", "für ihn sorgt", "für sie sorgt", "um ihn kümmert", "um sie kümmert", "aus|misten",
    "=ausgmistet", "verkaufen", "=bracht", "=gebracht", "geschickt",
  ],
  found_by_others: [
    "^der mich findet", "^die mich findet", "^für den der mich findet", "^für die die mich findet",
    "die mich finden", "die mich dann finden", "findt mi", "wer mich findet", "wenn man mich findet",
    "wer mich dann findet", "nicht so erschrecken",
  ],
  /** Something meant to be found later: "sie soll ihn am Sonntag finden", "aber nicht vorher". */
  found_later: [
    "nicht vorher", "nicht früher", "sollen es finden", "soll ihn finden", "soll es finden",
    "soll sie finden", "erst am", "erst nach",
  ],
  /** A farewell that needs nothing else. */
  farewell_final: [
    "^eigentlich war's ein Abschied", "^eigentlich war es ein Abschied", "^eigentlich wars ein Abschied",
    "^in Wahrheit ein Abschied", "^das Letzte was von mir übrig", "^was von mir übrig bleibt",
    "^was von mir übrig ist", "verabschiede mich von allen", "verabschiede mich von euch",
    "verabschiede mich für immer", "verabschiede mich von dieser Welt", "verabschiede mich von der Welt",
    "Tschüss Welt", "Bye Welt", "Adieu Welt", "ihr hört nie wieder von mir",
    "ihr werdet mich nicht mehr hören", "ihr werdet mich nie wieder sehen",
    "ihr werdet nichts mehr von mir hören", "werdet mich nicht mehr sehen", "das war's mit mir",
    "des war's mit mir",
  ],
  farewell: [
    "nicht wegen euch", "nicht wäg öich", "nid wäg öich", "der beste war", "die beste war", "das Beste war",
    "=tscho", "=adieu", "macht et joot", "mach's gut", "machs gut", "danke für alles",
    "pass auf meinen Hund auf", "passt auf meinen Hund auf", "pass gut auf", "sorry für alles", "sag meiner",
    "sag meinem", "sagt meinen", "nicht ihre Schuld", "nicht seine Schuld", "richtet aus", "richte aus",
    "Tschüss Welt", "Bye Welt", "Adieu Welt", "Goodbye Welt", "=goodbye", "lebt wohl alle", "Abschied",
    "verabschieden", "lebt wohl", "=lebwohl", "macht es gut", "machts gut", "=tschuss", "=pfiat", "=adieu",
    "=bye", "lebe wohl", "nicht eure Schuld", "nicht deine Schuld", "kümmert euch", "passt auf",
    "vergesst mich nicht", "verzeiht mir", "verzeih mir", "danke für alles", "Tschüss Welt", "sagt meiner",
    "sagt meinem", "sorry leute", "=sorry", "nie wieder schreiben", "nicht mehr hören", "nicht mehr sehen",
    "nie mehr sehen", "=adieu zame", "es tut mir leid", "tut mir leid", "dass es jemand weiß",
    "dass es irgendwer weiß", "dass es einer weiß", "einer weiß warum", "jemand weiß warum",
  ],
  love_you: [
    "hab euch lieb", "hab dich lieb", "hab sie lieb", "hab ihn lieb", "lieb hab", "liebe euch", "liebe dich",
  ],
  not_coming_back: [
    "soll sie behalten", "soll ihn behalten", "soll es behalten", "ich bin bereit", "bin bereit",
    "wenn man selber", "wenn ma selber", "hinterlassen", "ist auch besser so", "is auch besser so",
    "die checken nix", "findet mich der", "findet mich dann", "ohne dass sie es merken",
    "ohne dass er es merkt", "er denkt ich bin betrunken", "wird es bald verstehen", "werden es verstehen",
    "weiß nicht warum", "der Gedanke geht nicht mehr weg", "bis es mich mitnimmt", "holt mich niemand raus",
    "holt eim niemer use", "niemer use", "nicht mehr raus", "und ich auch", "komm nicht wieder runter",
    "komm nicht wieder", "der macht was", "er macht was", "sie macht was", "macht jetzt Schluss",
    "keiner mehr da", "nichts mehr offen", "nix mehr offen", "wenn ich tot bin", "fehlt nur noch ich",
    "braucht mich keiner mehr", "braucht mich niemand mehr", "kann ich gehen", "jetzt kann ich gehen",
    "ich geh jetzt", "ich gehe jetzt", "bevor ich gehe", "bevor ich geh", "kann i geh", "ich geh dann",
    "und geh $", "müde und geh", "bin dann weg", "bin ich weg", "nicht zurück", "nicht mehr zurück",
    "nimmer zurück", "nicht mehr heim", "nicht mehr kommen", "nicht mehr ab|holen", "nicht mehr brauchen",
    "nimmer brauchen", "nicht mehr lange", "nimmer lang", "nicht mehr lang", "dann weg", "bin weg",
    "dann weg sein", "schon weg", "auf der anderen Seite", "nicht auf dieser Seite", "wo ich hin|gehe",
    "wo ich hingeh", "wo i hingeh", "nicht mehr raus", "nicht mehr use", "nüme use", "keiner mehr rein",
    "nicht mehr selber sagen", "nicht mehr selbst sagen", "nicht mehr von mir", "wenn ich weg bin",
    "wenn ich nicht mehr bin", "wenn ich nicht mehr da bin", "für danach", "nach mir", "ohne mich",
    "nicht mehr wieder", "nicht mehr kommt", "komm nicht zurück", "chum nüme", "nimmer kumm",
  ],
  burden: [
    "^^ohne ihn besser dran", "^^ohne sie besser dran", "^ohne ihn besser", "^ohne sie besser",
    "^bessa dran ohne mi", "^besser dran ohne mi", "^fia olle nur a Lost", "^nur a Lost",
    "^nur noch eine Enttäuschung", "^eine Enttäuschung für alle", "nur noch eine Belastung", "eine Belastung",
    "ohne mich glücklicher", "ohne mich einfacher", "ohne mich ruhiger", "keiner würde es merken",
    "niemand würde es merken", "keiner merken", "niemand merken", "wenn ich weg wäre",
    "wenn ich nicht mehr da wäre", "wenn ich tot wäre", "merkt keiner", "merkt niemand", "eine Last",
    "nur eine Last", "zur Last", "Belastung für", "besser ohne mich", "niemand vermissen", "keiner vermissen",
    "keiner würde mich vermissen", "niemand würde mich vermissen", "niemand merken", "keinem auffallen",
    "Ruhe vor mir", "ohne mich besser", "bin ein Fehler", "bin nur ein Fehler", "war ein Fehler dass ich",
    "ich bin der Fehler",
  ],
  /** Undoing oneself, said of someone told they are a mistake: "dann korrigier ich den Fehler heute". */
  erase_self: [
    "Fehler korrigieren", "Fehler beheben", "Fehler beseitigen", "mich löschen", "mich aus|radieren",
    "mich weg|machen",
  ],
  hopeless: [
    "bin einfach fertig", "bi eifach fertig", "=nix wert", "nichts wert", "nur noch einen Ausweg",
    "einzigen Ausweg", "sehe nur noch", "kein Ausweg", "einziger Ausweg", "einzige Ausweg", "einen Ausweg",
    "keinen Sinn", "sinnlos", "hoffnungslos", "keine Hoffnung", "keine Zukunft", "allen im Weg", "nur im Weg",
    "mein Weg", "meine Lösung", "einzige Lösung", "nicht mehr aus|halten", "nicht mehr können $",
    "pack des nicht", "=nichts mehr", "wertlos", "einzige Weg", "der einzige Weg", "cha nüme $",
    "kann nüme $",
  ],
  rejoin_dead: [
    "^bei ihr", "^bei ihm", "^bei ihnen", "^auf den Weg zu ihr", "^auf den Weg zu ihm", "^zu ihr gehen",
    "^zu ihr", "^zu ihm", "^bei ihr sein", "^bei ihm sein", "nach|kommen", "hinterher", "^zu meiner Oma",
    "^zu meinem Opa", "^zu Mama", "^zu Papa", "^wieder vereint", "^zu ihnen", "^dahin wo", "^zu Opa",
    "^zu Oma", "^ihm folgen", "^ihr folgen", "^ihnen folgen", "nach|folgen", "hinterher|gehen",
    "^uns bald wiedersehen", "^uns wiedersehen", "^^beim Herrgott", "^^in den Himmel", "^^in Himmel",
    "^^zum Herrgott", "^zu meiner Mutter", "^zu meinem Vater", "^zu meiner Mama", "^zu meinem Papa",
  ],
  imitate: [
    "wie mein Vater", "wie meine Mutter", "wie mein Bruder", "wie meine Schwester", "Familientradition",
    "ich mach es wirklich", "mach es wirklich", "tu es wirklich", "mach ich wirklich", "das will ich",
    "will ich auch", "genau das will ich", "das will ich auch", "das Gleiche tun", "das gleiche machen",
    "es ihm nach|machen", "es ihr nach|machen", "es auch tun", "nach|machen",
  ],

  // ── Self-harm ───────────────────────────────────────────────────────────────────────────────
  self_harm_word: [
    "=cutting", "=cutten", "=cutte", "ritz*", "*geritzt*", "aufritz*", "Selbstverletzung", "selbstverletzen",
    "=svv", "=sv", "verletze mich selbst", "verletz mich selbst", "mich selbst verletzen",
    "Kopf gegen die Wand", "Schädel gegen die Wand", "schädl gegen die Wand",
  ],
  /** The present tense of hurting oneself: a habit, not an accident ("ich schneide mich"). */
  self_harm_present: [
    "schneide mich", "schneid mich", "schneid mi", "schneide mir", "verbrenne mich", "verbrenn mich",
    "schlage mich", "schlag mich", "kratze mich blutig", "kratz mich blutig", "beiße mich", "beiß mich",
    "schneide mich selbst", "ritze", "=ritz", "mach es am Bein", "mach es am Arm", "mach's am Bein",
    "mach's am Arm", "mach es an den Arm", "neue Schnitte", "Ärmel", "mich schneiden", "mich ritzen",
    "mich verbrennen",
  ],
  self_harm_act: [
    "^ich muss schneiden", "^muss mich schneiden", "^ich muss ritzen", "^^tiefer schneiden",
    "^^diesmal tiefer", "ein|klemmen", "=eingeklemmt", "quetschen", "ein|quetschen", "auf|schneiden",
    "auf|ritzen", "auf|kratzen", "zerschneiden", "=zerschnitten", "schneiden", "=gschnitte", "verbrennen",
    "brennen", "kratzen", "zerkratzen", "auf|kratzen", "schlagen", "hauen", "beißen", "aus|reißen",
    "aus|drücken", "verletzen", "verbrühen", "bestrafen", "weh|tun", "=wehtun", "=wehzutun", "ritzen",
    "Verbrennung",
  ],
  self_harm_body: [
    "Arm", "Unterarm", "Oberarm", "Bein", "Oberschenkel", "Haut", "Handgelenk", "Bauch", "Kopf", "Wand",
    "Haar", "Hand", "Faust", "Körper", "Gesicht", "Schädel", "Tür",
  ],
  self_harm_reason: [
    "Narbe", "dass es wehtut", "damit es wehtut", "bis es wehtut", "bis sie anschwillt", "bis es anschwillt",
    "Druck", "Strafe", "verdient", "spüren", "fühlen", "ruhig", "leiser", "=absichtlich", "Absicht",
    "=bewusst", "blutet", "bluten", "Zigarette", "Feuerzeug", "Bügeleisen", "Herdplatte", "Büschel", "Kerze",
    "Nadel", "bis es blutet", "bis es weh", "aus|halten", "damit", "=wieder", "=heimlich", "an|schwellen",
    "Pflaster",
  ],
  self_harm_tool: [
    "Klinge", "Rasierklinge", "Feuerzeug", "Zirkel", "Spitzer", "Scherbe", "Cutter", "Schere", "Schaar",
  ],
  scar: ["Narbe", "Wunde", "Schnitt"],
  clean_streak: [
    "=clean", "Rückfall", "Tage ohne", "seit Ostern", "zum ersten Mal seit", "seit Monaten nicht",
  ],
  hurt: [
    "weh|tun", "=wehtun", "=wehzutun", "etwas an|tun", "was an|tun", "irgendwas an|tun", "=antun", "=antue",
    "=antust", "schütteln", "Schaden zufügen", "was passiert",
  ],
  harm_other: [
    "=daschlog", "=daschlag", "=derschlag", "das Haus an|zünden", "die Wohnung an|zünden", "ab|fackeln",
    "an|zünden", "um|fahren", "^schlag so lange zu", "^zu|schlagen bis", "ab|passen", "auf|lauern",
    "^=stich in", "^wart ich mit dem Messer", "^mit dem Messer auf", "tot|schlagen", "tot|treten",
    "tot|prügeln", "nieder|stechen", "nieder|schießen", "leiden lassen", "dass er leidet", "dass sie leidet",
    "killen", "=kill", "kalt|stellen", "um|bringen", "töten -tot -toten -tote", "zu =toten", "ab|stechen",
    "erstechen", "erschießen", "ab|knallen", "erwürgen", "erschlagen", "derschlagen", "=derschlog",
    "daschlogn", "zusammen|schlagen", "verprügeln", "rein|rammen", "ersticken", "um|legen", "kalt|machen",
    "ab|murksen", "aufschlitzen", "ab|schlachten", "platt|machen", "ein|schlagen", "=umbring", "Amok*",
    "Amoklauf", "Blutbad", "aus|löschen", "ins Gesicht drücken", "auf das Gesicht drücken",
    "aufs Gesicht drücken",
  ],
  target_other: [
    "Schwager", "Schwägerin", "Onkel", "Tante", "Cousin", "Cousine", "Stiefvater", "Stiefmutter", "=ihre",
    "seiner Tür", "ihrer Tür", "vor seiner", "vor ihrer", "zu ihr", "zu ihm", "bei ihm", "bei ihr", "auf ihn",
    "auf sie", "=seine", "=seinem", "=seiner", "=ihrer", "=ihren", "=ihn", "=ihm", "=ihr", "=eam", "=ihnen",
    "=jemanden", "=jemandem", "=dich", "=euch", "=alle", "=den", "=de", "Typ", "Leute", "Klasse", "Chef",
    "Chefin", "Ex", "Nachbar", "Baby", "Kind", "Kleine", "Kleinen", "Schwiegermutter", "Lehrer", "Lehrerin",
    "Sohn", "Tochter", "=mann", "=frau", "Freund", "Freundin", "Vater", "Mutter", "Bruder", "Schwester",
    "Kollege", "Kollegin",
  ],
  lose_control: [
    "Angst", "Angst vor mir selbst", "vor mir selbst", "Kontrolle", "meine Hände", "was ich tue",
    "was ich mache", "was meine Hände", "für nichts garantieren", "Hände zittern", "Angst dass ich",
    "=ausraste",
  ],
  abuse: [
    "eingesperrt", "ein|sperren", "ins Klo geworfen", "Umkleide", "schlagen", "=schlagt", "verprügeln",
    "vergewaltigen", "missbrauchen", "würgen", "=gschlagn", "=gschlage", "demütigen", "Gewalt", "hauen",
    "mobben", "Mobbing", "an|fassen", "=aalangt", "kontrollieren", "in mein Zimmer", "=schlaat", "Prügel",
    "zu|schlagen", "treten", "rum|schicken", "herum|schicken", "Fotos von mir", "bloß|stellen", "aus|lachen",
    "Nacktfotos", "fertig|machen",
  ],
  bleeding: ["bluten", "=blutet", "Blut", "=tief"],

  // ── What makes the same words ordinary ──────────────────────────────────────────────────────
  quit_object: [
    "Nebenjob", "Nebnjob", "=job", "Energydrink", "Energy Drinks", "Energy Drink", "Fitnessstudio",
    "Vertrag gekündigt", "Vertrog", "Leben als", "Schluss mit der", "Schluss mit dem", "Schluss mit den",
    "Schluss mit meinem", "Schluss mit meiner", "mit mir und dem", "mit mir und der", "Instagram", "Facebook",
    "Snapchat", "im Dienst", "bei der Bahn", "Rauchen", "Zigarette", "Kippe", "Trinken", "Alkohol", "Job",
    "Beziehung", "Projekt", "Studium", "Kapitel", "Diät", "Social", "Tiktok", "Kaffee", "Zucker", "Zocken",
    "Verein", "Ausbildung", "Vertrag", "Abo", "mit ihm", "mit ihr", "mit dir", "Firma", "Laden",
    "Freundschaft", "Gruppe", "Whatsapp", "Chat", "mit Freund", "mit Freundin", "mit Partner",
    "mit Partnerin", "mit Mann", "mit Frau", "mit meinem Ex", "Joint", "Stammtisch", "Fitnessstudio", "Stadt",
    "Account", "Blog", "Kanal", "Band", "Chor", "Team", "Club", "Klub", "Tinder", "Startup", "Pflegefamilie",
  ],
  figurative_cause: [
    "Schuhe", "Blasen", "Stiefel", "High Heels", "^Messer in der Tasche", "^^Messer auf die Brust",
    "^im Dreieck", "^^fast erstickt", "Beintag", "^im Fitnessstudio", "^mit mir und dem", "^mit mir und der",
    "^mit mir und den", "^^weg vom Fenster", "^^klinisch tot", "ins kalte Wasser", "Sprung ins kalte",
    "toter Mann", "tot ins Bett", "tot aufs Sofa", "todmüde", "vor Lachen", "vor Langeweile", "vor Hunger",
    "vor Durst", "vor Hitze", "vor Kälte", "vor Scham", "vor Neugier", "vor Müdigkeit", "vor Aufregung",
    "vor Lampenfieber", "vor Spannung", "vor Glück", "vor Freude", "zum Sterben langweilig",
    "zum Sterben schön", "Lachen", "Langeweile", "Cliffhanger", "so tot", "total tot", "voll tot", "halb tot",
    "echt tot", "komplett tot", "=todmude", "Training", "mit Blicken", "mit seinen Blicken",
    "mit ihren Blicken", "kurz sterben", "kurz tot", "wollte kurz", "Hals umdrehen", "Hals um|drehen",
    "^nach der Schicht", "^nach der Nachtschicht", "^nach dem Dienst", "^nach der Doppelschicht", "Umzug",
    "Marathon", "peinlich", "Blamage", "blamiert", "Fremdscham", "=cringe", "vor Sehnsucht", "vor Angst",
    "vor Wut", "vor Schmerz", "vor Lampenfieber", "vor Stress", "vor Heimweh", "im Boden versinken",
    "in den Boden versinken", "in Grund und Boden", "als würde", "in Frieden sterben", "beruhigt sterben",
    "überlebe das nicht", "das überlebe ich nicht", "überleb das nicht", "das überleb ich nicht",
    "lach mich tot", "tot|lachen", "Leben lang", "ein Leben lang",
  ],
  figurative_object: [
    "Akku", "Handy", "Laptop", "Batterie", "Pflanze", "Blume", "Server", "Party", "Hose", "Stimmung",
    "Computer", "=drucker", "Leitung", "Wlan", "Internet", "Tabelle", "Excel", "Mail", "Deadline", "Klausur",
    "Muskelkater", "Mathe", "Hausaufgabe", "Baustelle", "Bohrmaschine", "Geist aufgegeben", "Salat",
    "Schnitzel", "Album", "Gedicht", "Elster", "Programm", "App", "Rechner", "System", "Browser", "=pc",
    "Steuererklärung",
  ],
  media: [
    "Rapper", "=rappt", "Rap", "Kunst", "Valorant", "Fortnite", "Minecraft", "Roblox", "Call of Duty",
    "Ingame", "Granate", "Manga", "Anime", "Hörbuch", "Berichterstattung", "Täter", "Among Us", "=impostor",
    "Protagonist", "=penandpaper", "Brettspiel", "Computerspiel", "Teambuilding", "Buch -Tagebuch", "Bühne",
    "Rolle", "Aufführung", "Schulaufführung", "Requisite", "Paintball", "Lasertag", "Escape Room",
    "Pen-and-Paper", "Rollenspiel", "Spiel", "Videospiel", "Bösewicht", "=morder", "=morderin", "=mordern",
    "Geschichte", "Drehbuch", "Verkehrsfunk", "Polizeibericht", "Unfallbericht", "Fernsehen", "=singe",
    "Arie", "Oper", "Hauptfigur", "Protagonist", "Protagonistin", "Film", "Serie", "Doku", "Dokumentation",
    "Roman", "Lied", "Song", "Nachricht -Abschiedsnachricht", "Zeitung", "Artikel", "Bericht", "Podcast",
    "Netflix", "Tatort", "Krimi", "Folge", "Staffel", "Personenschaden", "Schlagzeile",
    "Video -Abschiedsvideo", "Anime", "Manga", "Hörbuch", "Radio", "Fernsehn", "Kino", "Theater", "Gedicht",
    "Werther", "Romeo", "Julia", "Schauspieler", "Sänger", "Sängerin", "Promi", "Charakter", "Szene", "Album",
    "Reportage", "Notarzteinsatz", "Polizeieinsatz", "Theater*", "*theater", "Theater-AG", "proben", "Probe",
    "Schauspiel*",
  ],
  education: [
    "Folie", "Gesundheitsprogramm", "Suizidrisiko", "Rollenspiel", "Buchbesprechung", "Referent",
    "Elternabend", "Referat", "Schulprojekt", "Uusbildig", "Screening", "Kriseninterventionsteam", "Referat",
    "Hausarbeit", "Facharbeit", "Präsentation", "Unterricht", "Seminar", "Studie", "Statistik", "Prävention",
    "Vorbeugung", "Schulung", "Kurs", "Ehrenamt", "ehrenamtlich", "Fortbildung", "Vortrag", "Workshop",
    "=thema", "Vorlesung", "Masterarbeit", "Bachelorarbeit", "Erörterung", "Aufsatz", "Ethik", "Psychologie",
    "Warnsignal", "Telefonseelsorge", "Krisendienst", "Quelle", "Rate", "Training", "Sterbehilfe",
    "Schulprojekt", "Lehrerin", "Lehrer", "Hotline", "Forschung", "Umfrage", "Fragebogen", "Ärztin",
    "Hausärztin", "Therapeutin", "Therapeut", "Sozialarbeiterin", "Sozialarbeiter", "Schulsozialarbeiterin",
    "Psychologin", "Ersthelferin", "Ersthelfer", "Krisenplan", "Screening", "Selbsthilfe", "Angehörige",
    "Medienleitfaden", "Durkheim", "Risikofaktor", "Rollenspiel", "Soziologie", "Hausaufgabe", "Klienten",
    "erklären", "diskutieren", "besprechen", "Suizidprävention", "Leitfaden",
  ],
  /** "über Suizid", "nach Suizidgedanken fragen", "durch Suizid verlieren": talk about the topic. */
  topic_preposition: [
    "=uber", "=nach", "=zum", "=zur", "=bei", "=durch", "=wegen", "=gegen", "=von", "=zu", "=vom", "=beim",
  ],
  past_far: [
    "=friaha", "=friara", "=früener", "=früecher", "last year", "years ago", "^vor zwoa joa",
    "^vor zwoa Joar", "^lange lebensmüde", "als ich klein war", "als ich klein", "als ich jung war",
    "jährt sich", "Jahre clean", "Jahr clean", "Jahre ritzfrei", "Jahr ritzfrei", "=ritzfrei",
    "seit Jahr nicht mehr", "Jahr her", "Wochenbettdepression", "nach der Geburt", "in der Klinik",
    "Tagebuch von", "=fruher", "=damals", "=ehemals", "=einst", "vor Jahr", "vor Jahrzehnt", "vor Monat",
    "Jahr her", "Joar her", "Johr her", "vor Joar", "vor Johr", "in der Jugend", "meiner Jugend",
    "in der Pubertät", "in der Schulzeit", "als Teenager", "als Jugendliche", "als Jugendlicher", "als Kind",
    "als Student", "als Studentin", "Kindheit", "lange her", "^heute vor Jahr", "^heute vor Monat",
    "^hute vor Jahr", "mit 13", "mit 14", "mit 15", "mit 16", "mit 17", "mit 18", "mit 19", "mit 20",
    "mit 21", "mit 22", "Studienzeit", "vor langer Zeit", "vor ein paar Jahren", "Letztes Jahr um diese Zeit",
    "vor acht Jahren", "nach meinem ersten Kind", "war ich mal", "war mal", "Jahre später", "Jahr später",
    "Jahrzehnte später", "schlimmsten Zeit", "schlimmsten Phase", "in der schlimmsten",
  ],
  resolved: [
    "^froh um jeden", "^fängt er sich", "^fängt sie sich", "^gehts eam guad", "^geht's ihm gut",
    "^konnte ehrlich nein sagen", "^ehrlich nein sagen", "geht es mir gut", "geht mir gut",
    "geht es mir besser", "geht mir besser", "gahts mir guet", "überwunden", "stolz", "dankbar", "geschafft",
    "hinter mir", "hat geholfen", "=froh", "glücklich", "=inzwischen", "=mittlerweile", "Hilfe bekommen",
    "Hilfe geholt", "abgeschlossen", "freu", "wie falsch", "wie weit ich gekommen", "brauch sie nicht mehr",
    "heute bin ich", "heute weiß ich", "heute lebe ich", "heute geht", "jetzt bin ich", "jetzt geht",
    "gut vorbereitet", "bin einfach glücklich", "seit Jahr nicht mehr", "seit Jahr", "seit Monat nicht mehr",
    "seitdem", "=heit bin", "Narben verheilt", "am Leben", "gut geht", "gesund", "stabil", "Therapie",
    "Klinik", "=damals", "zum Glück", "Gott sei Dank", "überlebt", "weitergemacht", "rausgekommen",
    "geheiratet", "es gibt Hilfe", "heute ist sie", "heute ist er", "=ritzfrei", "Skills", "ging vorbei",
    "Spaziergang", "Touristin", "Tourist", "voll im Job", "=hut gahts", "liebe mein Leben",
  ],
  /** The writer's own past: "ich wollte", "ich dachte", "ich hatte". */
  past_tense: [
    "=wollte", "=wollten", "=wollt", "=woit", "=wollt", "=dachte", "=dachten", "=hatte", "=hatten", "=war",
    "=waren", "=wurde", "=gedacht", "=ghabt", "=gehabt", "=versucht", "=geritzt", "=geschnitten", "=wunschte",
    "=gewunscht",
  ],
  /** Recent enough to matter now: "gestern wollte ich mich umbringen". */
  /** "Ich mag heute nicht mehr": tired of today, not of life. */
  today_only: [
    "für einen Tag", "wenigstens für", "für ein paar Tage", "eine Weile", "für eine Woche", "kurz mal",
    "=heute", "=heid", "=heut", "für heute", "neuer Tag", "=erstmal", "=morgn", "für den Rest des Tages",
  ],
  recent: [
    "=gestern", "letzte Nacht", "letzte Woche", "=vorhin", "=eben", "=heute", "=heut", "=gerade", "=grad",
    "=vorgestern", "diese Woche", "=neulich", "seit gestern", "seit Tag", "seit Woche",
  ],
  /** Revenge: "die werden bezahlen", "mit seinem Leben". */
  /** Wishing someone else dead or in pain: "die soll sterben", "der soll bluten". */
  other_should_die: [
    "soll sterben", "sollen sterben", "soll verrecken", "soll leiden", "sollen leiden", "soll bluten",
    "verdient den Tod", "verdient es zu sterben", "soll krepieren", "wird nie mehr jemand schlagen",
    "nie mehr jemand schlagen", "wird nie wieder", "soll nie wieder",
  ],
  /** A weapon carried or at hand: "das Messer ist dabei", "alles im Rucksack". */
  weapon_carry: [
    "=dabei", "in der Tasche", "Jackentasche", "Jackntaschn", "im Rucksack", "Rucksack", "im Kofferraum",
    "Kofferraum", "=eingesteckt", "=griffbereit", "mit|nehmen", "=eingepackt", "in der Hand", "neben mir",
    "unter dem Kissen", "im Auto",
  ],
  /** Harm done to someone else in so many words. */
  harm_act: [
    "in die Leute fahren", "Liste mit Namen", "kommen dran", "sticht ab", "sticht den", "ab|stechen",
    "zu|stechen", "=stich zu", "stech zu", "unter Wasser halten", "unter Wasser drücken",
    "ins Gesicht kippen", "ins Gesicht schütten", "mit ihr drinnen", "mit ihm drinnen", "mit denen drinnen",
    "mit ihnen drinnen", "brennt die Bude", "bedrohen", "=bedroht", "Tür ein|treten", "ins Gesicht drücken",
    "erwischen", "in den Kaffee", "ins Essen", "ins Glas", "Fett ins Gesicht", "an|zünden",
    "Schluss für uns alle", "uns alle", "die Kinder mit|nehmen", "Kinder mit in den Tod",
  ],
  revenge: [
    "die mich fertig machen", "die mich mobben", "die mich gemobbt haben", "der mich gemobbt hat",
    "keiner wird vergessen", "werden es bereuen", "wird es bereuen", "angetan haben", "wird merken",
    "werden merken", "wird heute merken", "keine Skrupel", "nichts mehr zu verlieren",
    "nix mehr zu verlieren", "weiß wo er wohnt", "weiß wo sie wohnt", "weiß, wo er wohnt",
    "vor seiner Tür warten", "auf ihn warten", "auf sie warten", "lauere", "auf|lauern", "Rache", "rächen",
    "=bezahlen", "mit seinem Leben", "mit ihrem Leben", "werden sich wundern", "wird sich wundern",
    "kommt nicht mehr raus", "kommt er nicht mehr raus", "Amok*", "Amoklauf", "Blutbad", "alle mit|nehmen",
    "ausgekundschaftet", "nicht mehr gefallen lassen", "lass mir das nicht mehr gefallen",
    "lass mir nichts mehr gefallen",
  ],
  relapse: [
    "=wieder", "=wider", "Rückfall", "=erneut", "fängt wieder an", "=schon wieder", "seit gestern",
    "fang wieder an",
  ],
  /** A crisis coming back, anywhere in the message: "seit gestern sind die Gedanken wieder da". */
  relapse_strong: [
    "Rückfall", "wieder angefangen", "fängt wieder an", "fang wieder an", "seit gestern wieder",
    "jetzt wieder", "heute wieder", "wieder so weit", "wieder da", "kommen wieder", "sind wieder da",
    "denk wieder", "wieder jeden Tag",
  ],
  info_question: [
    "woaß nimmer ob", "weiß nicht mehr ob", "=ausgeschlichen", "aus|schleichen", "mit der Ärztin",
    "mit dem Arzt", "Arzt", "Diabetes", "verordnet", "Dosis -Überdosis", "Dosierung", "Höchstdosis",
    "Wechselwirkung", "Nebenwirkung", "Beipackzettel", "Apotheke", "Apotheker", "verschreiben",
    "=verschrieben", "Rezept", "darf ich", "darf man", "=wie viel", "=wieviel", "=wie viele", "aus Versehen",
    "=versehentlich", "gefährlich", "schädlich", "=mg", "Milligramm", "=ml", "Narkose", "Einnahme",
    "einnehmen", "vertragen", "=tropfen", "Kopfweh", "Kopfschmerz", "Migräne", "Erkältung", "entsorgen",
    "abhängig", "ausschleichen", "Sorgen um", "Sorgen machen", "sorgen machen", "Gesundheit", "=kann man",
    "ob ich", "weiß nicht ob", "woaß nimmer ob", "=ob", "Mpu", "Blutbild", "Blut abgenommen", "Tierärztin",
    "Tierarzt",
  ],
  grief: [
    "Jahrestag", "im Sterben liegen", "^liegt im Sterben", "Palliativ*", "Lebensende", "gestorben",
    "verstorben", "=gstorbn", "Grab", "Gräber", "Baumgrab", "Friedwald", "Sarg", "Leiche", "Beerdigung",
    "Trauer", "*trauer*", "trauern", "Todestag", "vermissen", "Friedhof", "Trauerkarte", "Kerze",
    "ein|schläfern", "Einschläferung", "Hospiz", "friedlich", "=rip", "Urne", "begraben", "Nachruf",
    "Testamentseröffnung", "^gehen lassen", "^^gehen zu lassen",
  ],
  /** Someone else's death that has happened ("hat Suizid begangen", "hat sich das Leben genommen"). */
  completed: [
    "=starb", "=starben", "ist gestorben", "nicht überlebt", "hat es nicht überlebt", "begangen",
    "=suizidiert", "=genommen", "=umgebracht", "=erhangt", "=verloren", "=gestorben", "^^nicht mehr =ist",
    "von uns gegangen", "=verstorben", "nicht mehr lebt", "nicht mehr unter uns",
  ],
  harmless_purpose: [
    "Shibari", "Kunstform", "Bondage", "Hängematte", "Slackline", "Baumhaus", "Schaukel", "Tarp", "Zeltplatz",
    "Schneeengel", "Schneemann", "rodeln", "Schlitten", "Skitour", "Skifahren", "Schneeschuh", "Iglu",
    "^für die Saison", "^für de Saison", "Jagdsaison", "in den Urlaub", "Halbmarathon", "Marathon",
    "angemeldet", "Friseur", "Rentner", "Rentnerin", "Halloween", "Kürbis", "Laterne", "Kuh", "=kuah",
    "einfangen", "*umzug*", "Wasserpistole", "Spielzeug", "Nerf", "Softair", "Kölner Dom", "Dom",
    "Sightseeing", "Touristin", "Tourist", "Sauerteig", "Brotmesser", "Apfelbaum", "Antibiotika", "Umzug",
    "um|ziehen", "Minimalismus", "Tiny House", "Work and Travel", "Urlaub", "Reise", "Auslandsjahr",
    "Auswanderung", "aus|wandern", "Flohmarkt", "Kleinanzeigen", "Ebay", "Vinted", "Spende", "spenden",
    "Caritas", "Weiterbildung", "Fallschirm", "Fallschirmsprung", "Bungee", "Klettern gehen", "zum Klettern",
    "Kletterkurs", "Segeln", "Segelkurs", "Slackline", "Klippenspringen", "Turmspringen", "Kopfsprung",
    "Sprungturm", "Canyoning", "Skifahren", "Kletterhalle", "Kletterwand", "Bouldern", "Sprungbrett",
    "Wasserspringen", "Tauchen", "Trampolin", "Sprungschanze", "Skispringen", "Parkour", "Wingsuit",
    "Basejump", "Gleitschirm", "Paragliding", "Seilbahn", "Abseilen", "Höhenangst", "Zipline",
    "Hochseilgarten", "Klettersteig", "Wanderung", "Gipfel", "Tandem", "Schwimmkurs", "Freibad", "Zehner",
    "Meter-Turm", "Dreier", "Springreiten", "Turnier", "Parcours", "Stunt", "Achterbahn", "Freizeitpark",
    "Turnen", "Geräteturnen", "Schauspiel", "Theaterstück", "Rolle", "Dachdecker", "Handwerker", "*gemus*",
    "Zwiebel", "*bungee*", "Prüfer", "Brückenprüfer", "Feuerwerk", "Kerze", "Kochen", "Metzger", "Aussicht",
    "Fotos machen", "Foto machen", "fotografieren", "spazieren", "Spaziergang", "Enten", "Ausflug",
    "Sonnenuntergang", "Feier", "Abschiedsfeier", "Kuchen", "Arbeitgeber", "neue Stelle", "Rente", "Pension",
    "Hochzeit", "Schwimmbad", "Wettkampf", "Hängematte", "Deckenlampe", "Lampe", "Schaukel", "Wäscheleine",
    "Zelt", "Führstrick", "Anbindestrick", "Longe", "Boot", "Krallen", "Wintermantel", "Patientenverfügung",
    "Vorsorgevollmacht", "Küchenmesser geschliffen", "geschliffen", "Lkw-Fahrer", "Pendeln", "Pendler",
    "Arbeitsweg", "Stadtführung", "Firma", "Schlüssel abgegeben", "Hundeschule", "Backup", "Kanada",
    "Hamburg", "Kündigung", "=kundige", "sicher lagern", "sicher auf|bewahren", "kindersicher",
    "Enkel -Schenkel", "free solo", "Route", "Kletterroute",
  ],
  /** Everyday trifles: "wenn er noch einmal mein Ladekabel nimmt, bring ich ihn um" is anger, not a plan. */
  /** Tiredness and its causes: "ich mag nicht mehr, die Schicht war zu lang" is exhaustion. */
  tired: [
    "ausgebrannt", "Burnout", "jeden Tag dasselbe", "immer dasselbe", "Alltag", "Routine", "schufte",
    "schuften", "Spielplatz", "Kinder hüten", "hüten", "müde", "=miad", "erschöpft", "kaputt", "=fertig",
    "Arbeit", "Job", "Stress", "gestresst", "Schicht", "Pflege", "Haushalt", "Urlaub", "Wochenende",
    "Feierabend", "Termin", "Überstunden", "Deadline", "Klausur", "Prüfung", "Lernen", "Baustelle", "Lärm",
    "Hitze", "Montag", "Woche", "Chef", "Kunde", "Schule", "Uni", "Hausaufgabe", "durchschnaufen", "Pause",
    "schlafen", "Bett",
  ],
  /** The crisis is gone: "meine Suizidgedanken sind seit der Therapie weg". */
  gone: [
    "^sind weg", "^ist weg", "sind verschwunden", "ist verschwunden", "sind vorbei", "^hab ich nicht mehr",
    "^habe ich nicht mehr", "seit der Therapie", "dank der Therapie", "überwunden",
  ],
  trivial: [
    "Brokkoli", "Spinat", "Gemüse", "Haare", "Friseur", "Vokabeltest", "Mathearbeit", "Schularbeit",
    "Zeugnis", "Mail", "E-Mail", "Nachricht", "Meeting", "Weihnachtslied", "Lied", "Werbung", "Stau",
    "Schnarchen", "Serie", "Montag", "Sprachnachricht", "Handy", "Milch", "Pizza", "Kühlschrank", "Ladekabel",
    "Kopfhörer", "Klamotten", "Shirt", "Pulli", "Pullover", "Fernbedienung", "Schokolade", "Müll", "Socken",
    "Abwasch", "Spülmaschine", "Wlan", "Konsole", "Playstation", "Spoiler", "Parkplatz", "Lärm", "Musik",
    "Hausaufgabe", "Elfer", "Fußball", "Zimmer aufräumen", "Nutella", "Lieblingstasse", "Auto genommen",
    "Schlüssel", "Tagebuch lesen", "Zug verpasst", "Bus verpasst", "Regen", "Wetter", "Schnee", "Hitze",
    "Laubbläser", "Nachbar", "Spielstand", "Lieblingsshirt", "Fleck", "Schiri", "Schiedsrichter", "Witze",
    "Schalke", "Vase", "Elternabend",
  ],
  /** Times still to come ("Ende der Woche bin ich tot"), unlike "heute" alone, which is the present. */
  /** One's own end as a thing to make: "mach damit das Ende", "sie wird mein Ende sein". */
  my_end: [
    "^^mein Ende", "^^meinem Ende", "^mach das Ende", "^mach damit das Ende", "^^damit das Ende",
    "^^diesmal Ende", "^ein Ende setzen", "^ein Ende machen", "^dem Ganzen ein Ende",
    "^meinem Leben ein Ende",
  ],
  /** The writer's death as a fact to come: "nach meinem Tod", "weil ich dann tot bin". */
  own_death: [
    "^^wenn ich nächste Woche gehe", "^^wenn ich gehe $", "^^bevor ich gehe", "^^wenn ich dann weg bin",
    "nach meinem Tod", "wenn ich tot bin", "wenn ich nicht mehr lebe", "wenn ich nicht mehr da bin",
    "weil ich dann tot bin", "dann tot bin", "ich lebe dann nicht mehr", "lebe dann nicht mehr",
    "meine Beerdigung", "meiner Beerdigung", "Abschiedsvideo", "meine letzten Worte", "Gute Nacht für immer",
    "Lebt wohl", "Lebe wohl", "Leb wohl",
  ],
  /** Provision for one's death some day: "Bestattungsvorsorge", "Testament", "kerngesund". */
  provision: [
    "^Schlüssel bei der Nachbarin", "^Futter für zwei Wochen", "^Futter für 2 Wochen",
    "^für 2 Wochen rausgestellt", "^wer sich um", "^kümmern soll", "Vorsorge", "vor|planen", "vor|sorgen",
    "Testament", "Patientenverfügung", "Vorsorgevollmacht", "kerngesund", "=irgendwann", "=spater",
    "=eines tages", "Erbe", "Erbschaft",
  ],
  /** Waiting for what will not stop: "der Güterzug, der hier nicht hält", "leg mich hin". */
  not_stopping: [
    "^der hier nicht hält", "^nicht hält", "^ohne zu halten", "^nicht zum Einsteigen", "^wenn er kommt",
    "^wenn einer richtig schnell kommt", "^^leg mich hin", "^leg mich drauf", "^leg mich aufs Gleis",
    "^damit ich nix hör", "^damit ich nichts höre", "^geh gleich rüber", "^lauf gleich rüber",
  ],
  /** Where the dead are: "beim Herrgott", "in den Himmel". */
  afterlife: ["^^beim Herrgott", "^^zum Herrgott", "^^in den Himmel", "^^in Himmel", "Jenseits"],
  /** A day chosen: "den Dritten als Datum gesetzt", "den Tag festgelegt". */
  date_set: [
    "^Datum gesetzt", "^als Datum", "^Tag ausgesucht", "^Tag festgelegt", "^Datum festgelegt", "^Datum steht",
    "^Tag steht fest",
  ],
  /**
   * A means bought or taken "not for" its everyday use, or under a cover story: "ein Seil, und ned
   * zum Klettern", "angeblich fürs Zelten", "die Verkäuferin hat gefragt, ob ich umziehe".
   */
  not_for_purpose: [
    "^^nicht fürs Segeln", "^^nicht zum Segeln", "^^nicht fürs Zelten", "^^nicht zum Zelten",
    "^^nicht fürs Klettern", "^^nicht für den Umzug", "^^angeblich fürs", "^^angeblich zum",
    "^^angeblich für", "^^ich zelte nicht", "^^ich segle nicht", "^^ich klettere nicht", "^^ob ich umziehe",
    "^^ob ich umzieh", "^^ob ich um|ziehe", "^^nicht zum Klettern", "^^ned zum Klettern",
    "^^nöd zum Klettere", "^^nicht für Luftballons", "^^nicht zum Kochen", "^^nicht zum Rasieren",
    "^^und nicht zum", "^^und ned zum", "^^aber nicht zum", "^^nicht für das Wild", "^^nicht zum Grillen",
    "^^nicht zum Einsteigen",
  ],
  /** Dwelling on a means: "wie einfach das wäre", "ich denk seit Tagen an nichts anderes". */
  contemplate: [
    "^weiß nicht wie lang noch", "^weiß nicht wie lange noch", "^woaß ned wia lang no",
    "^wie einfach das wäre", "^wie einfach es wäre", "^wie es wär wenn", "^wie es wäre wenn",
    "^an nix anders", "^an nichts anderes", "^an nix anderes", "^schau ihn jeden Tag an",
    "^schau es jeden Tag an", "^denk die ganze Zeit an", "^denke die ganze Zeit an", "^so konkret",
    "^nicht mal mehr abgeschreckt", "^wie lang i no wart", "^wie lange ich noch warte",
  ],
  /** How one would do it, as an indirect question: "wie ich mich umbringen könnte". */
  how_i: [
    "^^wia i's", "^^wie ich's", "^^wia i es", "^^wia i des", "^^wie ich mich", "^^wie ich es",
    "^^wie ich mir", "^^wie i mi", "^^wia i mi", "^^wia i des", "^^wie ich das", "^^wann ich es",
    "^^wo ich es",
  ],
  /** Someone found barely conscious: "reagiert kaum", "nicht wach zu kriegen". */
  unresponsive: [
    "^^reagiert kaum", "^^reagiert nicht", "^^nicht ansprechbar", "bewusstlos", "^nicht wach zu kriegen",
    "^krieg sie nicht wach", "^krieg ihn nicht wach", "^^atmet kaum",
  ],
  /** Everyday duties that "ich mag nimmer" is so often about: paperwork, overtime, a parents' evening. */
  chores: [
    "Presslufthammer", "Elternsprechtag", "Elternsprechtog", "Konferenz", "Konferenzen", "Lernerei",
    "Putzplan", "Steuerberater", "Überstunde", "Überstunden", "Buchhaltung", "Formular", "Formulare",
    "Antrag", "Inventur", "Elternabend", "Elternabende", "Sitzung", "Sitzig", "Spielplatz", "Steuererklärung",
    "Papierkram", "Bürokratie", "Wäsche", "Bügeln", "Putzen", "Haushalt", "Betriebsrat", "Stall", "Stoi",
    "Hausaufgaben", "Fahrstunden", "Umzugskartons", "Behörde", "Amt",
  ],
  /** "Ich werde …": announces an act of one's own. */
  will_do: ["=werde", "=werd", "=wird", "=werden", "=gonna", "=mach", "=mache", "=tu", "=tue"],
  /** Intent stated now, in the present tense: it outweighs a past time in the same sentence. */
  present_intent: [
    "=will", "=mochte", "=mag", "=wunsche", "=werde", "=plane", "=jetzt", "=heute", "=morgen", "=bald",
    "=wott",
  ],
  /** A decision stated: "ich mach's", "diesmal zieh ich es durch". */
  decided: [
    "=entschiedn", "^hob mi entschiedn", "^hab mich entschieden", "^dafür sorg ich selbst",
    "^dafür sorge ich selbst", "^ich werd da sein", "^^ich mach es", "^^ich tu es", "^^ich mach $",
    "^^ich tu $", "^^i mach $", "^^i mach des", "^mach es jetzt", "^ich mach es heute", "^zieh es durch",
    "^ziehe es durch", "^diesmal zieh ich", "durch|ziehen", "^jetzt oder nie", "^diesmal mach ich",
    "^es ist entschieden", "^steht fest", "^werde es tun", "^^ich werde es tun", "^werd es tun",
    "^^ich werd es tun", "^^ich tu es wirklich",
  ],
  /** An attempt under way or just made, in words that need nothing else. */
  attempt: [
    "^^mein letzter Versuch", "^^zweiter Versuch", "^^zweita Versuach", "^^war mein Versuch",
    "^^nach meinem letzten Versuch", "^plane schon den nächsten", "^probier es gleich nochmal",
    "^probiers gleich nochmal", "^probier's nochmal", "^probiers nochmal", "^versuch es gleich nochmal",
    "^versuchs nochmal", "^gleich nochmal probieren", "mit Absicht gespritzt", "Magen ausgepumpt",
    "Magen auspumpen", "nach meinem Versuch", "nach dem Versuch", "alles getrunken", "das Zeug geschluckt",
    "Pulsadern geöffnet", "Pulsadern aufgemacht", "Badewanne wird rot", "versuch ich es wieder",
    "versuch es wieder", "gleicher Plan", "diesmal ohne Fehler", "nicht beenden können",
    "geh gleich wieder rein", "warte auf den nächsten", "um den Hals gehabt", "Hals gehabt",
    "mach es nochmal", "ganzen Medizinschrank", "den ganzen Schrank leer", "Schrank leer gemacht",
    "im Bad eingeschlossen", "antwortet nicht mehr", "geht nicht ran", "geht nicht mehr ran",
    "nicht mehr aufgetaucht", "alles geschluckt", "alle geschluckt", "alles genommen was",
    "Medizinschrank leer", "Medikamentenschrank leer", "es ist zu spät", "Wasser ist rot",
    "Wasser ist schon rot", "voller Blut", "Blut läuft", "Schlinge ist um", "Schlinge um meinen Hals",
    "Kabel ist gerissen", "Kabel is gerissen", "Strick ist gerissen", "Gürtel ist gerissen",
    "=die tabletten genommen", "die Tabletten genommen", "die Pillen genommen", "hab es getan",
    "habe es getan", "hab's getan", "hab's versucht", "hab es versucht", "grad versucht", "gerade versucht",
    "probiert aufzuhängen",
  ],
  /** Keeping means back for later: stronger than buying them. */
  hoard: [
    "sammeln", "horten", "bunkern", "auf|sparen", "zurück|legen", "zur Seite legen", "beiseite legen",
    "=beiseitegelegt", "auf|heben", "=aufgehoben", "verstecken", "=gespart", "beisammen", "=gnua beinand",
    "genug beisammen", "genug zusammen", "zusammen|kratzen",
  ],
  /** Travelling by train or car: "der Zug hat Verspätung". */
  commute: [
    "Verspätung", "Fahrplan", "Ticket", "pendeln", "Pendler", "ausgefallen", "Umstieg", "Anschluss",
    "verpasst", "verpassen", "Bahnsteig wechseln", "Gleiswechsel", "Schienenersatzverkehr", "Zugfahrt",
    "Reise", "Arbeitsweg",
  ],
  /** Hoping harm done to oneself does not stop: "ich hoffe, dass er einmal nicht aufhört". */
  /** Wanting it to hurt: "ich wollte, dass es wehtut". */
  pain_wish: [
    "^^als Strafe für mich", "^Narben wieder aufmachen", "^will sie wieder aufmachen", "^^kratz mich auf",
    "^^kratz mi auf", "^bis die Knöchel aufgeplatzt", "^will mehr Schmerz", "^will mehr Schmerzen",
    "^^wieder aufgerissen", "^Zigarette ausgedrückt", "^Zigarette auf dem Handgelenk",
    "^Zigarette auf dem Arm", "damit es weh tut", "dass es weh tut", "nur damit es weh", "dass es wehtut",
    "damit es wehtut", "bis es wehtut", "Schmerz spüren", "Schmerzen spüren", "damit ich was spüre",
  ],
  let_it_happen: [
    "^wenn ich fall fall ich halt", "^wenn i foi foi i hoid", "^^ohne Sicherung", "dass er nicht aufhört",
    "einmal nicht aufhört", "dass er zu weit geht", "nicht mehr loslässt",
  ],
  future: [
    "=morgen", "=ubermorgen", "=bald", "nächste Woche", "Ende der Woche", "Ende des Monats", "heute Nacht",
    "heute Abend", "in Tag", "in Stunde", "in Minute", "Wochenende", "Silvester", "Geburtstag", "=gleich",
    "=demnachst", "=nachher", "=spater", "=montag", "=dienstag", "=mittwoch", "=donnerstag", "=freitag",
    "=samstag", "=sonntag",
  ],
  /** Needing something about one's death soon: "brauch ich bald. Sehr bald." */
  need_soon: [
    "brauch ich bald", "brauche ich bald", "brauch ich sehr bald", "ist wichtig bald", "brauch ich es bald",
    "brauch es bald",
  ],
  /** Looking for a method: "wie viele Tabletten braucht man", "ob es weh tut, wenn man springt". */
  method_question: [
    "^welche Höhe", "^Höhe reicht", "^hält am besten", "^am besten hält", "^man die ganze Packung",
    "^muss man treffen", "^welche Schlagader", "^welche Ader", "wie schreibt man", "wie man sich",
    "braucht man", "was passiert wenn man", "ob es weh tut", "tut es weh", "wie hoch muss", "hoch genug",
    "reicht das", "wie lange dauert es", "am schnellsten", "am sichersten", "schmerzlos", "ohne Schmerzen",
    "Methode", "recherchieren", "googeln", "=gegoogelt", "=recherchiert", "wie viele braucht",
    "tödliche Dosis", "tödlich", "wie sicher", "Todesart", "ab welchem Stockwerk", "ab welcher Höhe",
    "wie tief muss", "wie schnell muss", "ist tödlich", "wie viel ist tödlich", "wie viele braucht man",
    "wie lange dauert es bis",
  ],
  /** "Frage für mich": a method question asked for oneself. */
  for_myself: [
    "^weil ich es vorhab", "^weil ich es vorhabe", "^weil ich das vorhab", "^weil ich das vorhabe",
    "^weil ich's vorhab", "^für mich zu nehmen", "^für mich nehmen", "^sie für mich", "^ihn für mich",
    "frage für mich", "frag für mich", "für mich gefragt", "nicht für einen Freund", "frage für mich selbst",
    "für mich selbst", "^^auch für mich", "^^bei mir selbst", "^wirkt bei Menschen", "^^bei Menschen auch",
  ],
  positive: [
    "=freude", "freu", "=endlich frei", "=gespannt", "=aufgeregt", "gut so", "auch gut so", "=juhu", "=yay",
  ],
  accident: [
    "Schweißerkurs", "beim Schweißen", "nix Wildes", "nichts Wildes", "muss das genäht werden",
    "fast vor ein Auto gelaufen", "fast überfahren", "beinahe überfahren", "fast umgefahren",
    "nicht aufgepasst", "aufs Handy geschaut", "übersehen", "=ausgerutscht", "aus Versehen", "=versehentlich",
    "beim Kochen", "beim Schneiden", "beim Zwiebelschneiden", "beim Sport", "beim Spielen", "beim Arbeiten",
    "beim Putzen", "beim Basteln", "beim Rasieren", "beim Heimwerken", "beim Klettern", "beim Fußball",
    "beim Training", "beim Gemüse", "beim Schnitzen", "beim Reiten", "beim Radfahren", "beim Joggen",
    "beim Aufräumen", "beim Abwasch", "beim Spülen", "beim Brotschneiden", "beim Kürbis", "beim Handwerken",
    "beim Gärtnern", "beim Sägen", "beim Schlachten", "beim Zerlegen", "=abgerutscht", "Pflaster drauf",
    "Unfall gehabt",
  ],
  /** Working at a height or on the road is no plan: "ich arbeite diese Woche auf dem Dach". */
  work: [
    "Chemielehrer", "Chemielehrerin", "*pfleger", "*pflegerin", "Höhenrettung*", "Rettungsübung", "=ubung",
    "Metzgerin", "Metzger", "Ausbildung", "Koch", "Köchin", "Dönerladen", "Notärztin", "Notarzt", "Sanitäter",
    "Sanitäterin", "Rettungsdienst", "Feuerwehr", "Einsatz", "Polizist", "Polizistin", "Pflegerin",
    "Lokführer", "Lokführerin", "Brückenprüfer", "arbeiten", "=arbeite", "Arbeit", "beruflich", "Schicht",
    "Dienst", "Kunde", "Baustelle", "Job", "Berufsfahrer",
  ],
  /** Death as something welcome: "wenn ich sterben würde, wär das okay". */
  /** A hanging point tested against a body: "hält mein Gewicht", "der hält einen Mann aus". */
  body_weight: [
    "^für mein Gewicht", "^hält mein Gewicht", "^trägt mein Gewicht", "^hält einen Mann aus",
    "^hält einen Menschen aus", "^trägt einen Mann", "^trägt einen Menschen", "^hält einen Mann",
  ],
  /** A farewell written so that no one feels guilty: "damit sich keiner schuldig fühlt". */
  no_blame: [
    "^niemand schuldig", "^keiner schuldig", "^niemand die Schuld", "^keiner die Schuld",
    "^nicht eure Schuld", "^nicht deine Schuld", "^nicht eure Schuld ist", "^keiner Schuld",
  ],
  /** "Es war kein Unfall": the writer says an injury or a poisoning was meant. */
  not_accident: [
    "^^kein Unfall", "^^koa Unfall", "^^kein Versehen", "^^nicht aus Versehen", "^^ned aus Versehen",
    "^Unfall war es nicht", "^Unfall wars nicht", "^^war es nicht $", "^^wars nicht $", "^^war's nicht $",
  ],
  /** Dying of cold: "ohne Jacke in den Schnee raus". */
  cold: ["Schnee", "Kälte", "erfrieren", "Minusgrade", "Eiseskälte", "ohne Jacke", "ohne Mantel"],
  /** Lying down out there to stay: "leg mich hin", "setz mich hin, bis ich einschlafe". */
  lie_down_outside: [
    "^leg mich hin", "^leg mi hin", "^setz mich hin", "^setz mi hin", "^bis ich einschlafe",
    "^bis i einschlaf", "^leg mich in den Schnee", "^nicht mehr aufstehen", "^bleib liegen",
  ],
  /** "dass ich noch lebe", read with `let_down`: disappointed to be alive. */
  still_alive: [
    "^^dass ich noch lebe", "^^dass ich noch da bin", "^^dass ich wieder aufgewacht", "^^dass ich aufwache",
    "^^dass ich wieder aufwache", "^^dass i no leb", "^^dass ich immer noch lebe",
  ],
  let_down: ["enttäuschen", "=enttäuscht", "=schade", "=leider", "=traurig", "=wütend", "=sauer"],
  /** Violence heard as it happens: "ich hör sie schreien", "sie schreit um Hilfe". */
  cry_for_help: [
    "^hör sie schreien", "^hör ihn schreien", "^hör sie drüben schreien", "^schreit um Hilfe",
    "^schreien um Hilfe", "^ruft um Hilfe", "^hör sie weinen", "^hör es krachen",
  ],
  /** Someone armed at the writer's door: "hat das Messer aus der Küche geholt und steht vor der Tür". */
  weapon_at_door: [
    "^steht vor der Tür", "^steht vor der Schlafzimmertür", "^steht vor meiner Tür", "^vor der Tür steht",
    "^aus der Küche geholt", "^Messer geholt", "^Axt geholt", "^Waffe geholt", "^Pistole geholt",
  ],
  /** Following someone or something into the end: "danach geh ich auch", "wenn er stirbt, geh ich mit". */
  go_too: [
    "^^danach geh ich auch", "^^dann geh ich auch", "^^geh ich mit", "^^gehe ich mit", "^^geh i mit",
    "^^danach gehe ich auch", "^^dann gehe ich auch", "^^geh ich auch $", "^^komm ich nach",
  ],
  /** Help refused after an overdose or injury: "ich soll keinen Arzt rufen". */
  refuse_help: [
    "^keinen Arzt rufen", "^keinen Notarzt", "^keinen Krankenwagen", "^keine Rettung rufen",
    "^nicht die Rettung", "^soll niemanden anrufen", "^soll niemanden rufen", "^will keine Hilfe",
    "^will keinen Arzt",
  ],
  /** Going to see someone who hurt the writer: "heute Abend statte ich ihm einen Besuch ab". */
  visit: [
    "^einen Besuch ab", "^Besuch ab|statten", "^schau bei ihm vorbei", "^schau bei ihr vorbei",
    "^fahr zu ihm hin",
  ],
  /** Shut away with a means: "hat die Kellertür abgeschlossen". */
  locked_in: [
    "^Tür abgeschlossen", "^Kellertür abgeschlossen", "^Badezimmertür abgeschlossen", "^sich eingeschlossen",
    "^sich eingesperrt", "^schließt sich ein", "^sperrt sich ein", "^hat abgesperrt",
  ],
  /** Out of reach: "ihr Handy ist aus", "sein Profil gelöscht", "ihr Auto ist weg". */
  unreachable: [
    "^dareich eam nimma", "^dareich ihn nimma", "^erreich ihn nicht mehr", "^erreich sie nicht mehr",
    "^erreiche ihn nicht mehr", "^Handy ist aus", "^Handy aus", "^geht nicht ran", "^nicht erreichbar",
    "^nicht in ihrer Wohnung", "^nicht in seiner Wohnung", "^Auto ist weg", "^Profil gelöscht",
    "^Account gelöscht", "^ist verschwunden",
  ],
  wish_verb: ["=gewünscht", "=wünsche", "=wünsch", "=hoffe", "=hoffte", "=gehofft"],
  crash_down: ["ab|stürzen", "=abstürzt", "=abstürzen", "=abstürzte", "in die Luft fliegt"],
  /** What the writer told someone: "ich hab ihr geschrieben, dass …". */
  threat_told: ["=geschrieben", "=gesagt", "gedroht", "=geschworen", "angekündigt"],
  /** "dass sie den Sonntag nicht überlebt": a threat against someone else. */
  not_survive_other: [
    "dass sie nicht überlebt", "dass er nicht überlebt", "dass sie nicht überleben wird",
    "dass er nicht überleben wird", "dass du nicht überlebst",
  ],
  on_purpose: ["=absichtlich", "mit Absicht", "=bewusst"],
  /** Too much to write down: "ich kann das nicht mal aufschreiben". */
  unspeakable: [
    "^kann das nicht mal aufschreiben", "^kann es nicht mal aufschreiben", "^kann das nicht aussprechen",
    "^kann es nicht aussprechen", "^trau mich nicht es zu schreiben", "^uns beide …", "^uns beide ...",
  ],
  /** "[ich hab nen Strick im Keller] genau dafür": confirming what a means is for. */
  that_purpose: ["^^genau dafür", "^^genau deswegen", "^^genau deshalb", "^^ja dafür", "^^eben dafür"],
  pull_plug: ["den Stecker ziehen", "^^Stecker zu ziehen", "^Stecker ziehen bei mir", "Licht aus|knipsen"],
  not_deserve: [
    "^hab ich nicht verdient", "^hab's nicht verdient", "^habs nicht verdient", "^verdien ich nicht",
    "^verdiene es nicht", "^bin so ekelhaft", "^ich ekel mich",
  ],
  /** Veiled ways of saying one will be dead: "an einem besseren Ort", "Reise ohne Rückfahrkarte". */
  euphemism_end: [
    "^an einem besseren Ort", "^ohne Rückfahrkarte", "^Reise ohne Rückkehr", "^das Licht aus|machen",
    "^Licht auszumachen", "^ohne Wecker ohne Morgen", "^^ohne morgen", "^^diesmal richtig",
    "^bald hab ich es hinter mir", "^dann hab ich es hinter mir", "^damit mein ich nicht umziehen",
    "^damit meine ich nicht umziehen", "^^nicht umziehen", "^zu mein Opa in Himmi", "^in Himmi",
  ],
  /** Ready to leave once the animal or the household is provided for: "jetzt kann ich gehen". */
  ready_to_go: [
    "^jetzt kann ich gehen", "^dann kann ich gehen", "^kann ich beruhigt gehen",
    "^lange dauert das nicht mehr", "^nimma zruckkimm", "^nicht mehr zurückkomme", "^nimmer zurückkomm",
    "^wenn ich weg bin",
  ],
  /** Changing course, not ending: "ich will nicht mehr so weiterleben – deshalb fang ich mit Sport an". */
  change_course: [
    "^nicht mehr so weiter", "^nimma so weiter", "^deshalb fang ich", "^darum fang ich", "^ab jetzt ändere",
    "^ich ändere was", "^fang ich jetzt mit",
  ],
  /** Weighing oneself down to drown: "Steine in die Taschen". */
  drowning_weight: [
    "^Steine in die Taschen", "^Steine in den Taschen", "^Gewichte an den Füßen", "^Steine in die Jacke",
    "^Steine in den Rucksack",
  ],
  /** "Morgen brauch ich nichts mehr", after giving things away. */
  need_nothing: [
    "^bruch ich nüt meh", "^brauch ich nichts mehr", "^brauche ich nichts mehr", "^brauch ich nix mehr",
    "^brauch i nix mehr", "^brauch i nimma nix", "^brauch ich dann nichts mehr",
  ],
  calculated: ["=nachgerechnet", "=ausgerechnet", "=berechnet", "=abgezählt", "=gezählt"],
  all_prepared: [
    "^alles vorbereitet", "^alles für morgen vorbereitet", "^alles bereit gelegt", "^alles hergerichtet",
  ],
  /** Alone with it: "nein, ich hab niemanden, den ich anrufen kann". */
  still_alone: [
    "^hab niemanden", "^habe niemanden", "^niemand den ich anrufen", "^keinen den ich anrufen",
    "^will auch nicht anrufen", "^will niemanden anrufen", "^hab keinen", "^hab neamd",
  ],
  secret_place: ["^auf dem Klo", "^auf der Toilette", "^=heimlich", "^im Bad eingeschlossen", "^aufm Klo"],
  started: ["=angefangen", "^fang an", "^fange an", "^hab angefangen"],
  snuff_out: ["aus|pusten", "aus|blasen", "=auspusten", "=ausblasen"],
  /** "und ich überleg, das selbst zu tun": doing to oneself what the image says. */
  do_it_myself: [
    "^das selbst zu tun", "^es selbst zu tun", "^das selber zu tun", "^es selber zu tun", "^selbst erledigen",
  ],
  thought_of: ["=gedacht", "=denk", "=denke", "=dran gedacht"],
  /** A terse end: "Reicht." on its own. */
  terse_end: ["^^reicht $", "^^es reicht $", "^^genug $", "^^genug jetzt $"],
  welcome: [
    "=okay", "=ok", "=egal", "Erlösung", "Erleichterung", "gut so", "besser so", "wäre gut", "nicht schlimm",
    "freu mich drauf", "freu mich fast drauf",
  ],
  hyperbole: [
    "^^gut genug", "^^schnell genug", "^^oft genug", "^^laut genug", "^^früh genug", "^^alt genug",
    "^^schlau genug", "^^mir reicht's", "^^mir reichts", "^^mir reicht es", "^^jetzt reicht's",
    "^^jetzt reichts", "^^lieber sterben als nochmal", "^^lieber sterben als noch einmal",
    "^^lieber tot als nochmal", "^am liebsten würd ich", "^am liebsten würde ich", "^stattdessen",
    "^lieber sterben als", "^lieber tot als", "^^lieber sterben", "^^lieber tot", "könnte mich ohrfeigen",
    "als ob", "als wollte", "ois wollt", "wie wenn", "nicht wirklich", "nicht ernst gemeint",
    "wenn noch einmal", "wenn nochmal", "wenn noch ein", "=eines tages", "hätte können", "=spass", "=konnte",
    "=konnt", "=kannt", "=kunnt", "könnte mich",
  ],
  humour: [
    "=cringe", "nicht wirklich", "nicht ernst gemeint", "=spass", "=haha", "=hahaha", "=hihi", "=xd", "=rofl",
    "=lmao", "=jk", "Spaß", "Scherz", "=omg", "falscher Chat",
  ],
  /** A follow-up that explains an earlier message away: "meine ich", "natürlich", "nein". */
  clarify: [
    "^^sondern vom", "^^sondern von der", "^^sondern von den", "^^also diesen", "^^also den", "^^also die",
    "^^also das", "^^also meinen", "^^also meine", "=natürlich", "=naturlich", "nur ein Witz", "war nur",
    "nicht so gemeint", "nicht ernst", "=quatsch", "=nein", "=ne $", "=nee", "=nö", "=spaß", "also nicht",
    "im Spiel", "Rennspiel", "=zocken", "=spaß beiseite",
  ],
  /** The writer means it, whatever the emoji: "kein Witz", "ich mein das ernst", "ehrlich". */
  serious: [
    "^mein's ernst", "^meins ernst", "^mein es ernst", "^meine es ernst", "im Ernst", "kein Witz",
    "kein Scherz", "das ist ernst", "mein das ernst", "meine das ernst", "ehrlich", "ehrlichgesagt",
    "ganz ehrlich", "wirklich wahr", "ohne Spaß", "ohne Scheiß", "ohne Witz", "=fr", "kein Spaß",
    "kein Spass", "kein Meme", "kein Joke", "=no joke", "nicht witzig", "nicht lustig", "ist ernst",
    "todernst", "kein Fake",
  ],
  negation: [
    "=nicht", "=nie", "=niemals", "=kein", "=keine", "=keinen", "=keinem", "=keiner", "=keinesfalls", "=ohne",
  ],
};
