import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ForbiddenScreen } from "@/components/workspace/forbidden-screen";
import { WorkspaceFrame } from "@/components/workspace/workspace-frame";
import { getDb } from "@/server/db/client";
import { countMailByState, recentMailFailures, type MailState } from "@/server/mail/queue";
import { isMailConfigured } from "@/server/mail/service";
import { authorizePage } from "@/server/workspace/guard";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Workspace"))("sections.mail") };
}

const STATES: { state: MailState; key: `state${Capitalize<MailState>}` }[] = [
  { state: "queued", key: "stateQueued" },
  { state: "sending", key: "stateSending" },
  { state: "sent", key: "stateSent" },
  { state: "failed", key: "stateFailed" },
];

/** The mail queue (decision 0065): whether mail leaves at all, counts by state, recent failures. */
export default async function MailQueuePage() {
  const account = await authorizePage("mail:read", "/admin/mail");
  if (!account) return <ForbiddenScreen />;
  const db = await getDb();
  const [t, tw, counts, failures] = await Promise.all([
    getTranslations("Mail"),
    getTranslations("Workspace"),
    countMailByState(db),
    recentMailFailures(db),
  ]);
  const configured = isMailConfigured();
  return (
    <WorkspaceFrame account={account} section="mail" title={tw("sections.mail")}>
      <p
        role={configured ? undefined : "status"}
        data-testid="mail-configured"
        className={
          configured
            ? "text-slate-700"
            : "max-w-2xl rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900"
        }
      >
        {configured ? t("configured") : t("notConfigured")}
      </p>
      <dl className="mt-4 grid max-w-2xl grid-cols-2 gap-3 sm:grid-cols-4">
        {STATES.map(({ state, key }) => (
          <div key={state} className="rounded-lg border border-slate-200 bg-white p-3">
            <dt className="text-sm text-slate-600">{t(key)}</dt>
            <dd className="text-2xl font-semibold text-slate-900" data-testid={`mail-${state}`}>
              {counts[state]}
            </dd>
          </div>
        ))}
      </dl>
      <h2 className="mt-6 text-lg font-semibold text-slate-900">{t("failuresHeading")}</h2>
      {failures.length === 0 ? (
        <p className="mt-2 text-slate-700">{t("noFailures")}</p>
      ) : (
        <ul className="mt-2 max-w-3xl space-y-2">
          {failures.map((failure) => (
            <li key={failure.id} className="text-sm break-words text-slate-800">
              <time dateTime={failure.settledAt?.toISOString()} className="text-slate-600">
                {failure.settledAt?.toISOString().slice(0, 16).replace("T", " ")}
              </time>{" "}
              {t("failureRow", {
                kind: failure.kind,
                attempts: failure.attempts,
                error: failure.lastError ?? "",
              })}
            </li>
          ))}
        </ul>
      )}
    </WorkspaceFrame>
  );
}
