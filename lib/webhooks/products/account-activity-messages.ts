import { isJsonObject } from "@/lib/http/json-object";
import type { EventRow } from "@/lib/webhooks/fanout/products";

/**
 * Account-activity messages (FACTS "Account-activity payloads"): `for_user_id` plus one array named
 * after the kind. Kinds FACTS does not name are our choice (docs/webhooks-and-events.md, "Account activity"): post.edit →
 * `post_edit_events`, profile.update.* → `user_update_events`; spaces.* are not account activity.
 */
type P = Record<string, unknown>;

const ms = (event: EventRow) => String(event.occurred_at.getTime());
// Payload members are written by our own event sources; one that is not an object reads as empty.
const obj = (v: unknown): P => (isJsonObject(v) ? v : {});
const userOf = obj;

function relation(event: EventRow, type: string) {
  const p = event.payload;
  return {
    type,
    created_timestamp: ms(event),
    source: userOf(p.source),
    target: userOf(p.target),
  };
}

function directMessage(event: EventRow) {
  const p = event.payload;
  const sender = userOf(p.sender);
  const recipient = userOf(p.recipient);
  const message = obj(p.message);
  const base = {
    created_timestamp: ms(event),
    sender_id: sender.id,
    target: { recipient_id: recipient.id },
  };
  const users = { [String(sender.id)]: sender, [String(recipient.id)]: recipient };
  switch (event.kind) {
    case "dm.indicate_typing":
      return { direct_message_indicate_typing_events: [base], users };
    case "dm.read":
      return {
        direct_message_mark_read_events: [{ ...base, last_read_event_id: message.id ?? null }],
        users,
      };
    default:
      return {
        direct_message_events: [
          {
            type: "message_create",
            id: message.id ?? event.id,
            created_timestamp: ms(event),
            message_create: { ...base, message_data: { text: message.text ?? "" } },
          },
        ],
        users,
      };
  }
}

/** The message's arrays for one event, or null when the kind is not account activity. */
export function accountActivityBody(event: EventRow): P | null {
  const p = event.payload;
  const post = obj(p.post);
  switch (event.kind) {
    case "post.create":
      return { post_create_events: [{ ...post, user: userOf(p.user) }] };
    // Another user's post about the subscribed user's: a post_create_events entry that says so,
    // as the reference's tweet_create_events carry retweeted_status, in_reply_to and quoted ids.
    case "post.repost.create":
    case "post.reply.create":
    case "post.quote.create": {
      const refers = {
        repost_of_id: p.repost_of_id ?? null,
        in_reply_to_post_id: p.in_reply_to_post_id ?? null,
        quoted_post_id: p.quoted_post_id ?? null,
      };
      return { post_create_events: [{ ...post, ...refers, user: userOf(p.user) }] };
    }
    case "post.edit":
      return {
        post_edit_events: [
          { ...post, previous_post_id: p.previous_post_id ?? null, user: userOf(p.user) },
        ],
      };
    case "post.delete":
      return {
        post_delete_events: [
          { status: { id: post.id, user_id: post.author_id }, timestamp_ms: ms(event) },
        ],
      };
    case "like.create":
      return {
        favorite_events: [
          {
            id: event.id,
            created_at: event.occurred_at.toISOString(),
            timestamp_ms: ms(event),
            favorited_status: { id: p.post_id ?? null, user: userOf(p.target) },
            user: userOf(p.source),
          },
        ],
      };
    case "follow.follow":
    case "follow.unfollow":
      return { follow_events: [relation(event, event.kind.slice("follow.".length))] };
    case "block.block":
      return { block_events: [relation(event, "block")] };
    case "mute.mute":
      return { mute_events: [relation(event, "mute")] };
    case "dm.received":
    case "dm.sent":
    case "dm.read":
    case "dm.indicate_typing":
      return directMessage(event);
    case "user.authorization.revoke":
      return {
        user_event: {
          revoke: {
            date_time: event.occurred_at.toISOString(),
            target: { app_id: p.app_id ?? null },
            source: { user_id: userOf(p.user).id ?? event.user_id },
          },
        },
      };
    default:
      if (!event.kind.startsWith("profile.update.")) return null;
      return {
        user_update_events: [
          {
            field: event.kind.slice("profile.update.".length),
            before: p.before ?? null,
            after: p.after ?? null,
            user: userOf(p.user),
            timestamp_ms: ms(event),
          },
        ],
      };
  }
}
