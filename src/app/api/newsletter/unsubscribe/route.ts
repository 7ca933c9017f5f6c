import { connection } from "next/server";
import { getDb } from "@/server/db/client";
import { answerOneClick } from "@/server/newsletter/one-click";

/** A newsletter's one-click unsubscribe (RFC 8058, decision 0068). */
export async function POST(request: Request): Promise<Response> {
  await connection();
  return answerOneClick(await getDb(), request);
}
