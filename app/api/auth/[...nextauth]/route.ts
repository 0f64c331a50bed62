import type { NextRequest } from "next/server";
import NextAuth from "next-auth";
import { authOptions } from "@/app/auth-options";

type Context = { params: Promise<{ nextauth: string[] }> };

// Options are built per request because server.ts provides the client credentials at run time.
async function handler(req: NextRequest, ctx: Context): Promise<Response> {
  return NextAuth(req, ctx, authOptions());
}

export { handler as GET, handler as POST };
