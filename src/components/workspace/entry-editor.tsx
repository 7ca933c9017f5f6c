import { getTranslations } from "next-intl/server";
import { deleteEntryForm } from "@/server/workspace/feed-actions";
import type { EntryKind } from "@/server/workspace/entry-writes";
import { DeleteForm } from "./delete-form";
import { EntryForm } from "./entry-form";

type Entry = { id: number; title: string; description: string | null; link: string };

/** The form of a Featured, Coaching or job entry, filled for an edit, with the delete step. */
export async function EntryEditor({ kind, entry }: { kind: EntryKind; entry: Entry | null }) {
  const t = await getTranslations("Workspace");
  const labels = {
    title: t("fields.title"),
    description: t("fields.description"),
    descriptionHint: kind === "jobs" ? t("jobDescriptionHint") : "",
    link: t("fields.link"),
    save: t(`save.${kind}`),
    saving: t("saving"),
  };
  const initial: Record<string, string> = entry
    ? { title: entry.title, description: entry.description ?? "", link: entry.link }
    : {};
  return (
    <>
      <EntryForm kind={kind} id={entry?.id ?? null} initial={initial} labels={labels} />
      {entry && (
        <DeleteForm
          action={deleteEntryForm}
          fields={{ id: String(entry.id), kind }}
          labels={{
            open: t(`delete.${kind}`),
            warning: t("deleteEntryWarning", { title: entry.title }),
            confirm: t("confirmDeleteButton"),
            pending: t("deleting"),
          }}
        />
      )}
    </>
  );
}
