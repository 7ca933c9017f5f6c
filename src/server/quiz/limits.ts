import "server-only";
import { headers } from "next/headers";
import { addressBucket } from "@/lib/client-address";
import type { Database } from "@/server/db/client";
import { clientAddress } from "@/server/http/client-address";
import { takeRequest, type Limit } from "@/server/limits/counters";

// Submissions per student and per address (decision 0080): enough for a class sharing one
// connection, too few to guess a quiz's answers by trying. Mock tests count with the quizzes.
const PER_STUDENT: Limit = { max: 30, windowMs: 10 * 60_000 };
const PER_ADDRESS: Limit = { max: 120, windowMs: 10 * 60_000 };

export async function addressKey(kind: string): Promise<string> {
  const address = clientAddress(await headers());
  return `${kind}:address:${address ? addressBucket(address) : "unknown"}`;
}

/** Whether one more quiz submission (or mock test start) is allowed from here and this student. */
export async function takeSubmission(db: Database, userId: string | null): Promise<boolean> {
  if (!(await takeRequest(db, await addressKey("quiz"), PER_ADDRESS)).allowed) return false;
  return !userId || (await takeRequest(db, `quiz:user:${userId}`, PER_STUDENT)).allowed;
}
