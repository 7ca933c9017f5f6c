import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { WorkspaceFrame } from "@/components/workspace/workspace-frame";
import { getDb } from "@/server/db/client";
import { ForbiddenScreen } from "@/components/workspace/forbidden-screen";
import { authorizePage } from "@/server/workspace/guard";
import { countSubscribers } from "@/server/workspace/subscribers";
import { Link } from "@/components/ui/link";
import { IssueList } from "@/components/newsletter/issue-list";
import { listIssues } from "@/server/newsletter/issues";
import { Pager } from "@/components/workspace/list-parts";
import { readSearchParams } from "@/lib/route-manifest.mjs";
import { afterRowId, type SearchParams } from "@/server/workspace/list-params";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Workspace"))("sections.subscribers") };
}

const PATH = "/admin/subscribers";

/** The newsletter's subscribers (how many, all of them as CSV) and its issues (decision 0069). */
export default async function SubscribersPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const account = await authorizePage("subscribers:export", PATH);
  if (!account) return <ForbiddenScreen />;
  const after = afterRowId(readSearchParams("admin", await searchParams));
  const db = await getDb();
  const [t, n, total, issues] = await Promise.all([
    getTranslations("Workspace"),
    getTranslations("Newsletter.admin"),
    countSubscribers(db),
    listIssues(db, after),
  ]);
  return (
    <WorkspaceFrame account={account} section="subscribers" title={t("sections.subscribers")}>
      <p className="text-lg text-slate-900" data-testid="subscriber-count">
        {t("subscriberCount", { count: total })}
      </p>
      {/* A plain download link: the route checks the role itself. */}
      <a
        href="/admin/subscribers/export"
        download
        className="bg-brand-700 hover:bg-brand-800 mt-4 inline-block rounded-md px-4 py-2 font-semibold text-white"
      >
        {t("exportSubscribers")}
      </a>
      <p className="mt-2 max-w-2xl text-sm text-slate-600">{t("exportHint")}</p>
      <section aria-labelledby="newsletter-issues" className="mt-10">
        <h2 id="newsletter-issues" className="text-lg font-semibold text-slate-900">
          {n("issuesHeading")}
        </h2>
        <p className="mt-1 mb-3 max-w-2xl text-sm text-slate-600">{n("issuesIntro")}</p>
        <Link
          href="/admin/subscribers/issues/new"
          className="bg-brand-700 hover:bg-brand-800 mb-4 inline-block rounded-md px-4 py-2 font-semibold text-white"
        >
          {n("newIssue")}
        </Link>
        <IssueList rows={issues.rows} />
        <Pager
          path={PATH}
          params={{}}
          next={issues.next}
          deep={after !== undefined && issues.rows.length > 0}
        />
      </section>
    </WorkspaceFrame>
  );
}
