import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { IssueEditor } from "@/components/newsletter/issue-editor";
import { IssueList } from "@/components/newsletter/issue-list";
import { ForbiddenScreen } from "@/components/workspace/forbidden-screen";
import { Notice } from "@/components/workspace/list-parts";
import { WorkspaceFrame } from "@/components/workspace/workspace-frame";
import { readSearchParams } from "@/lib/route-manifest.mjs";
import { getDb } from "@/server/db/client";
import { countConfirmed, getIssue, issueWithCounts } from "@/server/newsletter/issues";
import { authorizePage } from "@/server/workspace/guard";
import { param, parseRowId, type SearchParams } from "@/server/workspace/list-params";

type Props = { params: Promise<{ id: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Newsletter.admin"))("issueTitle") };
}

/** A draft to change and send, or a sent issue with its counts. */
export default async function IssuePage({ params, searchParams }: Props) {
  const id = parseRowId((await params).id);
  const account = await authorizePage("subscribers:send", `/admin/subscribers/issues/${id ?? ""}`);
  if (!account) return <ForbiddenScreen />;
  const db = await getDb();
  const issue = id === null ? undefined : await getIssue(db, id);
  if (!issue) notFound();
  const t = await getTranslations("Newsletter.admin");
  const saved = param(readSearchParams("admin", await searchParams), "saved");
  const recipients = issue.state === "draft" ? await countConfirmed(db, issue.locale) : 0;
  const listed = issue.state === "draft" ? undefined : await issueWithCounts(db, issue.id);
  return (
    <WorkspaceFrame account={account} section="subscribers" title={t("issueTitle")}>
      {saved === "1" && <Notice>{t("saved")}</Notice>}
      {saved === "sent" && <Notice>{t("sendStarted")}</Notice>}
      {issue.state === "draft" ? (
        <IssueEditor issue={issue} recipients={recipients} />
      ) : (
        <>
          <IssueList rows={listed ? [listed] : []} />
          <pre dir="auto" className="mt-4 max-w-2xl font-sans whitespace-pre-wrap text-slate-800">
            {issue.body}
          </pre>
        </>
      )}
    </WorkspaceFrame>
  );
}
