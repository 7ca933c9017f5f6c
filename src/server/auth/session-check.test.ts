import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { cookieValue, isBanned, verifiedToken } from "./session-check";

const SECRET = "unit-secret-0123456789abcdef0123456789";
const sign = (token: string, secret = SECRET) =>
  `${token}.${createHmac("sha256", secret).update(token).digest("base64")}`;

describe("the session cookie check", () => {
  it("reads a cookie as Better Auth's router does: first pair wins, quotes and URI-encoding removed", () => {
    const header = `a=1; better-auth.session_token=${encodeURIComponent(sign("tok"))}; better-auth.session_token=x`;
    expect(cookieValue(header, "better-auth.session_token")).toBe(sign("tok"));
    expect(cookieValue('x="quoted%20value"', "x")).toBe("quoted value");
    expect(cookieValue("x=%E0%A4%A", "x")).toBe("%E0%A4%A");
    expect(
      cookieValue("xbetter-auth.session_token=1", "better-auth.session_token"),
    ).toBeUndefined();
    expect(cookieValue("", "x")).toBeUndefined();
  });

  it("gives the token of a value signed with the secret", () => {
    expect(verifiedToken(sign("abc.def"), SECRET)).toBe("abc.def");
  });

  it("refuses a signature made with another secret, a changed token, or a malformed one", () => {
    expect(verifiedToken(sign("abc", "another-secret-0123456789abcdef0123"), SECRET)).toBeNull();
    const [, signature] = sign("abc").split(".");
    expect(verifiedToken(`abd.${signature}`, SECRET)).toBeNull();
    expect(verifiedToken("abc", SECRET)).toBeNull();
    expect(verifiedToken(`.${signature}`, SECRET)).toBeNull();
    expect(verifiedToken(`abc.${signature!.slice(0, -1)}`, SECRET)).toBeNull();
    expect(verifiedToken(`abc.${"*".repeat(43)}=`, SECRET)).toBeNull();
    expect(verifiedToken(`abc.${"A".repeat(43)}=`, SECRET)).toBeNull();
  });

  it("answers a value checked before the same way, and only for the secret it was checked with", () => {
    const signed = sign("remembered");
    expect(verifiedToken(signed, SECRET)).toBe("remembered");
    expect(verifiedToken(signed, SECRET)).toBe("remembered");
    expect(verifiedToken(signed, "another-secret-0123456789abcdef0123")).toBeNull();
    const forged = `remembered.${"B".repeat(43)}=`;
    expect(verifiedToken(forged, SECRET)).toBeNull();
    expect(verifiedToken(forged, SECRET)).toBeNull();
  });

  it("counts a ban until it runs out, and for good without an end", () => {
    const now = Date.UTC(2026, 10, 23);
    expect(isBanned({ banned: true, banExpires: null }, now)).toBe(true);
    expect(isBanned({ banned: true, banExpires: new Date(now + 1000) }, now)).toBe(true);
    expect(isBanned({ banned: true, banExpires: new Date(now - 1000) }, now)).toBe(false);
    expect(isBanned({ banned: false, banExpires: null }, now)).toBe(false);
    expect(isBanned({}, now)).toBe(false);
  });
});
