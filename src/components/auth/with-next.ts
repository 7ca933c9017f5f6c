import { withoutLocale } from "@/lib/locale-path";

// Pages a student should not be sent back to after signing in (in either language).
const NO_RETURN = new Set(["/", "/login", "/register"]);

/** A link to the log in or register page that brings the student back to `current` afterwards. */
export function withNext(
  target: "/login" | "/register",
  current: string | null | undefined,
): string {
  if (!current || NO_RETURN.has(withoutLocale(current))) return target;
  return `${target}?${new URLSearchParams({ next: current }).toString()}`;
}
