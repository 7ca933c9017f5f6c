import { createTranslator } from "use-intl/core";
import type { z } from "zod";
import messages from "../../../messages/en.json";

/**
 * The messages of the content rules (schemas.ts) and of reading a content file (parse.ts), kept in
 * messages/en.json under "ContentRules" like every text people read. The importer's command line
 * and the workspace's forms and bulk upload show the same words.
 */
export type RuleKey = keyof (typeof messages)["ContentRules"];
export type RuleValues = Record<string, string | number>;
export type RuleMessage = { key: RuleKey; values: RuleValues };

const translate = createTranslator({ locale: "en", messages, namespace: "ContentRules" });

function isRuleKey(value: string): value is RuleKey {
  return Object.hasOwn(messages.ContentRules, value);
}

/** The text of a rule's message, in English (the importer's language). */
export function formatRule({ key, values }: RuleMessage): string {
  return translate(key, values);
}

/** Which message a zod issue of the content schemas stands for, and the values it names. */
export function ruleMessage(issue: z.core.$ZodIssue): RuleMessage {
  const key: RuleKey = isRuleKey(issue.message) ? issue.message : "invalid";
  const values: RuleValues = {};
  if (issue.code === "too_big") values.max = Number(issue.maximum);
  if (issue.code === "too_small") values.min = Number(issue.minimum);
  if (issue.code === "custom" && issue.params) {
    for (const [name, value] of Object.entries(issue.params)) {
      if (typeof value === "string" || typeof value === "number") values[name] = value;
    }
  }
  return { key, values };
}

/** The first message of each field (by the issue's path, "-" for the whole row). */
export function fieldMessages(issues: readonly z.core.$ZodIssue[]): Record<string, RuleMessage> {
  const fields: Record<string, RuleMessage> = {};
  for (const issue of issues) {
    const field = issue.path.join(".") || "-";
    fields[field] ??= ruleMessage(issue);
  }
  return fields;
}
