import en from "../../messages/en.json";
import navEn from "../../messages/nav/en.json";
import navUr from "../../messages/nav/ur.json";
import ur from "../../messages/ur.json";

/**
 * Every message of each language as next-intl reads it. The menus' labels ("nav") are a file of
 * their own, so that the header's menus, fetched when first opened, carry only them and not a
 * whole catalogue (decision 0107).
 */
export const CATALOGUES = {
  en: { ...en, nav: navEn },
  ur: { ...ur, nav: navUr },
};
