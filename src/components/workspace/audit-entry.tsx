import { getTranslations } from "next-intl/server";
import { Link } from "@/components/ui/link";
import type { AuditRow } from "@/server/workspace/audit-queries";
import { getPageLocale } from "@/server/i18n/locale";
import { karachiTime } from "@/lib/audit-values";
import { auditWords } from "@/server/workspace/audit-words";
import { ChangeTable } from "./change-table";

function asRecord(value: unknown): Record<string, unknown> {
  return value && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/**
 * Who made the change: the name they chose, isolated (<bdi>) so no character of it can reorder
 * what follows, and beside it, apart, the account's address, which they did not choose
 * (decision 0025, amendment of 2026-11-24).
 */
async function Actor({ entry }: { entry: AuditRow }) {
  const t = await getTranslations("Workspace");
  if (!entry.actorId && !entry.actorName) {
    return <>{t(entry.source === "command" ? "auditByCommand" : "auditBySetting")}</>;
  }
  const who = (
    <>
      <bdi className="font-medium text-slate-800">{entry.actorName}</bdi>{" "}
      <span dir="ltr" className="font-mono" data-testid="audit-actor-email">
        {entry.actorEmail ?? entry.actorId}
      </span>
    </>
  );
  if (!entry.actorId) return who;
  return (
    <Link
      href={`/admin/audit?${new URLSearchParams({ actor: entry.actorId }).toString()}`}
      className="text-brand-800 underline"
    >
      {who}
    </Link>
  );
}

/** One audit entry: when, who, what, and each field's value before and after. */
export async function AuditEntry({ entry }: { entry: AuditRow }) {
  const [t, locale, words] = await Promise.all([
    getTranslations("Workspace"),
    getPageLocale(),
    auditWords(),
  ]);
  const before = asRecord(entry.before);
  const after = asRecord(entry.after);
  // jsonb keeps keys in its own order; alphabetical is at least the same on every entry.
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return (
    <li className="px-4 py-3" data-testid="audit-entry">
      <p className="text-sm text-slate-600">
        <time dateTime={entry.at.toISOString()}>{karachiTime(entry.at, locale)}</time> ·{" "}
        <Actor entry={entry} />
      </p>
      <p className="font-semibold text-slate-900">
        {t("auditWhat", {
          action: t(`auditActions.${entry.action}`),
          kind: t(`auditKinds.${entry.kind}`),
        })}
        : <bdi>{entry.summary}</bdi>
        {entry.fileName && entry.kind !== "import" && (
          <span className="font-normal text-slate-700">
            {" "}
            · {t("auditFromFile", { file: entry.fileName })}
          </span>
        )}
      </p>
      {fields.length > 0 && (
        <ChangeTable
          fields={fields.map((field) => ({
            label: words.label(field),
            before: words.value(field, before[field]),
            after: words.value(field, after[field]),
          }))}
          headings={{ field: t("auditField"), before: t("auditBefore"), after: t("auditAfter") }}
        />
      )}
    </li>
  );
}
