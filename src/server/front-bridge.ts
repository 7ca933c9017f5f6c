import { publishApplication } from "@front/contract.mjs";
import { getEnv } from "@/env";
import { readContentVersion } from "@/server/content/version";
import { getDb } from "@/server/db/client";
import { clientAddress } from "@/server/http/client-address";
import { log } from "@/server/log";
import { personalAnswer } from "@/server/progress/personal-answer";
import { readFailureCount } from "@/server/safe-read";

/**
 * Hands the front layer (front-layer/, outside Next's bundle) what it needs, through the contract
 * both sides import: the content version, whose change empties its page cache; the count of failed
 * reads, since a page rendered while a read failed shows an empty state that is only true during
 * the outage and must not be kept; the logger; the public origin, for its cross-site check and
 * HSTS; the answer to GET /api/me, which the front layer gives without Next.js (decisions 0029,
 * 0064: asked once per visit, read afresh every time); who a request comes from, for each client's
 * render budget (decision 0057); and how to close the database once the edge has drained its
 * requests at shutdown (decision 0006).
 */
export function openFrontBridge(close: () => Promise<void>): void {
  const env = getEnv();
  publishApplication({
    contentVersion: async () => readContentVersion(await getDb()),
    readFailures: readFailureCount,
    log,
    siteUrl: env.siteUrl,
    personal: personalAnswer,
    clientAddress,
    renderLimit: env.RENDER_RATE_LIMIT === "on",
    close,
  });
}
