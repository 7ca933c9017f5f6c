import { personalAnswer } from "@/server/progress/personal-answer";

/**
 * GET /api/me: the front layer answers it before Next.js (decision 0029, PERSONAL_PATH in
 * front-layer/contract.mjs); this handler gives the same answer to a request that reaches Next.js
 * anyway (before the application has booted, or a HEAD request). Private, never kept (0064).
 */
export async function GET(request: Request): Promise<Response> {
  const page = new URL(request.url).searchParams.get("page");
  const answer = await personalAnswer(request.headers.get("cookie") ?? "", page);
  const headers = new Headers();
  for (const [name, value] of answer.headers) headers.append(name, value);
  return new Response(answer.body, { status: answer.status, headers });
}
