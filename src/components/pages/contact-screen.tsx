import { getTranslations } from "next-intl/server";
import { getEnv } from "@/env";
import { CONTACT_TOPICS } from "@/server/pages/contact";
import { renderMarkdown } from "@/server/pages/markdown";
import type { SitePage } from "@/server/pages/page-queries";
import { ContactForm } from "./contact-form";
import { PageText } from "./page-text";

const OUTCOMES = ["sent", "invalid", "rate-limited", "error"] as const;
const PROBLEMS = ["nameMissing", "nameLong", "email", "topic", "messageShort", "messageLong"];

/**
 * /contact-us: the page editors wrote for it when there is one, the form, and the footer's
 * contact details (the same settings the footer shows).
 */
export async function ContactScreen({ page }: { page: SitePage | null }) {
  const [t, shell] = await Promise.all([
    getTranslations("Pages.contact"),
    getTranslations("Shell"),
  ]);
  const env = getEnv();
  const messages: Record<string, string> = Object.fromEntries([
    ...OUTCOMES.map((key): [string, string] => [key, t(`outcomes.${key}`)]),
    ...PROBLEMS.map((key): [string, string] => [key, t(`problems.${key}`)]),
  ]);
  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <h1 className="text-2xl font-bold break-words text-slate-900 sm:text-3xl">
        {page?.title ?? t("title")}
      </h1>
      {page ? (
        <PageText html={renderMarkdown(page.body, page.locale === "ur" ? "ur" : "en")} />
      ) : (
        <p className="mt-3">{t("intro")}</p>
      )}
      <section aria-labelledby="contact-details" className="mt-6 rounded-lg bg-slate-50 p-4">
        <h2 id="contact-details" className="font-semibold text-slate-900">
          {shell("contactHeading")}
        </h2>
        <dl className="mt-2 grid gap-1 sm:grid-cols-[auto_1fr] sm:gap-x-4">
          <dt className="font-medium">{shell("address")}</dt>
          <dd dir="auto">{env.SITE_ADDRESS}</dd>
          <dt className="font-medium">{shell("phone")}</dt>
          <dd>
            <a
              href={`tel:${env.SITE_PHONE.replace(/[^\d+]/g, "")}`}
              dir="ltr"
              className="underline"
            >
              {env.SITE_PHONE}
            </a>
          </dd>
          <dt className="font-medium">{shell("email")}</dt>
          <dd>
            <a href={`mailto:${env.SITE_SUPPORT_EMAIL}`} dir="ltr" className="underline">
              {env.SITE_SUPPORT_EMAIL}
            </a>
          </dd>
        </dl>
      </section>
      <h2 className="mt-8 mb-3 text-xl font-bold text-slate-900">{t("formHeading")}</h2>
      <ContactForm
        labels={{
          name: t("name"),
          email: t("email"),
          topic: t("topic"),
          message: t("message"),
          send: t("send"),
          sending: t("sending"),
        }}
        topics={CONTACT_TOPICS.map((value) => ({ value, label: t(`topics.${value}`) }))}
        messages={messages}
      />
    </div>
  );
}
