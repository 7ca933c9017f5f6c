"use server";

import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { getDb } from "@/server/db/client";
import { redirectInLocale } from "@/server/i18n/locale";
import {
  failedState,
  formErrorState,
  formText,
  refusedState,
} from "@/server/workspace/action-state";
import { isConfirmed, readExistingId, readRowId } from "@/server/workspace/form-input";
import { authorizeAction } from "@/server/workspace/guard";
import { MAX_UPLOAD_BYTES, mediaPath, readPicture, storeImage } from "@/server/workspace/images";
import { CONTACT_STATUSES, setContactStatus } from "./contact";
import { renderMarkdown } from "./markdown";
import { MAX_BODY, readPageInput } from "./page-input";
import type { PageFormState } from "./page-form-state";
import { removePage, restorePageVersion, savePage, type PageSaveOutcome } from "./page-writes";

const FIELDS = ["path", "locale", "title", "body"];

/**
 * The page form's two buttons: Preview renders the text as the site will (nothing is written),
 * Publish checks and saves it; an uploaded picture is stored and added at the end of the text.
 */
export async function savePageForm(
  _previous: PageFormState,
  form: FormData,
): Promise<PageFormState> {
  const access = await authorizeAction("content:write");
  if (!access.ok) return refusedState(access.error);
  if (!(form instanceof FormData)) return formErrorState("badRequest", {});
  const values = formText(form, FIELDS);
  const id = readRowId(form);
  if (!id.ok) return formErrorState("badRequest", values);
  const t = await getTranslations("Pages.admin");
  if (form.get("intent") === "preview") {
    const body = values.body!.slice(0, MAX_BODY);
    return {
      fieldErrors: {},
      formError: null,
      values,
      preview: renderMarkdown(body, values.locale === "ur" ? "ur" : "en"),
    };
  }
  const picture = await readPicture(form);
  if (picture && "problem" in picture) {
    const w = await getTranslations("Workspace");
    const message = w(picture.problem, { megabytes: MAX_UPLOAD_BYTES / 1024 / 1024 });
    return { fieldErrors: { image: message }, formError: w("fixFields"), values };
  }
  const withPicture: Record<string, string> = picture
    ? { ...values, body: `${values.body}\n\n![${values.title}](${mediaPath(picture.image.id)})` }
    : values;
  const read = readPageInput(withPicture);
  if (!read.ok) {
    const fieldErrors = Object.fromEntries(
      Object.entries(read.problems).map(([field, key]) => [field, t(`problems.${key}`)]),
    );
    return { fieldErrors, formError: t("fixFields"), values };
  }
  let outcome: PageSaveOutcome;
  try {
    const db = await getDb();
    if (picture) await db.transaction((tx) => storeImage(tx, picture.image));
    outcome = await savePage(db, access.actor, id.id, read.page);
  } catch (error) {
    return failedState("pages.save_failed", error, values);
  }
  if (!outcome.ok && outcome.reason === "gone") return formErrorState("gone", values);
  if (!outcome.ok)
    return { fieldErrors: { path: t("problems.taken") }, formError: t("fixFields"), values };
  return redirectInLocale(`/admin/pages/${outcome.id}?saved=1`);
}

const versionId = z.coerce.number().int().min(1).max(2_147_483_647);

/** Makes an earlier version the page's text again, in one step. */
export async function restorePageForm(
  _previous: PageFormState,
  form: FormData,
): Promise<PageFormState> {
  const access = await authorizeAction("content:write");
  if (!access.ok) return refusedState(access.error);
  if (!(form instanceof FormData)) return formErrorState("badRequest", {});
  const id = readExistingId(form);
  const version = versionId.safeParse(form.get("version"));
  if (id === null || !version.success) return formErrorState("badRequest", {});
  try {
    const outcome = await restorePageVersion(await getDb(), access.actor, id, version.data);
    if (!outcome.ok) return formErrorState("gone", {});
  } catch (error) {
    return failedState("pages.restore_failed", error, {});
  }
  return redirectInLocale(`/admin/pages/${id}?saved=1`);
}

export async function removePageForm(
  _previous: PageFormState,
  form: FormData,
): Promise<PageFormState> {
  const access = await authorizeAction("content:write");
  if (!access.ok) return refusedState(access.error);
  if (!(form instanceof FormData)) return formErrorState("badRequest", {});
  const id = readExistingId(form);
  if (id === null) return formErrorState("badRequest", {});
  if (!isConfirmed(form)) return formErrorState("confirmDelete", {});
  try {
    if (!(await removePage(await getDb(), access.actor, id))) return formErrorState("gone", {});
  } catch (error) {
    return failedState("pages.remove_failed", error, {});
  }
  return redirectInLocale("/admin/pages?deleted=1");
}

const contactStatus = z.enum(CONTACT_STATUSES);

/** An admin marks a contact message read, answered or archived; the list says what happened. */
export async function setContactStatusForm(form: FormData): Promise<void> {
  const access = await authorizeAction("contact:read");
  const id = form instanceof FormData ? readExistingId(form) : null;
  const status = contactStatus.safeParse(form instanceof FormData ? form.get("status") : null);
  if (!access.ok || id === null || !status.success) return redirectInLocale("/admin/messages");
  await setContactStatus(await getDb(), access.actor, id, status.data);
  return redirectInLocale(
    `/admin/messages?saved=1${status.data === "archived" ? "&kind=archived" : ""}`,
  );
}
