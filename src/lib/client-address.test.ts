import { describe, expect, it } from "vitest";
import {
  addressBucket,
  normaliseAddress,
  proxyEntryProblem,
  resolveClientAddress,
  trustedProxyList,
} from "./client-address";

const none = trustedProxyList([]);
const proxies = trustedProxyList(["10.0.0.0/8", "192.0.2.10", "2001:db8:1::/48"]);

describe("resolveClientAddress", () => {
  it("believes only the socket when no proxy is trusted, whatever X-Forwarded-For says", () => {
    for (const forwardedFor of [null, "198.51.100.9", "1.1.1.1, 2.2.2.2", "garbage"]) {
      expect(resolveClientAddress({ socket: "203.0.113.7", forwardedFor, trusted: none })).toBe(
        "203.0.113.7",
      );
    }
  });

  it("takes the right-most address that is not a trusted proxy", () => {
    // What nginx's $proxy_add_x_forwarded_for sends: whatever the client claimed, then the client.
    const resolved = resolveClientAddress({
      socket: "10.1.2.3",
      forwardedFor: "6.6.6.6, 198.51.100.20",
      trusted: proxies,
    });
    expect(resolved).toBe("198.51.100.20");
  });

  it("walks through a chain of trusted proxies", () => {
    const resolved = resolveClientAddress({
      socket: "192.0.2.10",
      forwardedFor: "1.2.3.4, 198.51.100.30, 10.9.9.9",
      trusted: proxies,
    });
    expect(resolved).toBe("198.51.100.30");
  });

  it("ignores X-Forwarded-For from a socket that is not a trusted proxy", () => {
    const resolved = resolveClientAddress({
      socket: "198.51.100.40",
      forwardedFor: "10.0.0.1",
      trusted: proxies,
    });
    expect(resolved).toBe("198.51.100.40");
  });

  it("stops at the last trusted hop when a proxy passes on something that is not an address", () => {
    for (const forwardedFor of ["not-an-address", "", null, "1.2.3.4, <script>"]) {
      expect(resolveClientAddress({ socket: "10.0.0.2", forwardedFor, trusted: proxies })).toBe(
        "10.0.0.2",
      );
    }
  });

  it("answers the left-most address when every hop is a trusted proxy", () => {
    const resolved = resolveClientAddress({
      socket: "10.0.0.2",
      forwardedFor: "10.0.0.9, 10.0.0.3",
      trusted: proxies,
    });
    expect(resolved).toBe("10.0.0.9");
  });

  it("reads IPv4 clients of a dual-stack socket as IPv4, and IPv6 ranges", () => {
    expect(
      resolveClientAddress({ socket: "::ffff:203.0.113.8", forwardedFor: null, trusted: none }),
    ).toBe("203.0.113.8");
    expect(
      resolveClientAddress({
        socket: "2001:db8:1:2::5",
        forwardedFor: "2001:DB8:FFFF::1",
        trusted: proxies,
      }),
    ).toBe("2001:db8:ffff::1");
  });

  it("has no address without a socket address", () => {
    expect(
      resolveClientAddress({ socket: undefined, forwardedFor: "1.2.3.4", trusted: none }),
    ).toBe(null);
    expect(resolveClientAddress({ socket: "nonsense", forwardedFor: null, trusted: none })).toBe(
      null,
    );
  });
});

describe("proxyEntryProblem", () => {
  it("accepts addresses and CIDR ranges of both families", () => {
    for (const entry of ["127.0.0.1", "10.0.0.0/8", "::1", "2001:db8::/32", "0.0.0.0/0"]) {
      expect(proxyEntryProblem(entry)).toBeNull();
    }
  });

  it("names what is wrong with anything else", () => {
    expect(proxyEntryProblem("localhost")).toMatch(/not an IP address/);
    expect(proxyEntryProblem("10.0.0.0/33")).toMatch(/prefix/);
    expect(proxyEntryProblem("2001:db8::/129")).toMatch(/prefix/);
    expect(proxyEntryProblem("10.0.0/8")).toMatch(/not an IP address/);
    expect(proxyEntryProblem("1.2.3.4/8x")).toMatch(/not an IP address/);
  });
});

describe("addressBucket", () => {
  it("keeps IPv4 addresses and groups IPv6 addresses by their /64", () => {
    expect(addressBucket("203.0.113.7")).toBe("203.0.113.7");
    expect(addressBucket("2001:db8:aa:bb:1:2:3:4")).toBe("2001:db8:aa:bb::/64");
    expect(addressBucket("2001:db8:aa:bb::9")).toBe("2001:db8:aa:bb::/64");
    expect(addressBucket("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressBucket("::1")).toBe("0:0:0:0::/64");
    expect(addressBucket("64:ff9b::192.0.2.1")).toBe("64:ff9b:0:0::/64");
  });

  it("normalises case and mapped addresses through normaliseAddress", () => {
    expect(normaliseAddress(" ::FFFF:192.0.2.1 ")).toBe("192.0.2.1");
    expect(normaliseAddress("2001:DB8::1")).toBe("2001:db8::1");
  });
});
