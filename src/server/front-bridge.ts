import { readContentVersion } from "@/server/content/version";
import { getDb } from "@/server/db/client";
import { log } from "@/server/log";
import { readFailureCount } from "@/server/safe-read";

/**
 * The production server's front layer (server/main.mjs) runs outside Next's bundle; at boot the
 * application hands it what it needs through this global: the content version, whose change
 * empties its page cache; the count of failed reads, since a page rendered while a read failed
 * shows an empty state that is only true during the outage and must not be kept; the logger.
 */
const BRIDGE = Symbol.for("parhai.front-bridge");

export type FrontBridge = {
  contentVersion: () => Promise<number>;
  readFailures: () => number;
  log: typeof log;
};

export function openFrontBridge(): void {
  const bridge: FrontBridge = {
    contentVersion: async () => readContentVersion(await getDb()),
    readFailures: readFailureCount,
    log,
  };
  (globalThis as Record<symbol, unknown>)[BRIDGE] = bridge;
}
