import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "./support/test";
import { SCREENS } from "../support/screens";

/*
 * Issue 22: the HTML of every screen passes the Nu HTML Checker (vnu.jar from npm, run by Debian's
 * Java). The one error let through is the empty `action` that React writes on a form posting to a
 * server action (the browser posts to the page itself), matched by its exact message. The rules
 * each page carries in its head (decision 0108) are Tailwind's stylesheet, which the checker's CSS
 * validator reads with CSS of before `@property` and `oklab(… / alpha)`: its "CSS:" messages are
 * left out, as they were when the stylesheet was only a file it never read. What the browser makes
 * of those rules, first-paint.spec.ts checks.
 */
const VNU_JAR = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");
const REACT_FORM_ACTION =
  "Bad value “” for attribute “action” on element “form”: Must be non-empty.";

type VnuMessage = { type: string; url?: string; lastLine?: number; message: string };

test("every screen's HTML is valid", { tag: "@http" }, async ({ request }) => {
  const folder = await mkdtemp(path.join(tmpdir(), "parhai-vnu-"));
  try {
    const files = await Promise.all(
      SCREENS.map(async (screen, index) => {
        const response = await request.get(screen.path);
        expect(response.status(), screen.path).toBe(screen.status);
        const file = path.join(folder, `${index}.html`);
        await writeFile(file, await response.text());
        return { file, screen };
      }),
    );
    // One Java start for all pages; with --exit-zero-always the report says what failed.
    const { stdout } = await promisify(execFile)(
      "java",
      [
        "-jar",
        VNU_JAR,
        "--errors-only",
        "--format",
        "json",
        "--stdout",
        "--exit-zero-always",
      ].concat(files.map(({ file }) => file)),
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const { messages } = JSON.parse(stdout) as { messages: VnuMessage[] };
    const nameOf = (url = "") =>
      files.find(({ file }) => url.endsWith(path.basename(file)))?.screen.name ?? url;
    const errors = messages
      .filter((message) => message.message !== REACT_FORM_ACTION)
      .filter((message) => !message.message.startsWith("CSS: "))
      .map((message) => `${nameOf(message.url)}:${message.lastLine}: ${message.message}`);
    expect(errors).toEqual([]);
    // The checker did read the pages: the login form's empty action is in its report.
    expect(messages.some((message) => message.message === REACT_FORM_ACTION)).toBe(true);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});
