import { requireCapability } from "@/lib/usage/capability";
import { eq } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { isJsonObject } from "@/lib/http/json-object";
import { users } from "@/lib/db/schema";
import { DIRECTED_KINDS, eventKind, type EventKind } from "@/lib/events/kinds";
import { fail } from "./http";
import { KEYWORD_KINDS } from "./activity";
import { isPrivateKind, PRIVATE_KINDS, userAuthorized } from "./authorization";

export type ActivityFilter = {
  user_id: string | null;
  keyword: string | null;
  direction: "inbound" | "outbound" | null;
};

const MAX_KEYWORD = 200;

export function parseEventType(v: unknown): EventKind {
  const kind = typeof v === "string" && v.length <= 64 ? eventKind(v) : null;
  if (!kind)
    fail(
      "InvalidRequest",
      "event_type must be an event type such as post.create (or PostCreate).",
      {
        parameter: "event_type",
        value: v,
      },
    );
  return kind;
}

export function parseTag(v: unknown): string | null {
  if (v === undefined || v === null) return null;
  if (typeof v !== "string" || v.length < 1 || v.length > 200)
    fail("InvalidRequest", "tag must be a string of 1 to 200 characters.", {
      parameter: "tag",
      value: v,
    });
  return v;
}

export function parseWebhookId(v: unknown): string | null {
  if (v === undefined || v === null) return null;
  if (typeof v !== "string" || !v || v.length > 64)
    fail("InvalidRequest", "webhook_id must be the id of one of this app's webhooks.", {
      parameter: "webhook_id",
      value: v,
    });
  return v;
}

/** The filter of a new subscription; it must narrow by user_id or keyword (no firehose). */
export async function parseFilter(
  appId: string,
  kind: EventKind,
  v: unknown,
): Promise<ActivityFilter> {
  if (!isJsonObject(v))
    fail("InvalidRequest", "filter must be an object with user_id and/or keyword.", {
      parameter: "filter",
    });
  const f = v;
  const extra = Object.keys(f).filter((k) => !["user_id", "keyword", "direction"].includes(k));
  if (extra.length)
    fail("InvalidRequest", "filter takes only user_id, keyword and direction.", {
      parameter: `filter.${extra[0]}`,
    });
  const out: ActivityFilter = { user_id: null, keyword: null, direction: null };
  if (f.user_id !== undefined) {
    const id = typeof f.user_id === "string" && /^\d{1,20}$/.test(f.user_id) ? f.user_id : null;
    const found =
      id && (await db().select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1))[0];
    if (!found)
      fail("InvalidRequest", "filter.user_id must be the id of an existing user.", {
        parameter: "filter.user_id",
        value: f.user_id,
      });
    out.user_id = found.id;
  }
  if (f.keyword !== undefined) {
    const k = f.keyword;
    if (typeof k !== "string" || !/[\p{L}\p{N}]/u.test(k) || k.length > MAX_KEYWORD)
      fail("InvalidRequest", `filter.keyword must be 1 to ${MAX_KEYWORD} characters with a word.`, {
        parameter: "filter.keyword",
        value: k,
      });
    if (!KEYWORD_KINDS.some((k) => k === kind))
      fail("InvalidRequest", `filter.keyword applies to ${KEYWORD_KINDS.join(", ")} only.`, {
        parameter: "filter.keyword",
      });
    out.keyword = k.trim();
  }
  if (f.direction !== undefined) {
    if (f.direction !== "inbound" && f.direction !== "outbound")
      fail("InvalidRequest", "filter.direction must be inbound or outbound.", {
        parameter: "filter.direction",
        value: f.direction,
      });
    if (!DIRECTED_KINDS.includes(kind))
      fail("InvalidRequest", `filter.direction applies to ${DIRECTED_KINDS.join(", ")} only.`, {
        parameter: "filter.direction",
      });
    out.direction = f.direction;
  }
  if (isPrivateKind(kind)) {
    const scope = PRIVATE_KINDS[kind] ?? null;
    if (!out.user_id || !(await userAuthorized(appId, out.user_id, scope)))
      fail(
        "NotAuthorized",
        `${kind} events are private: filter.user_id must name a user who authorized this app${scope ? ` (OAuth 2.0: with ${scope})` : ""}.`,
        { parameter: "filter.user_id", value: out.user_id ?? undefined },
      );
  }
  // news.new is the enterprise tier's, checked when a subscription is made (v2 and console alike).
  if (kind === "news.new") await requireCapability(appId, "news.new");
  // A story is about no user: only its words can select it.
  if (kind === "news.new" && !out.keyword)
    fail("InvalidRequest", "news.new subscriptions filter by keyword: a story is about no user.", {
      parameter: "filter.keyword",
    });
  if (!out.user_id && !out.keyword)
    fail(
      "InvalidRequest",
      "filter needs user_id or keyword: a subscription to every event is refused.",
      {
        parameter: "filter",
      },
    );
  return out;
}
