// A question with a subject of its own that has nothing to do with the user, their household or the
// conversation ('Warum ist der Himmel blau?' after talking about stress) is not a follow-up on the
// last topic: the coach says it is unsure instead of guessing and suggesting an exercise (issue 23).
import { normalizeText } from "@/lib/analysis/normalize-text";
import { unsureAnswer } from "@/lib/coach/answer-first";
import { fillAnimal, type AnimalRef } from "@/lib/coach/animal-ref";
import type { ReplyDraft } from "@/lib/coach/draft";
import { TOPICS, type TopicId } from "@/lib/coach/topics";
import type { CoachProfile } from "@/lib/coach/types";

/** The user or the one they talk to: such a question is about them, whatever else it names. */
const PERSONAL_PRONOUN =
  /(?:^|[^\p{L}])(?:ich|mich|mir|mein\p{L}*|du|dich|dir|dein\p{L}*|wir|uns|unser\p{L}*|euch|euer\p{L}*)(?=$|[^\p{L}])/iu;

/**
 * Parts of words (normalised: lower case, umlauts spelled out) that tie a noun to the user's life,
 * body, household or the app, so that 'Warum tut der Nacken weh?' stays with the conversation.
 */
const LIFE_WORDS = (
  "kopf bauch herz ruecken nacken schulter magen haut hals brust bein knie arm fuss zahn kiefer " +
  "auge ohr atem puls blut muskel gelenk schlaf traum nacht koerper gefuehl stimmung angst " +
  "sorge stress druck schmerz kind sohn tochter mutter mama vater papa eltern oma opa partner " +
  "freund mann frau ehe familie bruder schwester chef kolleg arbeit job beruf schule lehrer " +
  "studium geld hund katze kater pferd tier welpe fell futter napf gassi uebung atmung " +
  "meditation analyse journal tagebuch eintrag coach app abo profil muster termin arzt aerzt " +
  "therap klinik medikament tablette pille symptom beschwerde alltag morgen abend tag woche " +
  "zeit leben gedanke kraft energie ruhe pause training erziehung verhalten spazier behandlung " +
  "heilung besser veraender umzug wohnung trennung verlust trauer krank gewicht essen appetit " +
  "sport bewegung routine ritual gewohnheit wut aerger laune phase wirkung"
).split(" ");

const ARTICLE = new Set("der die den dem des ein eine einen einem einer eines".split(" "));
/** Words that start a sentence with a capital letter without being nouns. */
const FUNCTION_WORDS = new Set(
  (
    "das es er sie wie was warum wieso weshalb wann wo woher wohin wer wen wem welche welcher welches " +
    "ist sind war kann koennte soll sollte muss darf wird gibt hat habe und aber oder denn dann da " +
    "jetzt heute gestern seit immer oft nie schon noch auch nur bitte okay ja nein gut hallo danke"
  ).split(" "),
);

const tiedToLife = (word: string) => LIFE_WORDS.some((part) => word.includes(part));

/**
 * The nouns of the message, normalised: capitalised words other than function words in ordinary
 * text, words after an article where the user writes all in lower case.
 */
function nouns(message: string): string[] {
  const words = message.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 0);
  const lowerCaseOnly = message === message.toLowerCase();
  const found = lowerCaseOnly
    ? words.filter((word, index) => index > 0 && ARTICLE.has(words[index - 1] ?? ""))
    : words.filter((word) => /^\p{Lu}/u.test(word));
  return found
    .map((word) => normalizeText(word).text)
    .filter((word) => word.length >= 3 && !FUNCTION_WORDS.has(word) && !ARTICLE.has(word));
}

/**
 * True when the question names a subject of its own that is neither the user, nor anyone of the
 * household (`names`), nor anything of the user's life, body or the app.
 */
export function asksAboutSomethingElse(message: string, names: readonly string[]): boolean {
  if (PERSONAL_PRONOUN.test(message)) return false;
  const known = names.map((name) => normalizeText(name).text).filter((name) => name.length > 0);
  const own = nouns(message).filter((noun) => !known.includes(noun));
  return own.length > 0 && !own.some(tiedToLife);
}

const UNSURE_ELSEWHERE =
  "Da bin ich mir nicht sicher – auf Fragen außerhalb von Befinden, Körper und Alltag kann ich dir keine verlässliche Antwort geben.";

/** The honest answer to such a question, and the way back to what the conversation was about. */
export function elsewhereReply(
  profile: CoachProfile,
  previousTopic: TopicId | null,
  animal: AnimalRef,
): ReplyDraft {
  const question = previousTopic
    ? `Magst du mir noch mehr über ${fillAnimal(TOPICS[previousTopic].about, animal)} erzählen?`
    : unsureAnswer(profile).question;
  return { sentences: [UNSURE_ELSEWHERE], question, suggestions: [] };
}
