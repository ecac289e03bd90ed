import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { ANIMAL_RULES, CHECK_RULES, HUMAN_RULES } from "@/content/safety/red-flag-rules";
import { FLAG_TEXTS, POISON_CENTRES } from "@/content/safety/red-flag-texts";
import { detectCheckAdvice, detectRedFlags } from "@/lib/safety/red-flags";

type Subject = "human" | "animal";

interface Positive {
  text: string;
  subject: Subject;
  animalType?: string | null;
  id: string;
  level?: "notruf" | "heute";
  /** A fragment the reported `matched` text must contain. */
  fragment?: string;
}

// Each sign in everyday words, as people and owners write it: one or two per rule family.
const positives: Positive[] = [
  // People: heart, breath, stroke
  {
    subject: "human",
    text: "Seit gestern drückt es in der Brust.",
    id: "brustschmerz",
    fragment: "drückt es in der Brust",
  },
  { subject: "human", text: "Es drückt auf der Brust, wenn ich Treppen steige.", id: "brustschmerz" },
  {
    subject: "human",
    text: "Seit heute früh habe ich Brustschmerzen.",
    id: "brustschmerz",
    fragment: "Brustschmerzen",
  },
  {
    subject: "human",
    text: "STECHEN IN DER LINKEN BRUST beim Treppensteigen",
    id: "brustschmerz",
    fragment: "STECHEN",
  },
  {
    subject: "human",
    text: "Der Schmerz strahlt in den linken Arm aus.",
    id: "brustschmerz",
    fragment: "linken Arm",
  },
  {
    subject: "human",
    text: "Ich hab so ein Ziehen im linken Arm und im Kiefer, mir ist übel und ich schwitze",
    id: "brustschmerz",
  },
  { subject: "human", text: "Ich bekomme kaum Luft, wenn ich liege.", id: "atemnot", fragment: "kaum Luft" },
  {
    subject: "human",
    text: "Mir bleibt beim Stiegensteigen die Luft weg.",
    id: "atemnot",
    fragment: "Luft weg",
  },
  { subject: "human", text: "Unser Baby macht Atempausen und wird dabei ganz blau", id: "atemnot" },
  {
    subject: "human",
    text: "Sein Mundwinkel hängt auf einer Seite herunter",
    id: "schlaganfall",
    fragment: "Mundwinkel hängt",
  },
  {
    subject: "human",
    text: "Meine Mutter hat auf einmal eine verwaschene Sprache",
    id: "schlaganfall",
    fragment: "verwaschene",
  },
  {
    subject: "human",
    text: "Plötzlich ist mein rechter Arm taub und schwach geworden",
    id: "laehmung",
    fragment: "Arm",
  },
  { subject: "human", text: "Meine Oma kann plötzlich ihren rechten Arm nicht mehr heben", id: "laehmung" },
  // A stroke sign that passed is a warning stroke: it still counts.
  {
    subject: "human",
    text: "Opa hatte heute früh zehn Minuten lang einen tauben Arm, jetzt ist es wieder weg",
    id: "laehmung",
  },
  { subject: "human", text: "Ich sehe auf einmal alles doppelt", id: "sehstoerung" },
  {
    subject: "human",
    text: "Mein Herz rast wie verrückt, Puls 180, mir wird schwarz vor Augen",
    id: "herzrhythmus",
  },
  // People: head, nerves, infections
  {
    subject: "human",
    text: "Von einer Sekunde auf die andere der schlimmste Kopfschmerz meines Lebens",
    id: "kopfschmerz-ploetzlich",
  },
  {
    subject: "human",
    text: "Hohes Fieber und der Nacken ist steif, ich kann das Kinn nicht auf die Brust legen",
    id: "meningitis",
  },
  {
    subject: "human",
    text: "Fieber und kleine rote Punkte, die unter dem Glas nicht verblassen",
    id: "meningitis",
  },
  { subject: "human", text: "Ich hatte einen Krampfanfall", id: "krampfanfall", fragment: "Krampfanfall" },
  {
    subject: "human",
    text: "Ich bin gestern bewusstlos geworden.",
    id: "bewusstlosigkeit",
    fragment: "bewusstlos",
  },
  {
    subject: "human",
    text: "Meine Mutter nimmt Xarelto und hat sich den Kopf angeschlagen, jetzt ist sie so müde",
    id: "kopfverletzung",
  },
  {
    subject: "human",
    text: "Meine Mutter hat Blasenentzündung, jetzt ist sie verwirrt und zittert am ganzen Körper",
    id: "sepsis",
  },
  {
    subject: "human",
    text: "Nach dem Wespenstich ist meine Zunge angeschwollen",
    id: "allergischer-schock",
    fragment: "Zunge",
  },
  {
    subject: "human",
    text: "Mein Mann ist Typ-1-Diabetiker, er ist total verschwitzt und redet komisches Zeug",
    id: "blutzucker",
  },
  // People: children, numbers
  {
    subject: "human",
    text: "Unser Baby ist 7 Wochen alt und hat 38,3 Fieber",
    id: "fieber-saeugling",
    fragment: "38,3",
  },
  { subject: "human", text: "Die Kleine ist 5 Monate und hat 39,4", id: "fieber-saeugling" },
  { subject: "human", text: "Mein Neugeborenes (12 Tage) fühlt sich heiß an, 38,4", id: "fieber-saeugling" },
  {
    subject: "human",
    text: "Kind 9 Monate hat Fieber und seit 8 Stunden keine nasse Windel",
    id: "fieber-kind",
  },
  { subject: "human", text: "Mein Sohn (2) hat eine Knopfbatterie verschluckt", id: "vergiftung-mensch" },
  { subject: "human", text: "Mei Klane hot Lampnöl aus da Flaschn trunkn", id: "vergiftung-mensch" },
  { subject: "human", text: "Mein Blutdruck ist 210 zu 120 und ich habe Kopfschmerzen", id: "blutdruck" },
  // People: belly, bleeding, pregnancy, injuries
  {
    subject: "human",
    text: "Der Bauch ist hart wie ein Brett und er krümmt sich vor Schmerzen",
    id: "bauch-akut",
  },
  { subject: "human", text: "Mein Sohn (13) hat plötzlich heftige Schmerzen im Hoden", id: "hodentorsion" },
  {
    subject: "human",
    text: "Heute Morgen habe ich Blut gehustet",
    id: "starke-blutung",
    fragment: "Blut gehustet",
  },
  {
    subject: "human",
    text: "Die Wunde blutet sehr stark und hört nicht auf zu bluten",
    id: "starke-blutung",
  },
  {
    subject: "human",
    text: "Ich bin in der 34. Woche und spüre das Baby kaum noch bewegen",
    id: "schwangerschaft",
  },
  { subject: "human", text: "Mein Vater ist von der Leiter gestürzt", id: "verletzung-schwer" },
  { subject: "human", text: "Ich hab hexenschuss und am po ist alles taub", id: "cauda-equina" },
  { subject: "human", text: "Mein Bruder hat gesagt, er will sich umbringen", id: "suizidgefahr" },
  // People: today
  {
    subject: "human",
    text: "Ich hatte Blut im Stuhl.",
    id: "blut",
    level: "heute",
    fragment: "Blut im Stuhl",
  },
  {
    subject: "human",
    text: "Ich habe Fieber von 40,2 Grad.",
    id: "hohes-fieber",
    level: "heute",
    fragment: "40,2",
  },
  {
    subject: "human",
    text: "Seit drei Tagen über 39,5 Fieber, der Saft hilft nur kurz",
    id: "hohes-fieber",
    level: "heute",
  },
  {
    subject: "human",
    text: "Meine linke Wade ist seit gestern geschwollen, rot und heiß",
    id: "thrombose",
    level: "heute",
  },
  {
    subject: "human",
    text: "Hab mich am Rosenbusch gekratzt, jetzt zieht ein roter Streifen zum Ellbogen",
    id: "infektion",
    level: "heute",
  },
  // Animals
  {
    subject: "animal",
    animalType: "katze",
    text: "Sie kann nicht pinkeln.",
    id: "harnverhalt-katze",
    fragment: "nicht pinkeln",
  },
  {
    subject: "animal",
    animalType: "katze",
    text: "Er sitzt ständig im Katzenklo, aber es kommt nichts",
    id: "harnverhalt-katze",
  },
  { subject: "animal", animalType: "hund", text: "Er presst, aber es kommt kein Urin.", id: "harnverhalt" },
  {
    subject: "animal",
    animalType: "hund",
    text: "Sein Bauch ist ganz hart und aufgebläht",
    id: "magendrehung",
    fragment: "Bauch",
  },
  {
    subject: "animal",
    animalType: "hund",
    text: "Bello würgt ständig, aber es kommt nichts raus",
    id: "magendrehung",
    fragment: "würgt",
  },
  {
    subject: "animal",
    animalType: "hund",
    text: "Ich glaube, er hat Rattengift gefressen",
    id: "vergiftung",
    fragment: "Rattengift",
  },
  {
    subject: "animal",
    animalType: "hund",
    text: "Sie hat eine ganze Tafel Schokolade erwischt",
    id: "vergiftung",
    fragment: "Schokolade",
  },
  {
    subject: "animal",
    animalType: "katze",
    text: "katzerl hat an der osterlilie knabbert",
    id: "vergiftung",
  },
  {
    subject: "animal",
    animalType: "katze",
    text: "Ich hab ihr aus Versehen das Spot-on vom Hund gegeben, jetzt zittert sie",
    id: "vergiftung",
  },
  {
    subject: "animal",
    animalType: "Nymphensittich",
    text: "Die Teflonpfanne hat gequalmt, jetzt sitzt er aufgeplustert",
    id: "vergiftung",
  },
  {
    subject: "animal",
    animalType: "katze",
    text: "Verdacht auf Vergiftung nach dem Spaziergang",
    id: "vergiftung",
  },
  {
    subject: "animal",
    animalType: "hund",
    text: "Seit heute sind seine Hinterbeine gelähmt.",
    id: "laehmung-tier",
  },
  {
    subject: "animal",
    animalType: "hund",
    text: "Gestern hatte sie einen Krampfanfall",
    id: "krampfanfall-tier",
  },
  {
    subject: "animal",
    animalType: "hund",
    text: "Die Pfote blutet stark",
    id: "starke-blutung-tier",
    fragment: "blutet stark",
  },
  {
    subject: "animal",
    animalType: "Kaninchen",
    text: "Sie frisst seit heute Morgen nicht",
    id: "kaninchen-frisst-nicht",
  },
  {
    subject: "animal",
    animalType: null,
    text: "Unser Kaninchen macht seit gestern keine Köttel mehr",
    id: "kaninchen-frisst-nicht",
  },
  {
    subject: "animal",
    animalType: "pferd",
    text: "Er wälzt sich ständig und schaut immer wieder zum Bauch",
    id: "kolik-pferd",
  },
  {
    subject: "animal",
    animalType: "pferd",
    text: "Aus den Nüstern läuft Futterbrei und er würgt",
    id: "schlundverstopfung",
  },
  {
    subject: "animal",
    animalType: "pferd",
    text: "Er steht wie ein Sägebock und die Hufe sind heiß",
    id: "hufrehe",
  },
  {
    subject: "animal",
    animalType: "katze",
    text: "Sie atmet schwer mit offenem Maul",
    id: "atemnot-tier",
    fragment: "atmet schwer",
  },
  {
    subject: "animal",
    animalType: "hund",
    text: "Er ist plötzlich zusammengebrochen",
    id: "zusammenbruch-tier",
  },
  {
    subject: "animal",
    animalType: "hund",
    text: "Nach der Radtour bei 30 Grad liegt er flach und hechelt extrem",
    id: "hitzschlag",
  },
  {
    subject: "animal",
    animalType: "Wellensittich",
    text: "Pieps sitzt unten auf dem Käfigboden",
    id: "vogel-am-boden",
  },
  {
    subject: "animal",
    animalType: "Huhn",
    text: "Unser Huhn hat Legenot, sie presst und es kommt kein Ei",
    id: "geburt",
  },
  { subject: "animal", animalType: "Bartagame", text: "Aus der Kloake hängt was Rotes raus", id: "vorfall" },
  {
    subject: "animal",
    animalType: "Frettchen",
    text: "Er starrt ins Leere, sabbert und kratzt sich am Maul",
    id: "unterzucker-frettchen",
  },
  {
    subject: "animal",
    animalType: "Landschildkröte",
    text: "Sie ist vom Balkon gefallen, der Panzer hat einen Riss",
    id: "unfall-tier",
  },
  {
    subject: "animal",
    animalType: "hund",
    text: "Die Katze frisst seit gestern nichts mehr",
    id: "fressverweigerung",
    level: "heute",
  },
  { subject: "animal", animalType: "hund", text: "Da war Blut im Kot", id: "blut-tier", level: "heute" },
  {
    subject: "animal",
    animalType: "hund",
    text: "Lahmt seit Samstag vorne rechts und es wird nicht besser",
    id: "lahmheit",
    level: "heute",
  },
  // Batch 2 of the tuning set: sign families the detector did not know, in new words.
  {
    subject: "human",
    text: "Opa hat beim Essen auf einmal Schwierigkeiten beim Sprechen",
    id: "schlaganfall",
  },
  {
    subject: "human",
    text: "Mein Sohn hat sich an einem Bonbon verschluckt und greift sich an den Hals",
    id: "atemnot",
  },
  {
    subject: "human",
    text: "Beim Rasenmähen geschnitten, es spritzt im Strahl aus dem Unterarm",
    id: "starke-blutung",
  },
  {
    subject: "human",
    text: "Mein Kleiner (3) hat Papas Bierflasche ausgetrunken und torkelt",
    id: "vergiftung-mensch",
  },
  { subject: "human", text: "30+2 und seit einer Stunde regelmäßig Wehen", id: "schwangerschaft" },
  { subject: "human", text: "Nach der Zahn-OP Fieber 38,5 und Puls 120 in Ruhe", id: "sepsis" },
  { subject: "human", text: "Augen und Haut sind seit gestern gelb, dazu Schüttelfrost", id: "gelbsucht" },
  {
    subject: "human",
    text: "Meine Tochter hat sich eine Perle in die Nase gesteckt, wir bekommen sie nicht raus",
    id: "fremdkoerper-mensch",
    level: "heute",
  },
  {
    subject: "human",
    text: "Beim Heimwerken einen Stromschlag bekommen, seither Herzstolpern",
    id: "stromunfall",
  },
  {
    subject: "human",
    text: "Oma lag die Nacht im kalten Flur, jetzt 34,2 Grad und sie redet wirr",
    id: "unterkuehlung",
  },
  { subject: "human", text: "Sie ist ohne jede Vorwarnung zusammengebrochen", id: "bewusstlosigkeit" },
  { subject: "human", text: "Seit dem Essen Koliken rechts oben und Schüttelfrost", id: "bauch-akut" },
  {
    subject: "animal",
    animalType: "katze",
    text: "Blütenstaub von der Lilie im Fell, sie putzt sich",
    id: "vergiftung",
  },
  {
    subject: "animal",
    animalType: "hund",
    text: "Er hat ein Päckchen Xylit-Kaugummi erwischt",
    id: "vergiftung",
  },
  {
    subject: "animal",
    animalType: "hund",
    text: "Er würgt erfolglos, der Bauch wölbt sich",
    id: "magendrehung",
  },
  {
    subject: "animal",
    animalType: "pferd",
    text: "Wallach scharrt und wirft sich immer wieder hin",
    id: "kolik-pferd",
  },
  {
    subject: "animal",
    animalType: "hund",
    text: "Mops nach dem Spaziergang in der Sonne umgefallen, Zunge knallrot",
    id: "hitzschlag",
  },
  {
    subject: "animal",
    animalType: "hund",
    text: "Heute morgen hat er gekrampft, jetzt ist er wieder fit",
    id: "krampfanfall-tier",
  },
  {
    subject: "animal",
    animalType: "Nymphensittich",
    text: "Seit dem Anflug gegen die Scheibe lässt er einen Flügel hängen",
    id: "unfall-tier",
  },
  { subject: "human", text: "Seit dem Frühstück schwarzer, klebriger Stuhl", id: "starke-blutung" },
  { subject: "human", text: "Er hat zwei Stents und spürt jetzt wieder diese Enge", id: "brustschmerz" },
  { subject: "human", text: "Mama hat auf einmal kein Gefühl mehr im linken Arm", id: "laehmung" },
  {
    subject: "human",
    text: "Unser 2-jähriger hat an Opas Blutdrucktabletten gelutscht",
    id: "vergiftung-mensch",
  },
  { subject: "human", text: "Der CO-Melder im Bad piept und mir ist schwindlig", id: "vergiftung-mensch" },
  { subject: "human", text: "Nach dem Schnitt kann ich den Daumen nicht mehr strecken", id: "verletzung" },
  {
    subject: "animal",
    animalType: "katze",
    text: "Sie hat aus der Vase das Lilienwasser getrunken",
    id: "vergiftung",
  },
  { subject: "human", text: "Papa kann seit dem Frühstück die Tasse nicht mehr halten", id: "laehmung" },
  { subject: "human", text: "Fieber, Kopfweh und ein ganz steifer Hals", id: "meningitis" },
  { subject: "human", text: "Seit dem Tauchgang heute Gelenkschmerzen und Kribbeln", id: "verdacht-mensch" },
  {
    subject: "human",
    text: "Opa hat seit zwei Tagen Durchfall und kommt heute nicht mehr hoch",
    id: "austrocknung",
  },
  {
    subject: "animal",
    animalType: "katze",
    text: "Aus dem Maul sieht man einen Faden hängen",
    id: "fremdkoerper",
  },
  // A person's text about their pet is read as the pet's.
  { subject: "human", text: "Mein Hund hat Schokolade gefressen und zittert.", id: "vergiftung" },
  { subject: "human", text: "Bello hat eine Tafel Schokolade gefressen", id: "vergiftung" },
];

