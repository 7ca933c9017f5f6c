import { personalAnswer } from "@/server/progress/personal-answer";

/** GET /api/me: the signed-in student's own data, private and never kept (decision 0064). */
export async function GET(request: Request): Promise<Response> {
  const before = new URL(request.url).searchParams.get("before");
  const answer = await personalAnswer(request.headers.get("cookie") ?? "", before);
  const headers = new Headers();
  for (const [name, value] of answer.headers) headers.append(name, value);
  return new Response(answer.body, { status: answer.status, headers });
}
