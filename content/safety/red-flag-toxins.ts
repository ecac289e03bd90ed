import type { SpeciesGroup } from "@/content/safety/red-flag-animal-concepts";

/**
 * What is poisonous for whom. Each list names the substances in the words people use and the
 * species it endangers ("alle" for every animal); `human` lists are also checked in texts about
 * people. A substance alone is not a poisoning: the rules in red-flag-rules.ts need it eaten,
 * licked, drunk or given ("hat … gefressen", "an der Eibe geknabbert", "Spot-on drauf gemacht").
 *
 * Sources: ASPCA Animal Poison Control Center, "People Foods to Avoid Feeding Your Pets" and
 * "Toxic and Non-Toxic Plants" (dogs, cats, horses); Deutscher Tierschutzbund, "Vergiftungen bei
 * Heimtieren"; Tox Info Suisse, Tiervergiftungen; Clinical Veterinary Toxicology (Plumlee) for
 * horses (Bergahorn/Hypoglycin A, Eibe, Jakobskreuzkraut, Eicheln, Ionophore) and ruminants;
 * avian toxicology (PTFE/Teflon, Blei, Zink, Avocado, Salz) after Harrison & Lightfoot, Clinical
 * Avian Medicine; Permethrin in cats after the EMA/BfR warnings on dog spot-ons; for children the
 * Giftnotruf Berlin and the VIZ Wien on household products, button batteries and magnets.
 */
export interface ToxinList {
  readonly species: readonly SpeciesGroup[] | "alle";
  /** Also a poisoning for people (with a child, an overdose or symptoms). */
  readonly human: boolean;
  /** Only with a sign of harm or misuse ("zu viel", "für Hunde", symptoms): the product itself is ordinary. */
  readonly needsHarm?: boolean;
  /** Plants: also the plant's parts ("Fingerhutblüten", "Eibenzweige", "Tulpenzwiebeln"). */
  readonly plantParts?: boolean;
  readonly words: readonly string[];
}

/** The parts of a plant an animal or child chews on; see `plantParts`. */
export const PLANT_PARTS: readonly string[] = [
  "Blüte",
  "Blatt",
  "Blätter",
  "Zweig",
  "Beere",
  "Zwiebel",
  "Knolle",
  "Samen",
  "Stängel",
  "Stiel",
  "Wurzel",
  "Kern",
  "Schale",
  "Saft",
  "Strauß",
  "Pflanze",
  "Pollen",
  "Nadel",
  "Frucht",
  "Früchte",
  "Ast",
  "Trieb",
  "Rinde",
  "Laub",
  "Schnitt",
  "Busch",
  "Hecke",
  "Strauch",
  "Tee",
  "Wasser",
];

const MAMMALS_AND_BIRDS: readonly SpeciesGroup[] = [
  "hund",
  "katze",
  "pferd",
  "nager",
  "vogel",
  "gefluegel",
  "frettchen",
  "wiederkaeuer",
  "schwein",
];

