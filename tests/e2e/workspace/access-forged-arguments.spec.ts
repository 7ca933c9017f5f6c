import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "../support/test";
import { workspaceURL } from "../../../playwright.config";
import { callServerAction } from "../../support/server-action";
import { admin, student } from "./support";

/*
 * Every server action the build holds, found in its manifest (so a new one is covered the day it
 * is written), called over HTTP with arguments no form of ours sends: an action's arguments come
 * from the request body, and anything but what it expects gets a clear answer, never a 5xx.
 */

type Worker = Record<string, unknown>;
type Entry = { workers: Worker; filename: string; exportedName: string };

function actionsOfBuild(): { id: string; name: string; path: string }[] {
  const file = path.join(".next", "server", "server-reference-manifest.json");
  const manifest = JSON.parse(readFileSync(file, "utf8")) as { node: Record<string, Entry> };
  return (
    Object.entries(manifest.node)
      .map(([id, entry]) => ({
        id,
        name: `${entry.filename} ${entry.exportedName}`,
        path: pageOf(Object.keys(entry.workers)),
      }))
      // Logging out ends the session the later calls are made with: it goes last.
      .sort((a, b) => Number(a.name.endsWith(" logout")) - Number(b.name.endsWith(" logout")))
  );
}

/** A URL of one of the pages that hold the action: the one with fewest dynamic segments. */
function pageOf(workers: string[]): string {
  const dynamic = (key: string) => (key.match(/\[/g) ?? []).length;
  const [page] = workers
    .filter((key) => key.startsWith("app/") && key.endsWith("/page") && !key.includes("_not-found"))
    .sort((a, b) => dynamic(a) - dynamic(b) || a.length - b.length);
  if (!page) throw new Error(`No page holds the action: ${workers.join(", ")}`);
  const url = page
    .slice("app".length, -"/page".length)
    .replace(/\/\([^)]*\)/g, "")
    .replace(/\[\[\.\.\.[^\]]+\]\]/g, "")
    .replace(/\[\.\.\.[^\]]+\]/g, "forged")
    .replace(/\[[^\]]+\]/g, "1");
  return url || "/";
}

/** Arguments no form sends: none, text, a plain object shaped like a form, odd numbers. */
const FORGED: unknown[][] = [
  [],
  ["$forged"],
  [{ status: "idle" }, { id: "1", confirm: "yes", email: "a@example.com" }],
  [null, "1", Number.NaN],
  [[1, 2, 3], JSON.parse('{"__proto__": {"polluted": true}}')],
];

test(
  "every server action answers forged arguments without a 5xx, signed in or not",
  { tag: "@http" },
  async () => {
    const actions = actionsOfBuild();
    expect(actions.length).toBeGreaterThan(30);
    const people = [undefined, (await student()).cookie, (await admin()).cookie];
    const failures: string[] = [];
    for (const action of actions) {
      for (const cookie of people) {
        for (const args of FORGED) {
          const { status } = await callServerAction({
            url: workspaceURL,
            path: action.path,
            actionId: action.id,
            args,
            cookie,
          });
          if (status >= 500) failures.push(`${action.name} ${JSON.stringify(args)}: ${status}`);
        }
      }
    }
    expect(failures).toEqual([]);
  },
);
