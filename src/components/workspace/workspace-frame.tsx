import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { Link } from "@/components/ui/link";
import { can } from "@/server/auth/roles";
import type { StaffAccount } from "@/server/workspace/guard";

export type WorkspaceSection =
  | "home"
  | "lectures"
  | "questions"
  | "quizzes"
  | "updates"
  | "featured"
  | "coaching"
  | "jobs"
  | "library"
  | "import"
  | "people"
  | "audit"
  | "subscribers"
  | "pages"
  | "messages"
  | "mail";

const CONTENT_SECTIONS: WorkspaceSection[] = [
  "lectures",
  "questions",
  "quizzes",
  "updates",
  "featured",
  "coaching",
  "jobs",
  "pages",
  "library",
  "import",
];
const ADMIN_SECTIONS: WorkspaceSection[] = ["people", "audit", "subscribers", "messages", "mail"];

function hrefOf(section: WorkspaceSection): string {
  return section === "home" ? "/admin" : `/admin/${section}`;
}

type Props = {
  account: StaffAccount;
  section: WorkspaceSection;
  title: string;
  /** A link or button beside the heading ("New lecture"). */
  action?: ReactNode;
  children: ReactNode;
};

/** Every workspace screen: who is working, the sections their role may open, the heading. */
export async function WorkspaceFrame({ account, section, title, action, children }: Props) {
  const t = await getTranslations("Workspace");
  const sections = can(account.role, "audit:read")
    ? [...CONTENT_SECTIONS, ...ADMIN_SECTIONS]
    : CONTENT_SECTIONS;
  return (
    <div data-workspace="" className="mx-auto w-full max-w-6xl px-4 py-6">
      <p className="text-sm text-slate-600">
        <Link href="/admin" className="text-brand-800 font-semibold underline">
          {t("title")}
        </Link>{" "}
        ·{" "}
        {t.rich("signedInAs", {
          name: () => <bdi>{account.name}</bdi>,
          email: account.email,
          role: t(`roles.${account.role}`),
        })}
      </p>
      <nav aria-label={t("sectionsLabel")} className="mt-3 overflow-x-auto">
        <ul className="flex gap-1 whitespace-nowrap">
          {sections.map((s) => (
            <li key={s}>
              <Link
                href={hrefOf(s)}
                aria-current={s === section ? "page" : undefined}
                className="aria-[current=page]:bg-brand-700 inline-block rounded-md px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 aria-[current=page]:text-white"
              >
                {t(`sections.${s}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {action}
      </div>
      <div className="mt-4">{children}</div>
    </div>
  );
}

/** The primary link beside a list's heading ("New update"). */
export function FrameAction({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link
      href={href}
      className="bg-brand-700 hover:bg-brand-800 rounded-md px-4 py-2 font-semibold text-white"
    >
      {children}
    </Link>
  );
}
