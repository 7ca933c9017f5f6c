"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { LOCALE_COOKIE } from "@/lib/locales.mjs";
import { localeOfPath, localePath, otherLocale, withoutLocale } from "@/lib/locale-path";

/** A year: the choice is remembered until the student switches again. */
const REMEMBER_SECONDS = 365 * 24 * 60 * 60;

/**
 * اردو / English: the same page in the other language (decision 0040). A client component because
 * the header stays while pages change in place, so the link must follow the current address. A
 * plain link, not a client navigation: the whole document changes language (`lang`, `dir`, font).
 * The click remembers the choice in a cookie, which only the home page typed in follows; without
 * JavaScript the switch still works, it is only not remembered.
 */
export function LanguageSwitch({ label, className }: { label: string; className?: string }) {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const target = otherLocale(localeOfPath(pathname));
  const href = localePath(withoutLocale(pathname) + (search ? `?${search}` : ""), target);
  return (
    <a
      href={href}
      hrefLang={target}
      lang={target}
      dir={target === "ur" ? "rtl" : "ltr"}
      className={className}
      onClick={() => {
        document.cookie = `${LOCALE_COOKIE}=${target}; Path=/; Max-Age=${REMEMBER_SECONDS}; SameSite=Lax`;
      }}
    >
      {label}
    </a>
  );
}
