import { z } from "zod";
import type { PostInput } from "./service";

/** A post id as a body field: digits, as every id on the wire is a string. */
const idOf = (what: string) =>
  z
    .string({ error: `must be the id (digits) of ${what}` })
    .regex(/^\d{1,19}$/, `must be the id (digits) of ${what}`);

/**
 * The body of POST /2/posts (and /2/tweets): the reference's field names (in_reply_to_tweet_id,
 * quote_tweet_id, which its clients send) are taken beside ours.
 */
export const postBody = z.strictObject({
  // Checked by the service, in its words (required, at most 280 characters once normalised).
  text: z.unknown().optional().meta({ type: "string", description: "The post's text. Required." }),
  edit_options: z.strictObject({ previous_post_id: idOf("the post to edit") }).optional(),
  reply: z
    .strictObject({
      in_reply_to_post_id: idOf("the post replied to").optional(),
      in_reply_to_tweet_id: idOf("the post replied to").optional(),
      // Who a reply leaves out of its mentions: replies here mention no one, so none to leave out.
      exclude_reply_user_ids: z
        .array(z.string().regex(/^\d{1,19}$/))
        .max(50)
        .optional(),
    })
    .refine((r) => Boolean(r.in_reply_to_post_id ?? r.in_reply_to_tweet_id), {
      message: "needs in_reply_to_post_id (or in_reply_to_tweet_id): the post replied to",
    })
    .optional(),
  quote_post_id: idOf("the post quoted").optional(),
  quote_tweet_id: idOf("the post quoted").optional(),
});

type PostBody = z.output<typeof postBody>;

/** What the post refers to, each with the parameter the client named it by. */
export function postInput(b: PostBody): PostInput {
  const replyTo = b.reply?.in_reply_to_post_id ?? b.reply?.in_reply_to_tweet_id;
  const quoted = b.quote_post_id ?? b.quote_tweet_id;
  const replyParam = b.reply?.in_reply_to_post_id ? "in_reply_to_post_id" : "in_reply_to_tweet_id";
  return {
    text: b.text,
    previousPostId: b.edit_options?.previous_post_id,
    reply: replyTo ? { id: replyTo, parameter: `reply.${replyParam}` } : undefined,
    quote: quoted
      ? { id: quoted, parameter: b.quote_post_id ? "quote_post_id" : "quote_tweet_id" }
      : undefined,
  };
}
