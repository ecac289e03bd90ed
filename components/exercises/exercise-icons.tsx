import { createElement } from "react";

import {
  ArrowLeftRight,
  Eye,
  Feather,
  Flower2,
  HandHeart,
  Headphones,
  Heart,
  House,
  type LucideIcon,
  type LucideProps,
  MoonStar,
  Move,
  Music,
  PersonStanding,
  Sparkles,
  Square,
  Sun,
  TreePine,
  Wind,
} from "lucide-react";

// The icons the exercise content names. Importing them one by one keeps the rest of lucide out of
// the bundle; a test checks that every name in the content is here.
export const EXERCISE_ICONS: Readonly<Record<string, LucideIcon>> = {
  ArrowLeftRight,
  Eye,
  Feather,
  Flower2,
  HandHeart,
  Headphones,
  Heart,
  House,
  MoonStar,
  Move,
  Music,
  PersonStanding,
  Sparkles,
  Square,
  Sun,
  TreePine,
  Wind,
};

/** The lucide icon the content names, or a sparkle for a name that is not mapped yet. */
export function ExerciseIcon({ name, ...props }: { name: string } & LucideProps) {
  return createElement(EXERCISE_ICONS[name] ?? Sparkles, props);
}
