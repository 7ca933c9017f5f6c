import { FieldShell, INPUT_CLASS } from "@/components/workspace/form-field";

export type Choice = { value: string; label: string };

/** A list to choose from in its FieldShell; the form's key puts the value back after an answer. */
export function SelectField({
  name,
  label,
  choices,
  value,
  error,
  hint,
}: {
  name: string;
  label: string;
  choices: Choice[];
  value: string;
  error?: string;
  hint?: string;
}) {
  return (
    <FieldShell name={name} label={label} error={error} hint={hint}>
      {(a11y) => (
        <select {...a11y} name={name} defaultValue={value} className={INPUT_CLASS}>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

/** The preview's and save's buttons side by side, as the page editor has them. */
export const BUTTON = "rounded-md px-5 py-2.5 font-semibold disabled:opacity-70";
