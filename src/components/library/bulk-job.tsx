import { Link } from "@/components/ui/link";
import { getTranslations } from "next-intl/server";
import { LIBRARY_UPLOAD_PATH } from "@front/contract.mjs";
import type { BulkError } from "@/server/library/bulk-manifest";
import type { BulkJob } from "@/server/library/bulk-jobs";
import { LIBRARY_LIMITS } from "@/server/library/convert";
import { BulkRefresh } from "./bulk-refresh";

type Translate = Awaited<ReturnType<typeof getTranslations>>;

/** "Line 3, Subject: Choose one of the listed values." in the page's language. */
function errorText(t: Translate, error: BulkError): string {
  const values = {
    megabytes: LIBRARY_LIMITS.bytes / 1024 / 1024,
    pages: LIBRARY_LIMITS.pages,
    ...error.values,
  };
  const key = [`bulk.errors.${error.message}`, `workspace.errors.${error.message}`].find((k) =>
    t.has(k),
  );
  const message = t(key ?? `workspace.refusals.${error.message}`, values);
  if (error.line === null) return message;
  if (!t.has(`fields.${error.field}`)) return t("bulk.lineError", { line: error.line, message });
  const field = t(`fields.${error.field}`);
  return t("bulk.lineFieldError", { line: error.line, field, message });
}

const box = "rounded-lg border p-4";

/** A bulk upload's state: its errors, the button to publish it, its progress, or its documents. */
export async function BulkJobView({ job, back }: { job: BulkJob; back: string }) {
  const t = await getTranslations("Library");
  if (job.stage === "invalid" || job.stage === "failed")
    return (
      <section role="alert" className={`${box} border-red-300 bg-red-50 text-red-900`}>
        <h2 className="font-semibold">
          {job.stage === "failed"
            ? t("bulk.failed")
            : t("bulk.invalidTitle", { file: job.file, count: job.errors.length })}
        </h2>
        <ul className="mt-2 list-disc ps-6" data-testid="bulk-errors">
          {job.errors.map((error, index) => (
            <li key={index}>{errorText(t, error)}</li>
          ))}
        </ul>
      </section>
    );
  if (job.stage === "ready")
    return (
      <section className={`${box} border-slate-300 bg-white`}>
        <h2 className="font-semibold text-slate-900">
          {t("bulk.readyTitle", { file: job.file, count: job.documents })}
        </h2>
        <form method="post" action={LIBRARY_UPLOAD_PATH} className="mt-4">
          <input type="hidden" name="step" value="publish" />
          <input type="hidden" name="job" value={job.id} />
          <input type="hidden" name="back" value={back} />
          <button className="bg-brand-700 hover:bg-brand-800 rounded-md px-5 py-2.5 font-semibold text-white">
            {t("bulk.publish", { count: job.documents })}
          </button>
        </form>
      </section>
    );
  if (job.stage === "converting") {
    const at = job.progress;
    return (
      <section role="status" className={`${box} border-slate-300 bg-white`}>
        <BulkRefresh />
        <h2 className="font-semibold text-slate-900">{t("bulk.converting")}</h2>
        <p className="mt-2">{at ? t("bulk.progress", at) : t("bulk.waiting")}</p>
        {at && <progress className="mt-2 w-full" value={at.document - 1} max={at.documents} />}
        <a href={`${back}?job=${job.id}`} className="text-brand-800 mt-2 inline-block underline">
          {t("bulk.refresh")}
        </a>
      </section>
    );
  }
  return (
    <section role="status" className={`${box} border-brand-600 bg-brand-50`}>
      <h2 className="text-brand-900 font-semibold">
        {t("bulk.doneTitle", { count: job.published.length })}
      </h2>
      <ul className="mt-2 list-disc ps-6" data-testid="bulk-published">
        {job.published.map((document) => (
          <li key={document.id}>
            <Link href={`/admin/library/${document.id}`} className="text-brand-800 underline">
              {document.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
