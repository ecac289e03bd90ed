// The support assistant (issue 23): finds the help article for a product question with BM25 over
// German stems (the Orama project's German Snowball stemmer) and answers from it. It never coaches
// and never counts against the coach's limit; when no article fits it says so and offers the
// support e-mail with the conversation attached.
import { stemmer } from "@orama/stemmers/german";

import { SUPPORT_ARTICLES, type SupportArticle, type SupportArticleId } from "@/content/support-articles";
import { siteConfig } from "@/config/site";

/** Words that say nothing about the topic of a support question. */
const STOPWORDS = new Set(
  (
    "ich du er sie es wir ihr mich mir dich dir uns euch sich mein meine meinen meinem meiner meines dein deine " +
    "deinen deinem deiner unser unsere euer eure der die das den dem des ein eine einen einem einer eines und " +
    "oder aber auch noch schon nur mal denn doch ja nein nicht kein keine keinen wie wo was wann warum wieso " +
    "weshalb wer wen wem welche welcher welches kann können könnte kannst muss musst müssen soll sollte " +
    "sollen will willst möchte möchten würde würden wird werden ist sind war bin bist hat habe hast haben " +
    "gibt geht es zu zum zur im in an am auf aus bei mit nach von vor für über unter um bis dass ob wenn " +
    "da dann so sehr bitte hallo hi danke gerne gern man hier dort jetzt mehr eigentlich einfach genau " +
    "heute morgen gestern immer etwas alles"
  ).split(" "),
);

const FIELD_WEIGHTS = { title: 3, keywords: 2, answer: 1 } as const;
const K1 = 1.2;
const B = 0.75;
/** Below this score no article is a confident answer. */
export const MIN_SCORE = 2.2;

/** Lower-cased word stems without stopwords: "Wie kündige ich mein Abo?" → ["kundig", "abo"]. */
export function supportTerms(text: string): string[] {
  return (text.toLowerCase().match(/[a-zäöüß0-9]+/g) ?? [])
    .filter((word) => word.length > 1 && !STOPWORDS.has(word))
    .map((word) => stemmer(word));
}

interface IndexedField {
  terms: Map<string, number>;
  length: number;
}

interface IndexedArticle {
  article: SupportArticle;
  fields: Record<keyof typeof FIELD_WEIGHTS, IndexedField>;
}

const count = (terms: string[]): IndexedField => {
  const map = new Map<string, number>();
  for (const term of terms) map.set(term, (map.get(term) ?? 0) + 1);
  return { terms: map, length: terms.length };
};

const INDEX: IndexedArticle[] = SUPPORT_ARTICLES.map((article) => ({
  article,
  fields: {
    title: count(supportTerms(article.title)),
    keywords: count(supportTerms(article.keywords)),
    answer: count(supportTerms(article.answer)),
  },
}));

const FIELDS = Object.keys(FIELD_WEIGHTS) as (keyof typeof FIELD_WEIGHTS)[];
const averageLength = Object.fromEntries(
  FIELDS.map((field) => [
    field,
    INDEX.reduce((sum, entry) => sum + entry.fields[field].length, 0) / INDEX.length,
  ]),
) as Record<keyof typeof FIELD_WEIGHTS, number>;

/** In how many articles a stem occurs at all (any field). */
const documentFrequency = new Map<string, number>();
for (const entry of INDEX) {
  const seen = new Set(FIELDS.flatMap((field) => [...entry.fields[field].terms.keys()]));
  for (const term of seen) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
}

const idf = (term: string) => {
  const n = documentFrequency.get(term) ?? 0;
  return Math.log(1 + (INDEX.length - n + 0.5) / (n + 0.5));
};

export interface ScoredArticle {
  article: SupportArticle;
  score: number;
}

/** Every article with its BM25F-style score for the question, best first. */
export function rankArticles(question: string): ScoredArticle[] {
  const terms = [...new Set(supportTerms(question))];
  return INDEX.map((entry) => {
    let score = 0;
    for (const term of terms) {
      for (const field of FIELDS) {
        const { terms: counts, length } = entry.fields[field];
        const frequency = counts.get(term) ?? 0;
        if (frequency === 0) continue;
        const norm = frequency + K1 * (1 - B + (B * length) / averageLength[field]);
        score += FIELD_WEIGHTS[field] * idf(term) * ((frequency * (K1 + 1)) / norm);
      }
    }
    return { article: entry.article, score };
  }).sort((a, b) => b.score - a.score);
}

/** The articles that answer the question (one, or two for a two-part question); empty when none fits. */
export function findArticles(question: string): SupportArticle[] {
  const [best, second] = rankArticles(question);
  if (!best || best.score < MIN_SCORE) return [];
  return second && second.score >= MIN_SCORE && second.score >= best.score * SECOND_ARTICLE_SHARE
    ? [best.article, second.article]
    : [best.article];
}

export interface SupportLink {
  label: string;
  href: string;
}

export interface SupportAnswer {
  /** The articles answered, best first; empty when the question was handed over. */
  articleIds: SupportArticleId[];
  content: string;
  links: SupportLink[];
}

/** A second article is answered too when it scores nearly as well: a question with two parts. */
const SECOND_ARTICLE_SHARE = 0.75;

const UNSURE =
  "Da bin ich mir nicht sicher, und ich möchte dir nichts Falsches sagen. Schreib uns am besten eine E-Mail: Über den Link unten geht sie mit deiner Frage an unser Team. Fragen zu deinem Befinden beantwortet dir dein Coach in einem anderen Chat.";

/** A mailto link to support with the conversation in the body (at most ~1,500 characters). */
export function handoverLink(questions: readonly string[]): SupportLink {
  const body = `Hallo ${siteConfig.name}-Team,\n\nich habe im Support-Chat gefragt:\n\n${questions
    .map((question) => `– ${question.trim()}`)
    .join("\n")
    .slice(-1500)}\n`;
  return {
    label: "E-Mail an den Support",
    href: `mailto:${siteConfig.supportEmail}?subject=${encodeURIComponent("Frage aus dem Support-Chat")}&body=${encodeURIComponent(body)}`,
  };
}

/**
 * The support assistant's answer. A follow-up without a topic word of its own ("und wo genau?")
 * is read together with the previous question.
 */
export function supportAnswer(question: string, earlierQuestions: readonly string[] = []): SupportAnswer {
  let articles = findArticles(question);
  const previous = earlierQuestions.at(-1);
  if (articles.length === 0 && previous && supportTerms(question).length === 0)
    articles = findArticles(`${previous} ${question}`).slice(0, 1);
  if (articles.length === 0) {
    return {
      articleIds: [],
      content: UNSURE,
      links: [handoverLink([...earlierQuestions.slice(-3), question])],
    };
  }
  return {
    articleIds: articles.map((article) => article.id),
    content: articles.map((article) => article.answer).join("\n\n"),
    links: articles.flatMap((article) => (article.action ? [article.action] : [])),
  };
}

/** The links a stored support answer carried, read back from its text (links are not stored). */
export function supportLinksIn(content: string): SupportLink[] {
  if (content.startsWith(UNSURE)) return [handoverLink([])];
  return SUPPORT_ARTICLES.filter((candidate) => content.includes(candidate.answer)).flatMap((article) =>
    article.action ? [article.action] : [],
  );
}
