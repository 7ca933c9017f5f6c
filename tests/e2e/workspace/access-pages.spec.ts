import { expect, test } from "../support/test";
import { workspaceURL } from "../../../playwright.config";
import { ACTIONS, callServerAction } from "../../support/server-action";
import { formOf } from "../../support/workspace-actions";
import { linkIn, mailTo } from "../support/mail";
import { admin, editor, student, type Account } from "./support";

/*
 * The workspace's pages and its one download, over HTTP: who gets in, who is sent to log in, who
 * is refused; that no answer is kept by a cache or a search engine.
 */

const CONTENT_PAGES = [
  "/admin",
  "/admin/lectures",
  "/admin/lectures/new",
  "/admin/updates",
  "/admin/updates/new",
  "/admin/featured",
  "/admin/coaching/new",
  "/admin/jobs",
  "/admin/import",
];
const ADMIN_PAGES = [
  "/admin/people",
  "/admin/audit",
  "/admin/subscribers",
  "/admin/subscribers/issues/new",
];

function get(path: string, account?: Account) {
  return fetch(`${workspaceURL}${path}`, {
    redirect: "manual",
    headers: account ? { Cookie: account.cookie } : {},
  });
}

test("signed out, every workspace page sends to the login and back", { tag: "@http" }, async () => {
  for (const path of [...CONTENT_PAGES, ...ADMIN_PAGES]) {
    const response = await get(path);
    expect(response.status, path).toBe(307);
    expect(response.headers.get("location"), path).toBe(
      `/login?${new URLSearchParams({ next: path }).toString()}`,
    );
  }
});

test(
  "a student gets the 403 page; an editor every page but the admin's",
  { tag: "@http" },
  async () => {
    const [pupil, staff, owner] = await Promise.all([student(), editor(), admin()]);
    for (const path of [...CONTENT_PAGES, ...ADMIN_PAGES]) {
      const refused = await get(path, pupil);
      expect(refused.status, path).toBe(403);
      expect(await refused.text()).toContain("You cannot open this page");
      expect((await get(path, staff)).status, path).toBe(ADMIN_PAGES.includes(path) ? 403 : 200);
      expect((await get(path, owner)).status, path).toBe(200);
    }
  },
);

test(
  "workspace pages are never kept by a cache or shown by a search engine",
  { tag: "@http" },
  async () => {
    const owner = await admin();
    for (const path of ["/admin", "/admin/lectures"]) {
      const response = await get(path, owner);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
      expect(response.headers.get("x-page-cache")).toBe("BYPASS");
      expect(await response.text()).toContain('<meta name="robots" content="noindex, nofollow"/>');
    }
  },
);

test(
  "only an admin downloads the subscribers, as CSV a spreadsheet cannot run",
  { tag: "@http" },
  async () => {
    const [pupil, staff, owner] = await Promise.all([student(), editor(), admin()]);
    const address = `-cmd-${Date.now()}@example.com`;
    const form = new FormData();
    form.set("email", address);
    const subscribed = await callServerAction({
      url: workspaceURL,
      path: "/",
      actionId: ACTIONS.subscribeToNewsletter(),
      args: [{ status: "idle" }, form],
    });
    // The answer comes in the form's language (English without one), words and all.
    expect(subscribed.result).toEqual({
      status: "subscribed",
      message:
        "Thank you! Please open the link we have mailed to this address to confirm your subscription. Check your spam folder too.",
    });
    // Only a confirmed address is exported (decision 0068): the mailed link's button, over HTTP.
    const token = linkIn(await mailTo(address, /./), "/newsletter/confirm").searchParams.get(
      "token",
    );
    await callServerAction({
      url: workspaceURL,
      path: "/newsletter/confirm",
      actionId: ACTIONS.confirmSubscriptionForm(),
      args: [formOf({ token: token! })],
    });

    expect((await get("/admin/subscribers/export")).status).toBe(401);
    expect((await get("/admin/subscribers/export", pupil)).status).toBe(403);
    expect((await get("/admin/subscribers/export", staff)).status).toBe(403);
    const crossSite = await fetch(`${workspaceURL}/admin/subscribers/export`, {
      headers: { Cookie: owner.cookie, "Sec-Fetch-Site": "cross-site" },
    });
    expect(crossSite.status).toBe(403);

    const exported = await get("/admin/subscribers/export", owner);
    expect(exported.status).toBe(200);
    expect(exported.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(exported.headers.get("content-disposition")).toMatch(
      /^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await exported.text()).split("\r\n");
    expect(lines[0]).toBe("email,subscribed_at");
    expect(lines.some((line) => line.startsWith(`'${address},`))).toBe(true);

    const page = await (await get("/admin/subscribers", owner)).text();
    expect(page).toMatch(/\d+ (people subscribe|person subscribes) to the newsletter\./);
  },
);
