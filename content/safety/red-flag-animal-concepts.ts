import type { Lexicon } from "@/lib/language/lexicon";

/**
 * The animals a profile can describe, grouped as veterinary emergency lists group them, and the
 * signs owners describe in their own words. Species are recognised in the profile's animal type
 * ("hund", or for "andere" the type the user typed: "Frettchen", "Hendl", "Bartagame") and in the
 * text itself. The notation is explained in lib/language/lexicon.ts.
 */
export const SPECIES_GROUPS = [
  "hund",
  "katze",
  "pferd",
  "nager",
  "vogel",
  "gefluegel",
  "reptil",
  "frettchen",
  "wiederkaeuer",
  "schwein",
  "fisch",
] as const;
export type SpeciesGroup = (typeof SPECIES_GROUPS)[number];

// prettier-ignore
export const SPECIES_CONCEPTS = {
  species_hund: [
    "Hund", "Hündin", "Rüde", "Welpe", "=hundi", "Dackel", "Dogge", "Schäferhund", "Labrador", "Retriever",
    "Mops", "Chihuahua", "Bernhardiner", "Pinscher", "Zwergpinscher", "Terrier", "Jack Russell", "Pudel",
    "Beagle", "Collie", "Husky", "Boxer", "Spaniel", "Shih Tzu", "Malteser", "Dalmatiner", "Mischling",
    "Bulldogge", "Windhund", "Border", "Hundedame", "Hundebub", "Junghund",
  ],
  species_katze: [
    "Katze", "Kater", "Kätzchen", "Kitten", "=katzerl", "=mieze", "Büsi", "=busi", "=mimi", "Perserkatze",
    "Maine Coon", "Katzendame", "Stubentiger", "Kätzin", "=katz",
  ],
  species_pferd: [
    "Pferd", "Pony", "Stute", "Wallach", "Hengst", "Fohlen", "=ross", "=ross", "Haflinger", "Shetty",
    "Shetlandpony", "=esel", "Maultier", "=muli", "Warmblut", "Isländer", "Norweger", "Tinker", "Friese",
    "Araber", "Reitpferd", "Kaltblut",
  ],
  species_nager: [
    "Kaninchen", "Zwergkaninchen", "Widderkaninchen", "Widderkaninchen", "=hase", "=hasen", "=hasi", "Häsin", "Rammler",
    "Meerschweinchen", "Meeri", "Meerschweindl", "=meerschweindl", "Chinchilla", "Degu", "Hamster",
    "Goldhamster", "Zwerghamster", "Ratte", "Farbratte", "Rattendame", "=maus", "=mause", "Rennmaus", "Gerbil", "Nager",
    "Kleintier", "Löwenköpfchen", "Nagetier", "Streifenhörnchen", "Zwerghase",
  ],
  species_vogel: [
    "Vogel", "=vogerl", "Wellensittich", "=welli", "Nymphensittich", "Nymphie", "Sittich", "Kanarienvogel",
    "Kanari", "=kanari", "Kanarienweibchen", "Papagei", "Graupapagei", "Kakadu", "=ara", "=aras",
    "Agapornide", "Unzertrennliche", "Unzertrennlichen", "Zebrafink", "=fink", "=taube", "=tauben", "Wellensittiche",
    "Mönchssittich", "Halsbandsittich", "Beo",
  ],
  species_gefluegel: [
    "Huhn", "Hühner", "Henne", "Hennen", "Junghenne", "=hahn", "=hahne", "Hendl", "=hena", "Zwerghuhn", "Küken",
    "Legehybride", "=ente", "=enten", "Laufente", "Erpel", "Gans", "Ganter", "Wachtel", "Wachtelhenne", "Pute", "Puter",
    "Truthahn", "Geflügel", "Federvieh", "Perlhuhn", "Hühnerstall",
  ],
  species_reptil: [
    "Schildkröte", "Landschildkröte", "Wasserschildkröte", "=schildi", "Bartagame", "Agame", "Gecko",
    "Leopardgecko", "=schlange", "=schlangen", "Python", "Königspython", "Natter", "Kornnatter", "=boa", "Leguan",
    "Chamäleon", "Jemenchamäleon", "Echse", "Reptil", "Terrarientier", "Waran", "Axolotl", "Frosch",
    "Schildkröten",
  ],
  species_frettchen: ["Frettchen", "frettchen*", "Iltisfrettchen", "=fahe", "Frettchenbub", "Frettchendame", "Iltis"],
  species_wiederkaeuer: [
    "Schaf", "Mutterschaf", "=aue", "=lamm", "=lammer", "Ziege", "Zwergziege", "Geiß", "=gaas", "=goas", "=kitz", "Ziegenbock", "Schafbock",
    "Alpaka", "=lama", "=rind", "=rinder", "=kuh", "=kuhe", "=kalb", "=ochse", "Rhönschaf", "Nutztier",
  ],
  species_schwein: ["Schwein", "Minischwein", "Hängebauchschwein", "Ferkel", "=sau"],
  species_fisch: ["Fisch", "Goldfisch", "=koi", "Guppy", "Aquarium", "Teichfisch"],
} as const satisfies Lexicon<string>;

