/**
 * npm run test:resilience (scripts/test-resilience.sh starts PostgreSQL and sets the env):
 * load, fault, durability, bad-input, bounded, limits, nginx and thread tests against production
 * servers on loopback. RESILIENCE_PARTS=load,fault,durability,bad-input,bounded,limits,nginx,thread
 * chooses parts (default: all).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { badInputTest } from "./bad-input";
import { badAccountInputTest } from "./bad-input-accounts";
import { badProgressInputTest } from "./bad-input-progress";
import { badMailLinkTest } from "./bad-input-mail";
import { startMailSink } from "../support/mail-sink";
import { badRequestTest } from "./bad-requests";
import { boundedTest } from "./bounded";
import { registerAdmin, startAppServer, type AppServer } from "./app-server";
import { accountsWriter, durabilityTest, type DurableWriter } from "./durability";
import { faultTest } from "./fault";
import { freshnessTest } from "./freshness";
import { TRUSTED_PROXY, limitsTest } from "./limits";
import { loadTest, runLoad } from "./load";
import { nginxTest } from "./nginx";
import { progressWriter } from "./progress-writer";
import { pgliteLockTest } from "./pglite-lock";
import { pgliteThreadTest } from "./pglite-thread";
import { ratingsWriter } from "./ratings-writer";
import { check, figure, section, summary } from "./report";

const work = process.env.RESILIENCE_WORK_DIR!;
const postgresDir = process.env.RESILIENCE_PG_DIR!;
const postgresUrl = process.env.RESILIENCE_PG_URL!;
const port = Number(process.env.RESILIENCE_PORT ?? 3215);
/** nginx's own port (default: the third after RESILIENCE_PORT). */
const nginxPort = Number(process.env.RESILIENCE_NGINX_PORT ?? port + 2);
const BAD_INPUT_RUNS = Number(process.env.BAD_INPUT_RUNS ?? 40);
const parts = new Set(
  (
    process.env.RESILIENCE_PARTS ?? "load,fault,durability,bad-input,bounded,limits,nginx,thread"
  ).split(","),
);

/** Writes whose durability is proven: new accounts, and ratings through the rating action. */
const WRITERS: DurableWriter[] = [accountsWriter, ratingsWriter, progressWriter];

async function createDatabase(name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Two app servers on one PostgreSQL database, started one after the other: the first migrates and
 * loads the demo content, as its log must show.
 */
async function serverPair(name: string, url: string, env: Record<string, string>) {
  const start = (server: string, at: number) =>
    startAppServer({ name: `${name}-${server}`, port: at, workDir: work, database: { url }, env });
  const servers: [AppServer, AppServer] = [await start("a", port), await start("b", port + 1)];
  return servers;
}

/** SIGTERM in the middle of traffic: requests finish, the database closes, the exit code is 0. */
async function stopUnderLoad(server: AppServer, label: string, pgliteDir?: string): Promise<void> {
  section(`graceful shutdown (${label}): SIGTERM during traffic`);
  const statuses: number[] = [];
  const load = runLoad({
    url: server.url,
    connections: 10,
    seconds: 4,
    paths: ["/"],
    onResponse: (_at, status) => statuses.push(status),
  });
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const exitCode = await server.stop();
  await load;
  figure("answers before the server stopped", statuses.length);
  check(`shutdown ${label}: exit code 0`, exitCode === 0, `exit ${exitCode}`);
  check(
    `shutdown ${label}: no request answered with a 5xx`,
    statuses.every((s) => s < 500),
  );
  if (pgliteDir) {
    check(
      `shutdown ${label}: the database was closed and unlocked`,
      !existsSync(`${pgliteDir}.lock`),
    );
  }
}

async function main(): Promise<number> {
  if (parts.has("load") || parts.has("bad-input") || parts.has("bounded")) {
    const pgliteDir = path.join(work, "load", "pglite");
    if (parts.has("bad-input") || parts.has("bounded")) registerAdmin({ pgliteDir });
    // The server's mail goes to a real SMTP server here, whose mails the sweep reads.
    const sink = await startMailSink();
    const server = await startAppServer({
      name: "load",
      port,
      workDir: work,
      database: { pgliteDir },
      // The sweep and the load stand for a proxy passing on many clients (limits are per client).
      env: { TRUSTED_PROXIES: "127.0.0.1 ::1", SMTP_URL: sink.url },
    });
    if (parts.has("load")) await loadTest(server.url);
    if (parts.has("bad-input")) {
      await badInputTest(server.url);
      await badAccountInputTest(server.url, BAD_INPUT_RUNS);
      await badProgressInputTest(server.url);
      await badMailLinkTest(server.url, sink);
      await badRequestTest(server.url, server.pid);
    }
    if (parts.has("bounded")) await boundedTest(server.url);
    pgliteLockTest(pgliteDir);
    await stopUnderLoad(server, "PGlite", pgliteDir);
    await sink.stop();
  }
  if (parts.has("fault")) {
    const url = await createDatabase("parhai_fault");
    const server = await startAppServer({
      name: "fault",
      port: port + 1,
      workDir: work,
      database: { url },
    });
    await faultTest(server, postgresDir);
    await freshnessTest(server, url, work);
    await stopUnderLoad(server, "PostgreSQL");
  }
  if (parts.has("limits")) {
    const url = await createDatabase("parhai_limits");
    const env = { AUTH_RATE_LIMIT: "on", TRUSTED_PROXIES: TRUSTED_PROXY };
    const servers = await serverPair("limits", url, env);
    try {
      await limitsTest(servers);
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
    }
  }
  if (parts.has("nginx")) {
    const url = await createDatabase("parhai_nginx");
    // The workspace save is an admin's (ADMIN_EMAILS promotes accounts there at start).
    registerAdmin({ url });
    // Behind nginx: its address is the site's, and it names each client in X-Forwarded-For.
    const env = { TRUSTED_PROXIES: "127.0.0.1", SITE_URL: `http://127.0.0.1:${nginxPort}` };
    const servers = await serverPair("nginx", url, env);
    try {
      await nginxTest(path.join(work, "nginx"), nginxPort, servers);
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
    }
  }
  if (parts.has("thread")) await pgliteThreadTest(port, work);
  if (parts.has("durability")) {
    for (const writer of WRITERS) {
      const pgliteDir = path.join(work, `durable-${writer.name}`, "pglite");
      await durabilityTest({
        label: "PGlite",
        writer,
        // Every server of the earlier parts has stopped: their ports are free again.
        port,
        workDir: work,
        database: { pgliteDir },
      });
      const url = await createDatabase(`parhai_durable_${writer.name}`);
      await durabilityTest({
        label: "PostgreSQL",
        writer,
        port: port + 1,
        workDir: work,
        database: { url },
      });
    }
  }
  return summary();
}

main().then(
  (failed) => process.exit(failed > 0 ? 1 : 0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
