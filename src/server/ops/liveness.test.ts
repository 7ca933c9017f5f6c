import { describe, expect, it } from "vitest";
import { livenessAnswer, markFailed } from "./liveness";

describe("the liveness answer (GET /healthz)", () => {
  it("is ok while the process can serve, 503 once its embedded database failed", async () => {
    const ok = livenessAnswer();
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ status: "ok" });
    markFailed("database");
    const failed = livenessAnswer();
    expect(failed.status).toBe(503);
    expect(await failed.json()).toEqual({ status: "failed" });
    expect(failed.headers.get("cache-control")).toBe("no-store");
  });
});
