import { describe, expect, it } from "vitest";
import { SESSION_COOKIE_NAMES } from "./contract.mjs";
import { mayCarrySession } from "./session-cookie.mjs";

const TOKEN = "better-auth.session_token";

describe("mayCarrySession", () => {
  it("finds the session token and its cached copy, alone or among other cookies", () => {
    for (const name of SESSION_COOKIE_NAMES) {
      expect(mayCarrySession(`${name}=abc`)).toBe(true);
      expect(mayCarrySession(`theme=dark; ${name}=abc; lang=en`)).toBe(true);
    }
    expect(mayCarrySession(["theme=dark", `${TOKEN}=abc`])).toBe(true);
  });

  it("finds it in every spelling a cookie parser may accept", () => {
    const spellings = [
      `\u00a0${TOKEN}=abc`, // a no-break space, which String#trim removes (issue 21)
      `\ufeff${TOKEN}=abc`,
      `\u2003${TOKEN}\u3000=abc`,
      `\t${TOKEN} =abc`,
      `x=1;${TOKEN}=abc`,
      `__Secure-${TOKEN}=abc`,
      `__Host-${TOKEN}=abc`,
      `__secure-${TOKEN}=abc`,
      `BETTER-AUTH.SESSION_TOKEN=abc`,
      `Better-Auth.Session_Token=abc`,
      `better-auth%2Esession_token=abc`,
      `%62etter-auth.session_token=abc`,
      `%2562etter-auth.session_token=abc`,
      `better-auth.session%5Ftoken=abc`,
      `ｂｅｔｔｅｒ－ａｕｔｈ．ｓｅｓｓｉｏｎ＿ｔｏｋｅｎ=abc`, // full-width forms
      `better\u200b-auth.session_token=abc`, // a zero-width space inside
      `"${TOKEN}"=abc`,
      `better-auth.session_data=abc`,
    ];
    for (const cookie of spellings) expect(mayCarrySession(cookie), cookie).toBe(true);
  });

  it("is not fooled by malformed escapes around the name", () => {
    expect(mayCarrySession(`%zz%E0%A4${TOKEN}=abc`)).toBe(true);
    expect(mayCarrySession(`%ff%fe${TOKEN}=abc`)).toBe(true);
  });

  it("lets visitors without a session through", () => {
    for (const cookie of [
      undefined,
      "",
      "theme=dark; lang=en",
      "better-auth.state=abc",
      "session_token=abc",
      "%zz",
    ]) {
      expect(mayCarrySession(cookie), String(cookie)).toBe(false);
    }
  });
});
