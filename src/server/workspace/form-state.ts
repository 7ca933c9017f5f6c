// Pure types and values shared by the workspace's server actions and their client forms.

/** What a workspace form shows after its action ran: messages, and the values typed. */
export type FormState = {
  /** Per field, the first thing to fix, in words. */
  fieldErrors: Record<string, string>;
  /** A message for the whole form (refused, failed, gone). */
  formError: string | null;
  /** What was typed, so the form keeps it after a refusal (files cannot be kept). */
  values: Record<string, string>;
  /** Said after a change that stays on the page (a role given). */
  notice?: string;
  /** A box to tick to go ahead after all (rename a whole chapter): its field and its words. */
  confirm?: { name: string; label: string };
};

export const EMPTY_FORM_STATE: FormState = { fieldErrors: {}, formError: null, values: {} };
