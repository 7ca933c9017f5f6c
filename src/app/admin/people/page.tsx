import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ListSearch, Pager } from "@/components/workspace/list-parts";
import { RoleForm } from "@/components/workspace/role-form";
import { WorkspaceFrame } from "@/components/workspace/workspace-frame";
import { normaliseSearchQuery } from "@/lib/search-terms";
import { ROLES } from "@/server/auth/roles";
import { getDb } from "@/server/db/client";
import { ForbiddenScreen } from "@/components/workspace/forbidden-screen";
import { authorizePage } from "@/server/workspace/guard";
import { readSearchParams } from "@/lib/route-manifest.mjs";
import { param, type SearchParams } from "@/server/workspace/list-params";
import { listPeople } from "@/server/workspace/people";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Workspace"))("sections.people") };
}

const PATH = "/admin/people";

/** Admins give and take the editor and admin roles here. */
export default async function PeoplePage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const account = await authorizePage("people:set-role", PATH);
  if (!account) return <ForbiddenScreen />;
  const params = readSearchParams("admin", await searchParams);
  const filters = { q: normaliseSearchQuery(param(params, "q")), role: param(params, "role") };
  const after = param(params, "after");
  const [t, page] = await Promise.all([
    getTranslations("Workspace"),
    listPeople(await getDb(), { text: filters.q, role: filters.role, after }),
  ]);
  const options = ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }));
  return (
    <WorkspaceFrame account={account} section="people" title={t("sections.people")}>
      <p className="mb-4 max-w-3xl text-slate-700">{t("peopleIntro")}</p>
      <ListSearch
        path={PATH}
        query={filters.q}
        filters={[
          {
            name: "role",
            label: t("fields.role"),
            value: filters.role,
            options: [{ value: "staff", label: t("roles.staff") }, ...options],
          },
        ]}
      />
      {page.rows.length === 0 ? (
        <p className="mt-4 text-slate-700">{t("noPeople")}</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {page.rows.map((person) => (
            <li
              key={person.id}
              className="flex flex-wrap items-center justify-between gap-2 px-4 py-3"
            >
              <div>
                <p className="font-semibold text-slate-900">{person.name}</p>
                <p className="text-sm text-slate-600">{person.email}</p>
              </div>
              {person.id === account.id ? (
                <p className="text-sm text-slate-700">
                  {t("yourRole", { role: t(`roles.${person.role}`) })}
                </p>
              ) : (
                <RoleForm
                  userId={person.id}
                  role={person.role}
                  person={person.email}
                  options={options}
                  labels={{ role: t("fields.role"), save: t("saveRole"), saving: t("saving") }}
                />
              )}
            </li>
          ))}
        </ul>
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
