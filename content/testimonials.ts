// The 30 testimonials of the landing page (spec §2, §9). They are illustrative
// examples, and the page says so; names are shortened like real reviews.

export type TestimonialRating = 3 | 4 | 5;

export interface Testimonial {
  id: string;
  name: string;
  role: string;
  text: string;
  rating: TestimonialRating;
}

export const testimonials: readonly Testimonial[] = [
  {
    id: "katharina",
    name: "Katharina M.",
    role: "Mama von zwei Kindern, Wien",
    text: "Seit Monaten hatte ich Nackenverspannungen, gegen die keine Massage half. Die Analyse hat mir gezeigt, wie viel Druck ich mir selbst mache. Seit ich das sehe, wird es langsam leichter.",
    rating: 5,
  },
  {
    id: "lukas",
    name: "Lukas H.",
    role: "Softwareentwickler, Salzburg",
    text: "Ehrlich gesagt war ich skeptisch. Aber die Fragen im Profil sind so durchdacht, dass die Analyse erstaunlich gut zu meiner Situation gepasst hat.",
    rating: 4,
  },
  {
    id: "sabine",
    name: "Sabine K.",
    role: "mit Labrador Balu, Graz",
    text: "Balu hat nach unserem Umzug kaum gefressen. Resonanz hat mir geholfen zu verstehen, dass er meine eigene Unruhe spiegelt. Mit festen Ritualen geht es uns beiden wieder gut.",
    rating: 5,
  },
  {
    id: "thomas",
    name: "Thomas W.",
    role: "Landwirt im Mühlviertel",
    text: "Unsere Stute war nach dem Stallwechsel ständig nervös. Die Hinweise zu ihrem Umfeld waren für mich neu – und haben tatsächlich geholfen.",
    rating: 4,
  },
  {
    id: "anna-lena",
    name: "Anna-Lena S.",
    role: "Studentin, München",
    text: "Der Chat ist wie eine gute Freundin, die auch um drei Uhr früh noch zuhört. Inzwischen schreibe ich fast jeden Abend in mein Tagebuch.",
    rating: 5,
  },
  {
    id: "markus",
    name: "Markus P.",
    role: "Vater und Beagle-Besitzer, Innsbruck",
    text: "Mit Pro haben wir Profile für die ganze Familie und unseren Beagle angelegt. Die Familienanalyse hat uns am Küchentisch richtig ins Gespräch gebracht.",
    rating: 5,
  },
  {
    id: "elisabeth",
    name: "Elisabeth R.",
    role: "Pensionistin, Klagenfurt",
    text: "Ich bin nicht besonders technikaffin, aber das Profil war schnell angelegt. Die täglichen Impulse lese ich jeden Morgen zum Kaffee.",
    rating: 5,
  },
  {
    id: "jonas",
    name: "Jonas B.",
    role: "Pflegefachkraft, Köln",
    text: "Nach den Nachtdiensten war ich nur noch erschöpft. Die Atemübungen und der Blick auf meine Stressmuster haben mir gezeigt, wo ich ansetzen kann.",
    rating: 4,
  },
  {
    id: "miriam",
    name: "Miriam F.",
    role: "mit Kater Mio, Linz",
    text: "Mio hat plötzlich neben das Katzenklo gemacht. Neben dem Tierarztbesuch hat mir Resonanz geholfen, die Veränderungen in unserem Alltag mit seinen Augen zu sehen.",
    rating: 5,
  },
  {
    id: "stefan",
    name: "Stefan G.",
    role: "Unternehmer, Wels",
    text: "Manche Formulierungen waren mir etwas zu spirituell. Die Fragen zu meinem Beruf haben aber einen Nerv getroffen, den ich lange ignoriert habe.",
    rating: 3,
  },
  {
    id: "verena",
    name: "Verena L.",
    role: "Yogalehrerin, Bregenz",
    text: "Ich empfehle Resonanz inzwischen in meinen Kursen. Es verbindet Körper und Gefühl, ohne belehrend zu wirken.",
    rating: 5,
  },
  {
    id: "florian",
    name: "Florian T.",
    role: "Hundetrainer, St. Pölten",
    text: "Viele sehen nur das Verhalten ihres Hundes. Resonanz lenkt den Blick auf die Beziehung zwischen Mensch und Tier – und genau dort beginnt gutes Training.",
    rating: 5,
  },
  {
    id: "julia",
    name: "Julia N.",
    role: "Mutter von Zwillingen, Hamburg",
    text: "Die Kopfschmerzen kamen immer am Sonntagabend. Erst durch das Tagebuch ist mir der Zusammenhang aufgefallen. Das war ein echter Aha-Moment.",
    rating: 5,
  },
  {
    id: "georg",
    name: "Georg A.",
    role: "mit Haflinger Sunny, Tirol",
    text: "Sunny hat sich beim Satteln immer wieder gewehrt. Die Analyse hat mich ermutigt, genauer hinzuschauen, und gemeinsam mit dem Sattler haben wir eine Lösung gefunden.",
    rating: 4,
  },
  {
    id: "nina",
    name: "Nina V.",
    role: "Grafikdesignerin, Berlin",
    text: "Ruhige Gestaltung, warme Sprache, kein Druck. Ich öffne Resonanz immer dann, wenn ich merke, dass ich mich wieder einmal selbst übergehe.",
    rating: 4,
  },
  {
    id: "christina",
    name: "Christina E.",
    role: "Volksschullehrerin, Graz",
    text: "Die Analyse hat nichts erfunden, aber sie hat meine Gedanken so sortiert, dass ich endlich wusste, womit ich anfangen soll.",
    rating: 4,
  },
  {
    id: "daniel",
    name: "Daniel O.",
    role: "mit Schäferhündin Kira, Villach",
    text: "An der Leine war Kira oft angespannt. Seit ich weiß, wie viel meine eigene Anspannung damit zu tun hat, sind unsere Spaziergänge viel entspannter.",
    rating: 5,
  },
  {
    id: "helga",
    name: "Helga Z.",
    role: "Bäuerin, Steiermark",
    text: "Auf unserem Hof leben drei Katzen, zwei Hunde und ein altes Pony. Mit Pro hat jedes ein eigenes Profil – und ich verstehe endlich, wer mit wem Stress hat.",
    rating: 5,
  },
  {
    id: "philipp",
    name: "Philipp J.",
    role: "Student, Wien",
    text: "Vor Prüfungen hat mir mein Magen immer zu schaffen gemacht. Die Übungen zum Runterkommen mache ich jetzt vor jeder Prüfung.",
    rating: 4,
  },
  {
    id: "sophie",
    name: "Sophie D.",
    role: "mit Angsthund Pepe, Frankfurt",
    text: "Ich finde es gut, dass Resonanz klar sagt, dass es keinen Tierarztbesuch ersetzt. Als Ergänzung hilft es mir, meinen ängstlichen Hund besser zu lesen.",
    rating: 5,
  },
  {
    id: "manuel",
    name: "Manuel K.",
    role: "Koch, Salzburg",
    text: "Nicht jede Antwort im Chat hat für mich gepasst. Aber oft reicht eine gute Frage, um selbst weiterzudenken.",
    rating: 3,
  },
  {
    id: "theresa",
    name: "Theresa W.",
    role: "mit Dackel Ferdl, Wien",
    text: "Ferdl hat gebellt, sobald ich die Wohnung verlassen habe. Die Anregungen zu Ritualen und kurzen Abschieden haben uns beiden viel Ruhe gebracht.",
    rating: 5,
  },
  {
    id: "andreas",
    name: "Andreas M.",
    role: "Vater von drei Kindern, Dornbirn",
    text: "Die Familienanalyse hat gezeigt, wie sehr der Stress eines Einzelnen alle betrifft – auch unseren Hund. Das hat bei uns einiges verändert.",
    rating: 5,
  },
  {
    id: "lena",
    name: "Lena H.",
    role: "Reitlehrerin, Niederösterreich",
    text: "Pferde sind ehrliche Spiegel. Resonanz hilft meinen Reitschülerinnen, das zu verstehen, ohne dass es abgehoben wirkt.",
    rating: 4,
  },
  {
    id: "martin",
    name: "Martin S.",
    role: "Pendler, Stuttgart",
    text: "Eigentlich habe ich Resonanz wegen meiner Schlafprobleme ausprobiert. Was die Analyse zu meinen Abendroutinen gesagt hat, war überraschend konkret.",
    rating: 4,
  },
  {
    id: "eva",
    name: "Eva B.",
    role: "Energetikerin, Freiburg",
    text: "Für meine Klientinnen ist Resonanz eine schöne Ergänzung zwischen den Terminen. Vor allem das Tagebuch wird gern genutzt.",
    rating: 4,
  },
  {
    id: "fabian",
    name: "Fabian R.",
    role: "mit Mischlingshündin Luna, Linz",
    text: "Luna kommt aus dem Tierschutz und war anfangs sehr scheu. Resonanz hat mir geholfen, geduldiger zu werden – mit ihr und mit mir.",
    rating: 5,
  },
  {
    id: "ingrid",
    name: "Ingrid P.",
    role: "Oma aus Kärnten",
    text: "Meine Enkelin hat mir Resonanz eingerichtet. Jetzt schreibe ich ihr manchmal, welcher Impuls mir heute besonders gefallen hat.",
    rating: 5,
  },
  {
    id: "simon",
    name: "Simon L.",
    role: "Lehrer, Leipzig",
    text: "Anfangs fand ich drei Chats pro Tag knapp. Inzwischen überlege ich mir meine Fragen einfach genauer – und komme gut damit aus.",
    rating: 3,
  },
  {
    id: "marlene",
    name: "Marlene A.",
    role: "mit Katze Minka und Hund Bruno, Eisenstadt",
    text: "Seit Bruno bei uns ist, war Minka gekränkt. Die Analyse für beide hat mir gezeigt, wie ich jedem seinen Platz gebe. Mittlerweile schlafen sie im selben Zimmer.",
    rating: 5,
  },
];

/** On phones the testimonials are split into two carousels: the first 15 and the rest. */
export const firstCarouselSize = 15;

/** How often the carousels advance (spec §9): desktop every 3 s, the phone carousels every 3.5 s and 4 s. */
export const carouselIntervals = { desktop: 3000, mobileFirst: 3500, mobileSecond: 4000 } as const;
