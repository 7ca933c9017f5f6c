import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

/** npm start's own checks, before any server code loads. */
describe("npm start", () => {
  it("refuses to start on PostgreSQL without BETTER_AUTH_SECRET, saying what to set", () => {
    const run = spawnSync("node", ["scripts/start.mjs"], {
      env: {
        ...process.env,
        DATABASE_URL: "postgresql://parhai@127.0.0.1:1/parhai",
        BETTER_AUTH_SECRET: "",
        PORT: "3431",
      },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("BETTER_AUTH_SECRET is not set, and DATABASE_URL is");
    expect(run.stderr).toContain("the same value on every server");
  });
});
