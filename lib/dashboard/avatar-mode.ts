export type AvatarMode = "sun" | "moon";

/** Spec §9: the avatar shows its sun look from 6 to 20 h, the moon otherwise. */
export function avatarMode(date: Date): AvatarMode {
  const hour = date.getHours();
  return hour >= 6 && hour < 20 ? "sun" : "moon";
}
