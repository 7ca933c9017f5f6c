// npm start: serves the production build. Without BETTER_AUTH_SECRET it creates a random one in
// ./data (git-ignored) on first start and reuses it, so one command runs the portal on a fresh clone.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";

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

// Next.js then leaves SIGTERM and SIGINT to src/server/boot.ts, which drains the requests in
// flight and closes the database before exiting (decision 0006).
const child = spawn("node_modules/.bin/next", ["start", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, NEXT_MANUAL_SIG_HANDLE: "true" },
});
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
