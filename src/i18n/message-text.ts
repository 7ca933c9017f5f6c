import { TYPE, parse, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";

/** The words of a message as a reader sees them: its literal parts, in every branch. */
export function literalText(message: string): string {
  return literals(parse(message));
}

function literals(elements: MessageFormatElement[]): string {
  return elements
    .map((element) => {
      if (element.type === TYPE.literal) return element.value;
      if (element.type === TYPE.tag) return literals(element.children);
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        return Object.values(element.options)
          .map((option) => literals(option.value))
          .join(" ");
      }
      return " ";
    })
    .join("");
}

export type Messages = { [key: string]: string | Messages };

/** Every message of a catalogue under its dotted key ("Shell.siteName"). */
export function flattenMessages(messages: Messages, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    if (typeof value === "string") out.set(`${prefix}${key}`, value);
    else for (const [k, v] of flattenMessages(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}
