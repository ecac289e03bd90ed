import { readGerman } from "@/lib/language/tokens";

/**
 * Word statistics from the labelled tuning sets: for each stem and each pair of neighbouring
 * stems, how much more often it appears in ordinary messages than in crisis messages (a naive
 * Bayes log-odds ratio). The crisis net uses them for one thing only: to set aside a single
 * weak rule hit in a message whose words are overwhelmingly those of ordinary messages
 * ("Die Prüfung hat mich gekillt"). Strong or several hits are never set aside, and a message
 * set aside stays borderline, so a configured model may still be asked.
 */
export interface WordWeights {
  /** log(P(crisis) / P(ordinary)) before any word is read. */
  prior: number;
  /** log(P(feature | crisis) / P(feature | ordinary)) for every feature of the tuning sets. */
  weights: Readonly<Record<string, number>>;
}

/** The features of a text: its stems and each pair of neighbouring stems. */
export function wordFeatures(text: string): string[] {
  return stemFeatures(readGerman(text).tokens.map((token) => token.stem));
}

/** The features of an already read text, from its stems in order. */
export function stemFeatures(stems: readonly string[]): string[] {
  const features = new Set(stems);
  for (let index = 0; index + 1 < stems.length; index += 1)
    features.add(`${stems[index]}_${stems[index + 1]}`);
  return [...features];
}

export function featureLogOdds(features: readonly string[], model: WordWeights): number {
  let odds = model.prior;
  for (const feature of features) {
    // Own keys only: a word like "constructor" must not reach Object.prototype.
    if (Object.hasOwn(model.weights, feature)) odds += model.weights[feature] ?? 0;
  }
  return odds;
}

/** Trains the weights (add-½ smoothing); scripts/train-crisis-weights.ts writes the result to content/. */
export function trainWordWeights(
  examples: readonly { text: string; crisis: boolean; context?: string[] }[],
): WordWeights {
  const counts = [new Map<string, number>(), new Map<string, number>()] as const;
  const documents = [0, 0];
  for (const example of examples) {
    const label = example.crisis ? 1 : 0;
    documents[label] = (documents[label] ?? 0) + 1;
    for (const feature of wordFeatures(example.text))
      counts[label].set(feature, (counts[label].get(feature) ?? 0) + 1);
  }
  const [ordinary = 1, crisis = 1] = documents;
  const weights: Record<string, number> = {};
  const features = [...new Set([...counts[0].keys(), ...counts[1].keys()])].sort();
  for (const feature of features) {
    const inCrisis = counts[1].get(feature) ?? 0;
    const inOrdinary = counts[0].get(feature) ?? 0;

    const weight = Math.log((inCrisis + 0.5) / (crisis + 1) / ((inOrdinary + 0.5) / (ordinary + 1)));
    weights[feature] = Math.round(weight * 1000) / 1000;
  }
  return { prior: Math.round(Math.log(crisis / ordinary) * 1000) / 1000, weights };
}
