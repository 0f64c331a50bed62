import { z } from "zod";
import { defineOperation } from "../../ads-kernel/operation";
import { idParam, int } from "../../ads-kernel/fields";
import {
  createDraft,
  deleteDraft,
  findDraft,
  listDrafts,
  toDraftRecord,
  updateDraft,
} from "./drafts";
import { requestDraftPreview } from "./draft-preview";
import { draftPostRecord, draftPreviewRecord } from "./record";
import { draftCreate, draftUpdate } from "./schema";
import * as ex from "../example-ids";

/** Draft posts (document 3): list, get, create, update, delete and the preview notification. */
const family = "draft posts";
const base = "/accounts/:account_id/draft_posts";
const listParams = z.object({
  count: int({ min: 1, max: 200 }).default(100),
  cursor: z.string().min(1).max(500).optional(),
  user_id: idParam().optional(),
});

export const draftOperations = [
  defineOperation({
    family,
    method: "get",
    path: base,
    example: { path: ex.ON_ACCOUNT },
    summary: "List draft posts of a user (default: the FULL promotable user), newest first",
    action: "creatives.read",
    params: listParams,
    record: draftPostRecord,
    response: "list",
    handler: async ({ ctx, params }) => ({ ...(await listDrafts(ctx, params)), list: true }),
  }),
  defineOperation({
    family,
    method: "get",
    path: `${base}/:draft_post_id`,
    example: { path: { ...ex.ON_ACCOUNT, draft_post_id: ex.DRAFT_POST_ID } },
    summary: "One draft post",
    action: "creatives.read",
    record: draftPostRecord,
    handler: async ({ ctx, c }) => ({
      data: toDraftRecord(await findDraft(ctx, c.req.param("draft_post_id")!)),
    }),
  }),
  defineOperation({
    family,
    method: "post",
    path: base,
    example: { path: ex.ON_ACCOUNT, params: { as_user_id: ex.USER_ID, text: "Spring sale, soon" } },
    summary: "Create a draft post as a promotable user",
    action: "creatives.write",
    params: draftCreate,
    record: draftPostRecord,
    status: 201,
    handler: async ({ ctx, params }) => ({ data: await createDraft(ctx, params), status: 201 }),
  }),
  defineOperation({
    family,
    method: "put",
    path: `${base}/:draft_post_id`,
    example: {
      path: { ...ex.ON_ACCOUNT, draft_post_id: ex.DRAFT_POST_ID },
      params: { text: "Spring sale, next week" },
    },
    summary: "Change a draft post (an empty card_uri or media_keys removes it)",
    action: "creatives.write",
    params: draftUpdate,
    record: draftPostRecord,
    handler: async ({ ctx, c, params }) => ({
      data: await updateDraft(ctx, c.req.param("draft_post_id")!, params),
    }),
  }),
  defineOperation({
    family,
    method: "delete",
    path: `${base}/:draft_post_id`,
    example: { path: { ...ex.ON_ACCOUNT, draft_post_id: ex.DRAFT_POST_ID } },
    summary: "Delete a draft post (the answer adds status DELETED)",
    action: "creatives.write",
    record: draftPostRecord,
    handler: async ({ ctx, c }) => ({
      data: await deleteDraft(ctx, c.req.param("draft_post_id")!),
    }),
  }),
  defineOperation({
    family,
    method: "post",
    path: `${base}/preview/:draft_post_id`,
    example: { path: { ...ex.ON_ACCOUNT, draft_post_id: ex.DRAFT_POST_ID } },
    summary:
      "Send the authenticated user a notification to preview the draft (only they may open it)",
    action: "creatives.read",
    record: draftPreviewRecord,
    handler: async ({ ctx, c }) => ({
      data: await requestDraftPreview(ctx, c.req.param("draft_post_id")!),
    }),
  }),
];
