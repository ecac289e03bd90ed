// A local stand-in for the parts of Stripe's API that Resonanz uses, for
// integration and browser tests. The official SDK talks to it through its
// host, port and protocol options (STRIPE_API_BASE). It checks requests the
// way Stripe does (secret key, form encoding, unknown and missing parameters,
// unknown customers and prices), answers with Stripe's object shapes for the
// SDK's API version, and records every request so tests can assert the exact
// form fields that were sent.
//
// It also serves a minimal hosted Checkout page: "paying" there creates the
// subscription and, when a webhook target is configured, delivers signed
// events to it before redirecting to the session's success_url, as Stripe does.
// Imports stay relative (no "@/") so scripts/e2e-server.mjs can load it too.
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

import Stripe from "stripe";

type Json = Record<string, unknown>;

export interface StripeDoubleOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
  secretKey: string;
  prices: { monthly: string; yearly: string };
  /** Where completing a hosted Checkout delivers its signed events. */
  webhook?: { url: string; secret: string };
}

export interface RecordedRequest {
  method: string;
  path: string;
  /** The raw form-encoded body, exactly as sent. */
  raw: string;
  /** The body decoded into Stripe's flat bracket keys, e.g. `line_items[0][price]`. */
  form: Record<string, string>;
  headers: Record<string, string | undefined>;
}

export interface Delivery {
  type: string;
  eventId: string;
  status: number;
}

const API_VERSION = "2026-10-28.endive";
const DAY = 86_400;

const id = (prefix: string) => `${prefix}_test_${randomBytes(9).toString("hex")}`;
const now = () => Math.floor(Date.now() / 1000);

class StripeError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly param?: string,
    readonly code?: string,
    readonly type = "invalid_request_error",
  ) {
    super(message);
  }
}

/** The parameters each endpoint accepts; anything else is refused like Stripe refuses it. */
const ALLOWED: Record<string, readonly string[]> = {
  "POST /v1/customers": ["email", "metadata[userId]"],
  "POST /v1/checkout/sessions": [
    "mode",
    "line_items[0][price]",
    "line_items[0][quantity]",
    "customer",
    "client_reference_id",
    "metadata[userId]",
    "subscription_data[metadata][userId]",
    "subscription_data[trial_period_days]",
    "locale",
    "success_url",
    "cancel_url",
  ],
  "POST /v1/billing_portal/sessions": [
    "customer",
    "return_url",
    "flow_data[type]",
    "flow_data[subscription_cancel][subscription]",
  ],
};

function checkParams(route: string, form: Record<string, string>): void {
  const allowed = ALLOWED[route] ?? [];
  for (const key of Object.keys(form)) {
    if (!allowed.includes(key)) throw new StripeError(400, `Received unknown parameter: ${key}`, key);
  }
}

function required(form: Record<string, string>, key: string): string {
  const value = form[key];
  if (value === undefined || value === "") throw new StripeError(400, `Missing required param: ${key}.`, key);
  return value;
}

function absoluteUrl(form: Record<string, string>, key: string): string {
  const value = required(form, key);
  if (!/^https?:\/\/[^/]/.test(value)) throw new StripeError(400, `Not a valid URL`, key, "url_invalid");
  return value;
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (body += chunk));
    request.on("end", () => resolve(body));
    request.on("error", reject);
  });

function send(response: ServerResponse, status: number, body: Json, headers: Record<string, string> = {}) {
  response.writeHead(status, {
    "Content-Type": "application/json",
    "Request-Id": id("req"),
    "Stripe-Version": API_VERSION,
    ...headers,
  });
  response.end(JSON.stringify(body));
}

function html(response: ServerResponse, status: number, title: string, body: string) {
  response.writeHead(status, { "Content-Type": "text/html; charset=utf-8" });
  response.end(
    `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>${title}</title></head>` +
      `<body style="font-family:sans-serif;max-width:32rem;margin:3rem auto"><h1>${title}</h1>${body}</body></html>`,
  );
}

