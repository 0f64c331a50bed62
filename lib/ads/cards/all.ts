import { z } from "zod";
import { defineOperation } from "../../ads-kernel/operation";
import { AdsError } from "../../ads-kernel/errors";
import { bool, idList } from "../../ads-kernel/fields";
import { cardRecordSchema } from "./record";
import {
  imageConversationRecordSchema,
  videoConversationRecordSchema,
} from "../conversation-cards/record";
import { findCardById, findCardsByUris } from "./lookup";
import * as ex from "../example-ids";

/**
 * GET accounts/:account_id/cards/all (card_uris required, up to 200) and cards/all/:card_id: cards
 * of every kind (component, image and video conversation) by URI or id.
 */
const anyCard = z.union([
  cardRecordSchema,
  imageConversationRecordSchema,
  videoConversationRecordSchema,
]);

const cardUris = idList(200).superRefine((uris, ctx) => {
  const bad = uris.find((u) => !/^card:\/\/\d{1,40}$/.test(u));
  if (bad)
    ctx.addIssue({
      code: "custom",
      message: `Expected card URIs such as card://1234567890 (card:// and the card's id), got ${JSON.stringify(bad)}`,
    });
});

export const cardsAllOperations = [
  defineOperation({
    family: "cards",
    method: "get",
    path: "/accounts/:account_id/cards/all",
    example: { path: ex.ON_ACCOUNT, params: { card_uris: `card://${ex.CARD_ID}` } },
    summary: "Cards of every kind by card_uri",
    action: "creatives.read",
    params: z.object({ card_uris: cardUris, with_deleted: bool().default(false) }),
    record: anyCard,
    response: "records",
    handler: async ({ ctx, params }) => ({
      data: await findCardsByUris(ctx.account.id, params.card_uris, params.with_deleted),
    }),
  }),
  defineOperation({
    family: "cards",
    method: "get",
    path: "/accounts/:account_id/cards/all/:card_id",
    example: { path: { ...ex.ON_ACCOUNT, card_id: ex.CARD_ID } },
    summary: "A card of any kind by id",
    action: "creatives.read",
    params: z.object({ with_deleted: bool().default(false) }),
    record: anyCard,
    handler: async ({ ctx, params, c }) => {
      const id = c.req.param("card_id") ?? "";
      const card = await findCardById(ctx.account.id, id, params.with_deleted);
      if (!card) throw AdsError.notFound("card", id, "CARD_NOT_FOUND");
      return { data: card };
    },
  }),
];