// prettier-ignore
export const TOXINS = {
  /** Anticoagulant rodenticides, metaldehyde slug pellets, insecticides, weed killers. */
  pesticides: {
    species: "alle",
    human: true,
    words: [
      "Rattengift", "Mäusegift", "Rattenköder", "Giftköder -Antigiftköder", "Köder -Angelköder -Antigiftköder", "Rodentizid", "Schneckenkorn",
      "Schneckengift", "Schneckenkörner", "Metaldehyd", "Insektizid", "Insektengift", "Insektenspray",
      "Pflanzenschutzmittel", "Unkrautvernichter", "Pestizid", "Ameisengift", "Ameisenköder", "Gift -Giftpflanze",
      "Giftweizen", "Strychnin", "Wühlmausgift", "Blaukorn", "=dunger", "Kunstdünger", "Rasendünger", "Mottenkugeln",
    ],
  },
  antifreeze: {
    species: "alle",
    human: true,
    words: [
      "Frostschutzmittel", "Frostschutz", "Kühlerflüssigkeit", "Kühlmittel", "Glykol", "Ethylenglykol",
      "Scheibenfrostschutz", "Kühlwasser",
    ],
  },
  household: {
    species: "alle",
    human: true,
    words: [
      "Abflussreiniger", "Rohrreiniger", "Rohrfrei", "Chlorreiniger", "Chlor", "Bleiche", "Bleichmittel",
      "Essigreiniger", "Essigessenz", "WC-Reiniger", "Klostein", "Entkalker", "Putzmittel", "Reiniger",
      "Reinigungsmittel", "Spülmaschinentab", "Spülmaschinentabs", "Spülmaschinentablette", "Geschirrspültab",
      "Waschmittel", "Waschpulver", "Pod", "Waschmittelkapsel", "Weichspüler", "Desinfektionsmittel",
      "Lampenöl", "=lampnol", "*lampenol*", "Petroleum", "Grillanzünder", "Benzin", "Terpentin", "Verdünner -Blutverdünner",
      "Nagellackentferner", "Mundwasser", "Mundspülung", "waschmittel*", "Waschmittelkapsel", "Aceton", "Lauge", "Säure", "Batteriesäure", "Ofenreiniger", "Kalkentferner",
      "Spülmittel", "Duftstein", "Toilettenreiniger", "Seife", "Flüssigseife", "Shampoo", "Duschgel", "Handcreme", "waschmittel*", "spulmaschinentab*", "spulmaschinen*", "Salmiak", "Ammoniak", "Lösungsmittel", "Farbverdünner",
    ],
  },
  /** Human medicines by name and class: dangerous for every animal, and in overdose for people. */
  human_drugs: {
    species: "alle",
    human: true,
    words: [
      "ibuprofen*", "paracetamol*", "diclofenac*", "aspirin*", "Ibuprofen", "Paracetamol", "Diclofenac", "Voltaren", "Aspirin", "=ass", "Naproxen", "Metamizol",
      "Novalgin", "Schmerzmittel", "Schmerztablette", "Antidepressiva", "Antidepressivum", "Blutdrucktablette",
      "Blutdruckmittel", "Herztablette", "Herzmedikament", "Betablocker", "Schlaftablette", "Schlafmittel",
      "Beruhigungsmittel", "Benzodiazepin", "Diazepam", "Tavor", "Ritalin", "Methylphenidat", "Vitamin D",
      "Eisentablette", "Eisentabletten", "Schmerzpflaster", "Fentanyl", "Fentanylpflaster", "Morphin", "vitamind*", "Nitrospray", "Nitro", "Nitroglycerin", "Nitrokapsel", "Fiebersaft", "Hustensaft", "Tramadol", "Tilidin", "Opiat", "Methadon",
      "Morphin", "Digitalis", "Digoxin", "Insulin", "Antibabypille", "Schilddrüsentablette", "Levothyroxin",
      "Neuroleptika", "Lithium", "Amitriptylin", "Zäpfchen", "Herztabletten", "Blutdrucktabletten",
      "Schlaftabletten", "Ibu", "Parkemed", "Mexalen", "Thomapyrin", "Dafalgan",
    ],
  },
  /** Tablets in general: for animals when eaten from the owner's supply. */
  any_drug: {
    species: "alle",
    human: true,
    words: [
      "Tablette", "Tabletten", "Tablettn", "Pille -Antibabypille", "Pillen", "Medikament", "Medikamente",
      "Blister", "Packung", "*packung", "*tablett*", "Dragee", "Kapsel", "Kapseln", "Medis", "Salbe",
    ],
  },
  nicotine_drugs: {
    species: "alle",
    human: true,
    words: [
      "Zigarette", "Zigaretten", "*zigarett*", "*nikotin*", "Kippe", "Kippen", "Tabak", "Nikotin", "E-Zigarette", "E-Zigaretten",
      "Liquid", "Nachfüllflasche", "Vape", "Joint", "Cannabis", "Marihuana", "Haschisch", "=thc", "Kokain",
      "Ecstasy", "Drogen", "Alkohol", "Schnaps", "Likör", "Rumkugel", "Nikotinpflaster", "Snus", "Wodka",
      "Whisky", "Rum", "Sekt", "Wein -Schwein -Minischwein -Hängebauchschwein -Meerschwein", "Glas Wein", "Rotwein", "Weißwein", "Brennspiritus", "Spiritus", "Haschkekse", "Nikotinbeutel", "Melatonin",
      "Beeren -Erdbeeren -Himbeeren -Heidelbeeren -Blaubeeren -Brombeeren -Johannisbeeren -Stachelbeeren -Preiselbeeren -Goji", "Tollkirschen", "Kippen", "Zigarettenkippe", "Zigarettenstummel",
    ],
  },
  /** Theobromine and caffeine. */
  chocolate: {
    species: MAMMALS_AND_BIRDS,
    human: false,
    words: [
      "Schokolade", "schoko*", "Kakao", "kakao*", "Zartbitter", "Kochschokolade", "Kuvertüre", "Milka", "Brownie",
      "Pralinen", "Praline", "Kaffee", "Kaffeebohnen", "Kaffeepulver", "Koffein", "Energydrink", "Adventskalender",
      "Nutella", "Schokoküsse", "=tafl", "Toblerone", "Ritter Sport", "Lindt", "Mon Chéri", "=moncheri", "Ferrero",
      "Rocher", "Merci", "Snickers", "Twix", "KitKat", "Kinderriegel", "Kinderschokolade", "Hanuta", "Bounty",
      "Trüffel", "Sachertorte", "Mousse au Chocolat", "Kaffeepad", "Kaffeekapsel", "Kaffeesatz", "Espresso", "Cola",
      "Mars -Marsch", "Schwarzer Tee", "Grüntee", "Schoggi", "schoggi*", "Schoki", "Mozartkugel", "Nougat", "Smarties", "Lindor", "Zotter", "Oreo", "Tafel -Schultafel -Wandtafel",
    ],
  },
  xylitol: {
    species: MAMMALS_AND_BIRDS,
    human: false,
    words: ["Xylit", "Xylitol", "xylit*", "Birkenzucker", "birkenzucker*", "Kaugummi", "E967", "zuckerfrei"],
  },
  grapes: {
    species: ["hund", "katze", "frettchen"],
    human: false,
    plantParts: true,
    words: [
      "Traube", "Trauben", "Weintraube", "Weintrauben", "Rosine", "Rosinen", "Sultanine", "Sultaninen",
      "Korinthe", "Korinthen", "Rosinenbrötchen", "Studentenfutter", "Früchtebrot", "Stollen", "Rosinenbrot",
    ],
  },
  allium: {
    species: MAMMALS_AND_BIRDS,
    human: false,
    words: [
      "zwiebel*", "knoblauch*", "Zwiebel", "Zwiebeln", "Knoblauch", "Lauch", "Porree", "Schnittlauch", "Bärlauch", "Zwiebelkuchen",
      "Zwiebelsoße", "Knoblauchsoße", "Zwiebel-Knoblauch-Soße", "Knoblauchbrot", "Zwiebelpulver",
    ],
  },
  dog_foods: {
    species: ["hund"],
    human: false,
    words: ["Macadamia", "Macadamianüsse", "Hefeteig", "Hefe", "Muskatnuss", "Hopfen", "Blaualgen"],
  },
  /** Persin: deadly for birds, rabbits, rodents, horses, ruminants; the stone blocks a dog's gut. */
  avocado: {
    species: "alle",
    human: false,
    plantParts: true,
    words: ["avocado*", "Avocado", "Avocados", "Guacamole", "Avocadobrot", "Avocadoschale", "Avocado-Schalen", "guacamole*", "*avocado*", "Avokado", "avokado*"],
  },
  salt: {
    species: ["vogel", "gefluegel", "hund", "schwein", "nager", "frettchen", "katze"],
    human: false,
    words: ["Salzteig", "Salzstange", "Salzstangen", "Salzbrezel", "Chips", "Streusalz", "Salz", "Salzkartoffeln"],
  },
  lilies: {
    species: ["katze"],
    human: false,
    plantParts: true,
    words: [
      "Lilie", "Lilien", "Osterlilie", "Taglilie", "Tigerlilie", "Lilienstrauß", "=osterlilie", "Blütenstaub",
    ],
  },
  /** Flea and tick products: permethrin kills cats; any product can be overdosed. */
  parasite_products: {
    species: "alle",
    human: false,
    needsHarm: true,
    words: [
      "Permethrin", "Spot-on", "Spot-On", "=spoton", "Pipette", "Flohmittel", "Flohtropfen", "Flohhalsband",
      "Anti-Floh-Halsband", "Zeckenhalsband", "Zeckenmittel", "Wurmkur", "Entwurmung", "Ivermectin", "Fipronil",
      "Frontline", "Advantix", "Exspot", "Milbenspray", "Flohspray", "Flohshampoo", "Zeckenschutz",
    ],
  },
  /** Cats, birds and small animals cannot break down essential oils. */
  essential_oils: {
    species: ["katze", "vogel", "gefluegel", "frettchen", "nager", "reptil"],
    human: false,
    words: [
      "Teebaumöl", "ätherische Öle", "ätherisches Öl", "Duftöl", "Duftverdampfer", "Diffuser", "Eukalyptusöl",
      "Duftlampe", "Raumduft", "Raumspray",
    ],
  },
  /** Plants poisonous to every species that eats them (and to children). */
  plants: {
    species: "alle",
    human: true,
    plantParts: true,
    words: [
      "Eibe", "Eiben", "eiben*", "oleander*", "=eibenzweige", "Eibenhecke", "Eibenbusch", "Eibenschnitt", "Eibennadeln", "Oleander",
      "Oleanderschnitt", "Maiglöckchen", "Fingerhut", "Herbstzeitlose", "Tollkirsche", "Goldregen", "Rhododendron",
      "Rhododendron-Blätter", "Azalee", "Dieffenbachia", "Engelstrompete", "Stechapfel", "Rizinus", "Wunderbaum",
      "Seidelbast", "Kirschlorbeer", "Thuja", "Lebensbaum", "Buchsbaum", "Efeu", "Aronstab", "Christrose",
      "Weihnachtsstern", "Alpenveilchen", "Jakobskreuzkraut", "Kreuzkraut", "Greiskraut", "Adlerfarn", "Schierling",
      "Eisenhut", "Robinie", "Sadebaum", "Hahnenfuß", "Narzisse", "Osterglocke", "Tulpenzwiebel", "Krokus",
      "Hyazinthe", "Amaryllis", "Sagopalme", "Palmfarn", "Lupine", "Ginster", "Liguster", "Pfaffenhütchen",
      "Stechpalme", "Mistel", "Kartoffelkraut", "Rhabarberblätter", "Bergahorn", "Ahornsamen", "Eichel", "Eicheln",
      "Eichenlaub", "Blauregen", "Glyzinie", "Calla", "Kalla", "Monstera", "Philodendron", "Efeutute",
      "Gummibaum", "Korallenbäumchen", "Tulpe", "Tulpen", "Narzissen", "Osterglocken", "Hyazinthen", "Clivia",
      "Aloe", "Yucca", "Drachenbaum", "Dracaena", "Einblatt", "Christusdorn", "Wolfsmilch", "Kalanchoe",
      "Zimmercalla", "Eibenbeeren", "Ilex", "Seerose", "Fingerhutblätter", "Tabakpflanze", "Knollenblätterpilz", "Fliegenpilz", "Giftpilz",
      "Eibe", "Pilz -Fußpilz -Nagelpilz -Hautpilz", "Pilze", "Giftpflanze", "giftige Pflanze", "giftigen Pflanze",
      "Ficus", "Zamioculcas", "Bogenhanf", "Hortensie", "Schöllkraut", "Bilsenkraut", "Hundspetersilie",
      "Adonisröschen", "Schachtelhalm", "Lorbeer", "rohe Bohnen", "grüne Kartoffeln", "Tomatenpflanze",
    ],
  },
  /** PTFE fumes and other fumes birds die of within minutes. */
  bird_fumes: {
    species: ["vogel", "gefluegel"],
    human: false,
    words: [
      "Teflon", "Teflonpfanne", "Teflonbeschichtung", "=ptfe", "beschichtete Pfanne", "Antihaftpfanne",
      "Beschichtung", "Selbstreinigung", "Selbstreinigungsprogramm", "Pyrolyse", "Duftkerze", "Räucherstäbchen",
      "Zigarettenrauch", "Qualm", "=rauch", "Rauchgas", "Dämpfe", "Chlorreiniger", "Raumspray", "Haarspray",
    ],
  },
  /** Lead and zinc: curtain weights, shot, galvanised wire, old paint. */
  heavy_metals: {
    species: "alle",
    human: true,
    words: [
      "Blei", "Bleiband", "Gardinenbleiband", "Gardinenbleibänder", "Bleischrot", "Bleischrotkugeln", "Bleikugel",
      "Bleigewicht", "Zink", "Käfigdraht", "Metallgitter", "Käfiggitter", "verzinkt", "=verzinkten", "=verzinkte", "Farbe", "Farbreste", "Farbsplitter",
      "Splitter", "Lack", "Messing", "Kupfer", "Quecksilber",
    ],
  },
  reptile_foods: {
    species: ["reptil"],
    human: false,
    words: ["Glühwürmchen", "Leuchtkäfer", "Rhabarber", "Spinat"],
  },
  /** Ionophores in cattle and poultry feed are deadly for horses. */
  horse_feed: {
    species: ["pferd"],
    human: false,
    words: ["Monensin", "Rinderfutter", "Hühnerfutter", "Geflügelfutter", "Mastfutter", "Ionophor"],
  },
  /** Poisonous animals licked or caught: toads, fire salamanders. */
  animals: {
    species: "alle",
    human: false,
    words: ["Kröte -Schildkröte", "Erdkröte", "Feuersalamander", "Krötengift", "Feuerkröte", "Aga-Kröte"],
  },
  /** Button batteries, magnets: the objects that burn or tear the gut of a child or animal. */
  objects: {
    species: "alle",
    human: true,
    words: [
      "Knopfbatterie", "Knopfzelle", "Batterie", "Magnet", "Magnetkugel", "Magnetkugeln", "Magnete",
      "Neodym", "*knopfzell*", "*knopfbatt*", "=batterien", "=batterie",
    ],
  },
} as const satisfies Readonly<Record<string, ToxinList>>;

