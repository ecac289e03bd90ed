// The household (issue 23): the coach knows every profile of the account and answers about the one
// a message is about, from that profile's own analysis, whichever profile is active. A profile the
// plan locks (a Free account's profiles beyond the first) is known by name and species only.
import { questionKind } from "@/lib/coach/answer-first";
import { speciesIn } from "@/lib/coach/animal-ref";
import { ANIMAL_INTENTS, detectIntents, mentionsAnimal, topicIntent } from "@/lib/coach/intents";
import type { CoachContext, CoachHouseholdMember, CoachProfile } from "@/lib/coach/types";

export interface HouseholdSubject {
  /** The profile the reply is about, with its own analysis unless the plan locks it. */
  profile: CoachProfile;
  /**
   * Another person the user writes about ('Tom hat Bauchweh vor der Schule'): the reply speaks of
   * them by name and to the user, not to them. False for the user speaking of themself.
   */
  someoneElse: boolean;
  /** Said once per conversation when the plan locks that profile. */
  lockedNote: string | null;
}

const FIRST_PERSON = /(?:^|[^\p{L}])(?:ich|mir|mich|mein(?:e[mnrs]?)?)(?=$|[^\p{L}])/iu;
/** 'Er humpelt', 'sie versteckt sich': someone else than the user, named a little earlier. */
const THIRD_PERSON = /(?:^|[^\p{L}])(?:er|ihn|ihm|sie|sein(?:e[mnrs]?)?)(?=$|[^\p{L}])/iu;
/** How many earlier user messages a subject carries over to messages without their own topic. */
const CARRY_OVER = 3;

const SHORT_QUESTION = 6;
const wordCount = (text: string) => text.trim().split(/\s+/).length;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Where the message names the profile ('Bello', 'Bellos Napf'), or -1. */
function namedAt(message: string, name: string): number {
  if (name.trim().length < 2) return -1;
  return message.search(namePattern(name.trim()));
}

/** A profile's name as a pattern, compiled once: every reply looks for every name in several messages. */
const namePatterns = new Map<string, RegExp>();
const NAME_PATTERNS = 1_000;

function namePattern(name: string): RegExp {
  const known = namePatterns.get(name);
  if (known) return known;
  const pattern = new RegExp(`(?:^|[^\\p{L}\\p{N}])${escape(name)}s?(?=$|[^\\p{L}\\p{N}])`, "iu");
  if (namePatterns.size >= NAME_PATTERNS) namePatterns.clear();
  namePatterns.set(name, pattern);
  return pattern;
}

const sameSpecies = (profile: CoachProfile, species: string) =>
  profile.profileType === "animal" && profile.animalType?.toLowerCase() === species;

/**
 * The profile a message is about: one it names, the one animal of the species it names ('mein
 * Hund'), or, with an animal active, the one person of the account for what the owner says about
 * themself. Null when the message does not say; several dogs and no name stay undecided.
 */
function explicitSubject(message: string, context: CoachContext): Found | null {
  const active = context.profile;
  const everyone: CoachProfile[] = [active, ...(context.household ?? [])];
  const named = everyone
    .map((profile) => ({ profile, at: namedAt(message, profile.name) }))
    .filter((entry) => entry.at >= 0)
    .sort((a, b) => a.at - b.at)[0];
  if (named) return { profile: named.profile, self: false };
  const species = speciesIn(message);
  if (species || mentionsAnimal(message)) {
    const fits = (profile: CoachProfile) =>
      profile.profileType === "animal" && (species === null || sameSpecies(profile, species));
    if (fits(active)) return { profile: active, self: false };
    const [animal, ...others] = everyone.filter(fits);
    return animal && others.length === 0 ? { profile: animal, self: false } : null;
  }
  // 'Er humpelt. Sollte ich mir Sorgen machen?' is still about the animal.
  if (active.profileType === "animal" && FIRST_PERSON.test(message) && !THIRD_PERSON.test(message)) {
    const options = { subject: active.profileType, animalName: active.name };
    const topic = topicIntent(detectIntents(message, options));
    const people = everyone.filter((profile) => profile.profileType === "human");
    const [person, ...others] = people;
    if (topic && !ANIMAL_INTENTS.has(topic.id) && person && others.length === 0) {
      return { profile: person, self: true };
    }
  }
  return null;
}

interface Found {
  profile: CoachProfile;
  /** The user speaks of themself in the first person. */
  self: boolean;
}

interface Reading {
  /** Who the message is about; null for the active profile. */
  subject: CoachProfile | null;
  self: boolean;
  /** The last animal named, for 'er' and 'sie'. */
  lastAnimal: CoachProfile | null;
}

/**
 * Reads one message after the ones before: a message without a subject or a topic of its own
 * ('Ist das normal?', 'Sollte ich mir Sorgen machen?') keeps the last subject; one in the third
 * person ('Er humpelt seit einer Woche') the animal named last; one with a topic of its own and no
 * subject is about the active profile.
 */
function readNext(message: string, before: Reading, context: CoachContext): Reading {
  const explicit = explicitSubject(message, context);
  if (explicit) {
    const { profile, self } = explicit;
    const subject = profile === context.profile ? null : profile;
    return { subject, self, lastAnimal: profile.profileType === "animal" ? profile : before.lastAnimal };
  }
  if (THIRD_PERSON.test(message) && !FIRST_PERSON.test(message) && before.lastAnimal) {
    const subject = before.lastAnimal === context.profile ? null : before.lastAnimal;
    return { ...before, subject, self: false };
  }
  const options = { subject: context.profile.profileType, animalName: context.profile.name };
  const shortQuestion = questionKind(message) !== null && wordCount(message) <= SHORT_QUESTION;
  if (!shortQuestion && topicIntent(detectIntents(message, options))) {
    return { ...before, subject: null, self: false };
  }
  return before;
}

function subjectProfile(context: CoachContext): Reading {
  const messages = [
    ...context.history.filter((entry) => entry.role === "user").map((entry) => entry.content),
    context.message,
  ].slice(-(CARRY_OVER + 1));
  const start: Reading = { subject: null, self: false, lastAnimal: null };
  return messages.reduce((reading, message) => readNext(message, reading, context), start);
}

function lockedNote(member: CoachHouseholdMember): string {
  return `Das Profil von ${member.name} ist in deinem Free-Plan gesperrt, darum kenne ich hier nur den Namen; mit Pro beziehe ich die Analyse von ${member.name} wieder mit ein.`;
}

/**
 * The other profile of the account the message is about, or null when it is about the active one.
 * Only the profiles the caller passes are known: the server passes the account's own.
 */
export function householdSubject(context: CoachContext): HouseholdSubject | null {
  if (!context.household?.length) return null;
  const { subject, self } = subjectProfile(context);
  if (!subject || subject === context.profile) return null;
  const member = subject as CoachHouseholdMember;
  const someoneElse = member.profileType === "human" && !self;
  if (!member.locked) return { profile: member, someoneElse, lockedNote: null };
  const note = lockedNote(member);
  const said = context.history.some((entry) => entry.role === "assistant" && entry.content.includes(note));
  return {
    profile: { name: member.name, profileType: member.profileType, animalType: member.animalType },
    someoneElse,
    lockedNote: said ? null : note,
  };
}
