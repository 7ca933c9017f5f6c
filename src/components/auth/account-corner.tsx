"use client";

import { LogOut, UserRound } from "@/components/ui/icons";
import { forgetPersonal } from "@/components/personal/personal-store";
import { usePersonal } from "@/components/personal/use-personal";
import { logout } from "@/server/auth/actions";
import { Link } from "@/components/ui/link";
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
 * once /api/me has answered. While it asks, the links keep their place but are not shown.
 */
export function AccountCorner({
  variant,
  labels,
}: {
  variant: AccountCornerVariant;
  labels: AccountLabels;
}) {
  const personal = usePersonal();
  const user =
    personal.status === "ready"
      ? personal.data.user
      : personal.status === "loading"
        ? (personal.data?.user ?? null)
        : null;
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
        <span className="sr-only">{labels.signedInAs} </span>
        <span title={user.name} className={NAME_WIDTH[variant]}>
          <bdi>{user.name}</bdi>
        </span>
      </p>
      {/* Editors and admins reach their workspace from every page. */}
      {user.workspace && variant !== "compact" && (
        <Link
          href="/admin"
          className="text-brand-800 rounded-md px-3 py-2 font-medium underline hover:bg-slate-100"
        >
          {labels.workspace}
        </Link>
      )}
      <form action={logOut}>
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
            className="w-full rounded-md border border-slate-300 px-3 py-2 font-medium text-slate-800 hover:bg-slate-100"
          >
            {labels.logout}
          </button>
        )}
      </form>
    </div>
  );
}
