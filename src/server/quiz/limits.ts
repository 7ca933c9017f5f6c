import "server-only";
import { headers } from "next/headers";
import { addressBucket } from "@/lib/client-address";
import type { Database } from "@/server/db/client";
import { clientAddress } from "@/server/http/client-address";
import { takeRequest, type Limit } from "@/server/limits/counters";

// Submissions per student and per address (decision 0080): enough for a class sharing one
// connection, too few to guess a quiz's answers by trying. Mock tests count with the quizzes.
export const SUBMISSION_LIMITS = {
  perStudent: { max: 30, windowMs: 10 * 60_000 },
  perAddress: { max: 120, windowMs: 10 * 60_000 },
} as const satisfies Record<string, Limit>;

const keyOf = (kind: string, address: string | null) =>
  `${kind}:address:${address ? addressBucket(address) : "unknown"}`;

export async function addressKey(kind: string): Promise<string> {
  return keyOf(kind, clientAddress(await headers()));
}

/**
 * Whether one more quiz submission (or mock test start) is allowed from this address and this
 * student: the address is counted first, so a refused student's tries still count there.
 */
export async function takeSubmissionFrom(
  db: Database,
  userId: string | null,
  address: string | null,
  now = new Date(),
): Promise<boolean> {
  const byAddress = await takeRequest(
    db,
    keyOf("quiz", address),
    SUBMISSION_LIMITS.perAddress,
    now,
  );
  if (!byAddress.allowed) return false;
  if (!userId) return true;
  return (await takeRequest(db, `quiz:user:${userId}`, SUBMISSION_LIMITS.perStudent, now)).allowed;
}

/** The same for the request being answered (its client's address). */
export async function takeSubmission(db: Database, userId: string | null): Promise<boolean> {
  return takeSubmissionFrom(db, userId, clientAddress(await headers()));
}
