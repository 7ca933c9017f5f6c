"use server";

import { confirmedDelete } from "@/server/workspace/confirmed-delete";
import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { getDb } from "@/server/db/client";
import { redirectInLocale } from "@/server/i18n/locale";
import {
  failedState,
  formErrorState,
  formText,
  pictureProblemState,
  refusedState,
} from "@/server/workspace/action-state";
import { readExistingId, readRowId } from "@/server/workspace/form-input";
import { authorizeAction } from "@/server/workspace/guard";
import { mediaPath, readUploadedPicture } from "@/server/workspace/images";
import { CONTACT_STATUSES, setContactStatus } from "./contact";
import { renderMarkdown } from "./markdown";
import { MAX_BODY, readPageInput, withPicture } from "./page-input";
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
  const picture = await readUploadedPicture(form);
  if (picture && "problem" in picture) return pictureProblemState(picture.problem, values);
  const sent: Record<string, string> = picture
    ? { ...values, body: withPicture(values.body!, values.title!, mediaPath(picture.image.id)) }
    : values;
  const read = readPageInput(sent);
  if (!read.ok) {
    const fieldErrors = Object.fromEntries(
      Object.entries(read.problems).map(([field, key]) => [field, t(`problems.${key}`)]),
    );
    return { fieldErrors, formError: t("fixFields"), values };
  }
  let outcome: PageSaveOutcome;
  try {
    outcome = await savePage(
      await getDb(),
      access.actor,
      id.id,
      read.page,
      "update",
      picture?.image,
    );
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
  return confirmedDelete(form, {
    remove: (db, actor, id) => removePage(db, actor, id),
    failure: "pages.remove_failed",
    listPath: () => "/admin/pages",
  });
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
