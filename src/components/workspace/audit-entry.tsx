import { getTranslations } from "next-intl/server";
import { Link } from "@/components/ui/link";
import type { AuditRow } from "@/server/workspace/audit-queries";
import { getPageLocale } from "@/server/i18n/locale";

const MAX_VALUE = 200;

/** A stored value as text: strings as they are, the rest as JSON, long ones cut. */
function shown(value: unknown): string {
  if (value === undefined || value === null) return "—";
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE)}…` : text;
}

function asRecord(value: unknown): Record<string, unknown> {
  return value && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

// Karachi time, in the page's language (ur-PK on Urdu pages).
const timeFormats = {
  en: new Intl.DateTimeFormat("en-GB", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Asia/Karachi",
  }),
  ur: new Intl.DateTimeFormat("ur-PK", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Asia/Karachi",
  }),
};

/** One audit entry: when, who, what, and each field's value before and after. */
export async function AuditEntry({ entry }: { entry: AuditRow }) {
  const [t, locale] = await Promise.all([getTranslations("Workspace"), getPageLocale()]);
  const before = asRecord(entry.before);
  const after = asRecord(entry.after);
  // jsonb keeps keys in its own order; alphabetical is at least the same on every entry.
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return (
    <li className="px-4 py-3" data-testid="audit-entry">
      <p className="text-sm text-slate-600">
        <time dateTime={entry.at.toISOString()}>{timeFormats[locale].format(entry.at)}</time> ·{" "}
        {entry.actorId ? (
          <Link
            href={`/admin/audit?${new URLSearchParams({ actor: entry.actorId }).toString()}`}
            className="text-brand-800 underline"
          >
            {entry.actorName ?? entry.actorId}
          </Link>
        ) : (
          (entry.actorName ?? t("auditBySetting"))
        )}
      </p>
      <p className="font-semibold text-slate-900">
        {t("auditWhat", {
          action: t(`auditActions.${entry.action}`),
          kind: t(`auditKinds.${entry.kind}`),
        })}
        : {entry.summary}
      </p>
      {fields.length > 0 && (
        <table className="mt-2 w-full text-start text-sm">
          <thead className="sr-only">
            <tr>
              <th>{t("auditField")}</th>
              <th>{t("auditBefore")}</th>
              <th>{t("auditAfter")}</th>
            </tr>
          </thead>
          <tbody>
            {fields.map((field) => (
              <tr key={field} className="align-top">
                <td className="pe-3 font-mono text-slate-700">{field}</td>
                <td className="pe-3 break-all text-red-800">{shown(before[field])}</td>
                <td className="text-brand-800 break-all">{shown(after[field])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </li>
  );
}
