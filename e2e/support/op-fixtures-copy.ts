import { campaign, lineItem } from "./ads-fixtures";
import type { OpFixture } from "./op-fixtures-env";

/** Fixtures of the copy operations (ours, lib/ads/copy): a fresh line item or campaign to duplicate. */
const A = "/accounts/:account_id";

export const COPY_FIXTURES: Record<string, OpFixture> = {
  [`POST ${A}/line_items/:line_item_id/copy`]: async ({ ads, account }) => ({
    ids: { line_item_id: await lineItem(ads, account) },
  }),
  [`POST ${A}/campaigns/:campaign_id/copy`]: async ({ ads, account }) => {
    const id = await campaign(ads, account);
    await lineItem(ads, account, { campaign_id: id });
    return { ids: { campaign_id: id } };
  },
};