interface Negative {
  text: string;
  subject: Subject;
  animalType?: string | null;
}

const negatives: Negative[] = [
  { subject: "human", text: "Mein Blutdruck ist normal und meine Blutwerte sind gut." },
  { subject: "human", text: "Der Herzschmerz nach der Trennung sitzt tief." },
  { subject: "human", text: "Ich habe Liebeskummer und Herzschmerzen seit dem Streit." },
  { subject: "human", text: "Mir bleibt die Luft weg vor Staunen, so schön ist es hier." },
  { subject: "human", text: "Ich habe keine Brustschmerzen und keine Atemnot." },
  { subject: "human", text: "Kein Blut im Stuhl, nur manchmal Blähungen." },
  { subject: "human", text: "Ich fühle mich wie gelähmt vor Angst, wenn ich an die Prüfung denke." },
  { subject: "human", text: "Ich fühle eine tiefe Ohnmacht gegenüber meinem Chef." },
  { subject: "human", text: "Ich bin ohnmächtig vor Wut." },
  { subject: "human", text: "Leichtes Fieber von 37,8 Grad und Schnupfen." },
  { subject: "human", text: "Ich habe Brustkrebs vor zehn Jahren gut überstanden und bin dankbar." },
  { subject: "human", text: "Ich atme bewusst in den Bauch und fühle mich danach leichter." },
  { subject: "human", text: "Blutzucker und Blutbild waren beim Check-up unauffällig." },
  { subject: "human", text: "Die Blutabnahme war unangenehm, aber harmlos." },
  { subject: "human", text: "Ich habe einen Wutanfall bekommen, weil alles zu viel war." },
  // The brief's own examples: resolution, negation, long past.
  { subject: "human", text: "Er hatte gestern Fieber, heute spielt er wieder." },
  { subject: "human", text: "Mein Mann hustet seit drei Tagen, aber keine Atemnot und kein Fieber." },
  { subject: "human", text: "Vor zehn Jahren hatte ich einen Herzinfarkt, seitdem ist alles gut." },
  { subject: "human", text: "Unser Baby (10 Monate) hat nach der Impfung 38,2 und trinkt normal." },
  { subject: "human", text: "Welche Pilze sind eigentlich giftig?" },
  { subject: "human", text: "Ich möchte wissen, wie ich einen Schlaganfall erkenne." },
  { subject: "human", text: "Die Steuererklärung bringt mich noch um." },
  { subject: "human", text: "Mein Kollege hat mir einen Herzinfarkt eingejagt." },
  { subject: "human", text: "Wir haben gestern die Grippe gehabt, heute geht es wieder." },
  { subject: "animal", animalType: "hund", text: "Er frisst gut und bellt viel, wenn es klingelt." },
  {
    subject: "animal",
    animalType: "hund",
    text: "Sie bleibt nicht gern allein und hat Angst vor Giftködern draußen.",
  },
  {
    subject: "animal",
    animalType: "katze",
    text: "Sie pinkelt manchmal neben das Katzenklo, wenn sie gestresst ist.",
  },
  { subject: "animal", animalType: "katze", text: "Der Kater kratzt an den Möbeln und wirkt unruhig." },
  {
    subject: "animal",
    animalType: "hund",
    text: "Er ist ein kräftiger Hund mit einem dicken Bauch, weil er gern nascht.",
  },
  { subject: "animal", animalType: "pferd", text: "Das Pferd wälzt sich gern nach dem Reiten im Sand." },
  { subject: "animal", animalType: "hund", text: "Er frisst heute nicht so gern sein Trockenfutter." },
  {
    subject: "animal",
    animalType: "hund",
    text: "Kein Blut im Kot, keine Lähmung, nur ein wenig Durchfall.",
  },
  {
    subject: "animal",
    animalType: "hund",
    text: "Er hat die Schokolade nicht erwischt, die lag oben auf dem Schrank.",
  },
  {
    subject: "animal",
    animalType: "Ratte",
    text: "Sie knirscht mit den Zähnen und die Augen vibrieren, wenn ich sie kraule, total zufrieden.",
  },
  {
    subject: "animal",
    animalType: "Wellensittich",
    text: "Er würgt Körner hoch und füttert damit seinen Spiegel.",
  },
  {
    subject: "animal",
    animalType: "Kornnatter",
    text: "Sie frisst vor der Häutung nicht, die Augen sind trüb.",
  },
  { subject: "animal", animalType: "Hamster", text: "Hoppel frisst gern Gurke." },
  // Batch 2: harmless lookalikes, stories of others, corrections.
  { subject: "human", text: "Ich stecke mir abends Ohrstöpsel ins Ohr, weil mein Mann schnarcht" },
  { subject: "human", text: "Seit ich Eisentabletten nehme, ist der Stuhl schwarz" },
  { subject: "human", text: "Beim Tennis den Fuß leicht verdreht, kann aber normal gehen" },
  { subject: "animal", animalType: "Wellensittich", text: "Er putzt sich und plustert sich dabei kurz auf" },

  { subject: "human", text: "Beim Impfen bin ich fast umgekippt, ich hab Angst vor Nadeln" },
  { subject: "human", text: "Sie hatte vor 8 Jahren einen Schlaganfall und geht heute wandern" },

  { subject: "human", text: "Wie sichere ich die Steckdosen, damit mein Baby nicht hineingreift?" },
  { subject: "human", text: "Mein Puls war beim Joggen 125, danach wieder normal" },
  { subject: "human", text: "Hab mir am Topf die Finger verbrannt, ist nur gerötet, keine Blasen" },
  { subject: "human", text: "Mein Bein ist eingeschlafen, weil ich zu lange im Schneidersitz gesessen bin" },
  { subject: "human", text: "Meine Nachbarin hat erzählt, dass ihr Mann einen Herzinfarkt hatte" },
  { subject: "human", text: "Was soll ich machen falls mein Sohn mal Spülmittel trinkt?" },
  { subject: "human", text: "Nach dem Stoß gegen die Tischkante habe ich einen blauen Fleck am Arm" },
  { subject: "animal", animalType: "hund", text: "Er winselt immer, wenn wir weg sind" },
  { subject: "animal", animalType: "katze", text: "Sie bekommt Tabletten gegen Bluthochdruck, frisst gut" },
  {
    subject: "animal",
    animalType: "hund",
    text: "Er hat ein Stück Zwiebel geklaut, es war aber eine Kartoffel",
  },
  {
    subject: "animal",
    animalType: "hund",
    text: "Er hatte als Welpe mal eine Socke gefressen, die kam wieder raus",
  },
  {
    subject: "animal",
    animalType: "Kaninchen",
    text: "Das Kaninchen trommelt mit den Hinterpfoten, wenn der Hund bellt",
  },
];

