import "server-only";
import { getTranslations } from "next-intl/server";
import { auditValueText } from "@/lib/audit-values";
import { getPageLocale } from "@/server/i18n/locale";
import type { RowChange } from "./import-changes";
import type { ListedChange } from "./import-state";

/**
 * The rows a bulk upload would create or change, in the editor's words: what each is, and each
 * field it sets or changes, before and after, as the audit log will show them.
 */
export async function listChanges(changes: RowChange[]): Promise<ListedChange[]> {
  const [t, locale] = await Promise.all([getTranslations("Workspace"), getPageLocale()]);
  const label = (field: string) =>
    t.has(`auditFields.${field}`) ? t(`auditFields.${field}`) : field;
  const text = (field: string, value: unknown) =>
    auditValueText(field, value, locale, (counts) => t("importCountsValue", counts));
  return changes.map((change) => ({
    what: t("importRow", { action: change.action, kind: t(`auditKinds.${change.kind}`) }),
    summary: change.summary,
    fields: Object.keys(change.after)
      .filter((field) => change.action === "update" || change.after[field] !== null)
      .sort()
      .map((field) => ({
        label: label(field),
        before: text(field, change.before[field]),
        after: text(field, change.after[field]),
      })),
  }));
}
