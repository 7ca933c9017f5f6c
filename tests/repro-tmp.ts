import { request as httpRequest, Agent } from "node:http";
import { signInForCookie } from "./support/server-action";
const url = "http://127.0.0.1:3310";
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
function ask(u: string, o: { method?: string; headers?: Record<string, string>; body?: Buffer } = {}) {
  return new Promise<string>((resolve, reject) => {
    const req = httpRequest(u, { agent, method: o.method ?? "GET", headers: o.headers }, (res) => { res.resume(); res.on("end", () => resolve(`${res.statusCode} ${res.headers.connection}`)); });
    req.on("error", reject);
    req.end(o.body);
  });
}
const { cookie } = await signInForCookie(url, "admin@x.example");
const csv = Buffer.alloc(1.5 * 1024 * 1024, "a,b\n");
const form = { "content-type": "text/csv", origin: url };
for (let i = 0; i < 3; i++) for (const [name, headers, body] of [["signed big", { ...form, cookie }, csv], ["stranger", form, csv], ["get", {}, undefined]] as const) {
  try { console.log(name, await ask(url + "/admin/import", { method: body ? "POST" : "GET", headers, body })); } catch (e) { console.log(name, "ERR", String(e)); }
}
