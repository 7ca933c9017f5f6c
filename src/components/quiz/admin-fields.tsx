import { SelectField, TextField } from "@/components/workspace/form-field";

export type Choice = { value: string; label: string };

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
      options={choices[name]}
      defaultValue={value(name)}
      error={state.fieldErrors[name]}
    />
  );
  return { value, field, select };
}
