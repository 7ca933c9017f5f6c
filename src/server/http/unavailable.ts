/** Seconds a client should wait before trying again while the database is away. */
export const RETRY_AFTER_SECONDS = 5;

/** The answer of an API route while the database is unreachable: 503, never a stack trace. */
export function serviceUnavailable(
  body: object = { error: "The service is having trouble. Please try again in a moment." },
): Response {
  return Response.json(body, {
    status: 503,
    headers: { "Retry-After": String(RETRY_AFTER_SECONDS), "Cache-Control": "no-store" },
  });
}
