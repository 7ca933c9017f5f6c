import { getTranslations } from "next-intl/server";
import { DeleteForm } from "@/components/workspace/delete-form";
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
import { readProblems } from "@/server/library/document-upload";
import { DOCUMENT_FIELDS } from "@/server/library/fields";
import { getLibraryNames } from "@/server/library/names";
import type { DocumentRow } from "@/server/library/queries";
import { getLocalePath } from "@/server/i18n/locale";
import type { FormState } from "@/server/workspace/form-state";
import { DocumentForm, type Option } from "./document-form";

/** What a refused send came back with in the page's address (decision 0109). */
export type SentForm = Partial<Record<string, string>>;

const FORM_ERRORS = ["fixFields", "gone", "saveFailed"] as const;
const LIMITS = { megabytes: LIBRARY_LIMITS.bytes / 1024 / 1024, pages: LIBRARY_LIMITS.pages };

/** The form's state from its address: the typed values, and each problem's message. */
async function sentState(sent: SentForm): Promise<FormState> {
  const [w, workspace] = await Promise.all([
    getTranslations("Library.workspace"),
    getTranslations("Workspace"),
  ]);
  const fieldErrors: Record<string, string> = {};
  for (const [field, key] of Object.entries(readProblems(sent.problems)))
    if (w.has(key)) fieldErrors[field] = w(key, LIMITS);
  const formError = FORM_ERRORS.find((key) => key === sent.notice);
  const values = Object.fromEntries(
    DOCUMENT_FIELDS.flatMap((f) => (sent[f] ? [[f, sent[f]]] : [])),
  );
  return { fieldErrors, formError: formError ? workspace(formError) : null, values };
}

/**
 * The upload form, or an existing document's form with its delete, in the page's language, with
 * what a refused send came back with.
 */
export async function DocumentEditor({
  document,
  sent,
}: {
  document: DocumentRow | null;
  sent: SentForm;
}) {
  const [names, w, state, inLocale] = await Promise.all([
    getLibraryNames(),
    getTranslations("Library.workspace"),
    sentState(sent),
    getLocalePath(),
  ]);
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
    fileHint: document ? w("replaceHint") : w("fileHint", LIMITS),
    images: w("images"),
    imagesHint: w("imagesHint", LIMITS),
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
      <DocumentForm
        id={document?.id ?? null}
        back={inLocale(document ? `/admin/library/${document.id}` : "/admin/library/new")}
        state={state}
        initial={initial}
        labels={labels}
        options={options}
      />
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
