import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { DocumentEditor } from "@/components/library/document-editor";
import { Link } from "@/components/ui/link";
import { ForbiddenScreen } from "@/components/workspace/forbidden-screen";
import { Notice } from "@/components/workspace/list-parts";
import { WorkspaceFrame } from "@/components/workspace/workspace-frame";
import { documentHref } from "@/lib/library-urls";
import { readSearchParams } from "@/lib/route-manifest.mjs";
import { getDocument } from "@/server/library/queries";
import { authorizePage } from "@/server/workspace/guard";
import { param, parseRowId, type SearchParams } from "@/server/workspace/list-params";

type Props = { params: Promise<{ id: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Library.workspace"))("editDocument") };
}

export default async function EditDocumentPage({ params, searchParams }: Props) {
  const id = parseRowId((await params).id);
  const account = await authorizePage("content:write", `/admin/library/${id ?? ""}`);
  if (!account) return <ForbiddenScreen />;
  const document = id === null ? null : await getDocument(id);
  if (!document) notFound();
  const t = await getTranslations("Library.workspace");
  const sent = readSearchParams("admin", await searchParams);
  return (
    <WorkspaceFrame account={account} section="library" title={t("editDocument")}>
      {param(sent, "saved") === "1" && (
        <Notice>
          {t("saved")}{" "}
          <Link href={documentHref(document)} className="font-semibold underline">
            {t("viewOnSite")}
          </Link>
        </Notice>
      )}
      <DocumentEditor document={document} sent={sent} />
    </WorkspaceFrame>
  );
}
