"use client";

import { Link } from "@/components/ui/link";
import { buttonClass } from "@/components/ui/button-styles";
import { usePathname } from "next/navigation";
import { localeOfPath } from "@/lib/locale-path";
import { OUTAGE_MESSAGES } from "./outage-messages";

type Props = { error: unknown; retry: () => void };

/**
 * What a student sees when a screen fails: a friendly message, a way to try again and a reference
 * that matches the server's log line, never a stack trace (decision 0006).
 */
export function TroubleMessage({ error, retry }: Props) {
  const t = OUTAGE_MESSAGES[localeOfPath(usePathname())];
  const digest =
    error instanceof Error && "digest" in error && typeof error.digest === "string"
      ? error.digest
      : undefined;
  return (
    <section
      aria-labelledby="trouble-title"
      className="mx-auto flex max-w-xl flex-col items-start gap-4 px-4 py-16"
    >
      <h1 id="trouble-title" className="text-2xl font-semibold">
        {t.title}
      </h1>
      <p className="text-slate-700">{t.body}</p>
      <div className="flex flex-wrap gap-3">
        <button type="button" onClick={retry} className={buttonClass("primary", "sm")}>
          {t.retry}
        </button>
        <Link href="/" className="text-brand-700 rounded-md px-4 py-2 font-medium underline">
          {t.home}
        </Link>
      </div>
      {digest ? (
        <p className="text-xs text-slate-500">{t.reference.replace("{digest}", digest)}</p>
      ) : null}
    </section>
  );
}
