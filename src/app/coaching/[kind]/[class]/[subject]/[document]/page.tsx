import type { Metadata } from "next";
import { connection } from "next/server";
import { NotFoundScreen, notFoundMetadata } from "@/components/layout/not-found-screen";
import { missingMetadata } from "@/components/layout/missing-content";
import { LibraryDocumentScreen } from "@/components/library/document-screen";
import { MissingDocument } from "@/components/library/missing-document";
import { documentHref, documentIdOf } from "@/lib/library-urls";
import { redirectInLocale } from "@/server/i18n/locale";
import { isLibraryClass, isLibraryKind, isSubject } from "@/server/library/catalogue";
import { getLibraryNames } from "@/server/library/names";
import { getDocument, pageTexts } from "@/server/library/queries";
import { readOrFallback } from "@/server/safe-read";
import { shareMetadata } from "@/server/seo/share-metadata";

type Props = {
  params: Promise<{ kind: string; class: string; subject: string; document: string }>;
};

/**
 * The document, or "missing" for an id the library's kind, class and subject do not have
 * (removed, or a link cut short: decision 0090), or null for an address that names nothing.
 */
async function resolve(params: Props["params"]) {
  const { kind, class: classSlug, subject, document } = await params;
  const id = documentIdOf(document);
  if (!isLibraryKind(kind) || !isLibraryClass(kind, classSlug) || !isSubject(subject)) return null;
  if (id === null) return null;
  await connection();
  const row = await readOrFallback("library document", () => getDocument(id), null);
  if (!row || row.kind !== kind || row.class !== classSlug || row.subject !== subject)
    return { found: false, place: { kind, class: classSlug, subject }, segment: document } as const;
  return { found: true, row, segment: document } as const;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await resolve(params);
  if (!found) return notFoundMetadata();
  const names = await getLibraryNames();
  if (!found.found) return missingMetadata(names.t("missing.title"));
  const { row } = found;
  const kind = row.kind as Parameters<typeof names.kind>[0];
  return shareMetadata({
    title: row.title,
    description: names.t("documentDescription", {
      title: row.title,
      kind: names.kind(kind),
      subject: names.subject(row.subject),
      class: names.class(kind, row.class),
      pages: row.pages,
    }),
    path: documentHref(row),
  });
}

/** A document not there (or of another kind, class or subject) is a 404; an old slug moves on. */
export default async function LibraryDocumentPage({ params }: Props) {
  const found = await resolve(params);
  if (!found) return <NotFoundScreen />;
  if (!found.found)
    return (
      <MissingDocument
        place={found.place}
        segment={found.segment}
        names={await getLibraryNames()}
      />
    );
  const { row } = found;
  if (found.segment !== `${row.id}-${row.slug}`) await redirectInLocale(documentHref(row));
  const pages = await readOrFallback("library pages", () => pageTexts(row.id), []);
  return <LibraryDocumentScreen row={row} pages={pages} names={await getLibraryNames()} />;
}
