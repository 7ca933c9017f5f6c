// The clients of bench/while-busy.ts's probes, in a thread of their own: each probe asked again
// and again until told to stop, its times and errors sent back. Plain JavaScript, so the thread
// needs no loader.
import { parentPort, workerData } from "node:worker_threads";

/** @type {{ origin: string, probes: { path: string, headers?: Record<string, string> }[], clients: number, pauseMs: number, encodings: string, timeoutMs: number }} */
const { origin, probes, clients, pauseMs, encodings, timeoutMs } = workerData;

let done = false;
parentPort?.once("message", () => (done = true));

/** @param {{ path: string, headers?: Record<string, string> }} probe */
async function ask(probe) {
  const started = performance.now();
  try {
    const response = await fetch(`${origin}${probe.path}`, {
      headers: { "accept-encoding": encodings, ...probe.headers },
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.arrayBuffer();
    return { ms: performance.now() - started, ok: response.status === 200 };
  } catch {
    return { ms: performance.now() - started, ok: false };
  }
}

const times = probes.map(() => /** @type {number[]} */ ([]));
const errors = probes.map(() => 0);
// Once each first: a kept page is then in the cache, as it is for a visitor.
for (const probe of probes) await ask(probe);
parentPort?.postMessage({ ready: true });
await Promise.all(
  probes.flatMap((probe, p) =>
    Array.from({ length: clients }, async () => {
      while (!done) {
        const { ms, ok } = await ask(probe);
        times[p]?.push(ms);
        if (!ok) errors[p] += 1;
        await new Promise((resolve) => setTimeout(resolve, pauseMs));
      }
    }),
  ),
);
parentPort?.postMessage({ times, errors });
