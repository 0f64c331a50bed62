import { z } from "zod";
import type { draftPostRecord, postRecord, scheduledPostRecord } from "@/lib/ads/posts/record";
import {
  draftCreate,
  draftUpdate,
  postCreate,
  scheduledCreate,
  scheduledUpdate,
} from "@/lib/ads/posts/schema";
import { mediaSentence, type MediaKind } from "@/lib/ads/posts/media-rule";
import { MAX_POST_LENGTH, postTextLength } from "@/lib/ads/posts/text";
import { fromZonedInput, toZonedInput } from "@/components/format/time";
import type { FieldMap } from "@/components/forms/field-map";
import type { Body, Problems } from "@/components/forms/use-api-form";

/**
 * The post composer's model (pure, unit-tested): what people type -> the body of POST post, draft_posts
 * or scheduled_posts (PUT when editing), checked with the interface's own schemas; the media rule and
 * the text counter are the interface's functions (lib/ads/posts/media-rule.ts, text.ts).
 */
export type Post = z.output<typeof postRecord>;
export type DraftPost = z.output<typeof draftPostRecord>;
export type ScheduledPost = z.output<typeof scheduledPostRecord>;

export type PostAction = "publish" | "draft" | "schedule";
export type Editing =
  { kind: "draft"; record: DraftPost } | { kind: "scheduled"; record: ScheduledPost } | null;

export type PostValues = {
  text: string;
  media_keys: string[];
  card_uri: string;
  nullcast: boolean;
  as_user_id: string;
  name: string;
  scheduled_at: string;
  /** The button pressed (publish now, save as draft, schedule), set just before submitting. */
  action: PostAction;
  /** The kinds of the chosen media (from the library), for the media rule before submitting. */
  media_kinds: MediaKind[];
};

export const POST_FIELDS: FieldMap<keyof PostValues> = {
  text: { name: "text", label: "Post text" },
  media_keys: { name: "media_keys", label: "Media" },
  card_uri: { name: "card_uri", label: "Card" },
  nullcast: { name: "nullcast", label: "Promoted only" },
  as_user_id: { name: "as_user_id", label: "Post as" },
  name: { name: "name", label: "Name" },
  scheduled_at: { name: "scheduled_at", label: "Publish at" },
};

export { MAX_POST_LENGTH, postTextLength };

export function postDefaults(editing: Editing, me: string, timeZone: string): PostValues {
  const r = editing?.record;
  return {
    text: r?.text ?? "",
    media_keys: r?.media_keys ?? [],
    card_uri: r?.card_uri ?? "",
    nullcast: r?.nullcast ?? true,
    as_user_id: r?.user_id ?? me,
    name: r?.name ?? "",
    scheduled_at:
      editing?.kind === "scheduled" ? toZonedInput(editing.record.scheduled_at, timeZone) : "",
    action: editing?.kind === "scheduled" ? "schedule" : editing ? "draft" : "publish",
    media_kinds: [],
  };
}

/** The composer's media, said before submitting: null when a post may carry them. */
export function mediaNote(kinds: readonly MediaKind[]): string | null {
  return mediaSentence("Your media", kinds);
}

/** The interface's schema of the write an action makes (create, or PUT when editing). */
export function schemaFor(action: PostAction, editing: Editing): z.ZodType {
  if (editing?.kind === "draft") return draftUpdate;
  if (editing?.kind === "scheduled") return scheduledUpdate;
  return action === "publish" ? postCreate : action === "draft" ? draftCreate : scheduledCreate;
}

/**
 * The body carries the pressed button as `action` (send() takes it off): the form's one schema checks
 * the rest with the interface's schema of that action.
 */
export type PostBody = Body & { action: PostAction };
export const withoutAction = ({ action, ...body }: Body) => ({
  action: (action ?? "publish") as PostAction /* always set by postBody */,
  body,
});
export const dispatchSchema = (editing: Editing) =>
  z.record(z.string(), z.unknown()).superRefine((raw, ctx) => {
    const { action, body } = withoutAction(raw);
    const checked = schemaFor(action, editing).safeParse(body);
    if (!checked.success)
      for (const i of checked.error.issues)
        ctx.addIssue({ code: "custom", path: i.path, message: i.message });
  });

export function postBody(
  v: PostValues,
  editing: Editing,
  timeZone: string,
  problems: Problems,
): PostBody {
  const action = v.action;
  const note = mediaNote(v.media_kinds);
  if (note) problems.media_keys = note;
  const body: PostBody = { action, text: v.text, nullcast: v.nullcast };
  if (v.name.trim()) body.name = v.name.trim();
  if (editing) {
    // PUT replaces each given field; an empty card_uri or media_keys removes it.
    body.card_uri = v.card_uri;
    body.media_keys = v.media_keys.join(",");
  } else {
    body.as_user_id = v.as_user_id;
    if (v.card_uri) body.card_uri = v.card_uri;
    if (v.media_keys.length) body.media_keys = v.media_keys.join(",");
    if (!v.text.trim()) delete body.text;
  }
  if (action === "schedule" || editing?.kind === "scheduled") {
    const at = fromZonedInput(v.scheduled_at, timeZone);
    if (at) body.scheduled_at = at;
    else if (action === "schedule" && !editing)
      problems.scheduled_at = v.scheduled_at
        ? "Enter a date and time such as 2026-12-01 09:30."
        : "Choose when to publish the post.";
  }
  return body;
}

/** What the submitted action did, for the toast. */
export const doneMessage = (action: PostAction, editing: Editing) =>
  editing
    ? editing.kind === "draft"
      ? "Draft saved."
      : "Scheduled post saved."
    : { publish: "Post published.", draft: "Draft saved.", schedule: "Post scheduled." }[action];
