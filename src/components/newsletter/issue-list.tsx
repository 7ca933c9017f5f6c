import { getTranslations } from "next-intl/server";
import { Link } from "@/components/ui/link";
import type { IssueRow } from "@/server/newsletter/issues";

/** Issues with their state and how their mails fared (decision 0069). */
export async function IssueList({ rows }: { rows: IssueRow[] }) {
  const t = await getTranslations("Newsletter.admin");
  if (rows.length === 0) return <p className="text-slate-600">{t("noIssues")}</p>;
  return (
    <ul className="max-w-3xl divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
      {rows.map(({ issue, counts }) => (
        <li key={issue.id} className="px-4 py-3" data-testid="newsletter-issue">
          <Link
            href={`/admin/subscribers/issues/${issue.id}`}
            className="text-brand-800 font-semibold underline"
            dir="auto"
          >
            {issue.subject}
          </Link>
          <p className="text-sm text-slate-600">
            {t(issue.locale === "ur" ? "urdu" : "english")} ·{" "}
            {t(`states.${issue.state as "draft" | "sending" | "sent"}`)}
          </p>
          {issue.state !== "draft" && (
            <p className="text-sm text-slate-800" data-testid="newsletter-issue-counts">
              {t("counts", counts)}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
