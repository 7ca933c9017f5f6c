"use server";

import { headers } from "next/headers";
import { getEnv } from "@/env";
import { addressBucket } from "@/lib/client-address";
import { getDb } from "@/server/db/client";
import { clientAddress } from "@/server/http/client-address";
import { getPageLocale } from "@/server/i18n/locale";
import { acceptContactMessage, readContactFields } from "./contact-intake";
import type { ContactState } from "./contact-state";

/** /contact-us's form: checked on the server, limited per client address, stored. */
export async function sendContactMessage(
  _previous: ContactState,
  form: FormData,
): Promise<ContactState> {
  if (!(form instanceof FormData)) return { status: "invalid", values: {}, problems: {} };
  const address = clientAddress(await headers());
  const { SITE_SUPPORT_EMAIL, siteUrl } = getEnv();
  const db = await getDb().catch(() => null);
  if (!db) return { status: "error", values: readContactFields(form), problems: {} };
  return acceptContactMessage(
    db,
    address ? addressBucket(address) : "unknown",
    readContactFields(form),
    await getPageLocale(),
    { email: SITE_SUPPORT_EMAIL, siteUrl },
  );
}
