import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { shutDown } from "./graceful-shutdown";

// A server whose /slow answer waits until the test releases it; `steps` records when it answered.
function startServer(
  steps: string[] = [],
): Promise<{ server: Server; port: number; release: () => void }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const server = createServer((req, res) => {
    if (req.url === "/slow") void held.then(() => res.end("done", () => steps.push("answered")));
    else res.end("quick");
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({ server, port: (server.address() as AddressInfo).port, release }),
    ),
  );
}

function get(port: number, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, agent: false }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString()));
      res.on("end", () => resolve(body));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("shutDown", () => {
  afterEach(() => vi.restoreAllMocks());

  it("finishes the request in flight, refuses new ones, then closes resources and exits 0", async () => {
    vi.spyOn(process.stdout, "write").mockReturnValue(true);
    const steps: string[] = [];
    const { server, port, release } = await startServer(steps);
    const inFlight = get(port, "/slow");
    await new Promise((resolve) => server.once("request", resolve));

    const done = shutDown("SIGTERM", {
      servers: () => [server],
      closeResources: () => {
        steps.push("closed resources");
        return Promise.resolve();
      },
      timeoutMs: 60_000,
      exit: (code) => steps.push(`exit ${code}`),
    });
    await expect(get(port, "/")).rejects.toThrow(/ECONNREFUSED/);
    release();
    expect(await inFlight).toBe("done");
    await done;
    expect(steps).toEqual(["answered", "closed resources", "exit 0"]);
  });

  it("cuts off a request that outlives the timeout, still closes resources, exits 1", async () => {
    vi.spyOn(process.stdout, "write").mockReturnValue(true);
    vi.spyOn(process.stderr, "write").mockReturnValue(true);
    const { server, port } = await startServer();
    const stuck = get(port, "/slow").catch((error: Error) => error.message);
    await new Promise((resolve) => server.once("request", resolve));
    const closeResources = vi.fn(() => Promise.resolve());
    let exitCode: number | undefined;
    await shutDown("SIGTERM", {
      servers: () => [server],
      closeResources,
      timeoutMs: 50,
      exit: (code) => (exitCode = code),
    });
    expect(await stuck).toMatch(/socket hang up/);
    expect(closeResources).toHaveBeenCalledOnce();
    expect(exitCode).toBe(1);
  });

  it("exits 1 when closing the database fails, and says so", async () => {
    vi.spyOn(process.stdout, "write").mockReturnValue(true);
    const stderr = vi.spyOn(process.stderr, "write").mockReturnValue(true);
    let exitCode: number | undefined;
    await shutDown("SIGINT", {
      servers: () => [],
      closeResources: () => Promise.reject(new Error("disk full")),
      timeoutMs: 1000,
      exit: (code) => (exitCode = code),
    });
    expect(exitCode).toBe(1);
    expect(String(stderr.mock.calls[0]?.[0])).toContain("server.close_failed");
  });

  it("for a server that can no longer serve: finishes, closes, and still exits 1", async () => {
    vi.spyOn(process.stdout, "write").mockReturnValue(true);
    const steps: string[] = [];
    await shutDown(
      "db.thread_failed",
      {
        servers: () => [],
        closeResources: () => {
          steps.push("closed resources");
          return Promise.resolve();
        },
        timeoutMs: 1000,
        exit: (code) => steps.push(`exit ${code}`),
      },
      true,
    );
    expect(steps).toEqual(["closed resources", "exit 1"]);
  });
});
