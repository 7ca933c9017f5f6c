import "server-only";
import { fromKarachiInput } from "@/lib/dates";
import { splitTags } from "@/lib/tags";
import { mediaPath, readUploadedPicture, type EncodedImage, type PictureProblem } from "./images";

/** The update form's fields as typed, echoed back after a refusal. */
export const UPDATE_FIELDS = ["title", "content", "link", "thumbnail", "newTags", "postedAt"];

export type UpdateInput = {
  /** What the content rules (updateRow) check. */
  row: Record<string, unknown>;
  image?: EncodedImage;
  /** A problem with the uploaded file, at the "image" field. */
  imageProblem?: PictureProblem;
};

/** The tags picked from the existing ones plus the new ones typed (splitTags: "،" too). */
function tagsOf(form: FormData): string[] {
  const picked = form.getAll("tags").filter((tag): tag is string => typeof tag === "string");
  const typed = form.get("newTags");
  const added = typeof typed === "string" ? splitTags(typed) : [];
  return [...picked.map((tag) => tag.trim()).filter((tag) => tag !== ""), ...added];
}

/**
 * Reads the update form into what the content rules check: the picture, when one was uploaded,
 * is re-encoded first and its path becomes the thumbnail; the posted-on time is Karachi's
 * (an empty one means now).
 */
export async function readUpdateForm(form: FormData, now: Date): Promise<UpdateInput> {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const postedAtText = text("postedAt").trim();
  const row: Record<string, unknown> = {
    title: text("title"),
    content: text("content"),
    link: text("link"),
    thumbnail: text("thumbnail"),
    tags: tagsOf(form),
    postedAt: postedAtText === "" ? now : (fromKarachiInput(postedAtText) ?? postedAtText),
  };
  const picture = await readUploadedPicture(form);
  if (!picture) return { row };
  if ("problem" in picture) return { row, imageProblem: picture.problem };
  return { row: { ...row, thumbnail: mediaPath(picture.image.id) }, image: picture.image };
}
