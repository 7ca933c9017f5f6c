"use server";

import { getTranslations } from "next-intl/server";
import { getEnv } from "@/env";
import { getDb } from "@/server/db/client";
import { wakeMailWorker } from "@/server/mail/queue";
import { redirectInLocale } from "@/server/i18n/locale";
import {
  failedState,
  formErrorState,
  formText,
  refusedState,
} from "@/server/workspace/action-state";
import { isConfirmed, readExistingId, readRowId } from "@/server/workspace/form-input";
import { authorizeAction } from "@/server/workspace/guard";
import type { FormState } from "@/server/workspace/form-state";
import {
  issueInput,
  MAX_LINKS,
  saveIssue,
  startSending,
  type SaveOutcome,
  type SendOutcome,
} from "./issues";
import { issueMail } from "./mails";

/** The issue form's state, with the mail as it will go out when Preview was pressed. */
export type IssueFormState = FormState & { preview?: { subject: string; text: string } };

const FIELDS = ["locale", "subject", "body", "links"];

/**
 * The issue form's two buttons (decision 0069): Preview composes the mail as a subscriber will
 * get it (nothing is written), Save checks and writes the draft.
 */
export async function saveIssueForm(
  _previous: IssueFormState,
  form: FormData,
): Promise<IssueFormState> {
  const access = await authorizeAction("subscribers:send");
  if (!access.ok) return refusedState(access.error);
  if (!(form instanceof FormData)) return formErrorState("badRequest", {});
  const values = formText(form, FIELDS);
  const id = readRowId(form);
  if (!id.ok) return formErrorState("badRequest", values);
  const t = await getTranslations("Newsletter.admin");
  const read = issueInput.safeParse(values);
  if (!read.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of read.error.issues) {
      const field = String(issue.path[0] ?? "body");
      const key = ["required", "tooLong", "badLink", "tooMany"].includes(issue.message)
        ? issue.message
        : "required";
      fieldErrors[field] ??= t(`problems.${key}`, { max: MAX_LINKS });
    }
    return { fieldErrors, formError: t("fixFields"), values };
  }
  if (form.get("intent") === "preview") {
    const mail = issueMail({
      to: access.actor.email,
      issue: read.data,
      unsubscribeToken: "preview",
      siteUrl: getEnv().siteUrl,
    });
    return {
      fieldErrors: {},
      formError: null,
      values,
      preview: { subject: mail.subject, text: mail.text },
    };
  }
  let outcome: SaveOutcome;
  try {
    outcome = await saveIssue(await getDb(), access.actor, id.id, read.data);
  } catch (error) {
    return failedState("newsletter.save_failed", error, values);
  }
  if (!outcome.ok && outcome.reason === "gone") return formErrorState("gone", values);
  if (!outcome.ok) return { fieldErrors: {}, formError: t("alreadySent"), values };
  return redirectInLocale(`/admin/subscribers/issues/${outcome.id}?saved=1`);
}

/** Sends a saved draft to its language's confirmed subscribers, once the box is ticked. */
export async function sendIssueForm(
  _previous: IssueFormState,
  form: FormData,
): Promise<IssueFormState> {
  const access = await authorizeAction("subscribers:send");
  if (!access.ok) return refusedState(access.error);
  if (!(form instanceof FormData)) return formErrorState("badRequest", {});
  const id = readExistingId(form);
  if (id === null) return formErrorState("badRequest", {});
  const t = await getTranslations("Newsletter.admin");
  if (!isConfirmed(form)) return { fieldErrors: {}, formError: t("confirmSend"), values: {} };
  let outcome: SendOutcome;
  try {
    outcome = await startSending(await getDb(), access.actor, id);
  } catch (error) {
    return failedState("newsletter.send_failed", error, {});
  }
  if (!outcome.ok && outcome.reason === "gone") return formErrorState("gone", {});
  if (!outcome.ok) return { fieldErrors: {}, formError: t("alreadySent"), values: {} };
  wakeMailWorker();
  return redirectInLocale(`/admin/subscribers/issues/${id}?saved=sent`);
}