// prettier-ignore
export const ANIMAL_SIGN_CONCEPTS = {
  // ── Collapse, weakness and shock ────────────────────────────────────────────────────────────
  collapse_animal: [
    "Zusammenbruch", "Kreislaufzusammenbruch", "=zusammengebrochen",
    "liegt flach", "liegen flach", "liegt nur flach", "liegt auf der Seite", "auf der Seite",
    "liegt wie tot", "wie tot", "kommt nicht hoch", "kommt nicht mehr hoch", "steht nicht auf",
    "steht nicht mehr auf", "kann nicht aufstehen", "kann nicht mehr aufstehen", "nicht mehr aufstehen",
    "nicht hoch", "um|fallen", "=umgfalln", "=foit um", "=fallt um", "fällt um", "um|kippen", "kippt um",
    "zusammen|brechen", "zusammen|sacken", "zusammengeknickt", "kollabiert", "reagiert nicht",
    "reagiert kaum", "reagiert ned", "nicht ansprechbar", "lässt sich nicht wecken", "nicht wecken",
    "hebt nicht mal den Kopf", "liegt nur", "liegt nur noch", "liegt nur da", "liegt schlaff", "schlaff da",
    "macht keinen Mucks", "=apathisch", "lässt sich einfach hochnehmen",
    "lässt sich hochnehmen", "starrt ins Leere", "wie abwesend", "=abwesend", "glasige Augen",
    "Augen eingefallen", "=eingefallen", "hängt schlapp", "hängen lassen", "lässt sich hängen",
    "nasser Lappen", "Kopf hängt", "liegt am Boden", "unter Schock", "kalt und steif", "=schockzustand",
    "nicht mehr hochdrücken", "kann sich nicht mehr", "liegt nur noch", "liegt nur mehr", "rührt sich kaum", "^rührt sich nicht", "^rührt sich nicht mehr", "=regungslos", "bewegt sich kaum", "^bewegt sich nicht mehr",
  ],
  weak_animal: [
    "schlapp", "=schlaff", "=schwach", "=schwache", "=matt", "=apathisch", "teilnahmslos", "=kraftlos",
    "=benommen", "=wacklig", "=wackelig", "=wackelt", "=wackeln", "=lustlos", "=plustrig",
    "komisch ruhig", "so ruhig", "sitzt nur",
    "=lethargisch", "=trage", "=muede", "=mude", "=erschopft",
  ],
  pale_gums: [
    "Zahnfleisch", "Schleimhäute", "Schleimhaut", "=ballen", "Pfotenballen", "Kamm", "Nase", "Lidbindehaut", "Maul innen",
  ],
  pale_colour: [
    "weiß", "blass", "grau", "bleich", "ziegelrot", "bräunlich", "gelb", "nicht wieder rosa", "nicht rosa",
    "dunkel", "dunkelrot", "blau", "bläulich", "schwarz", "lila", "porzellanfarben", "statt rosa", "=knallrot",
    "=hochrot", "=tiefrot", "leuchtend rot",
  ],
  cold_body: [
    "=kalt", "eiskalt", "=eiskalte", "kalt an den Ohren", "kalt an", "ganz kalt", "=kuhl",
  ],

  // ── Breathing ───────────────────────────────────────────────────────────────────────────────
  breath_animal: [
    "Nasenflügel", "Nüstern blähen", "=hochgereckt", "=hochgerecktem", "Kopf nach oben gestreckt", "streckt den Hals",
    "Hals gestreckt", "Hals lang", "offenem Maul", "offenen Maul", "offenes Maul", "offenem Mund", "offenem Mäulchen", "offenem Schnabel",
    "offenen Schnabel", "offener Schnabel", "Maul offen", "Mund offen", "Mund halb offen", "Schnabel offen",
    "mit offenem", "aufgerissenem Schnabel", "aufgerissenem Maul", "Schnabel auf", "sperrt den Schnabel auf",
    "sperrt", "hält das Maul auf", "durch den Mund", "Maulatmung", "offenem mau", "=mau",
    "schnappt nach Luft", "schnappen nach Luft", "nach Luft", "japst", "=japst", "japsen", "röcheln",
    "=rochelt", "=rasseln", "=rasselt", "Rasseln", "pfeift beim Atmen", "pfeifendes Geräusch", "Atmung pfeift", "Atem pfeift",
    "Pfeifen", "Klickgeräusche", "Knacken", "Schwanzwippen", "Schwanz wippt", "Schwanz pumpt",
    "wippt mit dem Schwanz", "Flanken pumpen", "Flanken fliegen", "Bauch pumpt", "pumpen", "Bauch zieht sich",
    "zieht sich bei jedem Atemzug", "atmet schwer", "atmen schwer", "atmet ganz schwer", "atmet schnell",
    "atmet ganz schnell", "atmet hektisch", "atmet flach", "atmet angestrengt", "extrem angestrengt",
    "atmet mit dem ganzen Körper", "atmet so komisch", "atmet komisch", "kriegt schlecht Luft", "schnelle Atmung",
    "schnell Atmung", "Atmung schnell", "ausgestreckten Ellbogen", "ausgestreckten Ellenbogen", "Ellbogen abgespreizt",
    "Ellenbogen abgespreizt", "Ellbogen nach außen",
    "bekommt schlecht Luft", "schlecht Luft", "keine Luft", "Atemnot", "streckt den Hals", "Hals lang",
    "hebt sich bei jedem Atemzug", "Blasen aus", "Nasenlöchern Blasen", "Gähnbewegungen", "keucht",
    "Nüstern weit", "=schnauft", "pfeift beim schnaufen", "=schnorchelt", "schnorcheln", "klickt beim Atmen", "klickende Geräusche", "Geräusche beim Atmen", "=klickt", "=rasselnd", "quiekt beim Atmen", "quietscht beim Atmen", "blubbert beim Atmen", "=brodelt", "=rochelnd",
  ],
  blue_tongue: [
    "Zunge bläulich", "Zunge blau", "Zunge lila", "bläuliche Lippen", "Lippen bläulich", "Lippen blau",
    "Kamm blau", "Kamm ist blau", "Kamm dunkel", "Kamm ist dunkel", "Kamm wird schwarz", "Kamm grau",
    "Zunge ist so lila", "blaue Zunge", "Zunge ist bläulich",
  ],
  pant: ["hechelt", "hecheln", "=hechelt", "=hechelnd", "Hecheln"],

  // ── Nerves ──────────────────────────────────────────────────────────────────────────────────
  seizure_animal: [
    "Krampfanfall", "Krampfanfälle", "Anfall -Wutanfall -Hustenanfall -Niesanfall", "Anfälle",
    "=krampft", "=krampfen", "=krampf", "=krampfe", "Krämpfe", "zuckt", "=zucken", "=zuckt", "gezuckt",
    "paddelt", "=paddelt", "=gestrampelt", "strampelt", "streckt alle viere",
    "Schaum vorm Maul", "Schaum vor dem Maul", "epilep*", "dreht sich auf den Rücken", "=gekrampft", "=krampfend",
    "=krampfte",
  ],
  ataxia: [
    "torkelt", "=torkelt", "torkeln", "taumelt", "=taumelt", "taumeln", "schwankt", "=schwankt", "schwanken",
    "wie betrunken", "=wackelt", "wackeln", "=wacklig", "=wackelig", "läuft komisch", "=torkeln",
    "läuft im Kreis", "dreht sich im Kreis", "dreht sich immer im Kreis", "kippt zur Seite", "fällt zur Seite",
    "fällt immer zur Seite", "kreuzt die Hinterbeine", "kreuzt", "kann nicht mehr laufen", "fällt beim",
    "rollt sich", "wie eine Walze", "rollt", "=wankt",
  ],
  head_tilt: [
    "Kopf schief", "Kopf ganz schief", "Kopf ist schief", "=kopfschiefhaltung", "verdreht den Kopf",
    "Kopf nach hinten", "schaut in den Himmel", "in die Sterne", "schaut nach oben", "Kopf verdreht",
    "wie verdreht",
  ],
  nystagmus: ["Augen zucken", "Augen zittern", "Augen zucken hin und her", "Augen zittern"],
  paralysis_animal: [
    "gelähmt", "Lähmung", "wie gelähmt", "nach|ziehen", "zieht nach", "zieht sie nach", "=schleift",
    "schleift sie", "schleifen", "nicht mehr bewegen", "nicht bewegen", "kaum bewegen", "bewegt nicht",
    "bewegt ein Bein nicht", "kann nicht mehr aufstehen", "kann nicht aufstehen", "nicht mehr aufstehen",
    "kann nicht stehen", "nicht mehr stehen", "kann nicht mehr hoppeln", "nicht mehr auf der Stange",
    "nicht mehr halten", "nicht auf der Stange halten", "rutscht immer ab", "Beine steif", "Beine sind steif",
    "gespreizt", "gespreizten Beinen", "Hinterbeine hängen", "Hinterläufe", "Hinterbeine kaum",
    "nicht mehr ins Klo", "zieht sich nur mit den Vorderbeinen", "Beine versagen", "knicken weg",
    "Hinterbeine nach", "Hinterbeine kaum bewegen",
  ],

  // ── Injury ──────────────────────────────────────────────────────────────────────────────────
  trauma_event: [
    "angefahren", "vom Auto", "Auto erwischt", "vom Auto erwischt", "überfahren", "=angfahrn", "gebissen",
    "=biss", "Bisswunde", "Bisslöcher", "Bissverletzung", "gepackt", "geschüttelt", "im Maul gehabt",
    "im Maul", "erwischt", "gejagt", "gefallen", "runtergefallen", "=gfalln", "heruntergefallen",
    "abgestürzt", "gestürzt", "hing fest", "eingeklemmt", "Klappmechanismus", "getreten", "verheddert",
    "verfangen", "gegen die Scheibe", "gegen die Fensterscheibe", "Fensterscheibe", "gegen das Fenster",
    "gegen ein Fenster", "gegen Fenster", "gegen die Wand",
    "geknallt", "Ventilator", "Deckenventilator", "Rasenmähen", "Rasenmäher", "Tür auf den Kopf",
    "Glasscherbe", "Scherbe", "Stacheldraht", "Nagel", "verbrannt", "Brandblase", "Verbrennung",
    "Wärmelampe", "angefressen", "genagt", "Blutfeder", "ausgerissen", "Unfall", "Sturz", "ausgerutscht",
    "Rauferei", "=gerauft", "erdrückt", "Bisse", "aufgerissen", "gekippte Fenster", "gekipptes Fenster",
    "Kippfenster", "vom Balkon", "aus der Hand", "vom Arm", "vom Schrank", "vom Schreibtisch", "vom Hochbett",
    "=ausgflogn", "=getreten", "gehackt", "=gehackt", "=verletzt", "Verletzung", "=hacken", "hacken",
    "Hackverletzung", "Kannibalismus", "angehackt", "aufgehackt", "=angepickt", "picken auf",
  ],
  predator: [
    "Katze", "Kater", "Hund", "Fuchs", "Marder", "Habicht", "Greifvogel", "Bussard", "Waschbär", "Ratte",
    "Iltis", "Raubvogel", "Wiesel", "Hund vom Nachbarn", "Nachbarskatze", "Katze vom Nachbarn",
  ],
  injury_sign: [
    "blutet", "=bluat", "=bluats", "Blut", "blutig", "=blutige", "Wunde", "Loch", "Löcher", "Riss",
    "=gebrochen", "=schief", "steht schief", "steht ab", "=baumelt", "baumelt", "Flügel hängt",
    "bewegt", "schreit", "schreien", "=hinkt", "=humpelt", "=lahmt", "nicht belasten",
    "auf drei Beinen", "atmet schwer", "atmet ganz schnell", "atmet schnell", "Schock", "=starr",
    "Knochen", "Panzer", "aufgeplatzt", "=offen", "=offene", "offene Stellen", "=becken", "läuft im Kreis",
    "=benommen", "bewegt nicht", "bewegt ein Bein", "steckt noch", "=ganz komisch", "Flügel", "=rauf",
  ],
  bleed_heavy_animal: [
    "blutet stark", "stark blutet", "blutet sehr stark", "blutet und blutet", "blutet immer weiter",
    "hört nicht auf zu bluten", "hört gar nicht auf zu bluten", "hört nicht auf", "hört ned auf",
    "=spritzt", "spritzt richtig Blut", "durch das Handtuch", "Verband ist schon durch", "Verband durch",
    "alles voller Blut", "voller Blut", "tropft und hört nicht auf", "seit Minute", "blutet seit",
    "=blutet stark", "blutet wie verrückt", "blutet ohne Ende", "blutet heftig", "blutet extrem", "blutet massiv",
    "blutet wie Sau",
  ],
  bleed_orifice: [
    "aus der Nase", "aus dem Maul", "aus dem Mund", "aus dem Zahnfleisch", "Zahnfleisch", "an der Nase",
    "am Mund", "Nasenbluten", "aus dem Ohr", "am Schnabel", "bluats am schnabel",
  ],
  fracture_animal: [
    "Knochen steht raus", "Knochen raus", "bis zum Knochen", "Knochen sieht", "steht schief ab", "=baumelt",
    "Becken schief", "Becken ist ganz komisch", "Bein hängt", "Flügel hängt", "hängt ein Flügel",
    "nicht belasten", "belastet nicht", "belastet gar nicht", "auf drei Beinen", "Panzer gebrochen",
    "Panzer ist", "Flügel hängen", "lässt den Flügel hängen", "abgesplittert",
 "Riss im Panzer", "einen langen Riss", "rosa Gewebe", "Schnabel gebrochen",
    "=gebrochen", "=bruch", "Knochenbruch", "Beinbruch", "steht komisch ab", "komisch ab", "steht ab", "in einem komischen Winkel", "schreit beim Auftreten", "^tritt gar nicht auf", "^tritt nicht auf", "^setzt nicht auf", "hängt schlaff", "schlaff runter", "Pfote hängt", "=verdreht",
  ],
  wound: [
    "Wunde", "offene Wunde", "Riss", "=klafft", "klafft auseinander", "aufgerissen", "Bisswunde", "Abszess",
    "=eitrig", "Eiter", "=nasst", "entzündet", "genäht", "cm", "=offen", "offene Stellen", "Loch",
  ],
  wound_serious: [
    "=klafft", "klaffend", "tief", "=tiefe", "offen", "=offene", "cm", "genäht", "=eitrig", "Eiter",
    "=nasst", "entzündet", "=riecht", "Maden", "lang", "=langen", "=langer",
  ],
  swelling_animal: [
    "Beule", "Schwellung", "Knubbel", "Abszess", "dicke Backe", "=dick", "=dicke", "geschwollen",
    "=gschwollen", "angeschwollen", "=schwillt", "=schwellen", "Verdickung", "Knoten", "dicke Beine",
  ],
  swelling_bad: [
    "=warm", "=heiss", "=hart", "wächst", "=eitrig", "riecht", "tut weh", "=schmerzhaft", "ungern anfassen",
    "nicht anfassen", "druckempfindlich", "Punkt", "schwarzen", "=dunkel", "=rot", "=warme", "wenn man drankommt", "geht nicht weg", "=komisch", "=eitert", "eitern",
    "aufgegangen", "=aufgegangen", "aufgeplatzt",
  ],

  // ── Heat ────────────────────────────────────────────────────────────────────────────────────
  heat: [
    "Hitze", "=heiss", "=heisse", "=heissen", "brütend heiß", "=bruetend", "Sonne", "Mittagssonne",
    "prallen Sonne", "im Auto", "Auto", "Hänger", "Dachzimmer", "Dachwohnung", "Wintergarten",
    "Klimaanlage", "Wärmelampe", "Heizmatte", "Transportkarton", "Transportbox", "ohne Schatten",
    "ohne Suhle", "=warm", "Radtour", "=glutheiss", "45 Grad", "35 Grad", "32 Grad", "30 Grad", "29 Grad",
    "aufgeheizt",
  ],
  heat_sign: [
    "hechelt", "=hechelt", "hecheln", "liegt flach", "flach", "auf der Seite", "reagiert kaum",
    "reagiert nicht", "schlapp", "=schlaff", "taumelt", "kippt", "Zunge dunkelrot", "dunkelrot",
    "=sabbert", "speichelt", "zähen Speichel", "Speichel", "Ohren", "glühend", "=knallrot", "=heiss",
    "atmet hektisch", "atmet ganz schnell", "atmet schnell", "schwitzt nicht mehr", "Flügel vom Körper",
    "Flügel weg", "schäumt", "=schaumt", "offenem Maul", "offenem Schnabel", "wie tot", "=extrem",
    "gespreizten",
  ],

  // ── Eating, belly, droppings ────────────────────────────────────────────────────────────────
  not_eating: [
    "frisst nicht", "frisst =nichts", "frisst nicht mehr", "frisst =nichts mehr", "frisst kaum",
    "frisst schlecht", "=nichts gefressen", "=nichts mehr gefressen", "kaum etwas",
    "kaum was", "rührt nicht an", "nicht angerührt", "Heu nicht angerührt", "rührt die Gurke nicht an",
    "will nicht fressen", "will nichts fressen", "mag nicht fressen", "mag nix", "mag ned fressn",
    "mag nix mehr fressen", "verweigert", "Futterverweigerung", "Napf nicht", "lässt das Futter stehen",
    "Futter stehen", "keinen Hunger", "nicht mal Leckerli", "nicht mal Leckerlis", "verschmäht", "appetitlos",
    "nicht mehr richtig fressen", "frisst nur noch wenig", "frisst kaum noch", "frisst fast nichts",
    "frisst fast nix", "=appetitlos", "keinen Appetit",
    "kein Appetit", "Appetitlosigkeit",
    "fressen nicht", "hört auf zu fressen", "nicht mehr fressen", "keine Leckerlis",
    "auch keine Kräuter", "nicht mehr frisst", "frisst es nicht", "frisst seit gestern nichts",
    "nimmt nichts zu sich", "isst nichts", "isst nicht", "isst kaum", "frisst keine Körner", "frisst keinen Bissen", "frisst keine Pellets", "frisst kein Heu",
    "frisst keine Insekten", "frisst keine Grillen", "frisst keine Mäuse", "kein Futter",
    "Napf stehen", "Napf bleibt voll", "Napf ist noch voll", "Futter bleibt liegen", "Heu liegen", "lässt das Heu", "^trinkt nicht mehr", "^saugt nicht", "^trinkt nicht",
  ],
  eats_ok: [
    "^^frisst aber", "^frisst gut", "^frisst normal", "^^frisst noch", "^frisst brav", "^fressen gut",
    "^frisst super", "^frisst regelmäßig", "^frisst wie immer", "^normal gefressen", "mit Appetit", "^frisst total gern",
    "^^frisst weiter", "^^fressen aber", "^frisst ganz normal", "^^frisst und trinkt", "^isst normal", "^isst gut",
  ],
  no_droppings: [
    "keine Köttel", "kein Köttel", "Köttel kleiner", "Köttel immer kleiner", "Köttel weniger", "kein Kot", "keinen Kot", "kein Kotabsatz",
    "koa Mist", "kein Mist", "keine Äpfel", "keine Pferdeäpfel", "Klo ist leer", "Klo heute ganz leer",
    "kackt nix", "kackt nicht", "nix Kot", "Verstopfung", "kommt kein Kot", "Kot kommt nur",
    "dünn wie eine Schnur", "seit drei Tagen kommt kein Kot", "kein Stuhl", "^nicht geäppelt", "^nicht geappelt", "keine Rossäpfel", "keine Roßäpfel", "nicht gekotet", "nicht gemistet", "kleine Köttel", "winzige Köttel", "Köttel klein", "Köttelketten", "Köttelkette", "trockene Köttel", "Kot an einer Schnur", "Köttel an Haaren",
  ],
  gi_pain: [
    "Zähneknirschen", "=zahneknirschen", "knirscht", "=knirscht", "knirschen", "zusammengekauert",
    "=zusammengekauert", "aufgekrümmt", "gekrümmtem Rücken", "gekrümmter Rücken", "drückt den Bauch",
    "Bauch auf die", "liegt gestreckt", "aufgegast", "aufgebläht", "=aufgeblaht", "=trommel", "Trommelsucht",
    "gluckert nicht", "keine Darmgeräusche", "Bauchweh", "Bauch tut", "Bauch weh", "sitzt nur rum",
    "aufgeplustertem Fell", "sitzt nur da", "hockt", "Bauch flach", "flach auf den Boden", "=stohnt",
    "stöhnt", "harten Bauch", "aufgetriebenen Bauch", "Bauch hart",
  ],
  belly_bloat: [
    "aufgebläht", "=aufgeblaht", "=aufgblaht", "=trommel", "wie eine Trommel", "=hart", "=prall", "hart wie",
    "immer runder", "=runder", "Ballon", "=aufgegast", "=aufgetrieben", "=aufgetriebenen", "=ganz hert", "hert",
    "bläht sich auf", "Trommelsucht", "auf|blähen", "^^bläht auf",
 "wölbt sich", "=gewolbt", "vor|wölben", "wird dick",
    "wird immer dicker", "immer dicker",
  ],
  retch: [
    "würgen", "=wurgt", "=würgt", "würgt leer", "leer würgen", "will sich übergeben", "versucht zu erbrechen",
    "kann nicht erbrechen", "erbrechen und kann nicht", "=brechreiz",
  ],
  retch_empty: [
    "kommt nix raus", "^kommt nichts raus", "nichts raus", "nix raus", "nur Schaum", "=leer", "kann nicht",
    "es chunnt nut use", "=nut use", "ohne Erfolg", "kommt nichts", "ohne Ergebnis", "=erfolglos", "=vergeblich",
    "=unproduktiv", "ohne Kotze", "ohne zu kotzen", "ohne zu erbrechen", "ohne Erbrechen", "ohne dass was kommt",
    "ohne dass etwas kommt",
  ],
  vomit_animal: [
    "erbrechen", "=erbricht", "=erbrochen", "Erbrechen", "=bricht", "=gebrochen", "=gspiebn", "=kotzt",
    "übergeben", "bricht alles aus", "=speibt", "=wurgt hoch", "würgt Körner hoch", "=hochgewurgt",
  ],
  vomit_often: [
    "immer wieder", "=standig", "ständig", "=dreimal", "=viermal", "4 mal", "=mehrmals", "=oft", "alles aus",
    "sogar Wasser", "heute schon", "seit gestern", "jedes Mal",
  ],
  diarrhoea: [
    "Durchfall", "=durchfall", "=dunnpfiff", "wässriger Kot", "wässrigen Kot", "=wassrig", "Kot wässrig",
    "Schleim", "schleimig", "grüner Durchfall", "weicher Kot", "=matschig", "=breiig", "=breiigen", "=breiiger", "breiiger Kot", "Po verklebt", "Po ist verklebt", "verklebter Po", "=schmierig", "flüssiger Kot", "=wassriger", "Weichkot", "Matschkot", "Matschköttel", "Blinddarmkot liegt", "Blinddarmkot klebt", "=matschige",
  ],
  foreign_object: [
    "Socke", "Socken", "Flummi", "Ball -Haarballen", "Gummi", "Gummiring", "Gummiteil", "Radiergummi", "Haargummi", "Schnur",
    "Faden", "Fäden", "Nadel", "Nähnadel", "Lametta", "Geschenkband", "Gummiband", "Schwamm", "Ohrstöpsel",
    "Schlüsselanhänger", "Metall", "Kiesel", "Holz", "Stöckchen", "Knochensplitter", "Kern", "Avocadokern",
    "Pfirsichkern", "Maiskolben", "Korken", "Kronkorken", "=stock", "=ast", "Steinchen", "Angelhaken", "Haken", "Spielzeug",
    "Quietscheentchen", "Schuhsohle", "Plastik", "Folie", "Alufolie", "Küchenrolle", "Zahnstocher", "Spieß",
    "Maiskolben", "Teppich", "=stoff", "Stofffetzen", "Kabel", "Münze", "Kordel", "Schnürsenkel", "Tampon", "Strumpf",
    "Murmel", "Schaumstoff", "Gummiteil", "Schnuller", "Nuckel", "Haarspange", "Haarklammer", "Knopf", "Legostein", "Lego", "Playmobil", "Kuscheltier", "Plüschtier", "Quietschie", "Hühnerknochen", "Geflügelknochen", "Hendlknochen", "Kotelettknochen", "Kastanie", "Kastanien", "Tannenzapfen", "Zapfen", "=stein", "=steine", "Kieselstein", "Slip", "Unterhose", "Handschuh", "Ohrring", "Ohrringe", "Ring -Gummiring", "Zahnseide", "Wolle", "Wollfaden", "Nähgarn", "Haarband", "Christbaumkugel", "Schleife", "Stoffstück", "Stein -Harnstein -Blasenstein -Nierenstein", "metall*", "Draht", "Käfigdraht", "Stück vom Käfig", "Gitter", "Kauknochen", "Kaustange", "Kauwurzel", "Kauartikel", "Rinderhautknochen", "Gummiente", "Flaschendeckel", "Deckel", "Korkstück", "Mangokern", "Pflaumenkern", "Zwetschkenkern", "Zwetschgenkern", "Marillenkern", "Aprikosenkern", "Kirschkern", "Nektarinenkern", "Dattelkern", "Olivenkern", "Steinobst",
  ],
  swallowed: [
    "verschluckt", "=verschluckt", "runtergeschluckt", "=runtergeschluckt", "geschluckt", "=geschluckt",
    "gefressen", "=gefressen", "=gfressn", "abgebissen", "rumgekaut", "=gekaut", "angeknabbert",
    "ist weg", "sind weg", "=fehlt", "=fehlen", "runtergeschlungen", "=runtergeschlungen", "verschlungen", "=verschlungen", "=geschlungen", "=verputzt", "=gefuttert", "verkeilt", "=verkeilt", "steckt fest", "stecken geblieben", "steckt im Hals", "im Hals stecken", "quer im Maul", "im Rachen", "=festgeklemmt", "=inhaliert", "=gemopst", "=stibitzt", "=geklaut", "=runtergewurgt", "heruntergewürgt", "=hinuntergeschluckt", "hinuntergeschluckt", "im Ganzen", "ganz geschluckt", "im Stück",
  ],
  obstruction_sign: [
    "würgt", "=wurgt", "erbricht", "=erbricht", "immer wieder", "bricht alles aus", "will nicht fressen",
    "frisst nicht", "frisst nichts", "Bauch tut", "Kot kommt nur", "liegt flach", "hustet",
    "=abwurgt",
  ],
  retch_hard: [
    "würgt ständig", "würgt dauernd", "würgt immer wieder", "erbricht immer wieder", "bricht alles aus",
    "erbricht alles", "=abwurgt", "würgt und würgt", "versucht zu erbrechen", "versucht zu brechen", "will erbrechen", "versucht sich zu übergeben", "würgt seit",
  ],
  hangs_out: [
    "hängt", "=hangt", "=hengt", "=hangen", "aussahänga", "raus|hängen", "heraus|hängen", "raus|schauen", "=rausschaut",
    "schaut raus", "kommt raus", "quillt", "=quillt", "raus|quellen", "vor|fallen",
    "steht raus", "hervor|treten", "geht nicht zurück", "geht nicht mehr zurück",
  ],
  vent: ["Kloake", "After", "Scheide", "Penis", "Vulva", "Kloakenbereich"],
  out_word: ["=raus", "=rausgerutscht", "=vorgestulpt", "=heraus", "=hervor", "=aussa", "=quillt", "=rausgekommen", "=vorgefallen"],
  rear: [
    "Po", "After", "Kloake", "hinten", "Schwanzwurzel", "Penis", "Scheide", "Gebärmutter", "Schwanz",
    "Darm", "=poo", "Hintern",
  ],
  prolapse_thing: [
    "Backentasche", "Gebärmutter",
    "Rotes", "rotes", "=rot", "=rote", "=roten", "=rotn", "=rosa", "Rosanes", "Darm", "Schlauch", "Knödel",
    "=knodl", "Blase", "Ding", "Teil", "Knubbel", "Penis", "Hemipenis", "=geschwollenes", "Geschwollenes",
    "Gewebe", "Vorfall", "Kloakenvorfall", "Darmvorfall",
  ],
  /** An animal biting or swallowing itself: a snake that bites its own tail does not let go. */
  self_bite: [
    "sich selbst gebissen", "beißt sich selbst", "sich selbst in den Schwanz", "in den eigenen Schwanz", "eigenen Schwanz",
    "sich selbst verschlucken", "verschluckt sich selbst", "frisst sich selbst", "sich selbst fressen", "lässt nicht mehr los",
    "sich selbst zu verschlucken", "sich selbst zu fressen", "selbst angefressen", "nagt sich", "sich blutig", "sich selbst zu verschlingen", "sich selbst verschlingen", "verschlingt sich selbst", "^lässt nicht los", "sich selbst zu fressen", "frisst sich", "beißt sich in den Schwanz", "sich in den Schwanz gebissen", "Schwanz im Maul", "eigenen Körper", "sich selbst verschlingt", "verschluckt sich selbst", "frisst ihren Schwanz", "frisst seinen Schwanz", "schluckt ihren Schwanz", "schluckt seinen Schwanz", "verschlingt ihren Schwanz", "verschlingt seinen Schwanz", "Schwanz gepackt", "Schwanzspitze im Maul",
  ],
  maggots: ["Maden", "Made", "Fliegeneier", "Fliegenmaden", "Madenbefall", "krabbeln", "Fliegenmadenbefall"],
  urine_block: [
    "oft aufs Klo", "häufig aufs Klo", "immer wieder aufs Klo", "wenig Urin", "rosa Urin", "blutiger Urin",
    "Blut im Urin", "rötlicher Urin", "roter Urin",
    "nicht gepinkelt", "kein Harnabsatz", "Harnabsatz", "hockt sich ständig hin", "stellt sich zum Pinkeln",
    "Tröpfchen", "nicht uriniert", "nichts gepinkelt",
    "kaum Urin", "pinkelt nicht", "pinkelt kaum", "kein Pipi", "tröpfchenweise", "=trofchenweise", "nur Tropfen",
    "ständig aufs Klo", "dauernd aufs Klo", "versucht zu pinkeln", "Harndrang", "setzt keinen Urin ab",
    "setzt kaum Urin ab", "kein Tropfen", "keinen Tropfen", "kam nichts", "kam nix", "kommt kein Tropfen",
    "kommt nichts", "kommt nix", "nix kommt", "nix kimmt", "=kimmt", "kommt kein Urin", "kein Urin",
    "nur ein Tropfen", "nur Tropfen", "ein paar Tropfen", "tropft nur", "es tropft", "nicht pinkeln",
    "kann nicht pinkeln", "nicht urinieren", "kann nicht urinieren", "Harnverhalt", "Harnverschluss",
    "Blase prall", "=prall", "Streu bleibt trocken", "=trocken", "kommt ned weiter", "Pipi zu machen",
    "versucht Pipi", "leckt sich am Penis", "leckt sich da unten", "da unten", "nicht auf dem Klo",
    "nicht mehr auf dem Klo", "alle paar Minuten", "gar nichts mehr", "^kein Wasser gelassen", "^nicht gepieselt", "^kommt nichts raus", "tröpfelt", "=tropfelt", "tröpfeln", "^bisselt nicht", "keine Klumpen", "passiert nichts", "es passiert nichts", "sitzt ständig im Klo", "sitzt dauernd im Klo", "ständig im Katzenklo", "dauernd im Katzenklo", "blutige Tropfen", "kleine Mengen", "nur wenig Harn", "nur wenig Urin", "kaum Harn",
  ],
  litter: [
    "Klo", "Katzenklo", "Kisterl", "Kiste", "Streu", "Toilette", "Katzentoilette", "im Klo", "aufs Klo",
  ],
  strain: [
    "pressen", "=presst", "=pressen", "=presst vergeblich", "drückt und drückt", "drückt immer wieder",
    "=druckt", "drückt", "=drucken", "am Pressen", "Wehen", "Legenot", "=legenot", "wenn sie es versucht",
    "wenn er es versucht", "versucht es",
  ],
  birth_stuck: [
    "dauert zu lange", "seit Stunden Wehen", "Wehenschwäche", "kommt nicht voran", "geht nicht voran",
    "Kaiserschnitt",
    "kein Junges", "kein Welpe", "kein Kitz", "kein Lamm", "kein Baby", "kein Ei", "kommt kein", "kommt nicht",
    "steckt", "steckt fest", "steckt halb", "vergeblich", "seit Stunden", "seit über einer Stunde",
    "seit zwei Stunden", "seit 3 Stunden", "kommt nicht raus", "nicht rauskommen", "die nicht rauskommen",
    "fest", "Fruchtblase", "Fruchtwasser", "Wasser ist abgegangen", "nur ein Kopf", "keine Beine",
    "nur ein Vorderbein", "Vorderbein", "nur ein Bein", "Beine raus", "nur der Kopf", "Kopf schaut raus", "Kopf ist draußen", "halb draußen", "Bein raus", "Bein schaut raus", "nichts weiter", "überfällig", "keine Wehen mehr", "grüner Ausfluss",
    "Ausfluss", "Eier im Bauch", "Ei im Bauch", "Ei fühlen", "fühlt ein Ei", "Verdickung", "Eier durch",
    "sieht die", "was Rotes", "Rotes, Samtiges", "=samtiges", "Junge bekommen", "immer noch", "schwach",
    "presst", "=gelegt",
  ],
  egg: ["Ei", "Eier", "=ei", "Legenot", "=eier", "Gelege"],
  eye_animal: ["Auge", "Augen", "=aug", "Augenlid", "Augenlider", "Hornhaut"],
  eye_sign: [
    "verletzt", "=blutig", "blutet", "Blut", "=trub", "=trube", "=milchig", "=eingetrubt", "=weiss",
    "zugekniffen", "kneift", "=kneift", "hält es zu", "hält es zu", "nicht öffnen", "nicht auf",
    "macht es nicht mehr auf", "zugeschwollen", "=zugeschwollen", "geschwollen", "=geschwollen",
    "steht vor", "steht weit raus", "steht raus", "weiter raus", "=vorstehend", "hervor", "tritt hervor",
    "aus der Höhle", "rausgedrückt", "=rausgedruckt", "ganz vor", "Delle", "Kratzer", "ausgelaufen", "=glubschig",
    "tränt", "=trant", "=rot", "=knallrot", "lichtempfindlich", "=blau", "nicht mehr auf", "Dorn",
  ],
  hibernation_wake: ["Aufwachen", "aufgewacht", "nach dem Winterschlaf", "aus dem Winterschlaf"],

  // ── Species-specific ────────────────────────────────────────────────────────────────────────
  bird_floor: [
    "am Boden", "auf dem Boden", "Käfigboden", "auf dem Käfigboden", "unten im Käfig", "sitzt unten",
    "nicht mehr auf der Stange", "am Boden gefunden", "in der Ecke am Boden", "von der Stange gefallen",
    "nicht von der Stange",
  ],
  fluffed: [
    "aufgeplustert", "=aufgeplustert", "=plustrig", "dick gemacht", "ganz dick aufgeplustert",
    "Kopf in den Federn", "Kopf unterm Flügel", "Augen zu", "Augen halb zu", "=plustert",
  ],
  crop: ["Kropf", "Kropfes"],
  crop_sign: ["=hart", "steinhart", "=voll", "nicht leer", "=sauer", "riecht", "=riesig"],
  colic_sign: [
    "wälzen", "=walzt", "wälzt sich", "=walzen", "scharrt", "=scharrt", "=scharren", "kratzt mit den Hufen",
    "schaut zum Bauch", "schaut zur Flanke", "=flankn", "zur Flanke", "legt sich hin", "legt sich dauernd hin",
    "legt sich wieder hin", "steht auf", "schwitzt", "=schwitzt", "=flehmt", "tritt sich unter den Bauch",
    "keine Äpfel", "kein Kotabsatz", "koa Mist", "kein Mist", "keine Darmgeräusche", "rollt sich", "wirft sich hin",
    "wirft sich auf den Boden", "lässt sich fallen", "Sand gefressen", "Sandkolik", "frisst langsamer", "frisst weniger",
    "Kot weniger", "weniger Kot", "weniger Äpfel", "weniger Mist", "kaum Äpfel", "kaum Kot",
    "=rollt", "gekrümmtem Rücken", "stöhnt", "=stohnt", "Bauchweh", "=kolik", "Kolik",
    "liegt flach auf der Seite", "bläht sich auf", "frisst nicht", "mag ned fressn", "will sich wälzen",
    "wollte sich wälzen", "sich hingelegt", "liegt viel", "findet keine Ruhe", "unruhig", "^nicht geäppelt", "^nicht geappelt", "nach dem Bauch", "nach seinem Bauch", "nach ihrem Bauch", "gegen den Bauch", "aufgezogenem Bauch", "schlägt mit dem Schweif", "Schweifschlagen", "nach der Flanke", "dreht sich nach", "Schweißausbruch", "=stampft", "stampfen", "will sich hinlegen", "will sich dauernd hinlegen", "schaut nach dem Bauch", "=knirscht", "knirscht mit den Zähnen", "keinen Apfel", "in die Flanke", "beißt sich in die Flanke", "=streckt sich", "wie zum Urinieren", "Schweißflecken", "schwitzt am ganzen Körper", "gegen die Boxenwand", "gegen die Wand", "=zittert",
  ],
  choke_sign: [
    "Futterbrei", "Futter aus der Nase", "aus der Nase läuft Futter", "Futterstückchen", "aus beiden Nüstern",
    "aus den Nüstern", "aus beiden nasenlöchern", "aus der Nase", "Schlundverstopfung", "Schlund",
    "Hals lang", "macht den Hals lang", "streckt den Hals", "grüner Schleim", "grünlicher",
  ],
  laminitis_sign: [
    "Hufrehe", "=rehe", "Rehe", "Sägebock", "wie ein Sägebock", "Vorderbeine nach vorn",
    "Vorderhufe weit vorne", "Vorderhufen weit vorne", "Gewicht nach hinten", "verlagert das Gewicht",
    "Pulsation", "Hufe sind warm", "Hufe warm", "Hufe heiß", "Hufe sind richtig heiß", "trippelt",
    "geht ganz klamm", "=klamm", "will keinen Schritt", "Frühjahrsweide", "Huf ist warm", "warme Hufe",
    "Cushing", "=ecs", "=ppid", "kaum laufen", "will nicht laufen", "wie auf Eiern", "=fuhlig",
  ],
  rumen_stop: [
    "käut nicht wieder", "kaut nicht wieder", "käut nicht mehr wieder", "kein Wiederkäuen", "Pansen arbeitet nicht",
    "Pansen steht", "kein Wiederkauen",
  ],
  ruminant_sign: [
    "käut nicht wieder", "kaut nicht wieder", "wiederkäuen", "aufgebläht", "linke Seite", "Pansen",
    "Trommelsucht", "Kleefeld", "vollgefressen", "Futtersack", "Gerste", "Getreide", "=summt",
    "knirscht mit den Zähnen", "=prall",
  ],
  ferret_hypo: [
    "starrt ins Leere", "starrt", "=starrt", "sabbert", "=sabbert", "speichelt", "=speichelt",
    "kratzt sich mit der Pfote am Maul", "kratzt sich am Maul", "Insulinom", "wie abwesend", "Unterzucker",
    "Honig",
  ],
  reptile_sign: [
    "Kiefer ist ganz weich", "Kiefer weich", "Unterkiefer ist ganz weich", "Panzer weich",
    "Panzer ist an einer Stelle weich", "riecht faulig", "=faulig", "käsige Beläge", "=kasige",
    "Zehe dunkel", "Zehe dick", "Zehe ist schon ganz dunkel", "macht die Augen nicht auf",
  ],
  bite_sting: [
    "Kreuzotter", "Otter", "Viper", "Schlangenbiss", "Schlange gebissen", "Wespe", "Wespennest", "Biene",
    "Hornisse", "gestochen", "Stich", "Eichenprozessionsspinner", "Raupen", "Kröte", "Feuerkröte",
    "Skorpion", "Spinne", "Zecke",
  ],
  bite_swelling: [
    "schwillt", "=schwillt", "=schwellen", "geschwollen", "=geschwollen", "dick", "=dick", "zu|schwellen",
    "=zuschwellen", "atmet schwer", "japst", "=schnauft", "speichelt", "Kopf ist dick", "Zunge", "wird schwarz",
  ],
  salivate: ["sabbert", "=sabbert", "speichelt", "=speichelt", "Speichel", "Schaum", "schäumt", "=schaumt", "sabbern"],
  tremor: ["zittert", "=zittert", "zittern", "=zittern", "=zittrig", "zuckt", "=zuckt", "bebt", "Tremor"],
  lameness: [
    "lahmt", "=lahmt", "lahmen", "Lahmheit", "humpelt", "=humpelt", "humpeln", "hinkt", "=hinkt", "hinken",
    "=gehumpelt", "belastet nicht", "nicht belasten",
  ],
  lameness_bad: [
    "plötzlich", "tritt gar nicht", "^tritt nicht auf", "hält das Bein hoch", "Bein hoch", "=schlaff", "tritt nicht mehr auf", "hebt das Bein", "auf drei Beinen",
    "seit Tag", "seit Tagen", "seit drei Tagen", "seit a paar Tag", "wird nicht besser", "nicht besser",
    "schlechter", "=stark", "nicht anfassen", "darf die Pfote nicht", "=warm", "Gelenk", "=geschwollen",
    "Beule", "will kaum aufstehen", "will nicht", "=heiss", "Pulsation", "seit Samstag", "seit gestern",
  ],
  cough_animal: ["hustet", "=hustet", "Husten", "=hueschtet"],
  weight_loss_animal: ["=abgenommen", "nimmt ab", "Gewicht", "=mager", "abgemagert"],
  poison_word: [
    "Vergiftung", "vergiftet", "=vergiftet", "Vergiftungsverdacht", "Verdacht auf Vergiftung", "Giftköder -Antigiftköder",
    "etwas Giftiges", "was Giftiges",
  ],
  lying: [
    "nur liegen", "nur noch liegen", "da liegen", "viel liegen", "nur noch hocken", "nur da sitzen",
    "legt sich viel hin", "legt sich oft hin", "legt sich ständig hin", "legt sich dauernd hin",
    "ausgestreckt liegen", "schon liegen", "nur rum sitzen", "nur noch rum stehen", "hocken", "nur mehr liegen",
    "liegen", "rum liegen", "=rumliegen", "nur noch rum liegen",
  ],
  /** Content, relaxed, dozing: the same posture as a sick animal, but at ease. */
  relaxed: [
    "schläft", "=schlaft", "schlafen", "zum Schlafen", "nach dem Spielen", "nach dem Toben", "nach dem Laufen", "beim Spielen",
    "=dost", "dösen", "sonnt sich", "=entspannt", "=zufrieden", "=genusslich", "=kraule", "kraulen",
    "Kuscheln", "streicheln", "=gluecklich", "=glucklich", "schnurrt", "Boggling", "Bruxing", "=flopt",
    "=geniesst", "baden", "=baden", "Sandbad", "Staubbad", "sich sonnen", "sonnt", "vor dem Hinlegen", "beim Hinlegen",
    "vor dem Schlafen", "putzt sich", "beim Putzen", "Gefiederpflege", "auf einem Bein",
 "Schwanz jagen", "jagt seinen Schwanz", "jagt den Schwanz",
  ],
  courtship: ["Spiegel", "Balz", "=balzt", "füttert", "Partnerin", "Partner", "Weibchen", "=verliebt"],
  /** Normal cycles: a bitch in heat bleeds, a queen in heat calls. */
  in_heat: ["=laufig", "läufig", "=rollig", "rollig", "Läufigkeit", "Rolligkeit"],
  /** Discharge from the vulva: with thirst after a heat, a pyometra. */
  vulva_discharge: [
    "eitriger Ausfluss", "eitrigen Ausfluss", "stinkender Ausfluss", "übelriechender Ausfluss", "=eitrig", "=eitrigen", "Eiter",
    "brauner Ausfluss", "grünlicher Ausfluss",
  ],
  fall_height_animal: [
    "vom Balkon", "aus dem Fenster", "Stock", "Stockwerk", "Etage", "vom Dach", "aus großer Höhe",
    "vom Schrank", "vom Hochbett", "vom Baum", "aus der Hand", "vom Arm", "vom Tisch",
  ],
  animal_fall: [
    "=gefallen", "=gesturzt", "=abgesturzt", "=runtergefallen", "=heruntergefallen", "=runtergesprungen",
    "=gfalln", "Sturz", "=gefalln", "gestürzt",
  ],
  tying_up: [
    "Muskulatur hart", "Muskeln bretthart", "Kruppe hart", "rotbrauner Urin", "=rotbraun", "Harn dunkel",
    "bewegt sich nicht vom Fleck", "will nicht vorwärts", "Lumbago",
    "Kreuzverschlag", "Tying-up", "brauner Urin", "dunkler Urin", "dunkelbrauner Urin", "Urin ist dunkelbraun",
    "Urin dunkelbraun", "=kaffeebraun", "Muskeln hart", "Muskeln verkrampft", "steif hinten",
    "will sich nicht bewegen", "Muskelkrampf",
  ],
  just_born: [
    "Welpen bekommen", "Junge bekommen", "=geworfen", "=gekalbt", "=gelammt", "=gefohlt", "nach der Geburt",
    "seit der Geburt", "Kitten bekommen", "Geburt",
  ],
  afterbirth: ["Nachgeburt", "Plazenta", "Nachgeburtsverhaltung"],
  afterbirth_stuck: ["nicht abgegangen", "noch nicht", "nicht raus", "hängt", "=hangt", "seit Stunden", "immer noch"],
  tongue: ["Zunge", "Zungenspitze"],
  tongue_sign: [
    "blau", "geschwollen", "=geschwollen", "blutet", "Faden", "gewickelt", "schwarz", "=dick", "eingeklemmt",
    "lila", "grau", "dunkel", "eingerissen", "verletzt", "=verletzt", "durchgebissen", "=violett", "ganz dunkel", "fast blau", "bläulich", "nicht mehr einziehen", "nicht einziehen", "kann sie nicht einziehen", "festgeklebt", "festgefroren", "angefroren", "klebt fest", "Geschwür", "Geschwüre", "=wund",
  ],
  pain_animal: [
    "schreit vor Schmerzen", "schreit vor Schmerz", "jault", "=jault", "winselt", "=winselt", "quiekt vor Schmerz",
    "zuckt zusammen", "lässt sich nicht anfassen", "lässt sich nicht hochheben", "Schmerzen", "=schmerzen",
    "schreit auf", "schreit, wenn", "beißt, wenn man", "tut weh",
  ],
  diagnosis_animal: [
    "Lungenentzündung", "Magendrehung", "Darmverschluss", "Darmverdrehung", "Harnverschluss", "Hitzschlag",
    "Parvovirose", "=parvo", "Staupe", "Katzenseuche", "Myxomatose", "=rhd", "Botulismus", "Vogelgrippe",
    "Unterzucker", "Unterzuckerung", "Hypoglykämie", "Feiertagskrankheit", "Gebärmuttervereiterung", "Pyometra", "Milchfieber", "Gebärparese", "Ileus", "Legenot", "Tympanie",
    "Nierenversagen", "Leberversagen", "Kreuzverschlag", "Schlundverstopfung", "Hufrehe", "Kolik",
    "Schlaganfall",
  ],
  trauma_severe: [
    "vom Auto erwischt", "von einem Auto erwischt", "vom Auto angefahren", "angefahren", "=uberfahren", "Autounfall",
    "Knochen steht raus", "Knochen raus", "bis zum Knochen", "Knochen sieht man", "Brandblase", "Blutfeder",
    "Nagel im Huf", "Nagel in den Huf", "Panzer gebrochen", "Panzer ist gebrochen", "abgesplittert",
    "Riss im Panzer", "Panzer hat einen Riss", "Beine sind angefressen", "angefressen", "aufgerissen",
    "Bisslöcher", "Bisswunde", "Kralle ausgerissen", "Schnabel gebrochen", "Schnabel ist gebrochen", "Blutkiel",
    "Federkiel", "blutig gehackt", "blutig gepickt", "skalpiert",
  ],
  caught: ["erwischt", "=erwischt", "gepackt", "im Maul", "gebissen", "gejagt", "geschnappt", "=gepackt"],
  blood_word: [
    "Blut", "bluten", "=blutet", "=blutig", "=blutige", "=blutigen", "=blutiger", "=bluat", "=bluats",
    "Blutung", "=blutende",
  ],
  snake_word: ["Kreuzotter", "Schlangenbiss", "Viper", "Aspisviper", "Otter gebissen", "Schlange gebissen"],
  belly: [
    "Bauch", "=buuch", "Flanke", "linke Seite", "Bauchumfang", "bauch*", "=wampe", "Magen", "hinter den Rippen",
    "Rippenbogen",
  ],
  /** Howling or crying when left alone: behaviour, not pain. */
  alone: [
    "=allein", "=alleine", "allein ist", "allein lassen", "alleine lassen", "Trennungsangst", "wenn wir gehen",
    "wenn wir weg sind", "wenn ich gehe", "wenn ich weg bin", "beschweren sich",
  ],
  /** Egg laying stopped on purpose: a hormone implant, a planned laying break. */
  egg_stop: [
    "Hormonbehandlung", "Hormonchip", "Hormonimplantat", "Implantat", "Suprelorin", "Legepause", "=kastriert",
    "Kastration",
  ],
  bloat_word: ["Trommelsucht", "Aufgasung", "=aufgegast", "Tympanie", "Blähsucht", "Pansentympanie", "Blähbauch", "Blähungen",
  ],
  picky: ["nicht so gern", "nicht gern", "nicht so viel", "wählerisch", "mäkelt", "etwas weniger", "weniger"],
  thread: [
    "Faden", "Schnur", "Geschenkband", "Lametta", "Angelschnur", "Fäden", "Kordel", "Haken", "Angelhaken",
    "Gummiband",
  ],
  colic_strong: [
    "wälzt sich immer wieder", "wälzt sich ständig", "keine Darmgeräusche", "Bauchschmerzen", "Bauchweh",
    "kein Kotabsatz", "kein Mist", "koa Mist", "keine Äpfel",
  ],
  colic_word: ["Kolik", "=kolik", "Koliken", "Kolikverdacht", "kolik*"],
  laminitis_word: ["Hufrehe", "=rehe", "Rehe", "Reheschub"],
  urinate: ["pinkeln", "Pipi", "urinieren", "Urin", "Harn", "pieseln", "=lulu", "Harnabsatz", "hebt das Bein", "Bein heben", "hockt sich hin", "Wasser lassen", "Wasser gelassen", "Pinkelhaltung", "steht gestreckt", "gestreckt da", "=bisselt", "bisseln", "=bieselt", "Klumpen", "=gestallt", "=stallt", "stallen", "Harn abgesetzt", "schachtet aus", "=ausgeschachtet",
  ],
  cannot_urinate: [
    "kein Pipi", "kein Pipi gemacht", "nicht auf dem Klo", "nicht gepinkelt", "kein Harnabsatz", "nicht uriniert", "nichts gepinkelt", "setzt keinen Harn ab",
    "kann nicht pinkeln", "nicht pinkeln", "kann nicht urinieren", "nicht urinieren", "kein Urin",
    "Harnverhalt", "Harnverschluss", "Harnröhrenverschluss", "Blasenverschluss", "kann kein Wasser lassen", "^kein Wasser gelassen", "^kein Wasser lassen", "^nicht Wasser gelassen", "^nicht gepieselt", "kein Lulu", "^bisselt nicht", "^bieselt nicht", "^pieselt nicht", "^pinkelt nicht mehr", "keine Klumpen", "keine Pipiklumpen", "Klo ist trocken", "Klo bleibt trocken", "keine Harnsäure", "^kein Urat", "keine Urate", "kein weißer Anteil", "nichts Weißes mehr", "^nicht gestallt", "^stallt nicht", "^keinen Harn abgesetzt", "^kein Harn",
  ],
  birth: [
    "Geburt", "=wirft", "werfen", "Wehen", "kalben", "=kalbt", "Kalbung", "Kalb", "lammen", "=lammt", "=fohlt",
    "ab|fohlen", "=ferkelt", "Abkalben", "gebären", "Fruchtblase", "Fruchtwasser", "Welpen", "Welpe", "Kitten",
    "Junges", "Junge", "Fohlen", "Kitz", "Lamm", "=trachtig", "=trachtige", "=trachtigen", "tragend",
    "=uberfallig", "Ferkel", "Jungtiere", "Baby",
  ],
  /** No eggs from a female who should lay: with weakness, digging or straining, egg binding. */
  no_eggs: ["legt keine Eier", "keine Eier", "kein Ei", "legt nicht", "nicht gelegt", "keine Eiablage"],
  digging: ["=grabt", "graben", "=buddelt", "Eiablageplatz", "sucht einen Platz", "Legeplatz", "=unruhig"],
  burnt: [
    "verbrannt", "=verbrannt", "verbrüht", "=verbruht", "Brandwunde", "Verbrennung", "Brandblase", "angesengt",
    "=versengt", "=verkokelt", "Verbrühung",
  ],
  fishing: ["Angelhaken", "Angelschnur", "Angelsehne", "Angelköder", "Blinker", "Drilling", "Köderhaken", "Angelblei"],
  egg_stuck: [
    "steckt", "=fest", "kommt nicht", "nicht raus", "rauskommen", "seit Stunden", "seit Tagen", "seit gestern",
    "=fuhlt", "fühlen", "Eier im Bauch", "im Bauch", "durch die Bauchhaut", "nicht gelegt", "kommt seit",
    "Legenot", "=schlapp", "=schwach", "presst", "drückt",
  ],
  prolapse_word: [
    "Vorfall", "Kloakenvorfall", "Darmvorfall", "Gebärmuttervorfall", "Scheidenvorfall", "Penisvorfall",
    "Paraphimose", "Legedarmvorfall",
  ],
  eyes_closed: ["Augen zu", "Augen halb zu", "Augen geschlossen", "geschlossenen Augen"],
  regurgitate: ["würgt Körner hoch", "würgt hoch", "hochwürgen", "Körner hoch", "erbricht Körner"],
  brumation: ["Winterruhe", "Winterschlaf", "Winterstarre"],
  /** After brumation an animal must start eating again (post-hibernation anorexia). */
  after_brumation: [
    "nach der Winterstarre", "nach dem Winterschlaf", "nach der Winterruhe", "seit dem Aufwachen", "aus der Winterstarre",
    "aus dem Winterschlaf", "seit dem Auswintern", "nach dem Auswintern", "=aufgewacht",
  ],
  /** Basking reptiles open their mouths to shed heat. */
  basking: [
    "unter der Lampe", "unter der Wärmelampe", "Wärmelampe", "Wärme abzugeben", "Wärme abgeben", "Sonnenplatz",
    "beim Sonnen", "sonnt sich", "Spot", "Wärmespot", "Hotspot",
  ],
  /** Turtles that list or cannot dive: pneumonia. */
  buoyancy: [
    "schwimmt schief", "schwimmt schräg", "Schlagseite", "kann nicht abtauchen", "kann nicht mehr abtauchen",
    "kann nicht tauchen", "treibt an der Oberfläche", "schwimmt auf der Seite", "kann nicht untertauchen",
  ],
  /** Drops food, drools: teeth (rabbits, guinea pigs, horses). */
  drops_food: [
    "lässt Futter fallen", "lässt Futter wieder fallen", "Futter fallen", "kaut einseitig", "kaut komisch",
    "Zähne", "Zahn", "Backenzähne", "kaut langsam",
  ],
  /** A thread, ring or stuck skin that cuts off a toe, a foot, a leg. */
  constriction: [
    "gewickelt", "=umwickelt", "abgeschnürt", "=abgeschnurt", "eingeschnürt", "=eingeschnurt", "schnürt ab",
    "=eingewachsen", "Ring zu eng", "zu eng", "=eng", "eingeklemmt", "=eingeklemmt",
  ],
  constricted_sign: ["=dick", "=blau", "=dunkel", "=schwarz", "geschwollen", "=geschwollen", "=kalt"],
  hard_part: ["Schnabel", "Kralle", "Horn", "Huf", "Zahn", "Krallen", "Hornschuh"],
  broken: [
    "eingerissen", "=eingerissen", "abgebrochen", "=abgebrochen", "abgerissen", "=abgerissen", "gesplittert",
    "=gesplittert",

    "=gebrochen", "gespalten", "=gespalten", "Riss", "ausgerissen",
  ],
  festliegen: [
    "liegt fest", "=festliegen", "Festlieger", "=festgelegen", "kommt nicht mehr hoch", "steht nicht mehr auf",
    "kommt nicht hoch", "nicht auf die Beine", "nicht mehr auf die Beine", "kann nicht aufstehen", "kann nicht mehr aufstehen",
    "kommt nicht mehr auf",
  ],
  moult: ["Häutung", "=hautung", "häuten", "=mauser", "in der Mauser"],
  since_yesterday: [
    "seit gestern", "seit heute", "seit heute früh", "seit heute Morgen", "seit dem Frühstück", "seit Stunden",
    "seit gestern Abend",
  ],
  stool_animal: ["Kot", "Stuhl", "Durchfall", "Urin", "Köttel", "Kacke", "Häufchen", "Pipi", "Harn", "Mist"],
  nasal_discharge: [
    "Nasenausfluss", "Ausfluss aus der Nase", "Schleim aus der Nase", "Nase läuft", "eitriger Ausfluss", "Schnupfen", "=schnupft", "läuft die Nase", "niest ständig", "niest dauernd", "verklebte Nase", "Nase verklebt", "Nasenlöcher verklebt", "verklebte Nasenlöcher", "Rotz", "=rotzt", "Katzenschnupfen", "Vorderpfoten verklebt", "verklebte Vorderpfoten", "Pfoten verklebt", "Innenseite der Vorderpfoten", "=schnieft", "schniefen", "Nasensekret",
  ],
  /** Hypothermia: late signs, and what chills an animal (cold water, frost, rain, a newborn left cold). */
  hypothermia_animal: [
    "unterkühlt", "=unterkuhlt", "Unterkühlung", "ausgekühlt", "=ausgekuhlt", "erfroren", "halb erfroren",
    "Erfrierung", "^zittert nicht mehr", "Kältestarre -Winterstarre", "=kaltestarr", "kältestarr", "Kälteschock",
  ],
  cold_exposure: [
    "Frost", "Minusgrade", "Minusgraden", "Schnee", "Eiswasser", "eiskalte Wasser", "eiskalten Wasser",
    "eiskalten Teich", "Teich", "im Regen", "Regen", "Kälte", "=nass", "klatschnass", "Eis", "eingebrochen",
    "die Nacht draußen", "über Nacht draußen", "Außengehege", "geboren", "=neugeboren", "=neugeborene", "Neugeborenes", "Wärmelampe ausgefallen", "Lampe ausgefallen", "Heizung ausgefallen", "Stromausfall", "Heizmatte kaputt", "Lampe kaputt", "gefunden", "Heizstab kaputt", "Heizstab ausgefallen", "Heizung aus", "=zu kalt", "kaltes Wasser", "kalten Wasser", "Temperatur gefallen", "Terrarium kalt", "Lampe aus", "Wärmelampe aus", "kalte Nacht", "kalten Nacht", "Kälteeinbruch", "im Kalten", "=ausgebuxt", "=entwischt", "über Nacht",
  ],
  /** Whole seeds in a bird's droppings: the gut does not digest (proventricular dilatation). */
  undigested: ["unverdaute Körner", "unverdautes Futter", "ganze Körner im Kot", "=unverdaut", "=unverdaute", "unverdautes"],
  /** Stiff with cold: a reptile or small animal that has cooled down. */
  rigid: ["=steif", "=starr", "=klamm", "bewegt sich kaum", "^bewegt sich nicht"],
  pleasure: ["genüsslich", "=gern", "=gerne", "zum Spaß", "aus Spiel", "nach dem Reiten", "frisst weiter"],
  /** Words only used of animals: a text about a pet without naming the species. */
  pet_context: [
    "=gefressen", "=frisst", "fressen", "=geklaut", "=stibitzt", "=geschleckt", "Gassi", "Pfote", "Pfoten", "Schnauze", "Maul", "Fell", "Napf",
    "Leckerli", "Leckerlis", "Tierarzt", "Tierärztin", "Tierklinik", "Käfig", "Stall", "Koppel", "Weide",
    "Terrarium", "Gehege", "Katzenklo", "Welpe", "Welpen", "Hufe", "Huf", "Schnabel", "Gefieder", "Federn",
    "Pfötchen", "Schwanz", "Nüstern", "Kralle", "Krallen", "Futter", "Trockenfutter", "Nassfutter", "Heu",
  ],
  feather: ["Feder", "Federn", "Federkiel", "Kiel", "Blutkiel", "Blutfeder", "Schwungfeder", "Schwanzfeder"],
  twitch_sleep: ["im Schlaf", "beim Schlafen", "träumt", "=traumt", "Traum", "schläft", "=schlaft", "döst"],
  drinks_more: ["trinkt viel", "trinkt mehr", "trinkt extrem viel", "säuft", "trinkt wie verrückt", "=durstig"],
} as const satisfies Lexicon<string>;
