import { getTranslations } from "next-intl/server";
import { FORBIDDEN_ATTRIBUTE } from "@front/contract.mjs";
import { Link } from "@/components/ui/link";
import { isStaff } from "@/server/auth/roles";
import { getSignedInAccount } from "@/server/workspace/guard";

/**
 * 403, rendered in place inside the whole site (header, footer) so it comes whole in the first
 * HTML; its mark makes the front layer answer 403 (Next.js's own `forbidden()` sends a document
 * only JavaScript fills in; decision 0014). An editor on an admins-only page is told so, and led
 * back to the workspace; staff whose address is not confirmed, to confirm it on My learning;
 * anyone else, that the workspace is for editors and admins.
 */
export async function ForbiddenScreen() {
  const [t, account] = await Promise.all([getTranslations("Workspace"), getSignedInAccount()]);
  const staff = isStaff(account?.role);
  // A role given before addresses were confirmed acts once the address is (decision 0096).
  if (account && staff && !account.confirmed) {
    return (
      <Refused
        title={t("unconfirmedTitle")}
        text={t("unconfirmedText", { email: account.email })}
        href="/student-portal"
        link={t("unconfirmedLink")}
      />
    );
  }
  return (
    <Refused
      title={t("forbiddenTitle")}
      text={t(staff ? "forbiddenAdminsOnly" : "forbiddenText")}
      href={staff ? "/admin" : "/"}
      link={t(staff ? "forbiddenWorkspace" : "forbiddenHome")}
    />
  );
}

function Refused({
  title,
  text,
  href,
  link,
}: {
  title: string;
  text: string;
  href: string;
  link: string;
}) {
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <template {...{ [FORBIDDEN_ATTRIBUTE]: "" }} />
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-3 text-lg break-words text-slate-700">{text}</p>
      <Link
        href={href}
        className="bg-brand-700 hover:bg-brand-800 mt-8 inline-block rounded-md px-5 py-2.5 font-semibold text-white"
      >
        {link}
      </Link>
    </section>
  );
}
