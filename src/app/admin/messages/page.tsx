import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Link } from "@/components/ui/link";
import { ForbiddenScreen } from "@/components/workspace/forbidden-screen";
import { Notice, Pager } from "@/components/workspace/list-parts";
import { WorkspaceFrame } from "@/components/workspace/workspace-frame";
import { formatPostedOn } from "@/lib/dates";
import { readSearchParams } from "@/lib/route-manifest.mjs";
import { getDb } from "@/server/db/client";
import { getPageLocale } from "@/server/i18n/locale";
import { listContactMessages, type ContactStatus } from "@/server/pages/contact";
import { setContactStatusForm } from "@/server/pages/page-actions";
import { authorizePage } from "@/server/workspace/guard";
import { afterRowId, param, type SearchParams } from "@/server/workspace/list-params";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Workspace"))("sections.messages") };
}

const PATH = "/admin/messages";
/** What an admin can mark a message as, from each state. */
const NEXT: Record<ContactStatus, ContactStatus[]> = {
  new: ["read", "answered", "archived"],
  read: ["answered", "archived"],
  answered: ["archived"],
  archived: ["new"],
};

/** Messages sent through /contact-us, newest first; the archived ones on their own list. */
export default async function ContactMessagesPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const account = await authorizePage("contact:read", PATH);
  if (!account) return <ForbiddenScreen />;
  const params = readSearchParams("admin", await searchParams);
  const archived = param(params, "kind") === "archived";
  const after = afterRowId(params);
  const [t, w, { rows: messages, next }, locale] = await Promise.all([
    getTranslations("Pages.messages"),
    getTranslations("Workspace"),
    listContactMessages(await getDb(), archived, after),
    getPageLocale(),
  ]);
  const topics = await getTranslations("Pages.contact.topics");
  return (
    <WorkspaceFrame account={account} section="messages" title={w("sections.messages")}>
      {param(params, "saved") === "1" && <Notice>{t("saved")}</Notice>}
      <p>
        <Link href={archived ? PATH : `${PATH}?kind=archived`} className="text-brand-800 underline">
          {archived ? t("showOpen") : t("showArchived")}
        </Link>
      </p>
      {messages.length === 0 ? (
        <p className="mt-4 text-slate-700">{t("none")}</p>
      ) : (
        <ol className="mt-4 space-y-4">
          {messages.map((message) => (
            <li key={message.id} className="rounded-lg border border-slate-200 bg-white p-4">
              <article aria-labelledby={`message-${message.id}`}>
                <h2 id={`message-${message.id}`} className="font-semibold text-slate-900">
                  {t("heading", { topic: topics(message.topic), name: message.name })}
                </h2>
                <p className="text-sm text-slate-600">
                  <bdi>{message.email}</bdi> · {formatPostedOn(message.createdAt, locale)} ·{" "}
                  {t(`status.${message.status}`)}
                </p>
                <p dir="auto" className="mt-2 break-words whitespace-pre-line text-slate-800">
                  {message.message}
                </p>
                <div className="mt-3 flex flex-wrap gap-2">
                  {NEXT[message.status as ContactStatus].map((status) => (
                    <form key={status} action={setContactStatusForm}>
                      <input type="hidden" name="id" value={message.id} />
                      <input type="hidden" name="status" value={status} />
                      <button
                        type="submit"
                        className="border-brand-700 text-brand-800 rounded-md border px-3 py-1 text-sm font-semibold hover:bg-slate-50"
                      >
                        {t(`mark.${status}`)}
                      </button>
                    </form>
                  ))}
                </div>
              </article>
            </li>
          ))}
        </ol>
      )}
      <Pager
        path={PATH}
        params={{ kind: archived ? "archived" : "" }}
        next={next}
        deep={after !== undefined && messages.length > 0}
      />
    </WorkspaceFrame>
  );
}
