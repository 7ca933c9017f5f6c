import type { Locale } from "@/lib/locale-path";

/**
 * The strings of the error boundaries, in both languages. An error boundary is a client component
 * with no server parent to hand it translations, and importing the message files would ship whole
 * catalogues to every page; so, like the navigation labels, they live here and messages/en.json
 * and messages/ur.json "Outage" hold the same values (a unit test keeps them equal).
 */
export const OUTAGE_MESSAGES: Record<
  Locale,
  Record<"title" | "body" | "retry" | "home" | "reference", string>
> = {
  en: {
    title: "We are having trouble",
    body: "Something went wrong on our side. Your work is safe; please try again in a moment.",
    retry: "Try again",
    home: "Go to the home page",
    reference: "Reference: {digest}",
  },
  ur: {
    title: "ہمیں کچھ مشکل پیش آ رہی ہے",
    body: "ہمارے سسٹم میں کوئی خرابی پیدا ہو گئی ہے۔ آپ کا کام محفوظ ہے۔ براہِ کرم تھوڑی دیر بعد دوبارہ کوشش کریں۔",
    retry: "دوبارہ کوشش کریں",
    home: "ہوم پیج پر جائیں",
    reference: "حوالہ نمبر: {digest}",
  },
};
