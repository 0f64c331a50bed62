import { z } from "zod";
import { db } from "@/lib/db/client";
import { config } from "@/lib/config/env";
import { customAudienceUploads } from "@/lib/db/schema";
import { audienceAccess } from "@/lib/audiences/access";
import { enqueueProcessing } from "@/lib/audiences/process";
import { MAX_BODY_BYTES, MAX_OPERATIONS } from "@/lib/audiences/users-body";
import { readOperations } from "@/lib/audiences/users-read";
import { IDENTIFIER_KINDS } from "@/lib/audiences/normalise";
import { defineOperation } from "../../ads-kernel/operation";
import { AdsError } from "../../ads-kernel/errors";
import { EXAMPLE_ACCOUNT_ID } from "../../ads-kernel/example";
import { CUSTOM_AUDIENCE_ID } from "../example-ids";

/**
 * POST accounts/:account_id/custom_audiences/:custom_audience_id/users (document 3): the owner or a
 * READ_WRITE grantee adds (Update) or removes (Delete) users. Every operation is checked first; any
 * item error refuses the whole call (nothing stored, operation_errors by index). Accepted operations
 * are appended as uploads (consecutive ones of the same type and window share a row) and the
 * audience's processing job is sent in the same transaction; success_count = total_count = users sent.
 * Its own rate limit: AUDIENCE_USERS_LIMIT_PER_MIN per token (1,500).
 */
const usersBody = z
  .array(
    z.object({
      operation_type: z.enum(["Update", "Delete"]),
      params: z.object({
        users: z.array(z.record(z.string(), z.array(z.string()))),
        effective_at: z.iso.datetime().optional(),
        expires_at: z.iso.datetime().optional(),
      }),
    }),
  )
  .max(MAX_OPERATIONS);

const usersRecord = z.object({ success_count: z.number().int(), total_count: z.number().int() });

type Checked = Exclude<ReturnType<typeof readOperations>, string>;

/** Consecutive operations of one type and window as one upload row (their digests lie side by side). */
function rowsOf(audienceId: string, found: Checked, now: Date) {
  const rows: (typeof customAudienceUploads.$inferInsert)[] = [];
  const { ops, digests } = found;
  for (let first = 0; first < ops.length;) {
    const op = ops[first];
    let last = first;
    while (
      last + 1 < ops.length &&
      ops[last + 1].operation_type === op.operation_type &&
      +ops[last + 1].effective_at === +op.effective_at &&
      +ops[last + 1].expires_at === +op.expires_at
    )
      last++;
    const row: typeof customAudienceUploads.$inferInsert = {
      custom_audience_id: audienceId,
      operation_type: op.operation_type,
      effective_at: op.effective_at,
      expires_at: op.expires_at,
      created_at: now,
    };
    for (const k of IDENTIFIER_KINDS) {
      const [from, to] = [op.ranges[k][0], ops[last].ranges[k][1]];
      if (to > from) row[k] = digests[k].bytes(from, to);
    }
    rows.push(row);
    first = last + 1;
  }
  return rows;
}

export const audienceUsersOperation = defineOperation({
  family: "custom_audiences",
  method: "post",
  path: "/accounts/:account_id/custom_audiences/:custom_audience_id/users",
  example: {
    path: { account_id: EXAMPLE_ACCOUNT_ID, custom_audience_id: CUSTOM_AUDIENCE_ID },
    // The SHA-256 of a normalised email address (alex@example.com).
    body: [
      {
        operation_type: "Update",
        params: {
          users: [{ email: ["6db61e6dcbcf2390e4a46af426f26a133a3bee45021422fc7ae86e9136f14110"] }],
        },
      },
    ],
  },
  summary:
    "Add (Update) or remove (Delete) an audience's users: SHA-256 hashes, up to 2,500 operations and 5,000,000 bytes",
  action: "audiences.write",
  bodyShape: usersBody,
  record: usersRecord,
  bodyChecked: true,
  bucket: { name: "aud-users", limit: () => config().audienceUsersLimitPerMin, window: 60 },
  handler: async ({ c, ctx, body }) => {
    if (!(body instanceof Uint8Array)) throw new Error("bodyChecked: the kernel hands over bytes");
    if (body.length > MAX_BODY_BYTES)
      throw AdsError.invalid(
        "body",
        `The body is ${body.length} bytes; at most ${MAX_BODY_BYTES} bytes are accepted.`,
      );
    const id = c.req.param("custom_audience_id") ?? "";
    const now = new Date();
    const found = readOperations(body, now);
    if (typeof found === "string") throw AdsError.invalid("body", found);
    const failed = found.errors.filter((e) => e.length).length;
    if (failed) {
      const err = AdsError.invalid(
        "body",
        `${failed} of ${found.ops.length} operations have errors (see operation_errors); nothing was stored.`,
      );
      err.operationErrors = found.errors;
      throw err;
    }
    await db().transaction(async (tx) => {
      const access = await audienceAccess(tx, ctx.account.id, id);
      if (!access) throw AdsError.notFound("custom audience", id, "CUSTOM_AUDIENCE_NOT_FOUND");
      if (access.level === "READ_ONLY")
        throw AdsError.forbidden(
          `Custom audience ${id} is shared with this account READ_ONLY: it may be targeted, not changed; its users change with READ_WRITE.`,
        );
      if (access.audience.audience_type === "FLEXIBLE")
        throw AdsError.invalid(
          "custom_audience_id",
          `Custom audience ${id} is FLEXIBLE: its members come from its segments, and it is immutable.`,
        );
      // The uploads' foreign key holds the audience row (KEY SHARE) until commit; a run of its
      // processing (NO KEY UPDATE) does not wait for it, nor it for the run.
      const inserted = await tx
        .insert(customAudienceUploads)
        .values(rowsOf(id, found, now))
        .returning({ seq: customAudienceUploads.seq });
      await enqueueProcessing(tx, id, `upload-${inserted[inserted.length - 1].seq}`);
    });
    return { data: { success_count: found.users, total_count: found.users }, status: 200 };
  },
});