describe("detectRedFlags: signs that need a doctor or vet", () => {
  it.each(positives)("$subject: „$text“ → $id", ({ text, subject, animalType, id, level, fragment }) => {
    const flags = detectRedFlags(text, subject, animalType);
    const flag = flags.find((candidate) => candidate.id === id);
    expect(flag, JSON.stringify(flags.map((candidate) => candidate.id))).toBeDefined();
    if (fragment) expect(flag?.matched).toContain(fragment);
    if (level) expect(flag?.level).toBe(level);
    const pet = subject === "animal" || FLAG_TEXTS[id as keyof typeof FLAG_TEXTS].audience === "tierarzt";
    expect(flag?.audience).toBe(pet ? "tierarzt" : "arzt");
  });
});

describe("detectRedFlags: ordinary, negated, past and figurative texts stay quiet", () => {
  it.each(negatives)("$subject: „$text“", ({ text, subject, animalType }) => {
    expect(detectRedFlags(text, subject, animalType).map((flag) => flag.id)).toEqual([]);
  });
});

describe("detectRedFlags: levels, audiences and messages", () => {
  it("keeps a person's signs and an animal's apart", () => {
    expect(detectRedFlags("Er hat Atemnot", "human").map((flag) => flag.id)).toEqual(["atemnot"]);
    expect(detectRedFlags("Er hat Atemnot", "animal", "hund").map((flag) => flag.id)).toEqual([
      "atemnot-tier",
    ]);
  });

  it("recognises the cat's urinary emergency for cats and the general one for other animals", () => {
    const text = "Er kann seit gestern nicht pinkeln";
    expect(detectRedFlags(text, "animal", "katze").map((flag) => flag.id)).toEqual(["harnverhalt-katze"]);
    expect(detectRedFlags(text, "animal", "hund").map((flag) => flag.id)).toEqual(["harnverhalt"]);
  });

  it("treats not eating as an emergency for rabbits and as a matter for today for dogs", () => {
    const text = "Sie frisst seit gestern nichts";
    expect(detectRedFlags(text, "animal", "Kaninchen").map((flag) => flag.id)).toEqual([
      "kaninchen-frisst-nicht",
    ]);
    expect(detectRedFlags(text, "animal", "hund")).toMatchObject([
      { id: "fressverweigerung", level: "heute" },
    ]);
  });

  it("reads the species of 'andere' animals from the typed type and from the text", () => {
    expect(detectRedFlags("Er hat an der Lilie geknabbert", "animal", "katze")[0]?.id).toBe("vergiftung");
    expect(detectRedFlags("Er hat an der Lilie geknabbert", "animal", "hund")).toEqual([]);
    expect(detectRedFlags("Unser Kater hat an der Lilie geknabbert", "animal", "andere")[0]?.id).toBe(
      "vergiftung",
    );
    expect(detectRedFlags("Sie hat Avocado gefressen", "animal", "Graupapagei")[0]?.id).toBe("vergiftung");
  });

  it("applies the age limits for fever in babies (NICE NG143)", () => {
    const ids = (text: string) => detectRedFlags(text, "human").map((flag) => flag.id);
    expect(ids("Baby (8 Wochen), 38,1 gemessen")).toEqual(["fieber-saeugling"]);
    expect(ids("Baby (4 Monate), 38,5 gemessen, trinkt gut und lacht")).toEqual([]);
    expect(ids("Baby (4 Monate), 39,1 gemessen")).toEqual(["fieber-saeugling"]);
    expect(ids("Baby (10 Monate), 38,5 gemessen, trinkt gut und lacht")).toEqual([]);
  });

  it("says 'now' first: today's flags give way when something needs the emergency number", () => {
    const flags = detectRedFlags(
      "Seit gestern habe ich Blut im Urin. Jetzt habe ich auch Druck auf der Brust.",
      "human",
    );
    expect(flags.map((flag) => flag.level)).toEqual(["notruf"]);
    expect(flags.map((flag) => flag.id)).toEqual(["brustschmerz"]);
  });

  it("names 144 and 112 for a person's emergency and speaks with du", () => {
    const [flag] = detectRedFlags("Druck auf der Brust", "human");
    expect(flag?.level).toBe("notruf");
    expect(flag?.message).toMatch(/^Bitte ruf jetzt den Notruf/);
    expect(flag?.message).toContain("144");
    expect(flag?.message).toContain("112");
    expect(flag?.message).not.toMatch(/\bSie\b/);
  });

  it("sends a person to a doctor today with the on-call numbers", () => {
    const [flag] = detectRedFlags("Ich hatte Blut im Stuhl.", "human");
    expect(flag?.level).toBe("heute");
    expect(flag?.message).toContain("1450");
    expect(flag?.message).toContain("116 117");
  });

  it("gives the poison centres for a person's poisoning", () => {
    const [flag] = detectRedFlags("Mein Sohn (3) hat Tabletten von Oma geschluckt", "human");
    expect(flag?.id).toBe("vergiftung-mensch");
    expect(flag?.poisonCentres).toEqual(POISON_CENTRES);
    expect(flag?.message).toContain("+43 1 406 43 43");
    expect(flag?.message).toContain("030 19240");
  });

  it("sends every animal to the vet, today to the veterinary emergency service", () => {
    const flags = positives
      .filter((example) => example.subject === "animal")
      .flatMap((example) => detectRedFlags(example.text, "animal", example.animalType));
    expect(flags.length).toBeGreaterThan(20);
    for (const flag of flags) {
      expect(flag.message).toMatch(/^Bitte .*(tierarzt|tierklinik|tierärzt)/i);
      expect(flag.message).not.toMatch(/\b(144|112)\b/);
      if (flag.level === "heute") expect(flag.message).toContain("tierärztliche Notdienst");
    }
  });

  it("reports each sign once and nothing for empty text", () => {
    const flags = detectRedFlags("Atemnot. Wieder Atemnot, ich bekomme kaum Luft.", "human");
    expect(flags.map((flag) => flag.id)).toEqual(["atemnot"]);
    expect(detectRedFlags("", "human")).toEqual([]);
    expect(detectRedFlags("   ...  ", "animal", "katze")).toEqual([]);
  });
});

