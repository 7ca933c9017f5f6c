import type { Database } from "@/server/db/client";
import { log } from "@/server/log";
import { unsubscribe } from "./subscriptions";

const PLAIN = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" };

/**
 * RFC 8058 one-click unsubscribe: a mail client posts "List-Unsubscribe=One-Click" to the address
 * in the List-Unsubscribe header, with no session and no page (decision 0068). The key in the
 * address is the only proof needed.
 */
export async function answerOneClick(db: Database, request: Request): Promise<Response> {
  const token = new URL(request.url).searchParams.get("token") ?? undefined;
  try {
    const outcome = await unsubscribe(db, token);
    if (outcome === "invalid") {
      return new Response("This unsubscribe link is not valid.", { status: 404, headers: PLAIN });
    }
    const words =
      outcome === "unsubscribed" ? "Unsubscribed." : "This address was already unsubscribed.";
    return new Response(words, { status: 200, headers: PLAIN });
  } catch (error) {
    log("error", "newsletter.one_click_failed", { error });
    return new Response("Please try again later.", { status: 503, headers: PLAIN });
  }
}
