// Pure types and values shared by the contact action and its form.

export const CONTACT_FIELDS = ["name", "email", "topic", "message"] as const;

export type ContactState = {
  status: "idle" | "sent" | "invalid" | "rate-limited" | "error";
  /** What was typed, given back after a refusal. */
  values: Record<string, string>;
  /** Per field, the key of its problem ("Pages.contact.problems"). */
  problems: Record<string, string>;
};

export const EMPTY_CONTACT_STATE: ContactState = { status: "idle", values: {}, problems: {} };