describe("detectCheckAdvice: worth a check, never a red flag", () => {
  it.each([
    ["Seit Wochen habe ich immer wieder Herzstolpern.", "human", "herzstolpern"],
    ["Ich habe seit Monaten Schmerzen im Knie.", "human", "schmerz-wochen"],
    ["Ich habe ungewollt acht Kilo abgenommen.", "human", "gewichtsverlust"],
    ["Letzte Woche bin ich im Büro in Ohnmacht gefallen, jetzt geht es wieder.", "human", "ohnmacht-vorbei"],
    ["Er trinkt seit einiger Zeit viel mehr als sonst.", "animal", "trinkt-viel-tier"],
  ] as const)("„%s“ → %s", (text, subject, id) => {
    const advice = detectCheckAdvice(text, subject, subject === "animal" ? "hund" : null);
    expect(advice.map((flag) => flag.id)).toContain(id);
    expect(advice.every((flag) => flag.level === "abklaeren")).toBe(true);
    expect(advice[0]?.message).toMatch(
      /^Bitte lass das in den nächsten Tagen (ärztlich|tierärztlich) abklären/,
    );
  });

  it("does not count as a red flag", () => {
    expect(detectRedFlags("Seit Wochen habe ich immer wieder Herzstolpern.", "human")).toEqual([]);
  });
});

