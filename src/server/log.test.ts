import { afterEach, describe, expect, it, vi } from "vitest";
import { log, redact } from "./log";

describe("redact", () => {
  it("replaces secret fields by name, at any depth", () => {
    expect(
      redact({
        password: "hunter22",
        user: { email: "a@b.pk", name: "Ali", session: { token: "t0k" } },
        headers: [{ authorization: "Bearer abc", cookie: "s=1" }],
        requestId: "req-12345678",
      }),
    ).toEqual({
      password: "[redacted]",
      user: { email: "[redacted]", name: "Ali", session: "[redacted]" },
      headers: [{ authorization: "[redacted]", cookie: "[redacted]" }],
      requestId: "req-12345678",
    });
  });

  it("masks emails, bearer tokens and secret parameters inside text", () => {
    const out = redact({
      message: 'Key (email)=(ali.khan+9@school.edu.pk) already exists; to "sara@x.io"',
      header: "Authorization: Bearer eyJhbGciOi.abc.def",
      url: "/reset?token=s3cr3t&next=/latest password: hunter22",
    });
    expect(out.message).toBe('Key (email)=([email]) already exists; to "[email]"');
    expect(out.header).toBe("Authorization: Bearer [redacted]");
    expect(out.url).toBe("/reset?token=[redacted]&next=/latest password: [redacted]");
  });

  it("keeps only the name and a masked message of an error, never its stack", () => {
    const error = new Error("no user ali@b.pk");
    expect(redact({ error })).toEqual({ error: { name: "Error", message: "no user [email]" } });
  });

  it("leaves numbers, booleans, missing values and ordinary text alone", () => {
    expect(redact({ status: 503, ok: false, path: "/latest", passwordHint: undefined })).toEqual({
      status: 503,
      ok: false,
      path: "/latest",
      passwordHint: undefined,
    });
  });

  it("stops at a bounded depth, so a cyclic value cannot hang the logger", () => {
    const cyclic: Record<string, unknown> = { name: "loop" };
    cyclic.self = cyclic;
    expect(JSON.stringify(redact({ cyclic }))).toContain("[nested]");
  });
});

describe("log", () => {
  afterEach(() => vi.restoreAllMocks());

  it("writes one JSON line per event, redacted, errors to stderr", () => {
    const out = vi.spyOn(process.stdout, "write").mockReturnValue(true);
    const err = vi.spyOn(process.stderr, "write").mockReturnValue(true);
    log("info", "auth.signed_in", { email: "ali@b.pk", userId: "u1" });
    log("error", "db.read_failed", { error: new Error("password=abc rejected") });
    const info = String(out.mock.calls[0]?.[0]);
    const error = String(err.mock.calls[0]?.[0]);
    expect(info.endsWith("\n")).toBe(true);
    expect(JSON.parse(info)).toMatchObject({
      level: "info",
      event: "auth.signed_in",
      email: "[redacted]",
      userId: "u1",
    });
    expect(info).not.toContain("ali@b.pk");
    expect(JSON.parse(error)).toMatchObject({
      level: "error",
      error: { message: "password=[redacted] rejected" },
    });
  });
});
