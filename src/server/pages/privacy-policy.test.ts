import { readFileSync } from "node:fs";
import { getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import * as schema from "@/server/db/schema";

/*
 * The demo privacy policy says what Parhai stores table by table (decision 0072): each table of
 * src/server/db/schema/ is named in it as `table_name`, in both languages. A new table without
 * its line fails here, so the policy cannot silently fall behind what is stored.
 */
const tables = Object.values(schema)
  .filter((value) => is(value, PgTable))
  .map((table) => getTableName(table))
  .sort();

describe.each(["en", "ur"])("the %s privacy policy", (locale) => {
  const policy = readFileSync(`content/demo/pages/${locale}/privacy-policy.md`, "utf8");

  it("has a line for every table Parhai stores", () => {
    expect(tables.length).toBeGreaterThan(15);
    expect(tables.filter((name) => !policy.includes(`\`${name}\``))).toEqual([]);
  });
});