export type ToxinListId = keyof typeof TOXINS;

// prettier-ignore
export const EXPOSURE_CONCEPTS = {
  /** Eaten, licked, drunk, given or put on: how a poison gets in. */
  exposure: [
    "=fressen", "=frisst", "=frass", "=gefressen", "=aufgefressen", "=weggefressen", "=rumgefressen",
    "=gfressn", "=gfressen", "=gfresn", "essen", "hergemacht", "=hergemacht", "=verputzt", "=vertilgt",
    "=weggefuttert", "=aufgefuttert", "=verdruckt", "=geraubert", "=geschnappt", "abbekommen", "=abbekommen",
    "vom Tisch", "aus dem Müll", "aus dem Mull", "Verpackung", "=aufgerissen", "=zerfetzt", "ist leer",
    "Schachtel ist leer", "Packung ist leer", "=gessn", "naschen", "=genascht", "knabbern",
    "=geknabbert", "=knabbert", "=angeknabbert", "=genagt", "=angenagt", "=nagt", "=annagt", "kauen", "=gekaut", "=zerkaut", "=rumgekaut", "schlucken",
    "=verschluckt", "=geschluckt", "=runtergeschluckt", "lecken", "=geleckt", "=geschleckt", "=abgeschleckt",
    "=abgeleckt", "=aufgeleckt", "=aufgeschleckt", "=schleckt", "=leckt", "schlecken", "ab|lecken", "ab|schlecken", "trinken", "=getrunken",
    "=ausgetrunken", "=trunkn", "picken", "=gepickt", "erwischen", "=erwischt", "klauen", "=geklaut",
    "=stibitzt", "zerbeißen", "=zerbissen", "=angebissen", "=abgebissen", "=verbissen", "geben", "=gegeben",
    "=verabreicht", "auf|tragen", "drauf|machen", "=draufgemacht", "drauf gemacht", "=umgemacht", "sprühen",
    "=gesprueht", "=gespruht", "ein|reiben", "ein|atmen", "=eingeatmet", "=gequalmt", "qualmen", "=uberhitzt",
    "war drin", "=angefressen", "=gefuttert", "=verfuttert", "füttern", "=gekostet", "=probiert", "im Mund",
    "im Maul", "in den Mund", "in der Hand", "sich geputzt", "putzt sich", "=abgeputzt", "im Fell", "am Fell",
    "auf dem Fell", "an den Pfoten", "an der Pfote",
 "=genuckelt", "nuckeln", "=gerieben", "an|knabbern",
    "=ausgelaufen", "gelaufen", "=getan", "=geholt", "=vollgefressen", "=aufgenommen", "gespielt",
    "=verwechselt", "=genommen", "nehmen", "=genommen", "=fehlen", "=fehlt", "ist weg", "=leer", "=bekommen", "=verabreicht",
    "=gekriegt", "=ableckt", "=schleckte", "=frass", "=fras", "=frisst", "=knabberte", "=pickte", "=gespielt", "=gemopst", "=gemaust", "=abgestaubt", "vom Teller", "vom Brett", "von der Arbeitsplatte", "vom Couchtisch", "aus der Tasche", "=gezogen", "=runtergezogen", "=erbeutet", "=ergattert", "im Schnabel",
  ],
  /** How much: a quantity of a poison is a report that it was eaten. */
  amount: [
    "Stück", "=ganze", "=ganzen", "=halbe", "=halben", "Handvoll", "Tafel", "Packung", "=viele", "=mehrere",
    "=zwei", "=drei", "Schale", "Becher", "Dose", "Tüte", "Riegel", "Tube", "=massenhaft", "Unmengen",
  ],
  /** "Für Hunde" on a cat, "die ganze Tube", "für 40 kg": a product used wrongly. */
  misuse: [
    "vom Hund", "für Hunde", "für den Hund", "fürs große", "für 40 kg", "ganze Tube", "=ganze",
    "zu viel", "=zuviel", "aus Versehen", "=versehentlich", "falsch", "=doppelt", "fürs Pferd", "für Pferde",
  ],
  /** The vet gave it: a treatment, not a poisoning. */
  prescribed: [
    "vom Tierarzt", "Tierarzt", "Tierärztin", "verschrieben", "nach Plan", "=ta", "seine Tablette", "nimmt Tabletten",
    "bekommt Tabletten", "kriegt Tabletten", "nimmt Medikamente", "bekommt Medikamente", "Dauermedikation",
    "Tabletten gegen", "Medikament gegen", "eingestellt",
  ],
  /** Signs of poisoning in animals (ASPCA: vomiting, tremor, ataxia, salivation, seizures, bleeding). */
  poison_sign_animal: [
    "zittert", "=zittert", "zittern", "=zittrig", "torkelt", "=torkelt", "taumelt", "=taumelt", "schwankt",
    "=schwankt", "wackelt", "=wackelt", "=wacklig", "wie betrunken", "sabbert", "=sabbert", "speichelt",
    "=speichelt", "Schaum", "schäumt", "=schaumt", "erbricht", "=erbricht", "=bricht", "=gebrochen",
    "würgt", "=wurgt", "Durchfall", "krampft", "=krampft", "zuckt", "=zuckt", "blutet", "Blut", "hechelt",
    "=hechelt", "liegt", "schlapp", "=schwach", "apathisch", "=unruhig", "=aufgedreht", "=uberdreht",
    "=hibbelig", "Herz rast", "Pupillen", "atmet schwer", "schwer", "japst", "=schreit", "frisst nicht",
    "frisst nichts", "mag nix", "trinkt", "=plustrig", "aufgeplustert", "=benommen", "komisch", "=ruhig",
    "=schlafrig", "=brach", "=wackeln", "fällt um", "=foit", "=kann nicht", "Zahnfleisch", "Urin",
    "=rot", "bräunlich", "=schweisst", "schwitzt", "=steif", "=matt", "gähnt", "=gahnt", "=zitternd",
  ],
} as const;
