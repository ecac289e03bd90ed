// The push tests' environment: a fresh VAPID key pair, the push service double that checks pushes
// signed with it, and the variables that point the server at both. Call it at the top of a test file,
// before anything reads the environment (env() reads it once).
import { vi } from "vitest";

import { generateVapidKeyPair } from "@/lib/push/vapid-keys";
import { type PushDouble, startPushDouble } from "@/tests/support/push-double";

export async function startPushEnvironment(): Promise<PushDouble> {
  const vapid = generateVapidKeyPair();
  const double = await startPushDouble({ vapidPublicKey: vapid.publicKey });
  vi.stubEnv("VAPID_PUBLIC_KEY", vapid.publicKey);
  vi.stubEnv("VAPID_PRIVATE_KEY", vapid.privateKey);
  vi.stubEnv("VAPID_SUBJECT", "mailto:hallo@resonanz.app");
  vi.stubEnv("PUSH_SERVICE_TEST_ORIGIN", double.origin);
  return double;
}
