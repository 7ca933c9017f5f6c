import "server-only";
import { readFileSync } from "node:fs";
import { join } from "node:path";

let buildId: string | undefined;

/**
 * The id of the running build (`.next/BUILD_ID`), read once. The page registers the service worker
 * under it, so each deploy installs a new worker (public/sw.js). "development" without a build.
 */
export function getBuildId(): string {
  if (buildId === undefined) {
    try {
      buildId = readFileSync(join(process.cwd(), ".next", "BUILD_ID"), "utf8").trim();
    } catch {
      buildId = "development";
    }
  }
  return buildId;
}
