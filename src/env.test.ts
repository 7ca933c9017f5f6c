import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env";

const base = { NODE_ENV: "test" };

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
