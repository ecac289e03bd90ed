import "server-only";

import type { IncomingMessage } from "node:http";
import http from "node:http";
import { isIP } from "node:net";

import { env } from "@/env";

// The address a request came from, for the per-address rate limits.
//
// X-Forwarded-For lists the hops a request passed, the client first: every
// proxy appends the address it received the request from, and so does this
// app (appendPeerAddress below). Only the entries appended by the app and the
// TRUST_PROXY_HOPS proxies in front of it are facts; everything to their left
// was written by the client and is ignored, as is X-Real-IP.

type HeaderSource = Headers | Record<string, unknown> | undefined;

function header(headers: HeaderSource, name: string): string | undefined {
  if (!headers) return undefined;
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const value = headers[name];
  if (Array.isArray(value)) return value.map(String).join(", ");
  return typeof value === "string" ? value : undefined;
}

/**
 * The rate-limit key of an address: IPv4 as it is (also when IPv4-mapped), IPv6
 * by its /64 network, which a single host usually owns whole.
 */
export function addressKey(address: string): string | null {
  const ip = address.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  const version = isIP(ip);
  if (version === 4) return ip;
  if (version !== 6) return null;
  const [head = "", tail = ""] = ip.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/**
 * The client's address: the entry TRUST_PROXY_HOPS places left of the last one
 * (which this app appended), or null when the headers hold no usable address.
 * There is no shared fallback: a request without one is not counted by address.
 */
export function clientIp(headers: HeaderSource): string | null {
  const chain = (header(headers, "x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (chain.length === 0) return null;
  const index = Math.max(0, chain.length - 1 - env().TRUST_PROXY_HOPS);
  return addressKey(chain[index] ?? "");
}

/** Appends the TCP peer of `request` to its X-Forwarded-For, as a proxy does. */
export function appendPeerAddress(request: IncomingMessage): void {
  const peer = request.socket?.remoteAddress;
  if (!peer) return;
  const forwarded = request.headers["x-forwarded-for"];
  const before = Array.isArray(forwarded) ? forwarded.join(", ") : forwarded;
  request.headers["x-forwarded-for"] = before ? `${before}, ${peer}` : peer;
}

const INSTALLED = Symbol.for("resonanz.appendPeerAddress");

/**
 * `next start` keeps an X-Forwarded-For the client sent and then never records
 * the TCP peer (base-server.js sets the header only when it is missing), so the
 * peer would be lost. This appends it to every request the HTTP server emits.
 */
export function recordPeerAddresses(): void {
  const server = http.Server.prototype as http.Server & { [INSTALLED]?: true };
  if (server[INSTALLED]) return;
  server[INSTALLED] = true;
  const emit = server.emit as (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;
  server.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === "request") appendPeerAddress(args[0] as IncomingMessage);
    return emit.call(this, event, ...args);
  } as typeof server.emit;
}
