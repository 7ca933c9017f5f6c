import { UserRound } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { logout } from "@/server/auth/actions";
import { getCurrentUser } from "@/server/auth/session";
import { SignInLinks } from "./sign-in-links";

type Props = {
  /** "bar": one row in the desktop header; "drawer": full-width rows in the mobile drawer. */
  variant?: "bar" | "drawer";
};

const LAYOUT = {
  bar: "flex items-center gap-2",
  drawer: "flex flex-col items-stretch gap-2",
} as const;

/**
 * The account corner of the header: the student's name and Log out while signed in, Login and
 * Register otherwise. Log out is a form posting to a server action, so it works without JavaScript.
 */
export async function UserMenu({ variant = "bar" }: Props) {
  const [user, t, tNav] = await Promise.all([
    getCurrentUser(),
    getTranslations("Auth"),
    getTranslations("nav.topBar"),
  ]);
  if (!user) {
    return (
      <div data-testid="user-menu" className={LAYOUT[variant]}>
        <SignInLinks loginLabel={tNav("login")} registerLabel={tNav("register")} />
      </div>
    );
  }
  return (
    <div
      data-testid="user-menu"
      role="group"
      aria-label={t("accountLabel")}
      className={LAYOUT[variant]}
    >
      <p className="flex min-w-0 items-center gap-1.5 px-1 font-medium text-slate-800">
        <UserRound aria-hidden className="text-brand-700 size-5 shrink-0" />
        <span className="sr-only">{t("signedInAs")} </span>
        <span
          title={user.name}
          className={variant === "bar" ? "max-w-[9rem] truncate sm:max-w-[14rem]" : ""}
        >
          {user.name}
        </span>
      </p>
      <form action={logout}>
        <button
          type="submit"
          className="w-full rounded-md border border-slate-300 px-3 py-2 font-medium text-slate-800 hover:bg-slate-100"
        >
          {t("logout")}
        </button>
      </form>
    </div>
  );
}
