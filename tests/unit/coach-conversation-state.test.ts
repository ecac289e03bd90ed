// Issue 23, conversation state across conversations: no exercise twice within 24 hours unless asked
// for, rotation across the knowledge base, a reference back to what the user said earlier, and a
// change of approach after 'Das hilft mir nicht'.
import { describe, expect, it } from "vitest";

import { composeReply } from "@/lib/coach";
import type { CoachMessage, CoachProfile, CoachReply } from "@/lib/coach/types";

const martina: CoachProfile = {
  name: "Martina",
  profileType: "human",
  stressLevel: 7,
  overallState: "überreizt",
  recommendations: [{ title: "Box-Atmung", exerciseId: "box-atmung" }],
};

function converse(turns: readonly string[], recentReplies: string[] = []): CoachReply[] {
  const history: CoachMessage[] = [];
  return turns.map((message) => {
    const reply = composeReply({
      profile: martina,
      history: [...history],
      memory: [],
      recentReplies,
      message,
    });
    history.push({ role: "user", content: message }, { role: "assistant", content: reply.content });
    return reply;
  });
}

const exercisesOf = (replies: readonly CoachReply[]) =>
  replies.flatMap((reply) => reply.suggestions.flatMap((suggestion) => suggestion.exerciseId ?? []));

describe("no exercise twice within 24 hours", () => {
  it("a new conversation suggests none of the exercises of the conversations before it", () => {
    const turns = [
      "Ich bin total gestresst.",
      "Ich kann nachts nicht schlafen.",
      "Mein Nacken ist verspannt.",
    ];
    const recent: string[] = [];
    const seen: string[] = [];
    for (let conversation = 0; conversation < 3; conversation += 1) {
      const replies = converse(turns, [...recent]);
      const offered = exercisesOf(replies);
      expect(offered.length, `conversation ${conversation + 1}`).toBeGreaterThan(0);
      for (const id of offered) expect(seen, `conversation ${conversation + 1}`).not.toContain(id);
      seen.push(...offered);
      recent.unshift(...replies.map((reply) => reply.content).reverse());
    }
  });

  it("rotates across the knowledge base instead of repeating the one fitting exercise", () => {
    const recent: string[] = [];
    const offered: string[] = [];
    for (let conversation = 0; conversation < 10; conversation += 1) {
      const [reply] = converse(["Ich bin total gestresst."], [...recent]);
      const [id] = exercisesOf(reply ? [reply] : []);
      expect(id, `conversation ${conversation + 1}`).toBeDefined();
      expect(offered).not.toContain(id);
      offered.push(id ?? "");
      recent.unshift(reply?.content ?? "");
    }
  });

  it("suggests an exercise again when the user asks for it by name", () => {
    const [earlier] = converse(["Ich bin total gestresst."]);
    expect(exercisesOf(earlier ? [earlier] : [])).toContain("box-atmung");
    const [asked] = converse(["Kann ich nochmal die Box-Atmung machen?"], [earlier?.content ?? ""]);
    expect(exercisesOf(asked ? [asked] : [])).toContain("box-atmung");
  });
});

describe("within one conversation", () => {
  it("refers back to what the user said earlier", () => {
    const [, sleep] = converse(["Mein Nacken ist total verspannt.", "Ich kann nachts nicht schlafen."]);
    expect(sleep?.content).toContain("Du hattest vorhin deine Verspannungen erwähnt");
  });

  it("refers back once, not in every reply", () => {
    const replies = converse([
      "Mein Nacken ist total verspannt.",
      "Ich kann nachts nicht schlafen.",
      "Ich bin so erschöpft.",
    ]);
    expect(replies.filter((reply) => reply.content.includes("Du hattest vorhin")).length).toBe(1);
  });

  it("changes the approach after 'Das hilft mir nicht': a step in daily life, no further exercise", () => {
    const [, failed] = converse(["Mein Nacken ist total verspannt.", "Das hilft mir nicht."]);
    expect(failed?.content).toMatch(/Statt einer weiteren Übung ein anderer Weg: Steh jede Stunde/);
    expect(exercisesOf(failed ? [failed] : [])).toEqual([]);
  });

  it("hears 'Das hilft mir auch nicht' too, and offers another kind of exercise then", () => {
    const replies = converse([
      "Mein Nacken ist total verspannt.",
      "Das hilft mir nicht.",
      "Das hilft mir auch nicht.",
    ]);
    const [first, , third] = replies;
    expect(third?.content).toMatch(/nicht geholfen|passt/);
    expect(exercisesOf(third ? [third] : [])).not.toEqual(exercisesOf(first ? [first] : []));
  });
});
