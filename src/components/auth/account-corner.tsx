"use client";

import { LogOut, UserRound } from "@/components/ui/icons";
import { forgetPersonal } from "@/components/personal/personal-store";
import { usePersonal } from "@/components/personal/use-personal";
import { logout } from "@/server/auth/actions";
import { Link } from "@/components/ui/link";
import { contentDir } from "@/lib/bidi";
import { NoScriptAccount } from "./no-script-account";
import { SignInLinks } from "./sign-in-links";

export type AccountCornerVariant = "bar" | "compact" | "drawer";

export type AccountLabels = {
  login: string;
  register: string;
  account: string;
  signedInAs: string;
  logout: string;
  workspace: string;
};

// In the bars the name takes the room the header leaves it and ends in an ellipsis (decision
// 0052); the drawer shows it whole.
const NAME_WIDTH = {
  bar: "truncate xl:max-w-[14rem]",
  compact: "truncate",
  drawer: "break-words",
} as const;

const LAYOUT = {
  bar: "flex min-w-0 items-center gap-2",
  compact: "flex min-w-0 items-center gap-1 text-sm",
  drawer: "flex flex-col items-stretch gap-2",
} as const;

function firstWord(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

// The action answers with a redirect (the promise rejects with it, for Next.js to follow): the
// session is over by then, so the signed-in parts go.
async function logOut() {
  try {
    await logout();
  } finally {
    forgetPersonal();
  }
}

/**
 * The account corner of the header, an island of the shared page (decision 0029): Login and
 * Register as rendered for everyone (and without JavaScript), the student's name and Log out
 * from this tab's copy of the account (decision 0064). While the tab first asks for it, the links
 * keep their place but are not shown.
 */
export function AccountCorner({
  variant,
  labels,
}: {
  variant: AccountCornerVariant;
  labels: AccountLabels;
}) {
  const personal = usePersonal();
  const user = personal.status === "ready" ? personal.copy.user : null;
  if (!user) {
    const asking = personal.status === "loading";
    return (
      <div
        data-testid="user-menu"
        aria-busy={asking || undefined}
        className={`${LAYOUT[variant]} ${asking ? "invisible" : ""}`}
      >
        {/* Without JavaScript the frame says who is signed in, in their place. */}
        <div className="no-script:hidden contents">
          <SignInLinks
            loginLabel={labels.login}
            registerLabel={labels.register}
            compact={variant === "compact"}
          />
        </div>
        <NoScriptAccount variant={variant} title={labels.account} />
      </div>
    );
  }
  return (
    <div
      data-testid="user-menu"
      role="group"
      aria-label={labels.account}
      className={LAYOUT[variant]}
    >
      <p className="flex min-w-0 items-center gap-1.5 px-1 font-medium text-slate-800">
        <UserRound aria-hidden className="text-brand-700 size-5 shrink-0" />
        <span className="sr-only">
          {labels.signedInAs} {variant === "compact" && <bdi>{user.name}</bdi>}
        </span>
        {/* Its own direction isolates the name and puts a Latin name's ellipsis at its end in Urdu
            too. The phone's bar has room for about one word: the first, the whole name in its title. */}
        <span
          dir={contentDir(user.name)}
          title={user.name}
          aria-hidden={variant === "compact" || undefined}
          className={`min-w-0 ${NAME_WIDTH[variant]}`}
        >
          {variant === "compact" ? firstWord(user.name) : user.name}
        </span>
      </p>
      {/* Editors and admins reach their workspace from every page. */}
      {user.workspace && variant !== "compact" && (
        <Link
          href="/admin"
          className="text-brand-800 shrink-0 rounded-md px-3 py-2 font-medium whitespace-nowrap underline hover:bg-slate-100"
        >
          {labels.workspace}
        </Link>
      )}
      <form action={logOut} className="shrink-0">
        {variant === "compact" ? (
          <button
            type="submit"
            className="rounded-md p-2 text-slate-700 hover:bg-slate-100"
            title={labels.logout}
          >
            <LogOut aria-hidden className="size-5 rtl:-scale-x-100" />
            <span className="sr-only">{labels.logout}</span>
          </button>
        ) : (
          <button
            type="submit"
            className="w-full rounded-md border border-slate-300 px-3 py-2 font-medium whitespace-nowrap text-slate-800 hover:bg-slate-100"
          >
            {labels.logout}
          </button>
        )}
      </form>
    </div>
  );
}
