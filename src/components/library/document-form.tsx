import {
  FieldShell,
  FormError,
  SelectField,
  INPUT_CLASS,
  TextField,
} from "@/components/workspace/form-field";
import type { FormState } from "@/server/workspace/form-state";
import { LIBRARY_UPLOAD_PATH } from "@front/contract.mjs";
import { SendingButton } from "./sending-button";

export type Option = { value: string; label: string };

type Props = {
  id: number | null;
  /** This form's page, in its language: where a refusal comes back to. */
  back: string;
  /** What a refused send comes back with (decision 0109), or nothing yet. */
  state: FormState;
  initial: Record<string, string>;
  /** Each field's label, and the buttons' and hints' words. */
  labels: Record<string, string>;
  /** The choices of each select field; an optional one starts with an empty "None". */
  options: Record<string, Option[]>;
};

/**
 * Upload or edit a library document: its fields and the PDF, or a scanned paper's page images.
 * A plain form posts to the library's 50 MB upload route, with or without JavaScript (decision
 * 0109); while the server converts the pages the button says so (a long PDF takes a minute).
 */
export function DocumentForm({ id, back, state, initial, labels, options }: Props) {
  const value = (name: string) => state.values[name] ?? initial[name] ?? "";
  const error = (name: string) => state.fieldErrors[name];
  const select = (name: string) => (
    <SelectField
      key={name}
      name={name}
      label={labels[name] ?? name}
      error={error(name)}
      defaultValue={value(name)}
      options={options[name] ?? []}
    />
  );
  return (
    <form
      method="post"
      action={LIBRARY_UPLOAD_PATH}
      encType="multipart/form-data"
      noValidate
      className="max-w-2xl space-y-5"
    >
      <FormError message={state.formError} />
      <input type="hidden" name="step" value="document" />
      <input type="hidden" name="back" value={back} />
      {id !== null && <input type="hidden" name="id" value={id} />}
      {["kind", "class", "subject"].map(select)}
      <TextField
        name="title"
        label={labels.title ?? ""}
        defaultValue={value("title")}
        error={error("title")}
      />
      <TextField
        name="chapter"
        label={labels.chapter ?? ""}
        inputMode="numeric"
        defaultValue={value("chapter")}
        error={error("chapter")}
      />
      {select("board")}
      <TextField
        name="year"
        label={labels.year ?? ""}
        inputMode="numeric"
        defaultValue={value("year")}
        error={error("year")}
      />
      {["group", "part", "paper", "exam"].map(select)}
      <FieldShell
        name="file"
        label={labels.file ?? ""}
        hint={labels.fileHint}
        error={error("file")}
      >
        {(a11y) => (
          <input
            {...a11y}
            type="file"
            name="file"
            accept="application/pdf,.pdf"
            className={INPUT_CLASS}
          />
        )}
      </FieldShell>
      <FieldShell
        name="images"
        label={labels.images ?? ""}
        hint={labels.imagesHint}
        error={error("images")}
      >
        {(a11y) => (
          <input
            {...a11y}
            type="file"
            name="images"
            multiple
            accept="image/jpeg,image/png,image/webp"
            className={INPUT_CLASS}
          />
        )}
      </FieldShell>
      <SendingButton label={labels.save ?? ""} sendingLabel={labels.converting ?? ""} />
    </form>
  );
}
