// Fuzzing every server action: FUZZ_RUNS (1,000) generated bad inputs each —
// wrong types, huge strings, unicode (NUL, RTL, zero-width), nulls, extra
// keys, HTML and SQL payloads, deep nesting, out-of-range numbers, unknown
// enum values, and valid inputs with one field broken — signed in as a Pro
// user who has something of everything. No input may cause an 'unexpected'
// error (the action's HTTP 500) or an English message, and a refused input
// must not change any row. The file prints its counts.
import { readdirSync } from "node:fs";
import path from "node:path";

import { afterAll, describe, expect, it, vi } from "vitest";

import { authMessages } from "@/messages/auth";
import { changePassword, deleteAccount, signOutEverywhere } from "@/server/actions/account";
import { getAnalysisOverview, getFamilyAnalysis, startAnalysis } from "@/server/actions/analysis";
import { requestPasswordReset, resetPassword, signUp } from "@/server/actions/auth";
import { createCheckout, openBillingPortal } from "@/server/actions/billing";
import { createChat, deleteChat, loadChats, renameChat } from "@/server/actions/chat";
import { getTodayCheckIn, saveCheckIn } from "@/server/actions/check-ins";
import { getTrends, recordExerciseSession } from "@/server/actions/exercises";
import { getImpulseOverview, setImpulseReminder } from "@/server/actions/impulses";
import { subscribePush, unsubscribePush } from "@/server/actions/push";
import {
  linkJournalEntry,
  listJournalEntries,
  saveJournalEntry,
  sendJournalEntryToChat,
} from "@/server/actions/journal";
import {
  changeJournalLockPin,
  forgetJournalPin,
  forgetJournalPinAfterGoogle,
  lockJournal,
  removeJournalLockWithPin,
  setJournalLock,
  unlockJournalWithPin,
} from "@/server/actions/journal-lock";
import { addProfile, createProfile, loadActiveProfile, updateActiveProfile } from "@/server/actions/profile";
import { deleteProfile, listProfiles, switchProfile } from "@/server/actions/profiles";
import { getSafetyPlan, updateSafetyPlan } from "@/server/actions/safety-plan";
import { getHealthConsent, recordHealthConsent, revokeHealthConsent } from "@/server/actions/consent";
import { saveWeeklyGoal } from "@/server/actions/weekly-goal";
import { hashPassword } from "@/server/auth/password";
import { prisma } from "@/server/db";
import { HEALTH_CONSENT_VERSION } from "@/lib/consent";
import type { ActionResult } from "@/lib/errors";
import { badInput } from "@/tests/support/bad-input";

import { fromAction, fuzz, printFuzzCounts } from "./support/fuzz";
import { humanProfile, userWithProfile } from "./support/fixtures";
import { signInAs } from "./support/request-context";

vi.mock("next/headers", () => import("./support/request-context").then((module) => module.nextHeaders));
vi.mock("@/server/auth/session", () => import("./support/request-context").then((module) => module.session));

const PASSWORD = "Sonnenaufgang-42";

/** A browser's push subscription: a P-256 public key (65 bytes) and a 16-byte secret. */
const PUSH_SUBSCRIPTION = {
  endpoint: "https://93.184.215.14/wpush/v2/fuzz",
  expirationTime: null,
  keys: {
    p256dh: "BJu1lwFKeT_01akedQmjPTPbmjWGamTww8MfQGOQiUjzRlfH4eEbvswcoZ0X7VbiL96-gMJGTaxIUo2GuBeaZ3Y",
    auth: "AAECAwQFBgcICQoLDA0ODw",
  },
};

type Action = (input: unknown) => Promise<ActionResult<unknown>>;

interface Ids {
  email: string;
  profileId: string;
  /** The active profile's version, which an edit names. */
  updatedAt: string;
  otherProfileId: string;
  chatId: string;
  secondChatId: string;
}

const profile = humanProfile;

