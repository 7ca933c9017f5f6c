import { NextResponse, type NextRequest } from "next/server";

/**
 * Next.js 16.4 answers a dynamic route whose path holds a malformed percent-encoding ("%E0%A4%A",
 * "%ZZ") with a 500 before any page code runs. Such a URL can only be a broken link: answer 400.
 */
export function proxy(request: NextRequest) {
  try {
    decodeURIComponent(request.nextUrl.pathname);
    return NextResponse.next();
  } catch {
    return new NextResponse("Bad Request: the address is not correctly encoded.", { status: 400 });
  }
}

export const config = { matcher: "/coaching/lectures-quizzes/:path*" };
