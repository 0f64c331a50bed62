import { z } from "zod";
import { inArray } from "drizzle-orm";
import { cards } from "@/lib/db/schema";
import type { Tx } from "@/lib/db/client";
import { newId } from "@/lib/crypto/tokens";
import { defineResource } from "../../ads-kernel/define-resource";
import { AdsError } from "../../ads-kernel/errors";
import { bool, enumList } from "../../ads-kernel/fields";
import { all, prefixFilter } from "../../ads-kernel/list";
import { cardTypeOfComponents, cardTypeOfSlides, CARD_TYPES } from "./card-type";
import type { Component } from "./components";
import { kindOf, libraryFacts, type MediaRef } from "./media-facts";
import { cardToRecord, cardRecordSchema } from "./record";
import { cardCreate, cardUpdate, parseCardBody } from "./schema";
import * as ex from "@/lib/ads/example-ids";

/**
 * Cards (document 3): the JSON body kept as sent, card_type derived from it, every media key in the
 * account's media library (its facts kept with the card for media_metadata). PUT replaces each
 * given field; components replace slides and the other way round.
 */
function refs(cs: Component[], base: string): MediaRef[] {
  return cs.flatMap((c, i) =>
    c.type === "MEDIA"
      ? [{ key: c.media_key, path: `${base}[${i}].media_key` }]
      : c.type === "SWIPEABLE_MEDIA"
        ? c.media_keys.map((key, j) => ({ key, path: `${base}[${i}].media_keys[${j}]` }))
        : [],
  );
}

/** card_type, the stored JSON and the media facts of a body's components or slides. */
async function content(
  tx: Tx,
  accountId: string,
  raw: { components?: unknown[]; slides?: unknown[][] },
) {
  const parsed = parseCardBody(raw);
  const list = parsed.components
    ? refs(parsed.components, "components")
    : (parsed.slides ?? []).flatMap((s, i) => refs(s, `slides[${i}]`));
  const facts = await libraryFacts(tx, accountId, list);
  const gif = list.find((r) => facts[r.key]?.type === "GIF");
  if (gif)
    throw AdsError.of(
      "INVALID_MEDIA",
      `${gif.path}: media_key ${gif.key} is a GIF; cards take images and videos.`,
      gif.path,
    );
  const kind = kindOf(facts);
  const card_type = parsed.components
    ? cardTypeOfComponents(parsed.components, kind)
    : cardTypeOfSlides(parsed.slides ?? [], kind);
  return parsed.components
    ? { card_type, components: raw.components, slides: null, media: facts }
    : { card_type, components: null, slides: raw.slides, media: facts };
}

export const cardsResource = defineResource({
  name: "cards",
  table: cards,
  exampleId: ex.CARD_ID,
  actions: { read: "creatives.read", write: "creatives.write" },
  record: cardRecordSchema,
  toRecord: cardToRecord,
  list: {
    countDefault: 100,
    countMax: 200,
    sortable: ["created_at", "updated_at", "name", "card_type"],
    idFilters: { card_ids: "id", card_id: "id", card_uris: "card_uri" },
    extra: {
      shape: {
        card_types: enumList(CARD_TYPES).optional(),
        include_legacy_cards: bool()
          .default(false)
          .describe("accepted; there are no legacy cards, so it changes nothing"),
        q: z
          .string()
          .min(1, "q must be 1 to 80 characters")
          .max(80, "q must be 1 to 80 characters")
          .optional()
          .describe("case-insensitive prefix of the name"),
      },
      where: (p, cols) =>
        all(
          Array.isArray(p.card_types) && p.card_types.length
            ? inArray(cols.card_type, p.card_types.map(String))
            : undefined,
          typeof p.q === "string" ? prefixFilter(cols.name, p.q) : undefined,
        ),
    },
  },
  create: {
    schema: cardCreate,
    refused: [
      { param: "name", value: "x".repeat(81) },
      { param: "components", value: "[]" },
    ],
    example: {
      name: "Spring sale card",
      components: [
        { type: "MEDIA", media_key: ex.MEDIA_KEY },
        {
          type: "DETAILS",
          title: "Read more",
          destination: { type: "WEBSITE", url: "https://shop.example" },
        },
      ],
    },
    json: true,
    prepare: async (tx, ctx, input) => {
      const id = newId();
      // The kernel spreads these values over the id it makes, so the card's own id (needed for
      // card_uri) wins: card_uri is "card://" + id.
      const values = {
        id,
        name: input.name,
        card_uri: `card://${id}`,
        ...(await content(tx, ctx.account.id, input)),
      };
      return values;
    },
  },
  update: {
    schema: cardUpdate,
    example: { name: "Spring sale card, renamed" },
    json: true,
    prepare: async (tx, ctx, _row, input) => ({
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.components || input.slides ? await content(tx, ctx.account.id, input) : {}),
    }),
  },
  remove: {},
});
