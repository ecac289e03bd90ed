// The client address for the rate limits: only what the app and its trusted
// proxies wrote counts; X-Real-IP and the client's own X-Forwarded-For do not.
import { createServer, request as httpRequest } from "node:http";

import { afterEach, describe, expect, it, vi } from "vitest";

async function withHops(hops: number) {
  vi.resetModules();
  vi.stubEnv("TRUST_PROXY_HOPS", String(hops));
  return import("@/server/client-address");
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("clientIp", () => {
  it("without a proxy takes the TCP peer, which the app appended last", async () => {
    const { clientIp } = await withHops(0);
    expect(clientIp(new Headers({ "x-forwarded-for": "203.0.113.9" }))).toBe("203.0.113.9");
    // Whatever the client wrote before it is ignored, and X-Real-IP is never read.
    const spoofed = new Headers({ "x-forwarded-for": "1.2.3.4, 203.0.113.9", "x-real-ip": "5.6.7.8" });
    expect(clientIp(spoofed)).toBe("203.0.113.9");
  });

  it("behind one proxy takes the address the proxy appended", async () => {
    const { clientIp } = await withHops(1);
    // client wrote 1.2.3.4; nginx appended 198.51.100.7; the app appended nginx's 127.0.0.1
    expect(clientIp({ "x-forwarded-for": "1.2.3.4, 198.51.100.7, 127.0.0.1" })).toBe("198.51.100.7");
    expect(clientIp({ "x-forwarded-for": "198.51.100.7, 127.0.0.1", "x-real-ip": "9.9.9.9" })).toBe(
      "198.51.100.7",
    );
  });

  it("does not change its answer when the client rotates its own headers", async () => {
    const { clientIp } = await withHops(1);
    const keys = new Set(
      Array.from({ length: 20 }, (_, index) =>
        clientIp(
          new Headers({
            "x-real-ip": `10.0.0.${index}`,
            "x-forwarded-for": `10.0.1.${index}, 10.0.2.${index}, 198.51.100.7, 127.0.0.1`,
          }),
        ),
      ),
    );
    expect([...keys]).toEqual(["198.51.100.7"]);
  });

  it("has no shared bucket: no address, or no valid one, is null", async () => {
    const { clientIp } = await withHops(0);
    expect(clientIp(undefined)).toBeNull();
    expect(clientIp(new Headers())).toBeNull();
    expect(clientIp(new Headers({ "x-forwarded-for": "unknown" }))).toBeNull();
    expect(clientIp(new Headers({ "x-real-ip": "203.0.113.9" }))).toBeNull();
  });

  it("keys IPv6 by its /64 network and IPv4-mapped addresses as IPv4", async () => {
    const { addressKey } = await withHops(0);
    expect(addressKey("2001:db8:1:2:3:4:5:6")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8:1:2::ff")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:0db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(addressKey("nicht-ip")).toBeNull();
  });
});

describe("recordPeerAddresses", () => {
  it("appends the TCP peer to what the client sent, on a real HTTP server", async () => {
    const { recordPeerAddresses } = await withHops(0);
    recordPeerAddresses();
    recordPeerAddresses(); // installed once
    const server = createServer((request, response) => {
      response.end(String(request.headers["x-forwarded-for"]));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as { port: number };
    const seen = (headers: Record<string, string>) =>
      new Promise<string>((resolve, reject) => {
        httpRequest({ port, host: "127.0.0.1", headers }, (response) => {
          let body = "";
          response.on("data", (chunk: Buffer) => (body += chunk.toString()));
          response.on("end", () => resolve(body));
        })
          .on("error", reject)
          .end();
      });
    try {
      expect(await seen({})).toBe("127.0.0.1");
      expect(await seen({ "x-forwarded-for": "1.2.3.4" })).toBe("1.2.3.4, 127.0.0.1");
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
