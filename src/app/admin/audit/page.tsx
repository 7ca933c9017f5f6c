import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AuditEntry } from "@/components/workspace/audit-entry";
import { ListSearch, Pager } from "@/components/workspace/list-parts";
import { WorkspaceFrame } from "@/components/workspace/workspace-frame";
import { removeInvisibleCharacters } from "@/lib/invisible-characters";
import { getDb } from "@/server/db/client";
import { AUDIT_KINDS } from "@/server/workspace/audit";
import { listAudit } from "@/server/workspace/audit-queries";
import { ForbiddenScreen } from "@/components/workspace/forbidden-screen";
import { authorizePage } from "@/server/workspace/guard";
import { readSearchParams } from "@/lib/route-manifest.mjs";
import { param, type SearchParams } from "@/server/workspace/list-params";
import { listStaff } from "@/server/workspace/people";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Workspace"))("sections.audit") };
}

const PATH = "/admin/audit";

/** Admins read who changed what and when, newest first, by person and by kind. */
export default async function AuditPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const account = await authorizePage("audit:read", PATH);
  if (!account) return <ForbiddenScreen />;
  const params = readSearchParams("admin", await searchParams);
  const filters = { actor: param(params, "actor"), kind: param(params, "kind") };
  const after = param(params, "after");
  const db = await getDb();
  const [t, staff, page] = await Promise.all([
    getTranslations("Workspace"),
    listStaff(db),
    listAudit(db, { actorId: filters.actor, kind: filters.kind, after }),
  ]);
  // The address first: nothing in a name can move it (decision 0025, amendment of 2026-11-24).
  const people = staff.map((p) => ({
    value: p.id,
    label: `${p.email} (${removeInvisibleCharacters(p.name)})`,
  }));
  // Someone no longer on staff, reached through a link of their entries, stays choosable.
  if (filters.actor && !people.some((p) => p.value === filters.actor)) {
    people.push({ value: filters.actor, label: filters.actor });
  }
  return (
    <WorkspaceFrame account={account} section="audit" title={t("sections.audit")}>
      <ListSearch
        path={PATH}
        searchable={false}
        query=""
        filters={[
          { name: "actor", label: t("fields.person"), value: filters.actor, options: people },
          {
            name: "kind",
            label: t("fields.kind"),
            value: filters.kind,
            options: AUDIT_KINDS.map((kind) => ({
              value: kind,
              label: t(`auditKindNames.${kind}`),
            })),
          },
        ]}
      />
      {page.rows.length === 0 ? (
        <p className="mt-4 text-slate-700">{t("noAudit")}</p>
      ) : (
        <ol className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {page.rows.map((entry) => (
            <AuditEntry key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
      <Pager
        path={PATH}
        params={filters}
        next={page.next}
        deep={after !== "" && page.rows.length > 0}
      />
    </WorkspaceFrame>
  );
}
