import { LogOut, UserRound } from "@/components/ui/icons";
import { getTranslations } from "next-intl/server";
import { logout } from "@/server/auth/actions";
import { getCurrentUser } from "@/server/auth/session";
import { canOpenWorkspace } from "@/server/workspace/guard";
import { Link } from "@/components/ui/link";
import { SignInLinks } from "./sign-in-links";

type Props = {
  /**
   * "bar": one row in the desktop header; "compact": the phone header bar (short name, icon-only
   * Log out); "drawer": full-width rows in the mobile drawer.
   */
  variant?: "bar" | "compact" | "drawer";
};

const NAME_WIDTH = {
  bar: "max-w-[9rem] truncate sm:max-w-[14rem]",
  compact: "max-w-[5.5rem] truncate",
  drawer: "",
} as const;

const LAYOUT = {
  bar: "flex items-center gap-2",
  compact: "flex items-center gap-1 text-sm",
  drawer: "flex flex-col items-stretch gap-2",
} as const;

/**
 * The account corner of the header: the student's name and Log out while signed in, Login and
 * Register otherwise. Log out is a form posting to a server action, so it works without JavaScript.
 */
export async function UserMenu({ variant = "bar" }: Props) {
  const [user, t, tNav, workspace] = await Promise.all([
    getCurrentUser(),
    getTranslations("Auth"),
    getTranslations("nav.topBar"),
    canOpenWorkspace(),
  ]);
  if (!user) {
    return (
      <div data-testid="user-menu" className={LAYOUT[variant]}>
        <SignInLinks
          loginLabel={tNav("login")}
          registerLabel={tNav("register")}
          compact={variant === "compact"}
        />
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
        <span title={user.name} className={NAME_WIDTH[variant]}>
          {user.name}
        </span>
      </p>
      {/* Editors and admins reach their workspace from every page. */}
      {workspace && variant !== "compact" && (
        <Link
          href="/admin"
          className="text-brand-800 rounded-md px-3 py-2 font-medium underline hover:bg-slate-100"
        >
          {t("workspace")}
        </Link>
      )}
      <form action={logout}>
        {variant === "compact" ? (
          <button
            type="submit"
            className="rounded-md p-2 text-slate-700 hover:bg-slate-100"
            title={t("logout")}
          >
            <LogOut aria-hidden className="size-5" />
            <span className="sr-only">{t("logout")}</span>
          </button>
        ) : (
          <button
            type="submit"
            className="w-full rounded-md border border-slate-300 px-3 py-2 font-medium text-slate-800 hover:bg-slate-100"
          >
            {t("logout")}
          </button>
        )}
      </form>
    </div>
  );
}
