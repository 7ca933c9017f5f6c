// npm start (production build) and npm run dev (development): Next.js behind the front layer, the
// only way the application runs (a bare `next start` or `next dev` refuses to boot). Without
// BETTER_AUTH_SECRET it creates a random one in ./data (git-ignored) on first start and reuses it,
// so one command runs the portal on a fresh clone.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";

const SECRET_FILE = "data/auth-secret";

if (!process.env.BETTER_AUTH_SECRET) {
  if (!existsSync(SECRET_FILE)) {
    mkdirSync("data", { recursive: true });
    writeFileSync(SECRET_FILE, randomBytes(32).toString("hex"), { mode: 0o600 });
    console.log(
      `Created a local auth secret in ${SECRET_FILE} (set BETTER_AUTH_SECRET in deployments).`,
    );
  }
  process.env.BETTER_AUTH_SECRET = readFileSync(SECRET_FILE, "utf8").trim();
}

const { values } = parseArgs({
  options: {
    port: { type: "string", short: "p" },
    hostname: { type: "string", short: "H" },
    dev: { type: "boolean" },
  },
});
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
await startServer({ port, hostname: values.hostname, dev: values.dev });
