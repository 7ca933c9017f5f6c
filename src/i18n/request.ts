import { getRequestConfig } from "next-intl/server";
import messages from "../../messages/en.json";

// One locale for now; an Urdu interface comes next (docs/decisions/0002-i18n.md).
export default getRequestConfig(() => ({
  locale: "en",
  timeZone: "Asia/Karachi",
  messages,
}));
