import { z } from "zod";
import {
  imageConversationCards,
  videoConversationCards,
  type CardMediaFacts,
} from "@/lib/db/schema";
import type { Tx } from "@/lib/db/client";
import { newId } from "@/lib/crypto/tokens";
import { defineResource } from "../../ads-kernel/define-resource";
import { AdsError } from "../../ads-kernel/errors";
import type { AdsCtx } from "../../ads-kernel/context";
import { prefixFilter } from "../../ads-kernel/list";
import { libraryFacts } from "../cards/media-facts";
import { dependencyIssues, mediaIssues, MEDIA_RULES, type Kind, type RuleIssue } from "./rules";
import { imageCreate, imageUpdate, videoCreate, videoUpdate } from "./rules";
import { imageConversationRecordSchema, imageConversationToRecord } from "./record";
import { videoConversationRecordSchema, videoConversationToRecord } from "./record";
import * as ex from "@/lib/ads/example-ids";

/**
 * Image and video conversation cards (document 3): the rules of rules.ts on the input (create) or on
 * the row merged with the input (update); media from the account's library, its facts kept with the
 * card (records show URLs and sizes without a join).
 */
type Card = Record<string, unknown>;

function fail(issues: RuleIssue[]) {
  const [first, ...rest] = issues;
  if (first) throw new AdsError([first, ...rest]);
}

/** Library facts of the media parameters the input gives, checked against the kind's rules. */
async function media(tx: Tx, ctx: AdsCtx, kind: Kind, input: Card) {
  const refs = Object.keys(MEDIA_RULES[kind])
    .map((param) => ({ path: param, key: input[param] }))
    .filter((r): r is { path: string; key: string } => typeof r.key === "string");
  const facts: CardMediaFacts = await libraryFacts(tx, ctx.account.id, refs);
  const given = Object.fromEntries(refs.map((r) => [r.path, r.key]));
  fail(mediaIssues(kind, given, facts));
  return facts;
}

const strings = (c: Card) =>
  Object.fromEntries(
    Object.entries(c).filter(([, v]) => v === null || typeof v === "string"),
  ) as Record<string, string | null>; // only the text fields take part in the rules

function spec(kind: Kind) {
  return {
    actions: { read: "creatives.read", write: "creatives.write" } as const,
    singular: "card" as const,
    entityType: `${kind}_CONVERSATION_CARD`,
    list: {
      countDefault: 100,
      countMax: 200,
      sortable: ["created_at", "updated_at", "name"],
      idFilters: { card_ids: "id" },
      extra: {
        shape: {
          q: z
            .string()
            .min(1, "q must be 1 to 80 characters")
            .max(80, "q must be 1 to 80 characters")
            .optional(),
        },
        where: (
          p: Record<string, unknown>,
          cols: Record<string, import("drizzle-orm/pg-core").PgColumn>,
        ) => (typeof p.q === "string" ? prefixFilter(cols.name, p.q) : undefined),
      },
    },
    create: async (tx: Tx, ctx: AdsCtx, input: Card) => {
      fail(dependencyIssues(strings(input)));
      const facts = await media(tx, ctx, kind, input);
      const id = newId();
      // The kernel spreads these values over the id it makes: the card's own id is needed for card_uri.
      const values = { ...input, id, card_uri: `card://${id}`, media: facts };
      return values;
    },
    update: async (tx: Tx, ctx: AdsCtx, row: Card & { media: CardMediaFacts }, input: Card) => {
      const merged = { ...row, ...input };
      fail(dependencyIssues(strings(merged)));
      const facts = await media(tx, ctx, kind, input);
      return { ...input, media: { ...row.media, ...facts } };
    },
  };
}

/** One refusal per rule of a conversation card's own: a hashtag call to action, lengths, a URL. */
const CONVERSATION_REFUSED = [
  { param: "first_cta", value: "two words" },
  { param: "thank_you_text", value: "t".repeat(24) },
  { param: "thank_you_url", value: "not a url" },
];

const image = spec("IMAGE");
export const imageConversationCardsResource = defineResource({
  ...image,
  name: "cards/image_conversation",
  table: imageConversationCards,
  exampleId: ex.CONVERSATION_CARD_ID,
  record: imageConversationRecordSchema,
  toRecord: imageConversationToRecord,
  create: {
    schema: imageCreate,
    refused: CONVERSATION_REFUSED,
    example: {
      name: "Shall we?",
      first_cta: "#Yes",
      first_cta_post: "Yes, please",
      title: "Shall we?",
      thank_you_text: "Thank you",
      media_key: ex.MEDIA_KEY,
    },
    prepare: (tx, ctx, input) => image.create(tx, ctx, input),
  },
  update: {
    schema: imageUpdate,
    example: { name: "Shall we, renamed?" },
    prepare: (tx, ctx, row, input) => image.update(tx, ctx, row, input),
  },
  remove: {},
});

const video = spec("VIDEO");
export const videoConversationCardsResource = defineResource({
  ...video,
  name: "cards/video_conversation",
  table: videoConversationCards,
  exampleId: ex.VIDEO_CONVERSATION_CARD_ID,
  record: videoConversationRecordSchema,
  toRecord: videoConversationToRecord,
  create: {
    schema: videoCreate,
    refused: CONVERSATION_REFUSED,
    example: {
      name: "Shall we?",
      first_cta: "#Yes",
      first_cta_post: "Yes, please",
      title: "Shall we?",
      thank_you_text: "Thank you",
      media_key: ex.VIDEO_MEDIA_KEY,
    },
    prepare: (tx, ctx, input) => video.create(tx, ctx, input),
  },
  update: {
    schema: videoUpdate,
    example: { name: "Shall we, renamed?" },
    prepare: (tx, ctx, row, input) => video.update(tx, ctx, row, input),
  },
  remove: {},
});