export class StripeDouble {
  readonly requests: RecordedRequest[] = [];
  readonly deliveries: Delivery[] = [];
  readonly customers = new Map<string, Json>();
  readonly sessions = new Map<string, Json>();
  readonly subscriptions = new Map<string, Json>();
  private readonly idempotent = new Map<string, string>();
  private failures: { status: number; remaining: number } | null = null;
  private readonly holds: { path: string; arrived: () => void; released: Promise<void> }[] = [];
  private readonly server = createServer((request, response) => void this.route(request, response));
  private base = "";

  constructor(private readonly options: StripeDoubleOptions) {}

  async start(): Promise<this> {
    const host = this.options.host ?? "127.0.0.1";
    await new Promise<void>((resolve) => this.server.listen(this.options.port ?? 0, host, resolve));
    this.base = `http://${host}:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  /** The value for STRIPE_API_BASE. */
  get url(): string {
    return this.base;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** Requests to one endpoint, e.g. requestsTo("POST", "/v1/checkout/sessions"). */
  requestsTo(method: string, path: string): RecordedRequest[] {
    return this.requests.filter((request) => request.method === method && request.path === path);
  }

  /** The next `count` API requests fail with `status`, as during a Stripe outage. */
  failNext(count: number, status = 500): void {
    this.failures = { status, remaining: count };
  }

  /** What a customer finishing the hosted Checkout causes: the subscription exists, the session is complete. */
  completeCheckout(sessionId: string): Json {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`unknown checkout session ${sessionId}`);
    const metadata = (session.subscription_data_metadata ?? {}) as Json;
    const trialDays = Number(session.trial_period_days ?? 0);
    const subscription = this.createSubscription(
      String(session.customer),
      String(session.price),
      metadata,
      trialDays,
    );
    Object.assign(session, {
      status: "complete",
      payment_status: trialDays ? "no_payment_required" : "paid",
    });
    session.subscription = subscription.id;
    return subscription;
  }

  /** Changes a subscription as Stripe would (the portal, a failed payment, the end of a period). */
  updateSubscription(subscriptionId: string, patch: Json): Json {
    const subscription = this.subscriptions.get(subscriptionId);
    if (!subscription) throw new Error(`unknown subscription ${subscriptionId}`);
    Object.assign(subscription, patch);
    return subscription;
  }

  /**
   * Holds the answer to the next request for `path` (e.g. a subscription's GET): its
   * body is taken when the request arrives, as Stripe would, but sent only on
   * release(). Lets a test interleave two webhook deliveries for real.
   */
  holdNext(path: string): { arrived: Promise<void>; release: () => void } {
    let arrived!: () => void;
    let release!: () => void;
    const arrival = new Promise<void>((resolve) => (arrived = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    this.holds.push({ path, arrived, released });
    return { arrived: arrival, release };
  }

  /** A Stripe event wrapping `object`, in the SDK's API version. */
  event(type: string, object: Json): Json {
    return {
      id: id("evt"),
      object: "event",
      api_version: API_VERSION,
      created: now(),
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
  }

  /** An invoice.payment_failed event for a subscription. */
  paymentFailedEvent(subscriptionId: string): Json {
    const subscription = this.subscriptions.get(subscriptionId);
    if (!subscription) throw new Error(`unknown subscription ${subscriptionId}`);
    return this.event("invoice.payment_failed", {
      id: id("in"),
      object: "invoice",
      customer: subscription.customer,
      status: "open",
      parent: {
        type: "subscription_details",
        quote_details: null,
        subscription_details: { subscription: subscriptionId, metadata: subscription.metadata },
      },
    });
  }

  /** The session's checkout.session.completed event. */
  checkoutCompletedEvent(sessionId: string): Json {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`unknown checkout session ${sessionId}`);
    return this.event("checkout.session.completed", this.publicSession(session));
  }

  /** Signs a payload the way Stripe does, with the SDK's own test helper. */
  static sign(payload: string, secret: string): string {
    return Stripe.webhooks.generateTestHeaderString({ payload, secret });
  }

  private createSubscription(customer: string, priceId: string, metadata: Json, trialDays: number): Json {
    const interval = priceId === this.options.prices.yearly ? "year" : "month";
    const start = now();
    const periodEnd = trialDays ? start + trialDays * DAY : start + (interval === "year" ? 365 : 30) * DAY;
    const subscriptionId = id("sub");
    const subscription: Json = {
      id: subscriptionId,
      object: "subscription",
      customer,
      status: trialDays ? "trialing" : "active",
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
      created: start,
      start_date: start,
      currency: "eur",
      livemode: false,
      metadata,
      trial_start: trialDays ? start : null,
      trial_end: trialDays ? periodEnd : null,
      latest_invoice: null,
      items: {
        object: "list",
        has_more: false,
        url: `/v1/subscription_items?subscription=${subscriptionId}`,
        data: [
          {
            id: id("si"),
            object: "subscription_item",
            subscription: subscriptionId,
            quantity: 1,
            created: start,
            current_period_start: start,
            current_period_end: periodEnd,
            metadata: {},
            price: {
              id: priceId,
              object: "price",
              active: true,
              currency: "eur",
              unit_amount: interval === "year" ? 13_700 : 1_900,
              recurring: { interval, interval_count: 1, usage_type: "licensed" },
              type: "recurring",
            },
          },
        ],
      },
    };
    this.subscriptions.set(subscriptionId, subscription);
    return subscription;
  }

  private publicSession(session: Json): Json {
    const {
      subscription_data_metadata: _metadata,
      trial_period_days: _trial,
      price: _price,
      ...rest
    } = session;
    return rest;
  }

  private async route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? "/", this.base);
    const raw = await readBody(request);
    try {
      if (url.pathname.startsWith("/v1/")) {
        await this.api(request, url.pathname, raw, response, url.searchParams);
      } else {
        await this.page(request.method ?? "GET", url.pathname, response);
      }
    } catch (caught) {
      const error =
        caught instanceof StripeError
          ? caught
          : new StripeError(500, String(caught), undefined, undefined, "api_error");
      const { status, message, param, code, type } = error;
      send(response, status, {
        error: { type, message, ...(param ? { param } : {}), ...(code ? { code } : {}) },
      });
    }
  }

  private async api(
    request: IncomingMessage,
    path: string,
    raw: string,
    response: ServerResponse,
    query: URLSearchParams = new URLSearchParams(),
  ): Promise<void> {
    const method = request.method ?? "GET";
    const form = Object.fromEntries(new URLSearchParams(raw));
    const headers = {
      authorization: request.headers.authorization,
      "content-type": request.headers["content-type"],
      "idempotency-key": request.headers["idempotency-key"] as string | undefined,
      "stripe-version": request.headers["stripe-version"] as string | undefined,
    };
    this.requests.push({ method, path, raw, form, headers });

    if (headers.authorization !== `Bearer ${this.options.secretKey}`) {
      throw new StripeError(401, "Invalid API Key provided", undefined, undefined, "invalid_request_error");
    }
    if (this.failures && this.failures.remaining > 0) {
      this.failures.remaining -= 1;
      throw new StripeError(
        this.failures.status,
        "An unknown error occurred",
        undefined,
        undefined,
        "api_error",
      );
    }
    if (method === "POST" && raw !== "" && headers["content-type"] !== "application/x-www-form-urlencoded") {
      throw new StripeError(400, "Request bodies must be form-encoded");
    }
    const body = structuredClone(this.dispatch(method, path, form, headers["idempotency-key"], query));
    const hold = this.holds.findIndex((candidate) => candidate.path === path);
    if (hold >= 0) {
      const [{ arrived, released }] = this.holds.splice(hold, 1) as [(typeof this.holds)[number]];
      arrived();
      await released;
    }
    send(response, 200, body);
  }

  private dispatch(
    method: string,
    path: string,
    form: Record<string, string>,
    key: string | undefined,
    query: URLSearchParams,
  ): Json {
    const [, , resource, resourceId] = path.split("/");
    if (method === "GET" && path === "/v1/subscriptions") return this.listSubscriptions(query);
    if (method === "POST" && path === "/v1/customers") return this.createCustomer(form, key);
    if (method === "DELETE" && resource === "customers" && resourceId) return this.deleteCustomer(resourceId);
    if (method === "POST" && path === "/v1/checkout/sessions") return this.createSession(form);
    if (method === "GET" && path.startsWith("/v1/checkout/sessions/")) {
      return this.publicSession(this.find(this.sessions, path.split("/")[4] ?? "", "checkout.session"));
    }
    if (resource === "subscriptions" && resourceId) {
      const subscription = this.find(this.subscriptions, resourceId, "subscription");
      if (method === "GET") return subscription;
      if (method === "DELETE") return this.cancel(subscription);
    }
    if (method === "POST" && path === "/v1/billing_portal/sessions") return this.createPortalSession(form);
    throw new StripeError(404, `Unrecognized request URL (${method}: ${path}).`);
  }

  /** GET /v1/subscriptions?customer=…&status=all: Stripe's list (all statuses only with status=all). */
  private listSubscriptions(query: URLSearchParams): Json {
    const customer = query.get("customer");
    const all = query.get("status") === "all";
    const data = [...this.subscriptions.values()].filter(
      (subscription) =>
        (!customer || subscription.customer === customer) &&
        (all || !["canceled", "incomplete_expired"].includes(String(subscription.status))),
    );
    return { object: "list", url: "/v1/subscriptions", has_more: false, data };
  }

  /** A subscription Stripe knows but the app has not heard of yet (a checkout whose webhook is late). */
  addSubscription(customer: string, status: string, metadata: Json = {}): Json {
    const subscription = this.createSubscription(customer, this.options.prices.monthly, metadata, 0);
    subscription.status = status;
    return subscription;
  }

  private find(map: Map<string, Json>, key: string, kind: string): Json {
    const found = map.get(key);
    if (!found) throw new StripeError(404, `No such ${kind}: '${key}'`, "id", "resource_missing");
    return found;
  }

  private createCustomer(form: Record<string, string>, key: string | undefined): Json {
    checkParams("POST /v1/customers", form);
    const replay = key ? this.idempotent.get(key) : undefined;
    if (replay) return this.find(this.customers, replay, "customer");
    const customer: Json = {
      id: id("cus"),
      object: "customer",
      email: form.email ?? null,
      metadata: form["metadata[userId]"] ? { userId: form["metadata[userId]"] } : {},
      created: now(),
      livemode: false,
    };
    this.customers.set(String(customer.id), customer);
    if (key) this.idempotent.set(key, String(customer.id));
    return customer;
  }

  private deleteCustomer(customerId: string): Json {
    this.find(this.customers, customerId, "customer");
    this.customers.delete(customerId);
    return { id: customerId, object: "customer", deleted: true };
  }

  private createSession(form: Record<string, string>): Json {
    checkParams("POST /v1/checkout/sessions", form);
    if (required(form, "mode") !== "subscription") {
      throw new StripeError(400, "This double only supports subscription mode.", "mode");
    }
    const price = required(form, "line_items[0][price]");
    if (price !== this.options.prices.monthly && price !== this.options.prices.yearly) {
      throw new StripeError(400, `No such price: '${price}'`, "line_items[0][price]", "resource_missing");
    }
    if (required(form, "line_items[0][quantity]") !== "1") {
      throw new StripeError(400, "Quantity must be 1.", "line_items[0][quantity]");
    }
    const customer = this.find(this.customers, required(form, "customer"), "customer");
    const trial = form["subscription_data[trial_period_days]"];
    if (trial !== undefined && !/^[1-9]\d*$/.test(trial)) {
      throw new StripeError(400, "Invalid integer", "subscription_data[trial_period_days]");
    }
    const sessionId = id("cs");
    const session: Json = {
      id: sessionId,
      object: "checkout.session",
      mode: "subscription",
      status: "open",
      payment_status: "unpaid",
      customer: customer.id,
      client_reference_id: form.client_reference_id ?? null,
      metadata: form["metadata[userId]"] ? { userId: form["metadata[userId]"] } : {},
      locale: form.locale ?? null,
      success_url: absoluteUrl(form, "success_url"),
      cancel_url: absoluteUrl(form, "cancel_url"),
      subscription: null,
      url: `${this.base}/c/pay/${sessionId}`,
      livemode: false,
      created: now(),
      // Kept for completeCheckout; not part of the public object.
      price,
      trial_period_days: trial ?? null,
      subscription_data_metadata: form["subscription_data[metadata][userId]"]
        ? { userId: form["subscription_data[metadata][userId]"] }
        : {},
    };
    this.sessions.set(sessionId, session);
    return this.publicSession(session);
  }

  private cancel(subscription: Json): Json {
    if (subscription.status === "canceled") {
      throw new StripeError(
        400,
        "This subscription has already been canceled.",
        undefined,
        "resource_missing",
      );
    }
    Object.assign(subscription, { status: "canceled", canceled_at: now(), ended_at: now() });
    return subscription;
  }

  private createPortalSession(form: Record<string, string>): Json {
    checkParams("POST /v1/billing_portal/sessions", form);
    const customer = this.find(this.customers, required(form, "customer"), "customer");
    const flowType = form["flow_data[type]"];
    if (flowType === "subscription_cancel") {
      this.find(
        this.subscriptions,
        required(form, "flow_data[subscription_cancel][subscription]"),
        "subscription",
      );
    }
    const sessionId = id("bps");
    return {
      id: sessionId,
      object: "billing_portal.session",
      customer: customer.id,
      return_url: absoluteUrl(form, "return_url"),
      flow: flowType ? { type: flowType } : null,
      livemode: false,
      created: now(),
      url: `${this.base}/p/session/${sessionId}`,
    };
  }

  /** The hosted pages a browser sees: Checkout (pay or cancel) and the customer portal. */
  private async page(method: string, path: string, response: ServerResponse): Promise<void> {
    const [, area, kind, key] = path.split("/");
    const session = area === "c" && kind === "pay" && key ? this.sessions.get(key) : undefined;
    if (session && method === "GET") {
      html(
        response,
        200,
        "Stripe Checkout (Test)",
        `<p>Resonanz Pro</p><form method="post"><button type="submit">Testzahlung abschließen</button></form>` +
          `<p><a href="${String(session.cancel_url)}">Zurück</a></p>`,
      );
    } else if (session && method === "POST") {
      const subscription = this.completeCheckout(String(session.id));
      await this.deliver(this.event("customer.subscription.created", subscription));
      await this.deliver(this.checkoutCompletedEvent(String(session.id)));
      response.writeHead(303, { Location: String(session.success_url) });
      response.end();
    } else if (area === "p" && kind === "session") {
      html(response, 200, "Stripe Kundenportal (Test)", "<p>Abo und Zahlungsmethode verwalten.</p>");
    } else {
      html(response, 404, "Nicht gefunden", "");
    }
  }

  /** Sends one signed event to the configured webhook, as Stripe delivers it. */
  async deliver(event: Json): Promise<number> {
    const target = this.options.webhook;
    if (!target) return 0;
    const payload = JSON.stringify(event);
    const answer = await fetch(target.url, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "Stripe-Signature": StripeDouble.sign(payload, target.secret),
      },
      body: payload,
    });
    this.deliveries.push({ type: String(event.type), eventId: String(event.id), status: answer.status });
    return answer.status;
  }
}

/** Starts a double; remember to close() it. */
export const startStripeDouble = (options: StripeDoubleOptions) => new StripeDouble(options).start();
