import "server-only";

// Placeholder seam for the billing issue: account deletion calls this to
// cancel an active Stripe subscription before the user's rows are removed.
export async function cancelSubscriptionsOnDeletion(_userId: string): Promise<void> {}
