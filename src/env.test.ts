import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env";

const base = { NODE_ENV: "test" } as const;

describe("TRUSTED_PROXIES", () => {
  it("trusts no proxy by default", () => {
    expect(parseEnv(base).TRUSTED_PROXIES).toEqual([]);
  });

  it("reads addresses and CIDR ranges separated by commas or spaces", () => {
    const env = parseEnv({ ...base, TRUSTED_PROXIES: " 10.0.0.0/8, 127.0.0.1  ::1\n" });
    expect(env.TRUSTED_PROXIES).toEqual(["10.0.0.0/8", "127.0.0.1", "::1"]);
  });

  it("stops with a message naming the variable and the bad entry", () => {
    expect(() => parseEnv({ ...base, TRUSTED_PROXIES: "10.0.0.1, proxy.internal" })).toThrow(
      EnvError,
    );
    expect(() => parseEnv({ ...base, TRUSTED_PROXIES: "10.0.0.0/40" })).toThrow(
      /TRUSTED_PROXIES: "10\.0\.0\.0\/40" has a prefix longer than the address/,
    );
  });
});

describe("ADMIN_EMAILS", () => {
  it("is a comma-separated list, trimmed and lower-cased; empty by default", () => {
    expect(parseEnv(base).ADMIN_EMAILS).toEqual([]);
    expect(
      parseEnv({ ...base, ADMIN_EMAILS: " Head@School.pk, ,editor@school.pk " }).ADMIN_EMAILS,
    ).toEqual(["head@school.pk", "editor@school.pk"]);
  });

  it("stops the server with a message naming the variable when an entry is no address", () => {
    expect(() => parseEnv({ ...base, ADMIN_EMAILS: "head@school.pk,nobody" })).toThrow(EnvError);
    expect(() => parseEnv({ ...base, ADMIN_EMAILS: "nobody" })).toThrow(/ADMIN_EMAILS/);
  });
});
