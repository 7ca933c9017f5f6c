import "server-only";
import { getTranslations } from "next-intl/server";
import { auditWords } from "./audit-words";
import type { RowChange } from "./import-changes";
import type { ListedChange } from "./import-state";

/**
 * The rows a bulk upload would create or change, in the editor's words: what each is, and each
 * field it sets or changes, before and after, as the audit log will show them.
 */
export async function listChanges(changes: RowChange[]): Promise<ListedChange[]> {
  const [t, words] = await Promise.all([getTranslations("Workspace"), auditWords()]);
  return changes.map((change) => ({
    what: t("importRow", { action: change.action, kind: t(`auditKinds.${change.kind}`) }),
    summary: change.summary,
    fields: Object.keys(change.after)
      .filter((field) => change.action === "update" || change.after[field] !== null)
      .sort()
      .map((field) => ({
        label: words.label(field),
        before: words.value(field, change.before[field]),
        after: words.value(field, change.after[field]),
      })),
  }));
}
