import "server-only";
import { getTranslations } from "next-intl/server";
import { log } from "@/server/log";
import { callAuthEndpoint, type AuthEndpointResult } from "./endpoint";

/**
 * A form's call of a Better Auth endpoint: a database or network failure becomes an answer
 * (500) for the form to show as a message, never an error page. `event` names it in the log.
 */
export async function callFromForm(
  event: string,
  path: `/${string}`,
  body: Record<string, unknown>,
): Promise<AuthEndpointResult> {
  try {
    return await callAuthEndpoint(path, body);
  } catch (error) {
    log("error", `${event}_error`, { error, path });
    return { ok: false, status: 500, code: null };
  }
}

/** The form-wide message for a refusal that is not about one field (logged under `event`). */
export async function refusalMessage(
  event: string,
  result: { status: number; code: string | null },
): Promise<string> {
  const t = await getTranslations("Auth");
  log(result.status === 429 ? "warn" : "info", `${event}_refused`, result);
  if (result.status === 429) return t("tooManyAttempts");
  if (result.status === 403) return t("requestRefused");
  return t("unexpected");
}
