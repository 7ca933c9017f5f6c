import { describe, expect, it } from "vitest";
import type { StoredProgress } from "@/lib/progress-rules";
import { readProgressToken, signProgressToken } from "./token";

const SECRET = "test-secret-0123456789abcdef0123456789";
const progress: StoredProgress = {
  watchedSeconds: 85,
  lastPosition: 86.5,
  durationSeconds: 100,
  startedAt: 1_790_000_000_000,
  updatedAt: 1_790_000_090_000,
  unlockedAt: 1_790_000_090_000,
};

describe("progress tokens", () => {
  it("carry the progress the server counted back to it", () => {
    const token = signProgressToken(7, progress, SECRET);
    expect(readProgressToken(token, SECRET)).toEqual({ lectureId: 7, progress });
  });

  it("are worth nothing once changed, or signed with another secret", () => {
    const token = signProgressToken(7, progress, SECRET);
    const [body, mac] = token.split(".") as [string, string];
    const forged = JSON.parse(Buffer.from(body, "base64url").toString()) as Record<string, unknown>;
    forged.w = 100_000;
    const forgedBody = Buffer.from(JSON.stringify(forged)).toString("base64url");
    expect(readProgressToken(`${forgedBody}.${mac}`, SECRET)).toBeNull();
    expect(readProgressToken(`${body}.${mac.slice(0, -2)}AA`, SECRET)).toBeNull();
    expect(readProgressToken(token, `${SECRET}x`)).toBeNull();
  });

  it("reject anything that is not a token", () => {
    for (const value of [undefined, null, 42, "", ".", "a.b.c", "abc", "x".repeat(5000), {}]) {
      expect(readProgressToken(value, SECRET)).toBeNull();
    }
  });
});
