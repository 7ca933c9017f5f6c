import { getTranslations } from "next-intl/server";
import { DeleteForm } from "@/components/workspace/delete-form";
import { WORKSPACE_UPLOAD_LIMIT } from "@front/contract.mjs";
import { subjectNames } from "@/content/classes";
import { deleteDocumentForm } from "@/server/library/actions";
import {
  BOARDS,
  EXAMS,
  GROUPS,
  LIBRARY_KINDS,
  libraryClasses,
  PAPERS,
  PARTS,
} from "@/server/library/catalogue";
import { LIBRARY_LIMITS } from "@/server/library/convert";
import { DOCUMENT_FIELDS } from "@/server/library/fields";
import { getLibraryNames } from "@/server/library/names";
import type { DocumentRow } from "@/server/library/queries";
import { DocumentForm, type Option } from "./document-form";

/** The upload form, or an existing document's form with its delete, in the page's language. */
export async function DocumentEditor({ document }: { document: DocumentRow | null }) {
  const [names, w] = await Promise.all([getLibraryNames(), getTranslations("Library.workspace")]);
  const none: Option = { value: "", label: w("none") };
  const choices = (field: string, values: readonly string[]): Option[] => [
    none,
    ...values.map((value) => ({ value, label: names.value(field, value) })),
  ];
  // Every class any kind lists (books also primary), named as the books menu names them.
  const classSlugs = [...new Set(LIBRARY_KINDS.flatMap((kind) => libraryClasses(kind)))];
  const options: Record<string, Option[]> = {
    kind: LIBRARY_KINDS.map((kind) => ({ value: kind, label: names.kind(kind) })),
    class: classSlugs.map((slug) => ({ value: slug, label: names.class("books", slug) })),
    subject: Object.keys(subjectNames).map((slug) => ({ value: slug, label: names.subject(slug) })),
    board: choices("board", BOARDS),
    group: choices("group", GROUPS),
    part: choices("part", PARTS),
    paper: choices("paper", PAPERS),
    exam: choices("exam", EXAMS),
  };
  const labels: Record<string, string> = {
    ...Object.fromEntries(DOCUMENT_FIELDS.map((field) => [field, names.t(`fields.${field}`)])),
    file: names.t("fields.file"),
    fileHint: document
      ? w("replaceHint")
      : w("fileHint", {
          megabytes: Math.min(LIBRARY_LIMITS.bytes, WORKSPACE_UPLOAD_LIMIT) / 1024 / 1024,
          pages: LIBRARY_LIMITS.pages,
        }),
    images: w("images"),
    imagesHint: w("imagesHint", { pages: LIBRARY_LIMITS.pages }),
    save: document ? w("saveChanges") : w("save"),
    converting: w("converting"),
  };
  const initial: Record<string, string> = document
    ? Object.fromEntries(
        DOCUMENT_FIELDS.map((field) => [
          field,
          document[field] === null ? "" : String(document[field]),
        ]),
      )
    : {};
  return (
    <>
      <DocumentForm id={document?.id ?? null} initial={initial} labels={labels} options={options} />
      {document && (
        <DeleteForm
          action={deleteDocumentForm}
          fields={{ id: String(document.id) }}
          labels={{
            open: w("deleteOpen"),
            warning: w("deleteWarning"),
            confirm: w("deleteConfirm"),
            pending: w("deleting"),
          }}
        />
      )}
    </>
  );
}
