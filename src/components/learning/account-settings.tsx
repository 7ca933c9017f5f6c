import { getTranslations } from "next-intl/server";
import { AuthForm } from "@/components/auth/auth-form";
import { Link } from "@/components/ui/link";
import { changeName, changePassword, deleteAccount } from "@/server/auth/account-actions";
import { readAccount } from "@/server/auth/account-read";
import { AUTH_LIMITS } from "@/server/auth/forms";

const H2 = "mb-3 text-xl font-semibold text-slate-900";
const H3 = "mb-2 text-lg font-semibold text-slate-900";
const BOX = "max-w-md rounded-lg border border-slate-200 bg-white p-4";

/**
 * My learning's account settings (decision 0067): the name, the password (the current one
 * required; Google accounts without one are told how to add one), and deleting the account, each
 * a plain form that works without JavaScript.
 */
export async function AccountSettings({ userId }: { userId: string }) {
  const [t, tAuth, tMail, account] = await Promise.all([
    getTranslations("Account"),
    getTranslations("Auth"),
    getTranslations("Mail"),
    readAccount(userId),
  ]);
  if (!account) return null;
  return (
    <section aria-labelledby="account-settings" className="mt-8">
      <h2 id="account-settings" className={H2}>
        {t("heading")}
      </h2>
      <div className="grid gap-4 lg:grid-cols-2">
        <div className={BOX}>
          <h3 className={H3}>{t("nameHeading")}</h3>
          <AuthForm
            action={changeName}
            idPrefix="account-"
            initial={{ name: account.name }}
            fields={[
              { name: "name", label: tAuth("nameLabel"), type: "text", autoComplete: "name" },
            ]}
            submitLabel={t("nameSubmit")}
            pendingLabel={t("pending")}
          />
        </div>
        <div className={BOX}>
          <h3 className={H3}>{t("passwordHeading")}</h3>
          {account.hasPassword ? (
            <AuthForm
              action={changePassword}
              idPrefix="change-"
              fields={[
                {
                  name: "currentPassword",
                  label: t("currentPasswordLabel"),
                  type: "password",
                  autoComplete: "current-password",
                },
                {
                  name: "password",
                  label: t("newPasswordLabel"),
                  type: "password",
                  autoComplete: "new-password",
                  hint: tAuth("passwordHint", AUTH_LIMITS),
                },
              ]}
              submitLabel={t("passwordSubmit")}
              pendingLabel={t("pending")}
            />
          ) : (
            <p className="text-slate-700">
              {t("noPassword")}{" "}
              <Link href="/forgot-password" className="text-brand-700 font-semibold underline">
                {tMail("forgotLink")}
              </Link>
            </p>
          )}
        </div>
      </div>
      <details className="mt-4 max-w-md rounded-lg border border-red-200 bg-white p-4">
        <summary className="cursor-pointer font-semibold text-red-800">
          {t("deleteHeading")}
        </summary>
        <p className="my-3 text-slate-700">{t("deleteBody")}</p>
        <AuthForm
          action={deleteAccount}
          idPrefix="delete-"
          variant="danger"
          fields={[
            { name: "email", label: t("deleteEmailLabel"), type: "email", autoComplete: "off" },
            ...(account.hasPassword
              ? [
                  {
                    name: "password" as const,
                    label: t("deletePasswordLabel"),
                    type: "password" as const,
                    autoComplete: "current-password",
                  },
                ]
              : []),
          ]}
          submitLabel={t("deleteSubmit")}
          pendingLabel={t("deletePending")}
        />
      </details>
    </section>
  );
}
