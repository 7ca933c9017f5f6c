import { execFile } from "node:child_process";
import { existsSync, openSync, readSync, closeSync, readdirSync } from "node:fs";
import { promisify } from "node:util";
import { writeAtomically } from "./files";

/**
 * Backups of PostgreSQL with Debian's pg_dump and pg_restore (package postgresql-client), in
 * pg_dump's custom format. A restore runs in one transaction: on any error nothing changes.
 */

const run = promisify(execFile);

/** The newest installed client tool, like scripts/postgres.sh finds the server. */
export function findPostgresTool(name: "pg_dump" | "pg_restore"): string {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(`${root}/${v}/bin/${name}`))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  // Otherwise whatever the PATH offers (other systems); running it reports it if missing.
  return versions[0] ? `${root}/${versions[0]}/bin/${name}` : name;
}

/** The URL without its password (which would show in the process list) and the password apart. */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return {
    dbname: parsed.toString(),
    env: password ? { ...process.env, PGPASSWORD: password } : process.env,
  };
}

async function runTool(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  try {
    await run(tool, args, { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const { stderr, message } = error as { stderr?: string; message: string };
    throw new Error(`${tool} failed: ${stderr?.trim() || message}`);
  }
}

export async function backupPostgres(url: string, file: string): Promise<void> {
  const { dbname, env } = connection(url);
  await writeAtomically(file, (temporary) =>
    runTool(
      findPostgresTool("pg_dump"),
      ["--format=custom", "--no-owner", "--no-privileges", `--file=${temporary}`, dbname],
      env,
    ),
  );
}

function isCustomFormatDump(file: string): boolean {
  const fd = openSync(file, "r");
  try {
    const magic = Buffer.alloc(5);
    readSync(fd, magic, 0, 5, 0);
    return magic.toString("latin1") === "PGDMP";
  } finally {
    closeSync(fd);
  }
}

export async function restorePostgres(url: string, file: string): Promise<void> {
  if (!isCustomFormatDump(file)) {
    throw new Error(`${file} is not a PostgreSQL backup made by npm run db:backup (a .dump file).`);
  }
  const { dbname, env } = connection(url);
  await runTool(
    findPostgresTool("pg_restore"),
    [
      "--single-transaction",
      "--exit-on-error",
      "--clean",
      "--if-exists",
      "--no-owner",
      "--no-privileges",
      `--dbname=${dbname}`,
      file,
    ],
    env,
  );
}
