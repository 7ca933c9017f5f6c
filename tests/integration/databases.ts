import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type DatabaseHandle } from "@/server/db/client";

export const DATABASE_KINDS = ["pglite", "postgres"] as const;
export type DatabaseKind = (typeof DATABASE_KINDS)[number];

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is not set");
  return url;
}

/** A fresh, migrated database of the given kind; close() drops it. */
export async function openTestDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  if (kind === "pglite") {
    const handle = await openDatabase({ pgliteDir: "memory://" });
    await handle.migrate();
    return handle;
  }
  const name = `parhai_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl() });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
