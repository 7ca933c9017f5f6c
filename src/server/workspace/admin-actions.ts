"use server";

import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { ROLES } from "@/server/auth/roles";
import { getDb } from "@/server/db/client";
import { log } from "@/server/log";
import { failedState, formErrorState, refusedState } from "./action-state";
import type { FormState } from "./form-state";
import { authorizeAction } from "./guard";
import { setRole, type RoleOutcome } from "./people";

const ROLE_REFUSAL: Record<Extract<RoleOutcome, { ok: false }>["reason"], string> = {
  self: "ownRole",
  gone: "gone",
  "not-eligible": "roleNeedsVerifiedEmail",
};

const roleChange = z.object({
  userId: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/),
  role: z.enum(ROLES),
});

/** Admins only: makes an account a student, an editor or an admin (never their own). */
export async function setRoleForm(_previous: FormState, form: FormData): Promise<FormState> {
  const access = await authorizeAction("people:set-role");
  if (!access.ok) return refusedState(access.error);
  if (!(form instanceof FormData)) return formErrorState("badRequest", {});
  const parsed = roleChange.safeParse({ userId: form.get("userId"), role: form.get("role") });
  if (!parsed.success) return formErrorState("badRequest", {});
  try {
    const outcome = await setRole(
      await getDb(),
      access.actor,
      parsed.data.userId,
      parsed.data.role,
    );
    if (!outcome.ok) return formErrorState(ROLE_REFUSAL[outcome.reason], {});
  } catch (error) {
    return failedState("workspace.role_change_failed", error, {});
  }
  log("info", "workspace.role_changed", { userId: parsed.data.userId, by: access.actor.id });
  const t = await getTranslations("Workspace");
  return {
    fieldErrors: {},
    formError: null,
    values: {},
    notice: t(`roleSaved.${parsed.data.role}`),
  };
}
