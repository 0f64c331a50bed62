"use client";

import { adsApi, adsRequest } from "../ads-client";
import { useAdsDelete, useAdsWrite, type Acct } from "../resource-hooks";
import { withoutAction, type Editing } from "./post-model";

const A = "/12/accounts/:account_id";
const WRITE = {
  publish: `POST ${A}/post`,
  draft: `POST ${A}/draft_posts`,
  schedule: `POST ${A}/scheduled_posts`,
} as const;

/** The composer's write: the edited draft or scheduled post, else a new one of the chosen action. */
export const usePostWrite = (account: Acct, editing: Editing) =>
  useAdsWrite(account, (sent: Record<string, unknown>) => {
    // The body is the one dispatchSchema checked with the chosen route's own schema (schemaFor).
    const { action, body: params } = withoutAction(sent);
    const id = editing?.record.id ?? "";
    if (editing?.kind === "draft")
      return adsRequest(account, `PUT ${A}/draft_posts/:draft_post_id`, {
        ids: { draft_post_id: id },
        params,
      });
    if (editing?.kind === "scheduled")
      return adsRequest(account, `PUT ${A}/scheduled_posts/:scheduled_post_id`, {
        ids: { scheduled_post_id: id },
        params,
      });
    return adsRequest(account, WRITE[action], { params });
  });

export const useDeleteDraft = (account: Acct) =>
  useAdsDelete(account, `DELETE ${A}/draft_posts/:draft_post_id`);
export const useDeleteScheduled = (account: Acct) =>
  useAdsDelete(account, `DELETE ${A}/scheduled_posts/:scheduled_post_id`);

/** Asks for a notification that lets the signed-in user preview the draft. */
export const useSendDraftPreview = (account: Acct, draftId: string) =>
  useAdsWrite(account, () =>
    adsApi(account, `POST ${A}/draft_posts/preview/:draft_post_id`, {
      ids: { draft_post_id: draftId },
    }),
  );
