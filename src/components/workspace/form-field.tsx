import type { ChangeEvent, ReactNode, Ref } from "react";

export const INPUT_CLASS =
  "focus:border-brand-600 mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base aria-invalid:border-red-600";

type ShellProps = {
  name: string;
  label: string;
  error?: string;
  hint?: string;
  /** Renders the control with the ids that describe it and whether it is invalid. */
  children: (a11y: { id: string; "aria-describedby"?: string; "aria-invalid"?: true }) => ReactNode;
};

/** A label, a control, a hint and the field's message, tied together for screen readers. */
export function FieldShell({ name, label, error, hint, children }: ShellProps) {
  const id = `field-${name}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-slate-900">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {children({ id, "aria-describedby": describedBy, "aria-invalid": error ? true : undefined })}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

type TextFieldProps = Omit<ShellProps, "children"> & {
  defaultValue?: string;
  type?: "text" | "url" | "number" | "datetime-local";
  multiline?: boolean;
  list?: string;
  inputMode?: "numeric";
};

/** A text input (or textarea) in its FieldShell. */
export function TextField({
  defaultValue,
  type = "text",
  multiline,
  list,
  inputMode,
  ...shell
}: TextFieldProps) {
  return (
    <FieldShell {...shell}>
      {(a11y) =>
        multiline ? (
          <textarea
            {...a11y}
            name={shell.name}
            defaultValue={defaultValue}
            rows={6}
            className={INPUT_CLASS}
          />
        ) : (
          <input
            {...a11y}
            name={shell.name}
            type={type}
            defaultValue={defaultValue}
            list={list}
            inputMode={inputMode}
            className={INPUT_CLASS}
          />
        )
      }
    </FieldShell>
  );
}

type SelectFieldProps = Omit<ShellProps, "children"> & {
  defaultValue?: string;
  options: readonly { value: string; label: string }[];
};

/** A list of choices in its FieldShell. */
export function SelectField({ defaultValue, options, ...shell }: SelectFieldProps) {
  return (
    <FieldShell {...shell}>
      {(a11y) => (
        // Keyed by its value: React resets a form after its action, and a select keeps the
        // choice it had when first drawn (not a later defaultValue), so it is drawn anew.
        <select
          key={defaultValue}
          {...a11y}
          name={shell.name}
          defaultValue={defaultValue}
          className={INPUT_CLASS}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

/** The picture kinds the workspace re-encodes (images.ts): what every picture field accepts. */
const PICTURE_TYPES = "image/jpeg,image/png,image/webp,image/gif,image/avif";

/** A form's picture upload (its `image` field, read by readUploadedPicture on the server). */
export function PictureField({
  onChange,
  ...shell
}: Omit<ShellProps, "children" | "name"> & {
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <FieldShell name="image" {...shell}>
      {(a11y) => (
        <input
          {...a11y}
          name="image"
          type="file"
          accept={PICTURE_TYPES}
          onChange={onChange}
          className="mt-1 block w-full text-sm"
        />
      )}
    </FieldShell>
  );
}

/** The form-wide message (refused, failed) and the submit button. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-red-800">
      {message}
    </p>
  );
}

export function SubmitButton({
  pending,
  label,
  pendingLabel,
  ref,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <button
      ref={ref}
      type="submit"
      disabled={pending}
      className="bg-brand-700 hover:bg-brand-800 rounded-md px-5 py-2.5 font-semibold text-white disabled:opacity-70"
    >
      {pending ? pendingLabel : label}
    </button>
  );
}
