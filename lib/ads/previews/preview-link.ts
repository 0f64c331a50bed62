import crypto from "node:crypto";
import { z } from "zod";
import { config } from "@/lib/config/env";
import { derivedSecret } from "@/lib/crypto/secret-box";
import { safeEqual } from "@/lib/crypto/tokens";

/**
 * The address of one post preview (the iframe `src` of `GET post_previews`): the account, the kind and
 * id of the post, and an expiry, signed with a sub-key of the server secret. Anyone holding the link
 * sees that one preview until it expires, as an integrator's tool embedding the iframe expects; nothing
 * else can be read through it, and any process checks it without server state.
 */
export const POST_TYPES = ["DRAFT", "PUBLISHED", "SCHEDULED"] as const;
export type PreviewTarget = {
  accountId: string;
  postType: (typeof POST_TYPES)[number];
  id: string;
};

const LIFETIME_SECONDS = 3600;
const body = z.object({
  a: z.string().max(64),
  t: z.enum(POST_TYPES),
  i: z.string().max(64),
  e: z.number().int(),
});

function mac(payload: string): string {
  return crypto
    .createHmac("sha256", derivedSecret("post-preview"))
    .update(payload)
    .digest("base64url");
}

export function previewToken(target: PreviewTarget, nowMs = Date.now()): string {
  const e = Math.floor(nowMs / 1000) + LIFETIME_SECONDS;
  const payload = Buffer.from(
    JSON.stringify({ a: target.accountId, t: target.postType, i: target.id, e }),
  ).toString("base64url");
  return `${payload}.${mac(payload)}`;
}

export function previewUrl(target: PreviewTarget, nowMs = Date.now()): string {
  return `${config().publicBaseUrl}/i/post_previews/${previewToken(target, nowMs)}`;
}

/** The target of a link this server made and that has not expired; null for anything else. */
export function readPreviewToken(token: string, nowMs = Date.now()): PreviewTarget | null {
  if (token.length > 512) return null;
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined || !safeEqual(signature, mac(payload)))
    return null;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  const parsed = body.safeParse(json);
  if (!parsed.success || parsed.data.e * 1000 < nowMs) return null;
  return { accountId: parsed.data.a, postType: parsed.data.t, id: parsed.data.i };
}
