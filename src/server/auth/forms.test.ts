import { describe, expect, it } from "vitest";
import messages from "../../../messages/en.json";
import {
  AUTH_MESSAGE_KEYS,
  codeForMessageKey,
  failureFromAuthResponse,
  nextPathSchema,
  parseLoginForm,
  parseRegisterForm,
} from "./forms";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

const valid = { name: "Ayesha Khan", email: "ayesha@example.com", password: "correct horse" };

describe("parseRegisterForm", () => {
  it("accepts a name, an email and a password of 8 or more characters, normalising the email", () => {
    const parsed = parseRegisterForm(
      form({ ...valid, name: "  Ayesha Khan ", email: " Ayesha@Example.COM " }),
    );
    expect(parsed).toEqual({ ok: true, data: { ...valid, email: "ayesha@example.com" } });
  });

  it("keeps spaces in a password and accepts exactly 8 characters", () => {
    const parsed = parseRegisterForm(form({ ...valid, password: " 1234567" }));
    expect(parsed.ok && parsed.data.password).toBe(" 1234567");
  });

  it("names the problem of each field", () => {
    const parsed = parseRegisterForm(
      form({ name: "   ", email: "not-an-email", password: "1234567" }),
    );
    expect(parsed).toEqual({
      ok: false,
      failure: {
        formError: null,
        fieldErrors: { name: "nameRequired", email: "emailInvalid", password: "passwordTooShort" },
      },
    });
  });

  it("asks for missing fields rather than calling them invalid", () => {
    const parsed = parseRegisterForm(form({ email: "", password: "" }));
    expect(!parsed.ok && parsed.failure.fieldErrors).toEqual({
      name: "nameRequired",
      email: "emailRequired",
      password: "passwordRequired",
    });
  });

  it("refuses over-long values", () => {
    const parsed = parseRegisterForm(
      form({ name: "a".repeat(81), email: `${"a".repeat(250)}@x.pk`, password: "p".repeat(129) }),
    );
    expect(!parsed.ok && parsed.failure.fieldErrors).toEqual({
      name: "nameTooLong",
      email: "emailInvalid",
      password: "passwordTooLong",
    });
  });

  it("refuses names with bidi controls and other invisible characters, keeping Urdu's joiners", () => {
    for (const name of ["Sana\u202e", "\u2066Ali\u2069", "Hi\u200bna", "Zara\u200f", "A\u0000b"]) {
      const parsed = parseRegisterForm(form({ ...valid, name }));
      expect(!parsed.ok && parsed.failure.fieldErrors, JSON.stringify(name)).toEqual({
        name: "nameInvisible",
      });
    }
    const kept = parseRegisterForm(form({ ...valid, name: " عائشہ\u200cصدیقہ\u00a0\u00a0Khan " }));
    expect(kept.ok && kept.data.name).toBe("عائشہ\u200cصدیقہ Khan");
  });

  it("treats a file sent in place of text as missing", () => {
    const data = form(valid);
    data.set("name", new Blob(["x"]));
    const parsed = parseRegisterForm(data);
    expect(!parsed.ok && parsed.failure.fieldErrors).toEqual({ name: "nameRequired" });
  });
});

describe("parseLoginForm", () => {
  it("accepts any non-empty password: length rules are for new passwords", () => {
    expect(parseLoginForm(form({ email: "a@b.pk", password: "short" }))).toEqual({
      ok: true,
      data: { email: "a@b.pk", password: "short" },
    });
  });

  it("names missing fields", () => {
    const parsed = parseLoginForm(form({ email: "", password: "" }));
    expect(!parsed.ok && parsed.failure.fieldErrors).toEqual({
      email: "emailRequired",
      password: "passwordRequired",
    });
  });

  it("answers an impossible password like any wrong one", () => {
    expect(parseLoginForm(form({ email: "a@b.pk", password: "p".repeat(129) }))).toEqual({
      ok: false,
      failure: { fieldErrors: {}, formError: "wrongCredentials" },
    });
  });
});

describe("failureFromAuthResponse", () => {
  it("gives one message for a wrong password and an unknown address", () => {
    const wrong = failureFromAuthResponse("login", 401, "INVALID_EMAIL_OR_PASSWORD");
    expect(wrong).toEqual({ fieldErrors: {}, formError: "wrongCredentials" });
    expect(failureFromAuthResponse("login", 400, "INVALID_EMAIL")).toEqual(wrong);
  });

  it("says so when the address already has an account", () => {
    for (const code of ["USER_ALREADY_EXISTS", "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL"]) {
      expect(failureFromAuthResponse("register", 422, code)).toEqual({
        fieldErrors: { email: "emailTaken" },
        formError: null,
      });
    }
  });

  it("asks to wait when rate-limited, on both forms", () => {
    for (const kind of ["login", "register"] as const) {
      expect(failureFromAuthResponse(kind, 429, null).formError).toBe("tooManyAttempts");
    }
  });

  it("explains a refused cross-site request and hides server errors behind a plain message", () => {
    expect(failureFromAuthResponse("login", 403, "INVALID_ORIGIN").formError).toBe(
      "requestRefused",
    );
    expect(failureFromAuthResponse("register", 500, null).formError).toBe("unexpected");
    expect(failureFromAuthResponse("login", 500, null).formError).toBe("unexpected");
  });

  it("maps Better Auth's own field checks to the field", () => {
    expect(failureFromAuthResponse("register", 400, "PASSWORD_TOO_SHORT").fieldErrors).toEqual({
      password: "passwordTooShort",
    });
    expect(failureFromAuthResponse("register", 400, "INVALID_EMAIL").fieldErrors).toEqual({
      email: "emailInvalid",
    });
  });

  it("maps the codes of our own API rules back to the form's messages", () => {
    expect(failureFromAuthResponse("register", 400, "PASSWORD_TOO_COMMON")).toEqual({
      fieldErrors: { password: "passwordTooCommon" },
      formError: null,
    });
    expect(failureFromAuthResponse("register", 400, "NAME_TOO_LONG").fieldErrors).toEqual({
      name: "nameTooLong",
    });
    expect(failureFromAuthResponse("login", 429, "TOO_MANY_FAILED_SIGN_INS").formError).toBe(
      "tooManyFailedSignIns",
    );
    // An unknown code is not a field's problem.
    expect(failureFromAuthResponse("register", 400, "SOMETHING_ELSE").formError).toBe("unexpected");
  });
});

describe("codeForMessageKey", () => {
  it("writes a message key as an error code", () => {
    expect(codeForMessageKey("passwordTooCommon")).toBe("PASSWORD_TOO_COMMON");
    expect(codeForMessageKey("tooManyFailedSignIns")).toBe("TOO_MANY_FAILED_SIGN_INS");
  });
});

describe("nextPathSchema", () => {
  it("keeps a path on this site and sends anything else home", () => {
    expect(nextPathSchema.parse("/latest?tag=Jobs")).toBe("/latest?tag=Jobs");
    for (const bad of [
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      ["/a"],
      undefined,
    ]) {
      expect(nextPathSchema.parse(bad)).toBe("/");
    }
  });
});

it("every message key exists in the Auth namespace of messages/en.json", () => {
  for (const key of AUTH_MESSAGE_KEYS) expect(messages.Auth[key]).toEqual(expect.any(String));
});
