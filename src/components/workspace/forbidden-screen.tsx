import { getTranslations } from "next-intl/server";
import { FORBIDDEN_ATTRIBUTE } from "@front/contract.mjs";
import { Link } from "@/components/ui/link";
import { isStaff } from "@/server/auth/roles";
import { getSignedInAccount } from "@/server/workspace/guard";

/**
 * 403, rendered in place inside the whole site (header, footer) so it comes whole in the first
 * HTML; its mark makes the front layer answer 403 (Next.js's own `forbidden()` sends a document
 * only JavaScript fills in; decision 0014). An editor on an admins-only page is told so, and led
 * back to the workspace; anyone else, that the workspace is for editors and admins.
 */
export async function ForbiddenScreen() {
  const [t, account] = await Promise.all([getTranslations("Workspace"), getSignedInAccount()]);
  const staff = isStaff(account?.role);
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <template {...{ [FORBIDDEN_ATTRIBUTE]: "" }} />
      <h1 className="text-3xl font-bold text-slate-900">{t("forbiddenTitle")}</h1>
      <p className="mt-3 text-lg text-slate-700">
        {t(staff ? "forbiddenAdminsOnly" : "forbiddenText")}
      </p>
      <Link
        href={staff ? "/admin" : "/"}
        className="bg-brand-700 hover:bg-brand-800 mt-8 inline-block rounded-md px-5 py-2.5 font-semibold text-white"
      >
        {t(staff ? "forbiddenWorkspace" : "forbiddenHome")}
      </Link>
    </section>
  );
}
