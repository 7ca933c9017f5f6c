import { execFileSync } from "node:child_process";
import { DATABASE_PROBE, PUBLIC_SCREENS } from "../support/screens";
import type { AppServer } from "./app-server";
import { runLoad } from "./load";
import { check, figure, section } from "./report";

const LOAD_SECONDS = 30;
const OUTAGE_STARTS_AFTER_MS = 6000;
const OUTAGE_MS = 8000;
const RECOVERY_LIMIT_MS = 5000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function postgres(command: "stop" | "resume", dir: string): void {
  execFileSync("bash", ["scripts/postgres.sh", command, dir], { stdio: "ignore" });
}

type Probe = { at: number; ready: number; content: boolean };

/** Every 200 ms: is the database reachable (readyz) and does a screen show its rows again? */
async function probe(url: string, until: () => boolean, probes: Probe[]): Promise<void> {
  while (!until()) {
    const at = Date.now();
    const [ready, content] = await Promise.all([
      fetch(`${url}/readyz`, { signal: AbortSignal.timeout(5000) })
        .then((r) => r.status)
        .catch(() => 0),
      // A query of its own each time, so the page is rendered now, not served from the cache.
      fetch(`${url}${DATABASE_PROBE.path}?probe=${at}`, { signal: AbortSignal.timeout(5000) })
        .then(async (r) => r.ok && (await r.text()).includes(DATABASE_PROBE.text))
        .catch(() => false),
    ]);
    probes.push({ at, ready, content });
    await sleep(200);
  }
}

/** PostgreSQL stops in the middle of a load run and comes back: 503s only meanwhile, no crash. */
export async function faultTest(server: AppServer, postgresDir: string): Promise<void> {
  section(
    `fault: PostgreSQL stopped for ${OUTAGE_MS / 1000} s during a ${LOAD_SECONDS} s load run`,
  );
  const responses: { at: number; status: number }[] = [];
  const probes: Probe[] = [];
  let loading = true;
  const load = runLoad({
    url: server.url,
    connections: 20,
    seconds: LOAD_SECONDS,
    paths: [...PUBLIC_SCREENS.map((s) => s.path), "/readyz"],
    onResponse: (at, status) => responses.push({ at, status }),
  }).finally(() => (loading = false));
  const watching = probe(server.url, () => !loading, probes);

  await sleep(OUTAGE_STARTS_AFTER_MS);
  const downAt = Date.now();
  postgres("stop", postgresDir);
  await sleep(OUTAGE_MS / 2);
  const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: server.url },
    body: JSON.stringify({ email: "student@example.com", password: "Outage-Pass-1" }),
  });
  await sleep(OUTAGE_MS / 2);
  postgres("resume", postgresDir);
  const upAt = Date.now();
  const result = await load;
  await watching;

  const recovered = probes.find((p) => p.at >= upAt && p.ready === 200 && p.content);
  const recoveryMs = recovered ? recovered.at - upAt : Number.POSITIVE_INFINITY;
  const unavailable = responses.filter((r) => r.status === 503);
  const otherServerErrors = responses.filter((r) => r.status >= 500 && r.status !== 503);
  const lateUnavailable = unavailable.filter(
    (r) => r.at < downAt || r.at > upAt + RECOVERY_LIMIT_MS,
  );
  const servedDuringOutage = responses.filter(
    (r) => r.at > downAt + 1000 && r.at < upAt && r.status === 200,
  );

  figure("requests served", result.requests.total);
  figure("errors (incl. timeouts)", `${result.errors} (${result.timeouts})`);
  figure("503 answers (while PostgreSQL was down)", unavailable.length);
  figure("pages served during the outage (kept copies or empty states)", servedDuringOutage.length);
  figure("other 5xx answers", otherServerErrors.length);
  figure("recovery time after PostgreSQL returned (ms)", recovered ? recoveryMs : "never");

  check("fault: the server did not crash", server.alive());
  check("fault: zero connection errors", result.errors === 0, `${result.errors} errors`);
  check("fault: no 5xx other than 503", otherServerErrors.length === 0);
  check(
    "fault: the outage was seen (readyz answered 503)",
    probes.some((p) => p.ready === 503),
  );
  check("fault: 503 only while PostgreSQL was down", lateUnavailable.length === 0);
  check("fault: pages kept answering during the outage", servedDuringOutage.length > 0);
  check(
    "fault: sign-in during the outage answers 503 with Retry-After",
    signIn.status === 503 && signIn.headers.get("retry-after") === "5",
    `status ${signIn.status}`,
  );
  check(
    `fault: full service within ${RECOVERY_LIMIT_MS / 1000} s after PostgreSQL returned`,
    recoveryMs <= RECOVERY_LIMIT_MS,
    recovered ? `${recoveryMs} ms` : "never recovered",
  );
}
