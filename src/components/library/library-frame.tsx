import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { Breadcrumbs, type Crumb } from "@/components/ui/breadcrumbs";

/** The library screens' container, with the trail: kind, class, subject, document. */
export async function LibraryFrame({ crumbs, children }: { crumbs: Crumb[]; children: ReactNode }) {
  const t = await getTranslations("Library");
  return (
    <div className="mx-auto max-w-7xl px-4 py-4 sm:py-6">
      <Breadcrumbs crumbs={crumbs} label={t("breadcrumbLabel")} />
      {children}
    </div>
  );
}
