// Next.js 16 calls the former `middleware.ts` convention `proxy.ts`; it runs
// before every matched request on the Node.js runtime.
import { NextResponse } from "next/server";

const baseline: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(self)",
};

export function proxy(): NextResponse {
  const response = NextResponse.next();
  for (const [name, value] of Object.entries(baseline)) response.headers.set(name, value);
  return response;
}

export const config = {
  matcher: ["/((?!_next/static|_next/image|favicon.ico).*)"],
};
