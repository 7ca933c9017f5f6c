// npm start (production build) and npm run dev (development): Next.js behind the front layer, the
// only way the application runs (a bare `next start` or `next dev` refuses to boot). Without
// BETTER_AUTH_SECRET and with the embedded database it creates a random secret in ./data
// (git-ignored) on first start and reuses it, so one command runs the portal on a fresh clone.
// With DATABASE_URL (PostgreSQL, possibly several servers) it refuses instead: every server must
// sign sessions with the same secret, or students look signed out when the next request lands
// on another server.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";

// The data folder, the embedded database and the secret are readable by this account only
// (src/server/db/private-files.ts); so is everything else the server writes.
process.umask(0o077);

const SECRET_FILE = "data/auth-secret";
const { values } = parseArgs({
  options: {
    port: { type: "string", short: "p" },
    hostname: { type: "string", short: "H" },
    dev: { type: "boolean" },
  },
});

if (!process.env.BETTER_AUTH_SECRET?.trim()) {
  if (process.env.DATABASE_URL?.trim() && !values.dev) {
    console.error(
      [
        "BETTER_AUTH_SECRET is not set, and DATABASE_URL is: refusing to start.",
        "With PostgreSQL several servers may share the database, and each must sign sessions with",
        "the same secret. Set BETTER_AUTH_SECRET (at least 32 characters, e.g. `openssl rand -hex 32`)",
        "to the same value on every server. See README, Running several servers.",
      ].join("\n"),
    );
    process.exit(1);
  }
  if (!existsSync(SECRET_FILE)) {
    mkdirSync("data", { recursive: true, mode: 0o700 });
    writeFileSync(SECRET_FILE, randomBytes(32).toString("hex"), { mode: 0o600 });
    console.log(
      `Created a local auth secret in ${SECRET_FILE} (set BETTER_AUTH_SECRET in deployments).`,
    );
  }
  process.env.BETTER_AUTH_SECRET = readFileSync(SECRET_FILE, "utf8").trim();
}

const port = Number(values.port ?? process.env.PORT ?? 3000);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`Not a port number: ${values.port ?? process.env.PORT}`);
  process.exit(1);
}

// As `next start` and `next dev` do. Next.js then leaves SIGTERM and SIGINT to src/server/boot.ts,
// which drains the requests in flight and closes the database before exiting (decision 0006).
process.env.NODE_ENV = values.dev ? "development" : "production";
process.env.NEXT_MANUAL_SIG_HANDLE = "true";
const { startServer } = await import("../front-layer/main.mjs");
// Where Next.js listens for the edge's renders: by default a private temporary folder; the bench
// names one, to time renders without the edge (bench/catalogue-figures.ts).
const renderSocket = process.env.PARHAI_RENDER_SOCKET?.trim() || undefined;
await startServer({ port, hostname: values.hostname, dev: values.dev, renderSocket });
