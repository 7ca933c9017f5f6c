import { getTranslations } from "next-intl/server";
import type { Issue } from "@/server/newsletter/issues";
import { MAX_LINKS } from "@/server/newsletter/issues";
import { IssueForm } from "./issue-form";
import { SendIssueForm } from "./send-form";

const LABELS = ["locale", "subject", "body", "bodyHint", "links", "preview", "save", "saving"];

/** An issue's form, filled for a draft, with its send step once saved (decision 0069). */
export async function IssueEditor({
  issue,
  recipients,
}: {
  issue: Issue | null;
  recipients: number;
}) {
  const t = await getTranslations("Newsletter.admin");
  const labels = {
    ...Object.fromEntries(LABELS.map((name) => [name, t(name)])),
    linksHint: t("linksHint", { max: MAX_LINKS }),
    previewHeading: t("previewHeading"),
  };
  const initial: Record<string, string> = issue
    ? {
        locale: issue.locale,
        subject: issue.subject,
        body: issue.body,
        links: issue.links.join("\n"),
      }
    : { locale: "en" };
  return (
    <>
      <IssueForm
        id={issue?.id ?? null}
        initial={initial}
        locales={[
          { value: "en", label: t("english") },
          { value: "ur", label: t("urdu") },
        ]}
        labels={labels}
      />
      {issue && (
        <SendIssueForm
          id={issue.id}
          labels={{
            sendWarning: t("sendWarning"),
            sendBox: t("sendBox"),
            send: t("send", { count: recipients }),
          }}
        />
      )}
    </>
  );
}
