import { enhanceSignIn, SIGN_IN_STATE_ID, type SignInConfig } from "@/components/auth/enhance/sign-in";
import { FLASH_STORAGE_KEY } from "@/lib/flash";
import { fieldErrorsOf, signInErrorMessage, signInErrorTexts } from "@/lib/auth/sign-in-error";
import { CACHE_OWNER_KEY, SERVICE_WORKER_URL, USER_PAGES_CACHE } from "@/lib/pwa/offline";
import { authMessages } from "@/messages/auth";

const t = authMessages.toasts;

const config: SignInConfig = {
  stateId: SIGN_IN_STATE_ID,
  flashKey: FLASH_STORAGE_KEY,
  toastMs: 6_000,
  transientParams: ["verify", "error"],
  offline: {
    userPagesCache: USER_PAGES_CACHE,
    ownerKey: CACHE_OWNER_KEY,
    serviceWorker: process.env.NODE_ENV === "production" ? SERVICE_WORKER_URL : null,
  },
  endpoints: {
    csrf: "/api/auth/csrf",
    credentials: "/api/auth/callback/credentials",
    google: "/api/auth/signin/google",
    signUp: "/api/auth/registrierung",
    reset: "/api/auth/passwort-vergessen",
  },
  validation: authMessages.validation,
  errors: signInErrorTexts,
  texts: {
    signInFailed: t.signInFailed,
    signInSuccess: t.signInSuccess,
    signInSuccessText: t.signInSuccessText,
    signUpFailed: t.signUpFailed,
    signUpSent: t.signUpSent,
    signUpSentText: t.signUpSentText,
    passwordMismatch: t.passwordMismatch,
    passwordMismatchText: t.passwordMismatchText,
    resetSent: t.resetSent,
    resetSentText: t.resetSentText,
    resetFailed: t.resetFailed,
    resetFailedText: t.resetFailedText,
    googleFailed: t.googleFailed,
    googleNotConfigured: t.googleNotConfigured,
    unexpected: t.unexpected,
  },
};

// The sign-in screen is sent without React (app/app/anmelden/route.ts), like the
// public pages; this one inline script is its behaviour. Its source is the
// compiled functions, called with the screen's texts; the page's
// Content-Security-Policy allows it by the nonce the route handler adds.
const json = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");
const source = `(${enhanceSignIn.toString()})(${json(config)},${signInErrorMessage.toString()},${fieldErrorsOf.toString()});`;

/** Placed after the screen's markup, so everything it enhances is parsed. */
export function SignInScript() {
  return <script dangerouslySetInnerHTML={{ __html: source }} />;
}
