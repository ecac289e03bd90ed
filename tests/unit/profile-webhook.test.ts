// The webhook's wire format (spec §3): the payload in the spec's order, its
// HMAC-SHA256 signature, and the retry policy of issue 5.
import { createHmac } from "node:crypto";

import { describe, expect, it } from "vitest";

import { profileCreatedPayload, serializePayload } from "@/server/webhooks/payload";
import { profileWebhookQueue } from "@/server/webhooks/queue";
import { signBody, verifySignature } from "@/server/webhooks/signature";

const payload = profileCreatedPayload(
  {
    id: "7d6f5c1e-8d1a-4a3e-9a51-1f0c8e2b6a10",
    userId: "0b9c1a52-3f0e-4f57-8c39-5a0f5b1e2d33",
    profileType: "animal",
    name: "Bello",
    completionPercentage: 80,
    computedAge: 4,
    computedBmi: null,
  },
  new Date("2026-06-15T10:30:00.000Z"),
);

describe("profile webhook payload", () => {
  it("carries the fields of spec §3 in their order", () => {
    const reordered = Object.fromEntries(Object.entries(payload).reverse()) as typeof payload;
    expect(serializePayload(reordered)).toBe(
      '{"profile_id":"7d6f5c1e-8d1a-4a3e-9a51-1f0c8e2b6a10","user_id":"0b9c1a52-3f0e-4f57-8c39-5a0f5b1e2d33",' +
        '"profile_type":"animal","name":"Bello","completion_percentage":80,"computed_age":4,"computed_bmi":null,' +
        '"event_type":"profile_created","timestamp":"2026-06-15T10:30:00.000Z"}',
    );
  });

  it("is signed with HMAC-SHA256 of the raw body", () => {
    const body = serializePayload(payload);
    const expected = createHmac("sha256", "geheim").update(body).digest("hex");
    expect(signBody(body, "geheim")).toBe(`sha256=${expected}`);
    expect(verifySignature(body, "geheim", `sha256=${expected}`)).toBe(true);
    expect(verifySignature(`${body} `, "geheim", `sha256=${expected}`)).toBe(false);
    expect(verifySignature(body, "anders", `sha256=${expected}`)).toBe(false);
    expect(verifySignature(body, "geheim", undefined)).toBe(false);
    expect(verifySignature(body, "geheim", "sha256=kurz")).toBe(false);
  });
});

describe("retry policy", () => {
  // pg-boss waits retryDelay · 2^n · (1 to 2) seconds before retry n.
  const shortest = (retries: number, delay: number) =>
    Array.from({ length: retries }, (_, n) => delay * 2 ** n).reduce((sum, wait) => sum + wait, 0);

  it("makes at least 8 attempts, backing off exponentially over about an hour", () => {
    const { retryLimit = 0, retryDelay = 0, retryBackoff } = profileWebhookQueue.options;
    expect(retryBackoff).toBe(true);
    expect(1 + retryLimit).toBeGreaterThanOrEqual(8);
    const minutes = shortest(retryLimit, retryDelay) / 60;
    expect(minutes).toBeGreaterThanOrEqual(45);
    expect(minutes * 2).toBeLessThanOrEqual(180);
  });
});
