import { getTranslations } from "next-intl/server";
import { toKarachiInput } from "@/lib/dates";
import { getUpdateTags } from "@/server/feed/queries";
import { deleteUpdateForm } from "@/server/workspace/feed-actions";
import type { getUpdate } from "@/server/workspace/feed-queries";
import { DeleteForm } from "./delete-form";
import { UpdateForm } from "./update-form";

type Update = NonNullable<Awaited<ReturnType<typeof getUpdate>>>;

const LABELS = ["title", "content", "link", "image", "thumbnail", "tags", "newTags", "postedAt"];
const TEXTS = [
  "thumbnailGroup",
  "thumbnailPreview",
  "imageHint",
  "thumbnailHint",
  "newTagsHint",
  "postedAtHint",
];

/** The update form, filled for an edit (posted-on now for a new one), with the delete step. */
export async function UpdateEditor({ update }: { update: Update | null }) {
  const [t, knownTags] = await Promise.all([getTranslations("Workspace"), getUpdateTags()]);
  const labels: Record<string, string> = {
    ...Object.fromEntries(LABELS.map((name) => [name, t(`fields.${name}`)])),
    ...Object.fromEntries(TEXTS.map((name) => [name, t(name)])),
    save: t("saveUpdate"),
    saving: t("saving"),
  };
  const initial: Record<string, string> = update
    ? {
        title: update.title,
        content: update.content,
        link: update.link,
        thumbnail: update.thumbnail,
        tags: update.tags.join("\n"),
        postedAt: toKarachiInput(update.postedAt),
      }
    : { postedAt: toKarachiInput(new Date()) };
  return (
    <>
      <UpdateForm id={update?.id ?? null} initial={initial} knownTags={knownTags} labels={labels} />
      {update && (
        <DeleteForm
          action={deleteUpdateForm}
          fields={{ id: String(update.id) }}
          labels={{
            open: t("deleteUpdate"),
            warning: t("deleteUpdateWarning"),
            confirm: t("confirmDeleteButton"),
            pending: t("deleting"),
          }}
        />
      )}
    </>
  );
}
