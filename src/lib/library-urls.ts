/**
 * The library's addresses (decision 0077): its screens under /coaching/{kind}, and the
 * files of a document under /media/library/{id}-{version}/, which change when the PDF is
 * replaced, so browsers may keep them a year.
 */

type Place = { kind: string; class: string; subject: string };
type Document = Place & { id: number; slug: string; version: string };

export const libraryClassHref = (kind: string, classSlug: string) =>
  `/coaching/${kind}/${classSlug}`;

/** A subject's list; each filter combination (and page) is its own address. */
export function librarySubjectHref(place: Place, query: Record<string, string | undefined> = {}) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query).sort(([a], [b]) => a.localeCompare(b)))
    if (value !== undefined) params.set(name, value);
  const search = params.toString();
  return `${libraryClassHref(place.kind, place.class)}/${place.subject}${search ? `?${search}` : ""}`;
}

export const documentHref = (document: Document) =>
  `${librarySubjectHref(document)}/${document.id}-${document.slug}`;

/** Where a document's page images and original are, for this version of it. */
export const filesOf = (document: Document) => `/media/library/${document.id}-${document.version}`;

/** "lite": the phone image made smaller for Save-Data (decision 0097). */
export type PageImageSize = "phone" | "zoom" | "thumb" | "lite";

export const pageImageSrc = (document: Document, page: number, size: PageImageSize) =>
  `${filesOf(document)}/${page}-${size}.webp`;

export const originalHref = (document: Document) => `${filesOf(document)}/${document.slug}.pdf`;

/** "{id}-{slug}" of a document's address: the id, or null. */
export function documentIdOf(segment: string): number | null {
  const match = /^([1-9][0-9]{0,8})-[a-z0-9-]*$/.exec(segment);
  return match ? Number(match[1]) : null;
}

/** A file size as students read it: KB under a megabyte, MB with one decimal above. */
export function sizeParts(bytes: number): { unit: "kb" | "mb"; size: string } {
  if (bytes < 1024 * 1024)
    return { unit: "kb", size: String(Math.max(1, Math.round(bytes / 1024))) };
  return { unit: "mb", size: (bytes / (1024 * 1024)).toFixed(1) };
}
