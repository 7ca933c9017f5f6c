"use client";

import { usePathname } from "next/navigation";
import { LazyTroubleMessage } from "@/components/errors/lazy-trouble-message";
import { localeOfPath } from "@/lib/locale-path";
import "./globals.css";

/** The root layout itself failed: the page has to bring its own document. Decision 0006. */
export default function GlobalError(props: { error: unknown; retry: () => void }) {
  const locale = localeOfPath(usePathname());
  return (
    <html lang={locale} dir={locale === "ur" ? "rtl" : "ltr"}>
      <body>
        <main>
          <LazyTroubleMessage {...props} />
        </main>
      </body>
    </html>
  );
}
