import "server-only";
import { getTranslations } from "next-intl/server";
import type { z } from "zod";
import { fieldMessages } from "@/server/content/rule-messages";
import { log } from "@/server/log";
import type { SaveOutcome } from "./change";
import type { FormState } from "./form-state";
import type { Refusal } from "./guard";
import { MAX_UPLOAD_BYTES, type PictureProblem } from "./images";

/** The lecture form's box that renames the whole chapter (decision 0024). */
export const RENAME_CHAPTER_FIELD = "renameChapter";

/** Longest value echoed back into a form; longer input is refused by the rules anyway. */
const MAX_ECHO = 10_000;

/** The text fields of a form as typed (files and missing fields are ""). */
export function formText(form: FormData, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    names.map((name) => {
      const value = form.get(name);
      return [name, typeof value === "string" ? value.slice(0, MAX_ECHO) : ""];
    }),
  );
}

/** The "Workspace" message for each reason an action refused to run. */
export const REFUSAL_KEY: Record<Refusal, string> = {
  "signed-out": "refusedSignedOut",
  forbidden: "refusedForbidden",
  "cross-site": "refusedCrossSite",
  unconfirmed: "refusedUnconfirmed",
};

/** The form's state when the action refused to run: nothing was read or written. */
export async function refusedState(error: Refusal): Promise<FormState> {
  const t = await getTranslations("Workspace");
  return { fieldErrors: {}, formError: t(REFUSAL_KEY[error]), values: {} };
}

/** A whole-form message (a key of "Workspace"), keeping what was typed. */
export async function formErrorState(
  key: string,
  values: Record<string, string>,
  messageValues?: Record<string, string | number>,
): Promise<FormState> {
  const t = await getTranslations("Workspace");
  return { fieldErrors: {}, formError: t(key, messageValues), values };
}

/** The rules' messages at their fields: "Title is over 200 characters". */
export async function invalidState(
  issues: readonly z.core.$ZodIssue[],
  values: Record<string, string>,
  fieldOf: (path: string) => string = (path) => path.split(".")[0] ?? path,
): Promise<FormState> {
  const [t, rules] = await Promise.all([
    getTranslations("Workspace"),
    getTranslations("ContentRules"),
  ]);
  const fieldErrors: Record<string, string> = {};
  for (const [path, { key, values: ruleValues }] of Object.entries(fieldMessages(issues))) {
    const field = fieldOf(path);
    fieldErrors[field] ??= t("fieldProblem", {
      label: t(`fields.${field}`),
      problem: rules(key, ruleValues),
    });
  }
  return { fieldErrors, formError: t("fixFields"), values };
}

/** Why a valid row was not saved: it was deleted meanwhile, or its natural key is taken. */
export async function notSavedState(
  outcome: Exclude<SaveOutcome, { ok: true }>,
  values: Record<string, string>,
): Promise<FormState> {
  if (outcome.reason === "gone") return formErrorState("gone", values);
  const t = await getTranslations();
  const message = t(outcome.message.key, outcome.message.values);
  const state: FormState = { fieldErrors: { [outcome.field]: message }, formError: null, values };
  if (outcome.reason === "chapter") {
    state.confirm = {
      name: RENAME_CHAPTER_FIELD,
      label: t("Workspace.renameChapter", outcome.rename),
    };
  }
  return state;
}

/** An uploaded picture refused (too large, not a picture), said at the form's picture field. */
export async function pictureProblemState(
  problem: PictureProblem,
  values: Record<string, string>,
): Promise<FormState> {
  const t = await getTranslations("Workspace");
  const message = t(problem, { megabytes: MAX_UPLOAD_BYTES / 1024 / 1024 });
  return { fieldErrors: { image: message }, formError: t("fixFields"), values };
}

/** A write that failed for a reason the editor cannot fix (the database is away): try again. */
export async function failedState(
  event: string,
  error: unknown,
  values: Record<string, string>,
): Promise<FormState> {
  log("error", event, { error });
  return formErrorState("saveFailed", values);
}
