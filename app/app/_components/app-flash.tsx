import { FlashToast } from "@/components/app/flash-toast";
import { authMessages } from "@/messages/auth";
import { billingMessages } from "@/messages/billing";
import { verifyEmail } from "@/server/auth/verify-email";

export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const t = authMessages.toasts;
const checkout = billingMessages.checkout;

/**
 * The toasts that a link brings along: the e-mail confirmation (?verify=…, checked here on the
 * server) and the return from Stripe Checkout (?checkout=erfolg). Both clean the URL afterwards.
 */
export async function AppFlash({ params }: { params: Awaited<SearchParams> }) {
  const token = typeof params.verify === "string" ? params.verify : undefined;
  const verified = token === undefined ? undefined : await verifyEmail(token);
  return (
    <>
      {verified === undefined ? null : (
        <FlashToast
          kind={verified ? "success" : "error"}
          title={verified ? t.emailVerified : t.emailVerifyFailed}
          description={verified ? t.emailVerifiedText : t.emailVerifyFailedText}
        />
      )}
      {params.checkout === "erfolg" ? (
        <FlashToast kind="success" title={checkout.successTitle} description={checkout.successText} />
      ) : null}
      {params.checkout === "abgebrochen" ? (
        <FlashToast kind="info" title={checkout.canceledTitle} description={checkout.canceledText} />
      ) : null}
    </>
  );
}
