"use client";

import { useActionState, useState } from "react";
import { safeHttpUrl } from "@/lib/safe-url";
import { saveUpdateForm } from "@/server/workspace/feed-actions";
import { EMPTY_FORM_STATE } from "@/server/workspace/form-state";
import { FormError, PictureField, SubmitButton, TextField } from "./form-field";

type Props = {
  id: number | null;
  initial: Record<string, string>;
  /** Every tag the updates carry, to pick from. */
  knownTags: string[];
  labels: Record<string, string>;
};

/** Reads a chosen picture as a data: URL (the CSP allows those for images) for its preview. */
function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === "string" ? resolve(reader.result) : reject(new Error("unreadable"));
    reader.onerror = () => reject(reader.error ?? new Error("unreadable"));
    reader.readAsDataURL(file);
  });
}

/**
 * An update's fields: a thumbnail by URL or an uploaded picture (re-encoded on the server), tags
 * picked from the existing ones or added, and the posted-on time in Karachi (now by default).
 */
export function UpdateForm({ id, initial, knownTags, labels }: Props) {
  const [state, formAction, pending] = useActionState(saveUpdateForm, EMPTY_FORM_STATE);
  const value = (name: string) => state.values[name] ?? initial[name] ?? "";
  const picked = new Set(value("tags").split("\n").filter(Boolean));
  const [preview, setPreview] = useState<string | null>(null);
  const current = safeHttpUrl(value("thumbnail"));
  const error = (name: string) => state.fieldErrors[name];

  return (
    <form action={formAction} noValidate className="max-w-2xl space-y-5">
      <FormError message={state.formError} />
      {id !== null && <input type="hidden" name="id" value={id} />}
      <TextField
        name="title"
        label={labels.title!}
        defaultValue={value("title")}
        error={error("title")}
      />
      <TextField
        name="content"
        label={labels.content!}
        multiline
        defaultValue={value("content")}
        error={error("content")}
      />
      <TextField
        name="link"
        label={labels.link!}
        type="url"
        defaultValue={value("link")}
        error={error("link")}
      />
      <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4">
        <legend className="px-1 font-medium text-slate-900">{labels.thumbnailGroup}</legend>
        {(preview ?? current) && (
          <img
            src={preview ?? current ?? undefined}
            alt={labels.thumbnailPreview}
            width={160}
            height={90}
            className="aspect-video w-40 rounded-md bg-slate-100 object-cover"
          />
        )}
        <PictureField
          label={labels.image!}
          hint={labels.imageHint}
          error={error("image")}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (!file) setPreview(null);
            else readAsDataUrl(file).then(setPreview, () => setPreview(null));
          }}
        />
        <TextField
          name="thumbnail"
          label={labels.thumbnail!}
          hint={labels.thumbnailHint}
          defaultValue={value("thumbnail")}
          error={error("thumbnail")}
        />
      </fieldset>
      <fieldset className="rounded-lg border border-slate-200 p-4">
        <legend className="px-1 font-medium text-slate-900">{labels.tags}</legend>
        {knownTags.length > 0 && (
          <ul className="flex flex-wrap gap-x-4 gap-y-2">
            {knownTags.map((tag) => (
              <li key={tag}>
                <label className="flex items-center gap-2">
                  <input type="checkbox" name="tags" value={tag} defaultChecked={picked.has(tag)} />
                  {tag}
                </label>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-3">
          <TextField
            name="newTags"
            label={labels.newTags!}
            hint={labels.newTagsHint}
            defaultValue={value("newTags")}
            error={error("newTags")}
          />
        </div>
      </fieldset>
      <TextField
        name="postedAt"
        label={labels.postedAt!}
        hint={labels.postedAtHint}
        type="datetime-local"
        defaultValue={value("postedAt")}
        error={error("postedAt")}
      />
      <SubmitButton pending={pending} label={labels.save!} pendingLabel={labels.saving!} />
    </form>
  );
}
