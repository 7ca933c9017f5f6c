import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { BulkJobView } from "@/components/library/bulk-job";
import { ForbiddenScreen } from "@/components/workspace/forbidden-screen";
import { FormError } from "@/components/workspace/form-field";
import { WorkspaceFrame } from "@/components/workspace/workspace-frame";
import { LIBRARY_UPLOAD_PATH } from "@front/contract.mjs";
import { readSearchParams } from "@/lib/route-manifest.mjs";
import { getLocalePath } from "@/server/i18n/locale";
import { BULK_ZIP_LIMITS } from "@/server/library/bulk-zip";
import { BULK_COLUMNS, MAX_BULK_DOCUMENTS } from "@/server/library/bulk-manifest";
import { readBulkJob } from "@/server/library/bulk-jobs";
import { BULK_PAGE } from "@/server/library/upload-route";
import { authorizePage } from "@/server/workspace/guard";
import { param, type SearchParams } from "@/server/workspace/list-params";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Library.bulk"))("heading") };
}

const NOTICES = ["busy", "empty", "gone"] as const;

/**
 * The library's bulk upload (decision 0091): a plain form posts the ZIP to the upload route,
 * which answers with this page showing the check, then the publishing's progress.
 */
export default async function BulkUploadPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const account = await authorizePage("content:write", BULK_PAGE);
  if (!account) return <ForbiddenScreen />;
  const params = readSearchParams("admin", await searchParams);
  const [t, inLocale] = await Promise.all([getTranslations("Library.bulk"), getLocalePath()]);
  const job = readBulkJob(param(params, "job"), account.id);
  const notice = NOTICES.find((name) => name === param(params, "notice"));
  return (
    <WorkspaceFrame account={account} section="library" title={t("heading")}>
      <div className="max-w-3xl space-y-6">
        {notice && <FormError message={t(`notices.${notice}`)} />}
        {job && <BulkJobView job={job} back={inLocale(BULK_PAGE)} />}
        <form
          method="post"
          action={LIBRARY_UPLOAD_PATH}
          encType="multipart/form-data"
          className="space-y-4 rounded-lg border border-slate-200 bg-slate-50 p-4"
        >
          <input type="hidden" name="step" value="check" />
          <input type="hidden" name="back" value={inLocale(BULK_PAGE)} />
          <p className="text-slate-700">{t("intro")}</p>
          <pre className="rounded-md bg-slate-100 p-3 text-sm break-all whitespace-pre-wrap">
            <code>{BULK_COLUMNS.join(",")}</code>
          </pre>
          <div>
            <label htmlFor="bulk-file" className="block font-medium text-slate-900">
              {t("file")}
            </label>
            <p id="bulk-file-hint" className="text-sm text-slate-600">
              {t("fileHint", {
                megabytes: BULK_ZIP_LIMITS.zipBytes / 1024 / 1024,
                count: MAX_BULK_DOCUMENTS,
              })}
            </p>
            <input
              id="bulk-file"
              name="file"
              type="file"
              required
              accept=".zip,application/zip"
              aria-describedby="bulk-file-hint"
              className="mt-2 block w-full text-sm"
            />
          </div>
          <button className="bg-brand-700 hover:bg-brand-800 rounded-md px-5 py-2.5 font-semibold text-white">
            {t("check")}
          </button>
        </form>
      </div>
    </WorkspaceFrame>
  );
}
