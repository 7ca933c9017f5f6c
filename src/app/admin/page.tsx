import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Link } from "@/components/ui/link";
import { WorkspaceFrame } from "@/components/workspace/workspace-frame";
import { getDb } from "@/server/db/client";
import { ForbiddenScreen } from "@/components/workspace/forbidden-screen";
import { authorizePage } from "@/server/workspace/guard";
import { countContent } from "@/server/workspace/overview";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Workspace"))("overviewTitle") };
}

/** The workspace's first screen: what the site holds, and where to change it. */
export default async function WorkspaceHome() {
  const account = await authorizePage("content:write", "/admin");
  if (!account) return <ForbiddenScreen />;
  const [t, counts] = await Promise.all([
    getTranslations("Workspace"),
    countContent(await getDb()),
  ]);
  return (
    <WorkspaceFrame account={account} section="home" title={t("overviewTitle")}>
      <p className="text-slate-700">{t("overviewIntro")}</p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {(Object.keys(counts) as (keyof typeof counts)[]).map((kind) => (
          <li key={kind} className="rounded-lg border border-slate-200 bg-white p-4">
            <Link
              href={`/admin/${kind}`}
              className="text-brand-800 text-lg font-semibold underline"
            >
              {t(`sections.${kind}`)}
            </Link>
            <p className="text-slate-700">{t("countOf", { count: counts[kind] })}</p>
          </li>
        ))}
      </ul>
    </WorkspaceFrame>
  );
}
