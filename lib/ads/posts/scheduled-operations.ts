import { z } from "zod";
import { defineOperation } from "../../ads-kernel/operation";
import { bool } from "../../ads-kernel/fields";
import { scheduledPostRecord } from "./record";
import { scheduledCreate, scheduledListParams, scheduledUpdate } from "./scheduled-rules";
import {
  createScheduled,
  deleteScheduled,
  findScheduled,
  listScheduled,
  toScheduledRecord,
  updateScheduled,
} from "./scheduled-posts";
import * as ex from "../example-ids";

/** Scheduled posts (document 3; FACTS): list, get, create, update, delete. */
const family = "scheduled posts";
const base = "/accounts/:account_id/scheduled_posts";
const one = `${base}/:scheduled_post_id`;
const id = (c: { req: { param: (n: string) => string | undefined } }) =>
  c.req.param("scheduled_post_id")!;

export const scheduledOperations = [
  defineOperation({
    family,
    method: "get",
    path: base,
    example: { path: ex.ON_ACCOUNT },
    summary: "List scheduled posts of a user (default: the FULL promotable user), newest first",
    action: "creatives.read",
    params: scheduledListParams,
    record: scheduledPostRecord,
    response: "list",
    handler: async ({ ctx, params }) => ({ ...(await listScheduled(ctx, params)), list: true }),
  }),
  defineOperation({
    family,
    method: "get",
    path: one,
    example: { path: { ...ex.ON_ACCOUNT, scheduled_post_id: ex.SCHEDULED_POST_ID } },
    summary: "One scheduled post (its scheduled_status, and post_id once published)",
    action: "creatives.read",
    params: z.object({ with_deleted: bool().default(false) }),
    record: scheduledPostRecord,
    handler: async ({ ctx, c, params }) => ({
      data: toScheduledRecord(
        await findScheduled(ctx, id(c), { withDeleted: params.with_deleted }),
      ),
    }),
  }),
  defineOperation({
    family,
    method: "post",
    path: base,
    example: {
      path: ex.ON_ACCOUNT,
      params: {
        as_user_id: ex.USER_ID,
        text: "Spring sale starts now",
        scheduled_at: "2027-03-01T09:00:00Z",
      },
    },
    summary: "Schedule a post for a minute up to one year ahead (30 per 15-minute window)",
    action: "creatives.write",
    params: scheduledCreate,
    record: scheduledPostRecord,
    status: 201,
    handler: async ({ ctx, params }) => ({ data: await createScheduled(ctx, params), status: 201 }),
  }),
  defineOperation({
    family,
    method: "put",
    path: one,
    example: {
      path: { ...ex.ON_ACCOUNT, scheduled_post_id: ex.SCHEDULED_POST_ID },
      params: { text: "Spring sale starts today" },
    },
    summary:
      "Change a scheduled post before it goes live (an empty card_uri or media_keys removes it)",
    action: "creatives.write",
    params: scheduledUpdate,
    record: scheduledPostRecord,
    handler: async ({ ctx, c, params }) => ({
      data: await updateScheduled(ctx, id(c), params),
    }),
  }),
  defineOperation({
    family,
    method: "delete",
    path: one,
    example: { path: { ...ex.ON_ACCOUNT, scheduled_post_id: ex.SCHEDULED_POST_ID } },
    summary: "Delete a scheduled post before it goes live (scheduled_status DELETED)",
    action: "creatives.write",
    record: scheduledPostRecord,
    handler: async ({ ctx, c }) => ({ data: await deleteScheduled(ctx, id(c)) }),
  }),
];
