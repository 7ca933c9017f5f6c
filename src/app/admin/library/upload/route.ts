import { getEnv } from "@/env";
import { getAuth } from "@/server/auth/auth";
import { getDb } from "@/server/db/client";
import { receiveLibraryUpload } from "@/server/library/upload-route";

/** The library's upload of up to 50 MB, above the workspace's action limit (decision 0091). */
export async function POST(request: Request): Promise<Response> {
  const [db, auth] = await Promise.all([getDb(), getAuth()]);
  return receiveLibraryUpload(request, { db, auth, siteOrigin: new URL(getEnv().siteUrl).origin });
}
