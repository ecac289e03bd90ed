"use server";

import { pushEndpointSchema, pushSubscriptionSchema } from "@/lib/validations/push-subscription";

import { authedAction } from "@/server/actions/safe-action";
import { deletePushSubscription, savePushSubscription } from "@/server/push/subscriptions";

/** 'Tägliche Erinnerung aufs Handy' on this device: stores its push subscription. */
export const subscribePush = authedAction("subscribePush", pushSubscriptionSchema, (input, user) =>
  savePushSubscription(user.id, input),
);

/** Off on this device, and at sign-out: forgets its push subscription. */
export const unsubscribePush = authedAction("unsubscribePush", pushEndpointSchema, ({ endpoint }, user) =>
  deletePushSubscription(user.id, endpoint),
);
