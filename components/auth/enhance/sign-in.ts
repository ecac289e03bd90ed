import type { SignInErrorTexts } from "@/lib/auth/sign-in-error";

/** The JSON block app/app/anmelden/route.ts fills with this request's SignInState. */
export const SIGN_IN_STATE_ID = "anmelden-zustand";

/** A toast the screen shows on load or after an answer. */
export interface SignInToast {
  kind: "success" | "error";
  title: string;
  description: string;
}

/** What the server decided for this request (app/app/anmelden/route.ts), as JSON in the page. */
export interface SignInState {
  /** Where to go after signing in: a path inside /app, checked on the server. */
  returnTo: string;
  /** 'Mit Google anmelden' is configured on this server. */
  google: boolean;
  /** A Google sign-in waits for the password of the unconfirmed account with this address. */
  googleLink: { email: string; text: string } | null;
  toasts: SignInToast[];
}

/** The screen's fixed texts and endpoints, from messages/auth.ts. */
export interface SignInConfig {
  stateId: string;
  flashKey: string;
  toastMs: number;
  /** Query parameters that brought a toast along and are removed from the address afterwards. */
  transientParams: string[];
  /**
   * The offline cache of a signed-in user's pages and its owner's key, and the service worker to
   * register as the app's layout does (null outside production builds); lib/pwa/offline.ts.
   */
  offline: { userPagesCache: string; ownerKey: string; serviceWorker: string | null };
  endpoints: { csrf: string; credentials: string; google: string; signUp: string; reset: string };
  validation: Record<string, string>;
  errors: SignInErrorTexts;
  texts: {
    signInFailed: string;
    signInSuccess: string;
    signInSuccessText: string;
    signUpFailed: string;
    signUpSent: string;
    signUpSentText: string;
    passwordMismatch: string;
    passwordMismatchText: string;
    resetSent: string;
    resetSentText: string;
    resetFailed: string;
    resetFailedText: string;
    googleFailed: string;
    googleNotConfigured: string;
    unexpected: string;
  };
}

type Describe = (error: string, texts: SignInErrorTexts) => string;
type FieldErrors = (detail: string | undefined, validation: Record<string, string>) => Record<string, string>;

/**
 * The sign-in screen's behaviour (spec §2): two tabs, sign-in through
 * next-auth's credentials endpoint, sign-up and 'Passwort vergessen?' through
 * their route handlers, the server's German field errors under each field and
 * toasts. Runs as a plain inline script (see sign-in-script.tsx), so it is
 * self-contained: no imports and no outer variables; the two helpers from
 * lib/auth/sign-in-error.ts come in as arguments.
 */
