// Which addresses a push may never go to (lib/push/address.ts): the SSRF guard's pure half.
import { describe, expect, it } from "vitest";

import { isAddressLiteral, isLocalHostname, isNonPublicAddress } from "@/lib/push/address";

describe("isNonPublicAddress", () => {
  it.each([
    "0.0.0.0",
    "10.1.2.3",
    "100.64.0.1",
    "100.127.255.255",
    "127.0.0.1",
    "127.255.255.254",
    "169.254.169.254",
    "172.16.0.1",
    "172.31.255.255",
    "192.0.0.8",
    "192.0.2.1",
    "192.168.0.1",
    "198.18.0.1",
    "198.51.100.7",
    "203.0.113.9",
    "224.0.0.1",
    "239.255.255.250",
    "240.0.0.1",
    "255.255.255.255",
    "::",
    "::1",
    "[::1]",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::ffff:10.0.0.1",
    "::ffff:a9fe:a9fe",
    "::127.0.0.1",
    "64:ff9b::7f00:1",
    "64:ff9b::10.0.0.1",
    "2002:7f00:1::1",
    "2002:c0a8:101::1",
    "fc00::1",
    "fd12:3456:789a::1",
    "fe80::1",
    "fe80::1%eth0",
    "febf::1",
    "fec0::1",
    "ff02::1",
    "2001:db8::1",
    "2001::1",
    "100::1",
    "kein-Address-Literal",
    "",
  ])("%s is not public", (address) => {
    expect(isNonPublicAddress(address)).toBe(true);
  });

  it.each([
    "1.1.1.1",
    "8.8.8.8",
    "93.184.215.14",
    "142.250.185.74",
    "100.63.255.255",
    "100.128.0.0",
    "172.15.255.255",
    "172.32.0.0",
    "192.169.0.1",
    "2a00:1450:4001:80b::200a",
    "2606:4700:4700::1111",
    "[2a02:26f0::1]",
    "::ffff:8.8.8.8",
    "64:ff9b::808:808",
    "2002:808:808::1",
  ])("%s is public", (address) => {
    expect(isNonPublicAddress(address)).toBe(false);
  });
});

describe("host names", () => {
  it("tells address literals from names", () => {
    expect(isAddressLiteral("127.0.0.1")).toBe(true);
    expect(isAddressLiteral("[::1]")).toBe(true);
    expect(isAddressLiteral("fcm.googleapis.com")).toBe(false);
  });

  it.each([
    "localhost",
    "LOCALHOST",
    "api.localhost",
    "drucker",
    "nas.local",
    "db.internal",
    "router.home.arpa",
    "x.test",
    "localhost.",
  ])("%s is local by name", (name) => expect(isLocalHostname(name)).toBe(true));

  it.each([
    "fcm.googleapis.com",
    "updates.push.services.mozilla.com",
    "web.push.apple.com",
    "wns2-par02p.notify.windows.com",
  ])("%s, a real push service, is not", (name) => expect(isLocalHostname(name)).toBe(false));
});
