import { FieldShell, INPUT_CLASS, TextField } from "@/components/workspace/form-field";

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

/**
 * A workspace form's fields as the server's last answer left them (its values and errors) or as
 * they were: a text field and a list by name, labelled from `labels`.
 */
export function formFields<Name extends string>(
  state: { values: Record<string, string>; fieldErrors: Record<string, string | undefined> },
  initial: Record<string, string>,
  labels: Record<string, string>,
  choices: Record<Name, Choice[]>,
) {
  const value = (name: string) => state.values[name] ?? initial[name] ?? "";
  const field = (name: string, multiline = false) => (
    <TextField
      name={name}
      label={labels[name]!}
      hint={labels[`${name}Hint`]}
      defaultValue={value(name)}
      error={state.fieldErrors[name]}
      multiline={multiline}
    />
  );
  const select = (name: Name) => (
    <SelectField
      name={name}
      label={labels[name]!}
      choices={choices[name]}
      value={value(name)}
      error={state.fieldErrors[name]}
    />
  );
  return { value, field, select };
}
