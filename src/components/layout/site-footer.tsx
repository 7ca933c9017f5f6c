import { getTranslations } from "next-intl/server";
import { getEnv } from "@/env";
import { getPageLocale } from "@/server/i18n/locale";
import { FooterLinks } from "./footer-links";
import { LanguageSwitch } from "./language-switch";
import { MessagingButton } from "./messaging-button";
import { getSiteNavigation } from "./nav-model";
import { NewsletterForm } from "./newsletter-form";
import { SiteLogo } from "./site-logo";

/** The newsletter block's id: a post without JavaScript comes back opened there. */
const NEWSLETTER_ID = "newsletter";

export async function SiteFooter() {
  const [t, n, nav, locale] = await Promise.all([
    getTranslations("Shell"),
    getTranslations("Newsletter"),
    getSiteNavigation(),
    getPageLocale(),
  ]);
  const env = getEnv();
  const contact = [
    { key: "address", icon: "map-pin", label: t("address"), text: env.SITE_ADDRESS },
    {
      key: "phone",
      icon: "phone",
      label: t("phone"),
      text: env.SITE_PHONE,
      href: `tel:${env.SITE_PHONE.replace(/[^\d+]/g, "")}`,
    },
    {
      key: "email",
      icon: "mail",
      label: t("email"),
      text: env.SITE_SUPPORT_EMAIL,
      href: `mailto:${env.SITE_SUPPORT_EMAIL}`,
    },
  ];
  return (
    // Bottom padding keeps the floating messaging button clear of the footer's controls. Clipped
    // sideways: on a long page its content's rules come with the stylesheet (decision 0108), and
    // a moment unstyled it must not widen a phone's page.
    <footer className="bg-brand-900 text-brand-50 overflow-x-clip px-4 pt-10 pb-24 text-sm">
      <div className="mx-auto grid max-w-7xl gap-8 md:grid-cols-2 lg:grid-cols-[1.4fr_0.8fr_1fr_1.4fr]">
        <div>
          <div className="inline-block rounded-lg bg-white px-2 py-1">
            <SiteLogo name={t("siteName")} label={t("homeLabel")} />
          </div>
          <p className="mt-3 leading-relaxed">{t("footerAbout")}</p>
        </div>
        <FooterLinks section={nav.footer} />
        <div>
          <h2 className="font-semibold text-white">{t("contactHeading")}</h2>
          <ul className="mt-3 space-y-2">
            {contact.map(({ key, icon, label, text, href }) => (
              <li key={key} className="flex gap-2">
                {/* Files, as the messaging button's glyph, not path data in every page's HTML
                    and payload (decision 0112); below the first screen, they wait for a scroll. */}
                <img
                  src={`/icons/${icon}.svg`}
                  alt=""
                  width={16}
                  height={16}
                  loading="lazy"
                  className="mt-0.5 size-4 shrink-0"
                />
                <span className="sr-only">{label}: </span>
                {href ? (
                  <a href={href} dir="ltr" className="hover:text-white hover:underline">
                    {text}
                  </a>
                ) : (
                  <span dir="auto">{text}</span>
                )}
              </li>
            ))}
          </ul>
        </div>
        <div id={NEWSLETTER_ID}>
          <h2 className="font-semibold text-white">{n("heading")}</h2>
          <p className="mt-3">{n("intro")}</p>
          <NewsletterForm
            anchorId={NEWSLETTER_ID}
            locale={locale}
            labels={{
              label: n("label"),
              placeholder: n("placeholder"),
              submit: n("submit"),
              pending: n("pending"),
            }}
          />
        </div>
      </div>
      {/* The language switch again: a phone without scripts has no drawer to find it in
          (decision 0107). */}
      <div className="border-brand-800 text-brand-100 mx-auto mt-10 flex max-w-7xl flex-wrap items-center justify-between gap-4 border-t pt-6">
        <p>{t("copyright", { year: new Date().getFullYear() })}</p>
        <LanguageSwitch
          label={t("switchLanguage")}
          className="font-semibold text-white underline underline-offset-2"
        />
      </div>
      {/* Fixed over every screen; inside the footer so it belongs to a landmark (contact). */}
      <MessagingButton />
    </footer>
  );
}
