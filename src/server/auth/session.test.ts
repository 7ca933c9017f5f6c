import { beforeEach, describe, expect, it, vi } from "vitest";
import messages from "../../../messages/en.json";
import { requireUser } from "./session";

const getSession = vi.fn();

vi.mock("next/headers", () => ({ headers: () => Promise.resolve(new Headers()) }));
vi.mock("next-intl/server", () => ({
  getTranslations: () => Promise.resolve((key: keyof typeof messages.Auth) => messages.Auth[key]),
}));
vi.mock("./auth", () => ({ getAuth: () => Promise.resolve({ api: { getSession } }) }));
// The session read logs its failures; keep the test output clean.
vi.mock("@/server/log", () => ({ log: vi.fn() }));

describe("requireUser", () => {
  // Braces: a function returned from beforeEach would run as a cleanup hook.
  beforeEach(() => {
    getSession.mockReset();
  });

  it("gives the signed-in student's id and name", async () => {
    getSession.mockResolvedValue({ user: { id: "u1", name: "Ayesha", email: "a@b.pk" } });
    expect(await requireUser()).toEqual({ ok: true, user: { id: "u1", name: "Ayesha" } });
  });

  it("refuses with a clear message when nobody is signed in", async () => {
    getSession.mockResolvedValue(null);
    expect(await requireUser()).toEqual({ ok: false, message: "Please log in first." });
  });

  it("uses the action's own message when it has one", async () => {
    getSession.mockResolvedValue(null);
    const message = "Please log in to rate this lecture.";
    expect(await requireUser(message)).toEqual({ ok: false, message });
  });

  it("treats a session that cannot be read as signed out, not as an error", async () => {
    getSession.mockRejectedValue(new Error("database down"));
    expect(await requireUser()).toEqual({ ok: false, message: "Please log in first." });
  });
});