describe("red-flag knowledge: one place to review", () => {
  const rules = [...HUMAN_RULES, ...ANIMAL_RULES, ...CHECK_RULES];

  it("names every rule once and gives every flag its words", () => {
    const ids = rules.map((rule) => rule.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const rule of rules) expect(FLAG_TEXTS[rule.flag], rule.id).toBeDefined();
    const used = new Set(rules.map((rule) => rule.flag));
    expect(Object.keys(FLAG_TEXTS).filter((id) => !used.has(id as keyof typeof FLAG_TEXTS))).toEqual([]);
  });

  it("keeps the levels apart: red flags now or today, check advice only in its own list", () => {
    for (const rule of [...HUMAN_RULES, ...ANIMAL_RULES])
      expect(FLAG_TEXTS[rule.flag].level).not.toBe("abklaeren");
    for (const rule of CHECK_RULES) expect(FLAG_TEXTS[rule.flag].level).toBe("abklaeren");
  });

  it("lists the poison centres checked against their official pages", () => {
    expect(POISON_CENTRES.map((centre) => centre.phone)).toEqual(["+43 1 406 43 43", "030 19240"]);
  });
});

describe("detectRedFlags: any text is scored without an error", () => {
  it("reads any Unicode up to a profile's five free-text fields", { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(
        fc.string({ unit: "binary", maxLength: 4_000 }),
        fc.constantFrom<Subject>("human", "animal"),
        fc.option(fc.string({ unit: "binary", maxLength: 40 })),
        (text, subject, animalType) => {
          expect(Array.isArray(detectRedFlags(text, subject, animalType))).toBe(true);
          expect(Array.isArray(detectCheckAdvice(text, subject, animalType))).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("reads very long texts, numbers, emoji and invisible characters", () => {
    const long = "Mein Hund hat 39,5 Fieber 🐶 und\u200b frisst nicht. ".repeat(500);
    expect(detectRedFlags(long, "animal", "hund").length).toBeGreaterThan(0);
    expect(detectRedFlags("ä".repeat(25_000), "human")).toEqual([]);
    expect(detectRedFlags("(((((((((((( 1.2.3.4 ,,,, ---- °°°° 9999999999999999999999", "human")).toEqual([]);
    expect(detectRedFlags(undefined as unknown as string, "human")).toEqual([]);
  });
});
