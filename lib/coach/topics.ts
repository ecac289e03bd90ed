// What the coach says per topic. Placeholders: {tier} the animal ("Bello", "dein Hund"), {tierVon}
// its genitive ("von Bello", "deines Hundes"), {tierDat} its dative ("Bello", "deinem Hund"),
// {journal} the journal type's title.
import type { ExerciseId, JournalType } from "@/lib/analysis/links";
import type { IntentId } from "@/lib/coach/intents";

export interface TopicCopy {
  /** Accusative, after "über": "deine Arbeit". */
  about: string;
  /** Naming the feeling: after a dash in lower case, or capitalised as a sentence of its own. */
  feelings: readonly string[];
  /** Open questions that end the reply. */
  questions: readonly string[];
  /** Best fitting first. */
  exercises: readonly ExerciseId[];
  journal: JournalType;
  journalInvite: string;
  /** A practical step for animal topics. */
  tip?: string;
  /** Said every time: where the coach's role ends. */
  note?: string;
}

export type TopicId = Exclude<
  IntentId,
  "exercise_request" | "journal_request" | "greeting" | "thanks" | "analysis_question"
>;

export const TOPICS: Record<TopicId, TopicCopy> = {
  stress: {
    about: "Stress und Druck",
    feelings: [
      "das klingt nach sehr viel auf einmal",
      "da kommt gerade einiges zusammen",
      "kein Wunder, wenn dich das anstrengt",
    ],
    questions: [
      "Was davon kostet dich im Moment am meisten Kraft?",
      "Gibt es eine Sache, die du diese Woche weglassen oder abgeben könntest?",
      "Woran merkst du in deinem Körper zuerst, dass es zu viel wird?",
    ],
    exercises: ["box-atmung", "atem-4-7-8", "progressive-muskelentspannung"],
    journal: "loswerden",
    journalInvite:
      "Wenn du magst, schreib danach im Journal unter „{journal}“ auf, was dich heute am meisten Kraft gekostet hat.",
  },
  sleep: {
    about: "deinen Schlaf",
    feelings: [
      "das zehrt auf Dauer ganz schön an den Kräften",
      "schlechte Nächte machen auch die Tage schwer",
      "da kommt dein Körper offenbar schwer zur Ruhe",
    ],
    questions: [
      "Was geht dir durch den Kopf, wenn du wach liegst?",
      "Wie sieht die letzte Stunde vor dem Schlafengehen bei dir aus?",
      "Fällt dir eher das Einschlafen schwer oder das Durchschlafen?",
    ],
    exercises: ["abendritual", "atem-4-7-8", "body-scan-audio"],
    journal: "loswerden",
    journalInvite:
      "Schreib vor dem Schlafengehen im Journal unter „{journal}“ auf, was dich noch beschäftigt, damit dein Kopf es nicht mit ins Bett nehmen muss.",
  },
  pain: {
    about: "deine Schmerzen",
    feelings: [
      "das klingt belastend, Schmerzen rauben viel Kraft",
      "Schmerzen färben den ganzen Tag, das ist wirklich anstrengend",
      "es tut mir leid, dass dein Körper dir gerade so zusetzt",
    ],
    questions: [
      "Wann sind die Schmerzen stärker, und wann lassen sie nach?",
      "Gibt es etwas, das dir in solchen Momenten schon einmal Erleichterung gebracht hat?",
      "Was ist in deinem Leben los, seit die Schmerzen da sind?",
    ],
    exercises: ["body-scan-audio", "progressive-muskelentspannung", "atem-4-7-8"],
    journal: "erkenntnis",
    journalInvite:
      "Im Journal unter „{journal}“ kannst du notieren, wann die Schmerzen auftauchen und was an diesen Tagen los war. So zeigt sich vielleicht ein Muster.",
    note: "Bitte lass anhaltende oder starke Schmerzen ärztlich abklären, denn ich kann dich begleiten, aber nichts medizinisch beurteilen.",
  },
  tension: {
    about: "deine Verspannungen",
    feelings: [
      "da hält dein Körper offenbar viel fest",
      "das klingt, als würdest du gerade eine Menge auf deinen Schultern tragen",
      "Verspannungen sind oft festgehaltener Druck, das ist sehr verständlich",
    ],
    questions: [
      "In welchen Momenten merkst du die Anspannung am deutlichsten?",
      "Was trägst du gerade mit dir herum, das eigentlich gar nicht deine Last ist?",
      "Wann hast du dich zuletzt richtig locker gefühlt?",
    ],
    exercises: ["schulter-nacken-loesen", "progressive-muskelentspannung", "body-scan-audio"],
    journal: "loswerden",
    journalInvite:
      "Schreib im Journal unter „{journal}“ auf, was du gerade alles trägst. Oft wird es leichter, wenn es einmal auf dem Papier steht.",
  },
  exhaustion: {
    about: "deine Erschöpfung",
    feelings: [
      "das klingt, als wären deine Reserven gerade ziemlich aufgebraucht",
      "da bist du offenbar schon lange über deine Kräfte gegangen",
      "Erschöpfung ist ein deutliches Signal, und es ist gut, dass du es ernst nimmst",
    ],
    questions: [
      "Was würde dir heute schon ein kleines bisschen Entlastung bringen?",
      "Wohin fließt im Moment die meiste Energie?",
      "Wann hast du dich zuletzt wirklich erholt gefühlt, und was war damals anders?",
    ],
    exercises: ["body-scan-audio", "lichtdusche", "abendritual"],
    journal: "klarheit",
    journalInvite:
      "Wenn du die Kraft dafür hast, schreib im Journal unter „{journal}“ auf, was dir Energie raubt und was dir Energie gibt.",
  },
  anxiety: {
    about: "deine Ängste und Sorgen",
    feelings: [
      "das klingt, als hätte dich die Sorge gerade fest im Griff",
      "Angst ist ein sehr unangenehmes Gefühl, und damit musst du nicht allein bleiben",
      "da ist dein inneres Alarmsystem offenbar gerade sehr wach",
    ],
    questions: [
      "Was befürchtest du im schlimmsten Fall, und wie wahrscheinlich ist das?",
      "Wo in deinem Körper spürst du die Angst?",
      "Was hat dir früher schon einmal geholfen, wenn die Sorgen groß waren?",
    ],
    exercises: ["atem-4-7-8", "erdung-im-stehen", "sicherer-ort"],
    journal: "klarheit",
    journalInvite:
      "Im Journal unter „{journal}“ kannst du deine Sorge aufschreiben und daneben zwei Spalten anlegen: Was kann ich beeinflussen, und was nicht?",
  },
  sadness: {
    about: "deine Traurigkeit",
    feelings: [
      "das klingt nach einem schweren Herzen",
      "es ist in Ordnung, traurig zu sein, auch ohne genauen Grund",
      "ich höre, dass dich gerade etwas sehr bewegt",
    ],
    questions: [
      "Was würde dir jetzt guttun, auch wenn es nur eine Kleinigkeit ist?",
      "Gibt es einen Menschen, bei dem du gerade einfach traurig sein darfst?",
      "Seit wann fühlst du dich so, und gab es einen Auslöser?",
    ],
    exercises: ["herz-meditation", "lichtdusche", "klangreise"],
    journal: "loswerden",
    journalInvite:
      "Wenn du magst, schreib im Journal unter „{journal}“ auf, was dich traurig macht. Tränen und Worte dürfen beide sein.",
    note: "Wenn die Traurigkeit über Wochen bleibt, kann ein Gespräch mit einer Psychotherapeutin oder einem Psychotherapeuten sehr entlasten.",
  },
  grief: {
    about: "deine Trauer",
    feelings: [
      "es tut mir sehr leid, Trauer braucht Zeit und Raum",
      "ein solcher Verlust hinterlässt eine große Lücke",
      "Trauer zeigt, wie viel Liebe da war",
    ],
    questions: [
      "Was vermisst du am meisten?",
      "Gibt es eine Erinnerung, die dir gerade besonders nahe ist?",
      "Wer oder was gibt dir in dieser Zeit ein wenig Halt?",
    ],
    exercises: ["herz-meditation", "sicherer-ort", "abendritual"],
    journal: "loswerden",
    journalInvite:
      "Manchen hilft es, im Journal unter „{journal}“ einen Brief zu schreiben, an den Menschen oder das Tier, das fehlt.",
  },
  loneliness: {
    about: "deine Einsamkeit",
    feelings: [
      "Einsamkeit tut weh, und es ist mutig, das auszusprechen",
      "das klingt, als würdest du dich gerade sehr allein fühlen",
      "ich höre, wie sehr dir Verbindung fehlt",
    ],
    questions: [
      "Gibt es einen Menschen, bei dem du dich früher einmal gut aufgehoben gefühlt hast?",
      "Welche kleine Begegnung könnte diese Woche möglich sein?",
      "In welchen Momenten ist die Einsamkeit am stärksten?",
    ],
    exercises: ["herz-meditation", "dankbarkeits-meditation", "sicherer-ort"],
    journal: "klarheit",
    journalInvite:
      "Im Journal unter „{journal}“ kannst du sammeln, mit wem du gern wieder Kontakt hättest und was ein erster kleiner Schritt wäre.",
  },
  anger: {
    about: "deinen Ärger",
    feelings: [
      "da ist offenbar eine Menge Wut in dir, und Wut zeigt oft, dass eine Grenze überschritten wurde",
      "das klingt, als wäre dir etwas gehörig gegen den Strich gegangen",
      "Ärger braucht ein Ventil, das ist ganz normal",
    ],
    questions: [
      "Welche Grenze wurde da verletzt?",
      "Was hättest du in diesem Moment gebraucht?",
      "Was möchtest du mit deiner Wut tun: sie ausdrücken, sie verstehen oder sie loslassen?",
    ],
    exercises: ["erdung-im-stehen", "box-atmung", "progressive-muskelentspannung"],
    journal: "loswerden",
    journalInvite:
      "Schreib deinen Ärger im Journal unter „{journal}“ ungefiltert auf. Niemand liest mit, und auf dem Papier verliert er oft an Wucht.",
  },
  relationship: {
    about: "deine Beziehung",
    feelings: [
      "das klingt, als würde dich das gerade sehr beschäftigen",
      "Beziehungen berühren uns an den empfindlichsten Stellen",
      "da steckt viel Gefühl drin, das verstehe ich gut",
    ],
    questions: [
      "Was wünschst du dir in dieser Beziehung gerade am meisten?",
      "Was würdest du gern sagen, wenn du keine Angst vor der Reaktion hättest?",
      "Wie geht es dir selbst, wenn du an diese Situation denkst?",
    ],
    exercises: ["herz-meditation", "aura-reinigung", "box-atmung"],
    journal: "klarheit",
    journalInvite:
      "Im Journal unter „{journal}“ kannst du zwei Fragen nachgehen: Was brauche ich, und was kann ich geben?",
  },
  family: {
    about: "deine Familie",
    feelings: [
      "Familie ist oft Halt und Herausforderung zugleich",
      "das klingt, als würde dich das in deiner Familie gerade sehr fordern",
      "da spielen oft alte Muster mit, das ist sehr menschlich",
    ],
    questions: [
      "Welche Rolle übernimmst du in deiner Familie, und passt sie noch zu dir?",
      "Was bräuchtest du gerade von deiner Familie?",
      "Wo würdest du dir mehr Abstand wünschen, und wo mehr Nähe?",
    ],
    exercises: ["aura-reinigung", "herz-meditation", "erdung-im-stehen"],
    journal: "erkenntnis",
    journalInvite:
      "Im Journal unter „{journal}“ kannst du festhalten, welche Familienmuster du bei dir wiedererkennst.",
  },
  work: {
    about: "deine Arbeit",
    feelings: [
      "das klingt, als würde dich die Arbeit gerade stark fordern",
      "da bleibt offenbar wenig Raum für dich selbst",
      "das klingt nach einem Alltag, der sehr viel von dir verlangt",
    ],
    questions: [
      "Was an deiner Arbeit kostet dich am meisten Energie, und was gibt dir welche?",
      "Wie gelingt es dir, nach Feierabend wirklich abzuschalten?",
      "Was müsste sich ändern, damit es sich wieder stimmiger anfühlt?",
    ],
    exercises: ["box-atmung", "schulter-nacken-loesen", "erdung-im-stehen"],
    journal: "loswerden",
    journalInvite:
      "Ein kleines Ritual für den Feierabend: Schreib im Journal unter „{journal}“ drei Sätze über deinen Arbeitstag und schließ ihn danach bewusst ab.",
  },
  money: {
    about: "deine Geldsorgen",
    feelings: [
      "Geldsorgen gehen an die Substanz, weil sie so viel Sicherheit berühren",
      "das klingt nach einer großen Last",
      "verständlich, dass dich das unruhig macht",
    ],
    questions: [
      "Was wäre ein erster kleiner Schritt, der dir etwas mehr Überblick gibt?",
      "Gibt es jemanden, mit dem du offen über die Situation sprechen kannst?",
      "Wie wirkt sich die Sorge auf deinen Schlaf und deinen Körper aus?",
    ],
    exercises: ["erdung-im-stehen", "atem-4-7-8", "sicherer-ort"],
    journal: "klarheit",
    journalInvite:
      "Im Journal unter „{journal}“ kannst du die Sorge in Teile zerlegen: Was weiß ich sicher, was befürchte ich, und was kann ich als Nächstes tun?",
    note: "Wenn es finanziell konkret eng wird, hilft eine Schuldnerberatung in deiner Nähe kostenlos und vertraulich weiter.",
  },
  self_worth: {
    about: "deine Selbstzweifel",
    feelings: [
      "das klingt, als wärst du gerade sehr streng mit dir",
      "die kritische Stimme in dir ist offenbar gerade sehr laut",
      "du verdienst dieselbe Freundlichkeit, die du anderen schenkst",
    ],
    questions: [
      "Was würdest du einer guten Freundin oder einem guten Freund in derselben Lage sagen?",
      "Wessen Stimme hörst du, wenn du so über dich denkst?",
      "Was ist dir in letzter Zeit gelungen, auch wenn es nur etwas Kleines war?",
    ],
    exercises: ["herz-meditation", "lichtdusche", "dankbarkeits-meditation"],
    journal: "erkenntnis",
    journalInvite:
      "Schreib im Journal unter „{journal}“ drei Dinge auf, die dir heute gelungen sind, auch kleine. Das ist ein gutes Gegengewicht zur kritischen Stimme.",
  },
  gratitude: {
    about: "deine Dankbarkeit",
    feelings: [
      "wie schön, dass du das bemerkst",
      "Dankbarkeit ist eine stille Kraftquelle",
      "das klingt nach etwas Wertvollem",
    ],
    questions: [
      "Wofür bist du heute noch dankbar?",
      "Wie fühlt sich Dankbarkeit in deinem Körper an?",
      "Wem möchtest du vielleicht davon erzählen?",
    ],
    exercises: ["dankbarkeits-meditation", "herz-meditation", "klangreise"],
    journal: "erkenntnis",
    journalInvite:
      "Halte es im Journal unter „{journal}“ fest, dann kannst du an schwereren Tagen darauf zurückgreifen.",
  },
  progress: {
    about: "deine Fortschritte",
    feelings: [
      "das freut mich wirklich",
      "wie schön, das ist ein echter Schritt",
      "das ist ein guter Moment, den du dir ruhig bewusst machen darfst",
    ],
    questions: [
      "Was hat dazu beigetragen, dass es besser geht?",
      "Wie möchtest du diesen Schwung mitnehmen?",
      "Was hast du dabei über dich gelernt?",
    ],
    exercises: ["dankbarkeits-meditation", "herz-meditation", "stille-meditation"],
    journal: "erkenntnis",
    journalInvite:
      "Schreib im Journal unter „{journal}“ auf, was funktioniert hat. So findest du es wieder, wenn du es brauchst.",
  },
  body: {
    about: "deinen Körper",
    feelings: [
      "dein Körper meldet sich, und es ist gut, dass du hinhörst",
      "das klingt, als wollte dir dein Körper gerade etwas mitteilen",
      "ich höre, dass dich das beschäftigt",
    ],
    questions: [
      "Seit wann beschäftigt dich das, und was war damals in deinem Leben los?",
      "In welchen Situationen wird es besser, in welchen schlimmer?",
      "Wenn dein Körper sprechen könnte, was würde er dir gerade sagen?",
    ],
    exercises: ["body-scan-audio", "lichtdusche", "erdung-im-stehen"],
    journal: "erkenntnis",
    journalInvite:
      "Im Journal unter „{journal}“ kannst du ein paar Tage lang notieren, wie es deinem Körper geht und was du erlebt hast.",
    note: "Bitte lass körperliche Beschwerden ärztlich abklären, wenn sie anhalten oder stärker werden, denn ich kann dich begleiten, aber nichts medizinisch beurteilen.",
  },
  meaning: {
    about: "Sinnfragen",
    feelings: [
      "das sind große Fragen, und es ist gut, dass du ihnen Raum gibst",
      "solche Fragen tauchen oft auf, wenn sich innerlich etwas verändert",
      "da bist du offenbar gerade auf der Suche",
    ],
    questions: [
      "Wann hast du dich zuletzt ganz lebendig und stimmig gefühlt?",
      "Was würdest du tun, wenn du wüsstest, dass du nicht scheitern kannst?",
      "Was ist dir im Leben wirklich wichtig?",
    ],
    exercises: ["stille-meditation", "herz-meditation", "sicherer-ort"],
    journal: "klarheit",
    journalInvite:
      "Im Journal unter „{journal}“ kannst du der Frage nachgehen: Was gibt meinem Leben gerade Bedeutung?",
  },
  animal_anxiety: {
    about: "die Ängste {tierVon}",
    feelings: [
      "das klingt, als wäre {tier} in solchen Momenten sehr verunsichert",
      "für Tiere sind solche Situationen oft wirklich beängstigend",
      "du nimmst die Angst ernst, und genau das braucht {tier} jetzt",
    ],
    questions: [
      "Wann ist dir die Angst zum ersten Mal aufgefallen?",
      "Wie reagierst du selbst, wenn {tier} Angst hat?",
      "Gibt es etwas, das {tierDat} in solchen Momenten schon einmal geholfen hat?",
    ],
    exercises: ["atem-4-7-8", "box-atmung", "erdung-im-stehen"],
    journal: "erkenntnis",
    journalInvite:
      "Notiere im Journal unter „{journal}“, wann die Angst auftritt und was davor passiert ist. So erkennst du mit der Zeit die Auslöser.",
    tip: "Schaff {tierDat} einen geschützten Rückzugsort, etwa eine abgedunkelte Ecke mit einer vertrauten Decke, und bleib selbst ruhig in der Nähe. Trösten ist dabei erlaubt, du verstärkst die Angst damit nicht.",
  },
  animal_aggression: {
    about: "die Reaktionen {tierVon}",
    feelings: [
      "das ist belastend, und es ist gut, dass du genauer hinschaust",
      "hinter solchen Reaktionen stecken oft Angst, Schmerzen oder Überforderung",
      "das klingt nach Situationen, in denen sich {tier} sehr bedrängt fühlt",
    ],
    questions: [
      "In welchen Situationen reagiert {tier} so, und was passiert kurz davor?",
      "Wie geht es dir selbst, wenn das passiert?",
      "Hat sich in letzter Zeit etwas in eurem Alltag verändert?",
    ],
    exercises: ["box-atmung", "erdung-im-stehen", "aura-reinigung"],
    journal: "erkenntnis",
    journalInvite:
      "Führ im Journal unter „{journal}“ ein kleines Protokoll: Situation, Auslöser, Reaktion. Das hilft später auch in der Tierarztpraxis oder beim Training.",
    tip: "Beobachte genau, wann {tier} so reagiert, und halte Abstand zu den Auslösern, bis ihr mehr wisst. Weil auch Schmerzen dahinterstecken können, ist ein Check in der Tierarztpraxis sinnvoll, und eine erfahrene Trainerin oder ein erfahrener Trainer kann euch begleiten.",
  },
  animal_restlessness: {
    about: "die Unruhe {tierVon}",
    feelings: [
      "das klingt, als käme {tier} gerade schwer zur Ruhe",
      "Unruhe bei Tieren hat oft mit zu vielen oder zu wenigen Reizen zu tun",
      "Tiere nehmen die Stimmung um sie herum auf, und {tier} scheint gerade viel zu verarbeiten",
    ],
    questions: [
      "Zu welchen Tageszeiten ist die Unruhe am größten?",
      "Hat sich in eurem Umfeld in letzter Zeit etwas verändert?",
      "Und wie geht es dir selbst gerade?",
    ],
    exercises: ["erdung-im-stehen", "atem-4-7-8", "klangreise"],
    journal: "erkenntnis",
    journalInvite:
      "Notiere ein paar Tage lang im Journal unter „{journal}“, wann die Unruhe auftritt und was davor los war.",
    tip: "Feste Abläufe bei Fütterung, Bewegung und Ruhezeiten geben {tierDat} Halt, und nach aufregenden Momenten hilft eine ruhige Phase ohne neue Reize.",
  },
  animal_eating: {
    about: "das Fressverhalten {tierVon}",
    feelings: [
      "ich verstehe gut, dass dich das beschäftigt",
      "Veränderungen beim Fressen sind oft ein feines Signal",
      "es ist gut, dass du so aufmerksam hinschaust",
    ],
    questions: [
      "Seit wann ist dir die Veränderung aufgefallen?",
      "Hat sich rund um diese Zeit etwas verändert, etwa beim Futter, im Tagesablauf oder in der Familie?",
      "Wie ist die Stimmung, wenn {tier} frisst: eher ruhig oder eher hektisch?",
    ],
    exercises: ["box-atmung", "erdung-im-stehen", "herz-meditation"],
    journal: "erkenntnis",
    journalInvite:
      "Halte im Journal unter „{journal}“ ein paar Tage lang fest, wann und wie viel gefressen wird und was sonst los ist: Besuch, Lärm, neue Abläufe.",
    tip: "Biete das Futter in Ruhe an, an einem Platz ohne Trubel, und nimm den Napf nach einer Weile wieder weg, statt ständig Neues anzubieten.",
    note: "Wenn {tier} länger als einen Tag gar nichts frisst, schwach wirkt oder erbricht, lass das bitte noch heute tierärztlich abklären.",
  },
  animal_separation: {
    about: "das Alleinbleiben {tierVon}",
    feelings: [
      "das klingt, als würde sich {tier} ohne dich sehr verloren fühlen",
      "Alleinsein müssen viele Tiere erst lernen, das ist ganz normal",
      "ich höre, wie sehr dich das belastet",
    ],
    questions: [
      "Wie lange kann {tier} im Moment entspannt allein bleiben?",
      "Was passiert in den ersten Minuten, nachdem du gegangen bist?",
      "Wie fühlst du dich selbst, wenn du gehst?",
    ],
    exercises: ["sicherer-ort", "box-atmung", "herz-meditation"],
    journal: "erkenntnis",
    journalInvite:
      "Notiere im Journal unter „{journal}“ eure Übungsschritte: wie lange, wie ruhig, was geholfen hat. So siehst du auch kleine Fortschritte.",
    tip: "Übe das Alleinbleiben in ganz kleinen Schritten, erst wenige Minuten, dann langsam länger, und mach aus dem Gehen und Wiederkommen kein großes Ereignis.",
  },
  bond: {
    about: "eure Bindung",
    feelings: [
      "eure Verbindung ist dir spürbar wichtig",
      "Bindung wächst in vielen kleinen, ruhigen Momenten",
      "Tiere nehmen sehr genau wahr, wie es uns geht, das macht eure Beziehung so besonders",
    ],
    questions: [
      "Wann fühlst du dich {tierDat} am nächsten?",
      "Was glaubst du, braucht {tier} gerade von dir?",
      "Woran merkst du, dass {tier} deine Stimmung spürt?",
    ],
    exercises: ["herz-meditation", "dankbarkeits-meditation", "erdung-im-stehen"],
    journal: "erkenntnis",
    journalInvite:
      "Halte im Journal unter „{journal}“ Momente fest, in denen ihr euch besonders nah wart. Sie zeigen, was eure Verbindung stärkt.",
    tip: "Plant jeden Tag ein paar Minuten nur für euch beide ein, ohne Ziel und ohne Training: gemeinsam ruhen, bürsten oder einfach beobachten.",
  },
};

export function isTopic(id: IntentId): id is TopicId {
  return id in TOPICS;
}
