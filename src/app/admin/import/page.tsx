import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ImportForm } from "@/components/workspace/import-form";
import { WorkspaceFrame } from "@/components/workspace/workspace-frame";
import { QUESTION_FIELDS } from "@/server/content/question-row";
import { LECTURE_CSV_COLUMNS } from "@/server/content/schemas";
import { ForbiddenScreen } from "@/components/workspace/forbidden-screen";
import { authorizePage } from "@/server/workspace/guard";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Workspace"))("sections.import") };
}

/** Bulk upload of the importer's CSV and JSON files, in the browser, while the site runs. */
export default async function ImportPage() {
  const account = await authorizePage("content:write", "/admin/import");
  if (!account) return <ForbiddenScreen />;
  const t = await getTranslations("Workspace");
  return (
    <WorkspaceFrame account={account} section="import" title={t("sections.import")}>
      <p className="max-w-3xl text-slate-700">{t("importIntro")}</p>
      <pre className="mt-2 mb-4 max-w-3xl rounded-md bg-slate-100 p-3 text-sm break-all whitespace-pre-wrap">
        <code>{LECTURE_CSV_COLUMNS.join(",")}</code>
      </pre>
      <p className="max-w-3xl text-slate-700">{t("importQuestionsIntro")}</p>
      <pre className="mt-2 mb-4 max-w-3xl rounded-md bg-slate-100 p-3 text-sm break-all whitespace-pre-wrap">
        <code>{QUESTION_FIELDS.join(",")}</code>
      </pre>
      <ImportForm
        labels={{
          file: t("importFile"),
          fileHint: t("importFileHint"),
          check: t("importCheck"),
          checking: t("importChecking"),
          confirm: t("importConfirm"),
          confirming: t("importConfirming"),
          line: t("importLine"),
          field: t("importField"),
          problem: t("importProblem"),
          nothingWritten: t("importNothingWritten"),
          changes: t("importChangesTitle"),
          before: t("auditBefore"),
          after: t("auditAfter"),
        }}
      />
    </WorkspaceFrame>
  );
}
