import type { FormState } from "@/server/workspace/form-state";

/** The page form's state: the workspace's, and the preview's HTML when Preview was pressed. */
export type PageFormState = FormState & { preview?: string };

export const EMPTY_PAGE_FORM_STATE: PageFormState = {
  fieldErrors: {},
  formError: null,
  values: {},
};
