import { NextRequest } from "next/server";
import { handlers } from "@/auth";
import { withSafeCallbackUrl } from "@/server/auth/callback-url";

// Auth.js checks a callbackUrl query parameter before any callback of ours runs and answers a bad one with a
// 500 page; it gets the safe one instead (a same-origin path, else /dashboard).
function safeRequest(req: NextRequest): NextRequest {
  const url = withSafeCallbackUrl(req.nextUrl);
  return url ? new NextRequest(url, req) : req;
}

export const GET = (req: NextRequest) => handlers.GET(safeRequest(req));
export const POST = (req: NextRequest) => handlers.POST(safeRequest(req));
