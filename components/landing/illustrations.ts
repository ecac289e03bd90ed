// The 20 illustrations of the landing page (spec §2: 9 load eagerly, 11 lazily).
// All are SVGs drawn for this project, in public/images.
import { landingMessages } from "@/messages/landing";

export interface IllustrationSource {
  src: string;
  width: number;
  height: number;
  alt: string;
  loading: "eager" | "lazy";
}

const alt = landingMessages.images;

const image = (
  file: string,
  width: number,
  height: number,
  altText: string,
  loading: IllustrationSource["loading"],
): IllustrationSource => ({ src: `/images/${file}`, width, height, alt: altText, loading });

export const illustrations = {
  hero: image("hero-aura.svg", 560, 520, alt.hero, "eager"),
  avatarAnna: image("avatar-anna.svg", 64, 64, alt.avatarAnna, "eager"),
  avatarLukas: image("avatar-lukas.svg", 64, 64, alt.avatarLukas, "eager"),
  avatarBalu: image("avatar-balu.svg", 64, 64, alt.avatarBalu, "eager"),
  featureAnalysis: image("feature-analysis.svg", 240, 160, alt.featureAnalysis, "eager"),
  featureChat: image("feature-chat.svg", 240, 160, alt.featureChat, "eager"),
  featureJournal: image("feature-journal.svg", 240, 160, alt.featureJournal, "eager"),
  energyHuman: image("energy-human.svg", 320, 240, alt.energyHuman, "eager"),
  energyAnimal: image("energy-animal.svg", 320, 240, alt.energyAnimal, "eager"),
  knowledge: image("knowledge-hands.svg", 480, 360, alt.knowledge, "lazy"),
  pathHuman: image("path-human.svg", 400, 280, alt.pathHuman, "lazy"),
  pathAnimal: image("path-animal.svg", 400, 280, alt.pathAnimal, "lazy"),
  speciesDog: image("species-dog.svg", 120, 120, alt.speciesDog, "lazy"),
  speciesCat: image("species-cat.svg", 120, 120, alt.speciesCat, "lazy"),
  speciesHorse: image("species-horse.svg", 120, 120, alt.speciesHorse, "lazy"),
  stepProfile: image("step-profile.svg", 240, 160, alt.stepProfile, "lazy"),
  stepAnalysis: image("step-analysis.svg", 240, 160, alt.stepAnalysis, "lazy"),
  stepChat: image("step-chat.svg", 240, 160, alt.stepChat, "lazy"),
  testimonials: image("testimonials-family.svg", 640, 240, alt.testimonials, "lazy"),
  closing: image("closing-walk.svg", 640, 280, alt.closing, "lazy"),
} as const satisfies Record<string, IllustrationSource>;

export type IllustrationName = keyof typeof illustrations;
