import { z } from "zod";
import { defineOperation } from "../../ads-kernel/operation";
import { idList, oneOf } from "../../ads-kernel/fields";
import { POST_TYPES, previewUrl } from "./preview-link";
import { previewSources } from "./preview-targets";
import * as ex from "../example-ids";

/**
 * GET accounts/:account_id/post_previews (document 3; FACTS): one iframe per post of the asked type,
 * whose page renders the post with its card as a timeline would. Ids that are not posts of that type
 * in the account get no preview.
 */
const LONG = /^\d{1,19}$/;
const params = z.object({
  post_ids: idList(200).refine((ids) => ids.every((id) => LONG.test(id)), {
    message: "Each of post_ids must be a post id: digits only (a long)",
  }),
  post_type: oneOf(POST_TYPES),
});
export const postPreviewRecord = z.object({ post_id: z.string(), preview: z.string() });

export const postPreviewOperation = defineOperation({
  family: "posts",
  method: "get",
  path: "/accounts/:account_id/post_previews",
  example: { path: ex.ON_ACCOUNT, params: { post_type: "DRAFT", post_ids: ex.DRAFT_POST_ID } },
  summary: "Previews (iframes) of draft, scheduled or published posts, as a timeline renders them",
  action: "creatives.read",
  params,
  record: postPreviewRecord,
  response: "records",
  handler: async ({ ctx, params: p }) => {
    const found = await previewSources(ctx.account.id, p.post_type, p.post_ids);
    return {
      data: p.post_ids
        .filter((id) => found.has(id))
        .map((id) => {
          const src = previewUrl({ accountId: ctx.account.id, postType: p.post_type, id });
          return { post_id: id, preview: `<iframe class='post-preview' src='${src}'></iframe>` };
        }),
    };
  },
});
