import "server-only";
import { getTranslations } from "next-intl/server";
import { auditValueText } from "@/lib/audit-values";
import { getPageLocale } from "@/server/i18n/locale";

/**
 * How the audit log and the bulk upload's check name a field and show a value, in the page's
 * language: labels from the messages ("Quick Quiz URL", not quickQuizUrl), moments in Pakistan
 * time, an upload's counts in words (decision 0025).
 */
export async function auditWords() {
  const [t, locale] = await Promise.all([getTranslations("Workspace"), getPageLocale()]);
  return {
    label: (field: string) => (t.has(`auditFields.${field}`) ? t(`auditFields.${field}`) : field),
    value: (field: string, value: unknown) =>
      auditValueText(field, value, locale, (counts) => t("importCountsValue", counts)),
  };
}
