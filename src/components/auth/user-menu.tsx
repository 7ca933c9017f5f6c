import { getTranslations } from "next-intl/server";
import { AccountCorner, type AccountCornerVariant } from "./account-corner";

type Props = {
  /**
   * "bar": one row in the desktop header; "compact": the phone header bar (short name, icon-only
   * Log out); "drawer": full-width rows in the mobile drawer.
   */
  variant?: AccountCornerVariant;
};

/**
 * The account corner of the header. It reads no session: the page is shared by everyone
 * (decision 0029), and the corner fills in the student's name in the browser.
 */
export async function UserMenu({ variant = "bar" }: Props) {
  const [t, tNav] = await Promise.all([getTranslations("Auth"), getTranslations("nav.topBar")]);
  return (
    <AccountCorner
      variant={variant}
      labels={{
        login: tNav("login"),
        register: tNav("register"),
        account: t("accountLabel"),
        signedInAs: t("signedInAs"),
        logout: t("logout"),
        workspace: t("workspace"),
      }}
    />
  );
}
