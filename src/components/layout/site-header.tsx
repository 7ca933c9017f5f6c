import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { UserMenu } from "@/components/auth/user-menu";

// Placeholder until the site shell lands; on this branch it carries the account menu (issue 6).
export async function SiteHeader() {
  const t = await getTranslations("Header");
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-14 max-w-7xl items-center justify-between gap-3 px-4">
        <Link href="/" aria-label={t("homeLabel")} className="text-brand-700 text-xl font-bold">
          Parhai
        </Link>
        <UserMenu />
      </div>
    </header>
  );
}
