import { describe, expect, it } from "vitest";
import { UNUSED_SESSION_PATHS, withoutTokens } from "./token-shield";

describe("withoutTokens", () => {
  it("drops the token beside the user and inside the session, keeping the rest", () => {
    expect(withoutTokens({ token: "t", user: { id: "u" }, redirect: false })).toEqual({
      user: { id: "u" },
      redirect: false,
    });
    expect(
      withoutTokens({ session: { id: "s", token: "t", expiresAt: "x" }, user: { id: "u" } }),
    ).toEqual({ session: { id: "s", expiresAt: "x" }, user: { id: "u" } });
  });

  it("leaves answers without a token alone", () => {
    for (const answer of [null, undefined, "ok", [{ token: "t" }], { status: true }]) {
      expect(withoutTokens(answer)).toBeNull();
    }
  });

  it("turns off the route that lists every session's token", () => {
    expect(UNUSED_SESSION_PATHS).toContain("/list-sessions");
    expect(UNUSED_SESSION_PATHS).not.toContain("/get-session");
  });
});
