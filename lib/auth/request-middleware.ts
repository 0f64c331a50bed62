import type { Context } from "hono";
import { requestParams, signedUrlCandidates } from "../http/request-params";
import type { SignedRequest } from "@/lib/auth/oauth1/verify";

// The caller's address, as the authorization endpoints' limit counts it (the foundation's).
export { clientIp } from "../http/authorization-limit";

export async function signedRequest(c: Context): Promise<SignedRequest> {
  const p = await requestParams(c);
  const urls = signedUrlCandidates(c);
  return {
    method: c.req.method,
    urls,
    header: p.header,
    query: p.query,
    form: p.form,
  };
}