/** Each action with a valid input to break; the ids are the fuzz user's own. */
function actions(ids: Ids): Record<string, [Action, Record<string, unknown> | undefined]> {
  const passwords = { password: "Neues-Passwort-7", confirmPassword: "Neues-Passwort-7" };
  const entry = { profileId: ids.profileId, type: "loswerden", content: "Heute war viel los." };
  return {
    signUp: [signUp, { email: "neu@example.org", password: PASSWORD, confirmPassword: PASSWORD }],
    requestPasswordReset: [requestPasswordReset, { email: ids.email }],
    resetPassword: [resetPassword, { token: "a".repeat(43), ...passwords }],
    changePassword: [changePassword, { currentPassword: PASSWORD, ...passwords }],
    createCheckout: [createCheckout, { billing_interval: "monthly" }],
    openBillingPortal: [openBillingPortal, { flow: "overview" }],
    loadChats: [loadChats, { profileId: ids.profileId, support: true }],
    createChat: [createChat, { profileId: ids.profileId }],
    renameChat: [renameChat, { chatId: ids.chatId, title: "Abendgedanken" }],
    deleteChat: [deleteChat, { chatId: ids.secondChatId }],
    getTodayCheckIn: [getTodayCheckIn, { profileId: ids.profileId }],
    saveCheckIn: [saveCheckIn, { profileId: ids.profileId, state: "müde", energy: 2 }],
    recordExerciseSession: [
      recordExerciseSession,
      {
        profileId: ids.profileId,
        exerciseId: "box-atmung",
        durationSeconds: 60,
        energyBefore: 2,
        energyAfter: 3,
      },
    ],
    getTrends: [getTrends, { profileId: ids.profileId }],
    getImpulseOverview: [getImpulseOverview, { profileId: ids.profileId }],
    setImpulseReminder: [setImpulseReminder, { enabled: true }],
    // A public address literal: valid inputs are stored without a DNS lookup.
    subscribePush: [subscribePush, PUSH_SUBSCRIPTION],
    unsubscribePush: [unsubscribePush, { endpoint: PUSH_SUBSCRIPTION.endpoint }],
    saveJournalEntry: [saveJournalEntry, entry],
    linkJournalEntry: [linkJournalEntry, entry],
    sendJournalEntryToChat: [sendJournalEntryToChat, entry],
    listJournalEntries: [listJournalEntries, { profileId: ids.profileId, query: "viel", type: "loswerden" }],
    setJournalLock: [setJournalLock, { profileId: ids.profileId, pin: "2468", confirmPin: "2468" }],
    unlockJournalWithPin: [unlockJournalWithPin, { profileId: ids.profileId, pin: "2468" }],
    lockJournal: [lockJournal, { profileId: ids.profileId }],
    changeJournalLockPin: [
      changeJournalLockPin,
      { profileId: ids.profileId, currentPin: "2468", pin: "1357", confirmPin: "1357" },
    ],
    removeJournalLockWithPin: [removeJournalLockWithPin, { profileId: ids.profileId, pin: "2468" }],
    forgetJournalPin: [forgetJournalPin, { profileId: ids.profileId, password: PASSWORD }],
    forgetJournalPinAfterGoogle: [forgetJournalPinAfterGoogle, { profileId: ids.profileId }],
    createProfile: [createProfile, profile],
    updateActiveProfile: [
      updateActiveProfile,
      { ...profile, profileId: ids.profileId, updatedAt: ids.updatedAt },
    ],
    addProfile: [addProfile, { ...profile, name: "Lio" }],
    loadActiveProfile: [loadActiveProfile, undefined],
    listProfiles: [listProfiles, undefined],
    switchProfile: [switchProfile, { profileId: ids.otherProfileId }],
    deleteProfile: [deleteProfile, { profileId: ids.otherProfileId }],
    startAnalysis: [startAnalysis, { profileId: ids.profileId }],
    getAnalysisOverview: [getAnalysisOverview, { profileId: ids.profileId }],
    getFamilyAnalysis: [getFamilyAnalysis, {}],
    getSafetyPlan: [getSafetyPlan, undefined],
    updateSafetyPlan: [
      updateSafetyPlan,
      {
        warningSigns: "Ich ziehe mich zurück",
        ownStrategies: "Spazieren gehen",
        distractions: "Café am Eck",
        peopleToAsk: "Anna 0660 123456",
        professionals: "Dr. Berger",
        safeSurroundings: "Tabletten bei Anna",
        reasonsToLive: "Luna, mein Hund",
      },
    ],
    saveWeeklyGoal: [saveWeeklyGoal, { profileId: ids.profileId, days: 3 }],
    getHealthConsent: [getHealthConsent, undefined],
    recordHealthConsent: [recordHealthConsent, { accepted: true, version: HEALTH_CONSENT_VERSION }],
    revokeHealthConsent: [revokeHealthConsent, undefined],
    deleteAccount: [deleteAccount, { confirmation: authMessages.account.deleteConfirmWord }],
    signOutEverywhere: [signOutEverywhere, undefined],
  };
}

let counter = 0;

/** A fresh Pro user with two profiles, two chats and a journal entry, signed in. */
async function fuzzUser(): Promise<Ids> {
  counter += 1;
  const email = `fuzz-${counter}@example.org`;
  const {
    user,
    session,
    profile: active,
    inactiveProfiles: [other],
  } = await userWithProfile(email, {
    plan: "pro",
    passwordHash: await hashPassword(PASSWORD),
    inactive: ["Lio"],
  });
  if (!other) throw new Error("no second profile");
  const chat = (title: string) =>
    prisma().chat.create({ data: { userId: user.id, profileId: active.id, title } });
  const [first, second] = [await chat("Chat 1"), await chat("Chat 2")];
  await prisma().journalEntry.create({
    data: { userId: user.id, profileId: active.id, type: "loswerden", content: "Heute war viel los." },
  });
  signInAs(session);
  return {
    email,
    profileId: active.id,
    updatedAt: active.updatedAt.toISOString(),
    otherProfileId: other.id,
    chatId: first.id,
    secondChatId: second.id,
  };
}

/** The functions exported by the "use server" modules in server/actions/. */
async function exportedActions(): Promise<string[]> {
  const folder = path.join(process.cwd(), "server/actions");
  const names: string[] = [];
  for (const file of readdirSync(folder)) {
    if (file === "safe-action.ts") continue;
    const exported = (await import(path.join(folder, file))) as Record<string, unknown>;
    names.push(...Object.keys(exported).filter((name) => typeof exported[name] === "function"));
  }
  return names.sort();
}

afterAll(() => {
  const counts = printFuzzCounts("server actions");
  expect(counts.serverErrors + counts.english).toBe(0);
});

describe("every server action under generated bad input", () => {
  it("covers every exported server action", async () => {
    expect(Object.keys(actions({} as Ids)).sort()).toEqual(await exportedActions());
  });

  for (const name of Object.keys(actions({} as Ids))) {
    it(`${name}: no 'unexpected' error, nothing written when refused`, { timeout: 300_000 }, async () => {
      const [action, valid] = actions(await fuzzUser())[name] ?? [];
      if (!action) throw new Error(`no action ${name}`);
      const outcomes = await fuzz(badInput(valid), async (input) => fromAction(await action(input)));
      // Most generated inputs are refused by the schema, in German.
      expect(outcomes.validation ?? 0).toBeGreaterThan(0);
    });
  }
});