export function enhanceSignIn(config: SignInConfig, describe: Describe, fieldErrorsOf: FieldErrors): void {
  const root = document.querySelector<HTMLElement>("[data-sign-in]");
  if (!root) return;
  const { texts, endpoints } = config;
  let state: SignInState = { returnTo: "/app", google: false, googleLink: null, toasts: [] };
  try {
    state = {
      ...state,
      ...(JSON.parse(document.getElementById(config.stateId)?.textContent ?? "{}") as object),
    };
  } catch {
    // The defaults: sign-in returns to /app.
  }
  const find = <T extends Element>(selector: string, within: ParentNode = root) =>
    within.querySelector<T>(selector);

  // The server shows this screen only to a visitor without a session: pages a previous user left
  // in the offline cache (a session that expired or ended elsewhere) go before anyone signs in.
  try {
    localStorage.removeItem(config.offline.ownerKey);
  } catch {
    // Storage blocked: there is no owner to forget.
  }
  if (typeof caches !== "undefined") caches.delete(config.offline.userPagesCache).catch(() => undefined);
  // Blocked (private mode, a test browser) or failed: the screen works the same without it.
  if (config.offline.serviceWorker && "serviceWorker" in navigator)
    navigator.serviceWorker
      .register(config.offline.serviceWorker, { scope: "/", updateViaCache: "none" })
      .catch(() => undefined);

  // Toasts, as the app's sonner shows them: newest last, gone after a while or on ×.
  const list = find<HTMLOListElement>("[data-toasts]");
  const template = find<HTMLTemplateElement>("[data-toast-template]");
  const toast = (kind: SignInToast["kind"], title: string, description: string) => {
    const item = template?.content.firstElementChild?.cloneNode(true);
    if (!list || !(item instanceof HTMLElement)) return;
    item.dataset.kind = kind;
    const titleNode = find("[data-toast-title]", item);
    const textNode = find("[data-toast-text]", item);
    if (titleNode) titleNode.textContent = title;
    if (textNode) textNode.textContent = description;
    find("[data-toast-close]", item)?.addEventListener("click", () => item.remove());
    list.append(item);
    setTimeout(() => item.remove(), config.toastMs);
  };

  // Tabs (WAI-ARIA tabs pattern): click, arrow keys, Home and End.
  const tabs = [...root.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
  const select = (tab: HTMLButtonElement, focus: boolean) => {
    for (const candidate of tabs) {
      const active = candidate === tab;
      candidate.setAttribute("aria-selected", String(active));
      candidate.tabIndex = active ? 0 : -1;
      const panel = document.getElementById(candidate.getAttribute("aria-controls") ?? "");
      if (panel) panel.hidden = !active;
    }
    if (focus) tab.focus();
  };
  tabs.forEach((tab, index) => {
    tab.addEventListener("click", () => select(tab, false));
    tab.addEventListener("keydown", (event) => {
      const last = tabs.length - 1;
      const next: Record<string, number> = {
        ArrowRight: index === last ? 0 : index + 1,
        ArrowLeft: index === 0 ? last : index - 1,
        Home: 0,
        End: last,
      };
      const target = tabs[next[event.key] ?? -1];
      if (!target) return;
      event.preventDefault();
      select(target, true);
    });
  });

  // Field errors from the server, each under its field; the first wrong field gets the focus.
  const showErrors = (form: HTMLFormElement, errors: Record<string, string>) => {
    let first: HTMLInputElement | null = null;
    for (const field of form.querySelectorAll<HTMLElement>("[data-field]")) {
      const input = find<HTMLInputElement>("input", field);
      const error = find<HTMLElement>("[data-error]", field);
      const hint = find<HTMLElement>("[data-hint]", field);
      const message = errors[field.dataset.field ?? ""];
      if (!input || !error) continue;
      error.textContent = message ?? "";
      error.hidden = !message;
      if (hint) hint.hidden = Boolean(message);
      if (message) input.setAttribute("aria-invalid", "true");
      else input.removeAttribute("aria-invalid");
      const describedBy = message ? error.id : hint?.id;
      if (describedBy) input.setAttribute("aria-describedby", describedBy);
      else input.removeAttribute("aria-describedby");
      if (message && !first) first = input;
    }
    first?.focus();
  };

  // While a form is sent, the tabs and the buttons wait; the form's own button says what happens.
  const setBusy = (form: HTMLFormElement, busy: boolean) => {
    for (const button of root.querySelectorAll<HTMLButtonElement>("button")) {
      if (button.closest("[data-toasts]")) continue;
      button.disabled = busy;
    }
    const submit = find<HTMLButtonElement>('button[type="submit"]', form);
    if (!submit) return;
    if (busy) {
      submit.dataset.label = submit.textContent ?? "";
      submit.textContent = submit.dataset.busyLabel ?? "";
    } else if (submit.dataset.label !== undefined) {
      submit.textContent = submit.dataset.label;
    }
  };

  const value = (form: HTMLFormElement, name: string) => {
    const input = form.elements.namedItem(name);
    return input instanceof HTMLInputElement ? input.value : "";
  };

  /** Sends a form with `send`; a second submit while one is on its way does nothing. */
  const onSubmit = (form: HTMLFormElement | null, send: (form: HTMLFormElement) => Promise<boolean>) => {
    if (!form) return;
    let sending = false;
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      if (sending) return;
      sending = true;
      setBusy(form, true);
      send(form).then(
        (leaving) => {
          // Leaving the page: the buttons stay disabled until the next one shows.
          if (!leaving) setBusy(form, false);
          sending = false;
        },
        () => {
          setBusy(form, false);
          sending = false;
        },
      );
    });
  };

  const csrfToken = async () => {
    const response = await fetch(endpoints.csrf, { headers: { Accept: "application/json" } });
    return ((await response.json()) as { csrfToken: string }).csrfToken;
  };

  /** next-auth's form endpoints, as next-auth/react calls them: the answer names where to go. */
  const nextAuth = async (endpoint: string, fields: Record<string, string>) => {
    const body = new URLSearchParams({ ...fields, csrfToken: await csrfToken(), json: "true" });
    const response = await fetch(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Auth-Return-Redirect": "1" },
      body,
    });
    return new URL(((await response.json()) as { url: string }).url, location.href);
  };

  /** A route handler's typed answer (server/http/responses.ts): { ok, data } or { ok: false, … }. */
  const postJson = async (endpoint: string, body: unknown) => {
    const response = await fetch(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
    });
    return (await response.json()) as {
      ok: boolean;
      data?: { email?: string };
      message?: string;
      fieldErrors?: Record<string, string>;
    };
  };

  const signInForm = find<HTMLFormElement>('[data-form="anmelden"]');
  onSubmit(signInForm, async (form) => {
    showErrors(form, {});
    try {
      const email = value(form, "email");
      const target = await nextAuth(endpoints.credentials, {
        email,
        password: value(form, "password"),
        callbackUrl: state.returnTo,
      });
      const error = target.searchParams.get("error");
      if (error !== null || target.origin !== location.origin || target.pathname.startsWith("/api/")) {
        const [code, detail] = (error ?? "").split(":");
        const fields = code === "validation" ? fieldErrorsOf(detail, config.validation) : {};
        if (Object.keys(fields).length > 0) showErrors(form, fields);
        else toast("error", texts.signInFailed, describe(error ?? "", config.errors));
        return false;
      }
      // The next page shows the toast (components/app/session-flash.tsx).
      const flash: SignInToast = {
        kind: "success",
        title: texts.signInSuccess,
        description: texts.signInSuccessText,
      };
      sessionStorage.setItem(config.flashKey, JSON.stringify(flash));
      location.assign(target.href);
      return true;
    } catch {
      toast("error", texts.signInFailed, texts.unexpected);
      return false;
    }
  });

  const signUpForm = find<HTMLFormElement>('[data-form="registrieren"]');
  const sent = find<HTMLElement>("[data-sign-up-sent]");
  onSubmit(signUpForm, async (form) => {
    showErrors(form, {});
    try {
      const result = await postJson(endpoints.signUp, {
        email: value(form, "email"),
        password: value(form, "password"),
        confirmPassword: value(form, "confirmPassword"),
      });
      if (!result.ok) {
        const errors = result.fieldErrors ?? {};
        showErrors(form, errors);
        if (errors.confirmPassword === config.validation.passwordsDiffer)
          toast("error", texts.passwordMismatch, texts.passwordMismatchText);
        else if (Object.keys(errors).length === 0)
          toast("error", texts.signUpFailed, result.message ?? texts.unexpected);
        return false;
      }
      toast("success", texts.signUpSent, texts.signUpSentText);
      form.reset();
      form.hidden = true;
      const text = find("[data-sent-text]", sent ?? root);
      if (sent && text) {
        text.textContent = (sent.dataset.text ?? "").replace("{email}", result.data?.email ?? "");
        sent.hidden = false;
      }
      return false;
    } catch {
      toast("error", texts.signUpFailed, texts.unexpected);
      return false;
    }
  });
  find("[data-sign-up-again]")?.addEventListener("click", () => {
    if (sent) sent.hidden = true;
    if (!signUpForm) return;
    signUpForm.hidden = false;
    find<HTMLInputElement>("input", signUpForm)?.focus();
  });

  // 'Passwort vergessen?': a native dialog with its own form, filled with the sign-in form's address.
  const dialog = find<HTMLDialogElement>("[data-reset-dialog]");
  const resetForm = find<HTMLFormElement>('[data-form="passwort-vergessen"]');
  find("[data-open-reset]")?.addEventListener("click", () => {
    if (!dialog || !resetForm) return;
    resetForm.reset();
    showErrors(resetForm, {});
    const email = resetForm.elements.namedItem("email");
    if (email instanceof HTMLInputElement && signInForm) email.value = value(signInForm, "email");
    dialog.showModal();
  });
  find("[data-close-reset]")?.addEventListener("click", () => dialog?.close());
  onSubmit(resetForm, async (form) => {
    showErrors(form, {});
    try {
      const result = await postJson(endpoints.reset, { email: value(form, "email") });
      if (!result.ok) {
        const errors = result.fieldErrors ?? {};
        showErrors(form, errors);
        if (Object.keys(errors).length === 0)
          toast("error", texts.resetFailed, result.message || texts.resetFailedText);
        return false;
      }
      toast("success", texts.resetSent, texts.resetSentText);
      dialog?.close();
      return false;
    } catch {
      toast("error", texts.resetFailed, texts.resetFailedText);
      return false;
    }
  });

  // 'Mit Google anmelden': next-auth's sign-in endpoint names Google's page to go to.
  const google = find<HTMLButtonElement>("[data-google]");
  google?.addEventListener("click", () => {
    if (!state.google) {
      toast("error", texts.googleFailed, texts.googleNotConfigured);
      return;
    }
    google.disabled = true;
    nextAuth(endpoints.google, { callbackUrl: state.returnTo }).then(
      (target) => location.assign(target.href),
      () => {
        google.disabled = false;
        toast("error", texts.googleFailed, texts.unexpected);
      },
    );
  });

  // What this request brought along: a Google account waiting for its password, toasts.
  if (state.googleLink) {
    const block = find<HTMLElement>("[data-google-link]");
    const text = find("[data-google-link-text]");
    if (block && text) {
      text.textContent = state.googleLink.text;
      block.hidden = false;
    }
    const email = signInForm?.elements.namedItem("email");
    if (email instanceof HTMLInputElement) email.value = state.googleLink.email;
  }
  for (const item of state.toasts) toast(item.kind, item.title, item.description);
  // A confirmation link or an error is not repeated on reload; the rest of the address stays.
  const url = new URL(location.href);
  if (config.transientParams.some((name) => url.searchParams.has(name))) {
    for (const name of config.transientParams) url.searchParams.delete(name);
    history.replaceState(null, "", `${url.pathname}${url.search}`);
  }
}
