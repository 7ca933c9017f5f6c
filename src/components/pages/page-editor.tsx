import { getTranslations } from "next-intl/server";
import { DeleteForm } from "@/components/workspace/delete-form";
import { Pager } from "@/components/workspace/list-parts";
import { formatPostedOn } from "@/lib/dates";
import { getPageLocale } from "@/server/i18n/locale";
import { removePageForm } from "@/server/pages/page-actions";
import { PAGE_PATHS } from "@/server/pages/page-paths";
import type { SitePage } from "@/server/pages/page-queries";
import type { listPageVersions } from "@/server/pages/page-writes";
import { PageForm } from "./page-form";
import { RestoreForm } from "./restore-form";

type Versions = Awaited<ReturnType<typeof listPageVersions>>;

const LABELS = ["path", "locale", "title", "body", "bodyHint", "image", "imageHint"];
const BUTTONS = ["preview", "publish", "saving", "previewHeading"];

/** The page form, filled for an edit, with the page's history and the remove step. */
export async function PageEditor({
  page,
  versions,
  after,
}: {
  page: SitePage | null;
  versions: Versions | null;
  /** The history's cursor: the version this part of the list starts after. */
  after?: number;
}) {
  const [t, w, locale] = await Promise.all([
    getTranslations("Pages.admin"),
    getTranslations("Workspace"),
    getPageLocale(),
  ]);
  const labels = Object.fromEntries([...LABELS, ...BUTTONS].map((name) => [name, t(name)]));
  const initial: Record<string, string> = page
    ? { path: page.path, locale: page.locale, title: page.title, body: page.body }
    : { locale };
  return (
    <>
      <PageForm
        id={page?.id ?? null}
        initial={initial}
        paths={PAGE_PATHS.map((path) => ({ value: path, label: path }))}
        locales={[
          { value: "en", label: t("english") },
          { value: "ur", label: t("urdu") },
        ]}
        labels={labels}
      />
      {page && versions && versions.rows.length > 0 && (
        <section aria-labelledby="page-history" className="mt-10 max-w-2xl">
          <h2 id="page-history" className="text-lg font-semibold text-slate-900">
            {t("history")}
          </h2>
          <ol className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
            {versions.rows.map((version, index) => {
              const when = formatPostedOn(version.savedAt, locale);
              return (
                <li
                  key={version.id}
                  className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
                >
                  <p>
                    <span className="font-medium">{version.title}</span>
                    <br />
                    <span className="text-sm text-slate-600">
                      {t("versionDetails", { when, who: version.savedBy ?? t("server") })}
                    </span>
                  </p>
                  {index === 0 && after === undefined ? (
                    <span className="text-sm text-slate-600">{t("current")}</span>
                  ) : (
                    <RestoreForm
                      pageId={page.id}
                      versionId={version.id}
                      label={t("restore", { number: version.number })}
                    />
                  )}
                </li>
              );
            })}
          </ol>
          <Pager
            path={`/admin/pages/${page.id}`}
            params={{}}
            next={versions.next}
            deep={after !== undefined}
          />
        </section>
      )}
      {page && (
        <DeleteForm
          action={removePageForm}
          fields={{ id: String(page.id) }}
          labels={{
            open: t("remove"),
            warning: t("removeWarning"),
            confirm: w("confirmDeleteButton"),
            pending: w("deleting"),
          }}
        />
      )}
    </>
  );
}
