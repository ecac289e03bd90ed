// The service worker's pushsubscriptionchange (lib/pwa/push-renewal.ts): it reports the new
// subscription with the endpoint it replaces, subscribes again when the browser gives no new
// one, and never lets the worker's event fail.
import { describe, expect, it, vi } from "vitest";

import { PUSH_RENEWAL_PATH, type RenewableSubscription, reportPushRenewal } from "@/lib/pwa/push-renewal";

const key = new Uint8Array([4, 1, 2, 3]).buffer;

function subscription(endpoint: string): RenewableSubscription {
  return {
    endpoint,
    options: { applicationServerKey: key, userVisibleOnly: true },
    toJSON: () => ({
      endpoint,
      expirationTime: null,
      keys: { p256dh: `p-${endpoint}`, auth: `a-${endpoint}` },
    }),
  };
}

const ok = () => Promise.resolve(new Response(null, { status: 200 }));

function bodyOf(post: ReturnType<typeof vi.fn>) {
  const [path, init] = post.mock.calls[0] as [string, RequestInit];
  expect(path).toBe(PUSH_RENEWAL_PATH);
  expect(init).toMatchObject({ method: "POST", credentials: "same-origin" });
  return JSON.parse(String(init.body)) as unknown;
}

describe("reportPushRenewal", () => {
  it("reports the browser's new subscription with the endpoint it replaces", async () => {
    const post = vi.fn(ok);
    const subscribe = vi.fn();
    const outcome = await reportPushRenewal({
      oldSubscription: subscription("https://push.example.net/alt"),
      newSubscription: subscription("https://push.example.net/neu"),
      subscribe,
      post,
    });
    expect(outcome).toBe("renewed");
    expect(subscribe).not.toHaveBeenCalled();
    expect(bodyOf(post)).toEqual({
      oldEndpoint: "https://push.example.net/alt",
      subscription: subscription("https://push.example.net/neu").toJSON(),
    });
  });

  it("subscribes again with the old subscription's options when the browser gives none", async () => {
    const post = vi.fn(ok);
    const subscribe = vi.fn(async () => subscription("https://push.example.net/wieder"));
    const old = subscription("https://push.example.net/alt");
    await reportPushRenewal({ oldSubscription: old, newSubscription: null, subscribe, post });
    expect(subscribe).toHaveBeenCalledWith(old.options);
    expect(bodyOf(post)).toMatchObject({ subscription: { endpoint: "https://push.example.net/wieder" } });
  });

  it("does nothing without the old subscription: the app sends this device's again later", async () => {
    const post = vi.fn(ok);
    const subscribe = vi.fn();
    const outcome = await reportPushRenewal({
      oldSubscription: null,
      newSubscription: subscription("https://push.example.net/neu"),
      subscribe,
      post,
    });
    expect(outcome).toBe("skipped");
    expect(post).not.toHaveBeenCalled();
    expect(subscribe).not.toHaveBeenCalled();
  });

  it("resolves when subscribing, the network or the server fails", async () => {
    const old = subscription("https://push.example.net/alt");
    const refused = vi.fn(async () => {
      throw new DOMException("permission denied", "NotAllowedError");
    });
    await expect(
      reportPushRenewal({
        oldSubscription: old,
        newSubscription: null,
        subscribe: refused,
        post: vi.fn(ok),
      }),
    ).resolves.toBe("failed");
    const offline = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(
      reportPushRenewal({
        oldSubscription: old,
        newSubscription: old,
        subscribe: vi.fn(),
        post: offline,
      }),
    ).resolves.toBe("failed");
    const signedOut = vi.fn(async () => new Response(null, { status: 401 }));
    await expect(
      reportPushRenewal({
        oldSubscription: old,
        newSubscription: old,
        subscribe: vi.fn(),
        post: signedOut,
      }),
    ).resolves.toBe("failed");
  });
});
