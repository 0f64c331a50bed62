import assert from "node:assert/strict";
import {
  campaign,
  lineItemParams,
  uniq,
  type Ads,
  type AnyRecord,
  type Params,
} from "./ads-helpers";

/** Calls the suites of what a line item carries share: line items of a given kind, posts, account users. */
export async function lineItemOf(
  ads: Ads,
  account: string,
  fi: string,
  extra: Record<string, unknown> = {},
): Promise<AnyRecord> {
  const camp = (await campaign(ads, account, fi)).id;
  const r = await ads.post(`accounts/${account}/line_items`, lineItemParams(camp, extra) as Params);
  assert.equal(r.status, 201, JSON.stringify(r.body));
  return r.body.data;
}

/** A post made through the interface as `asUser` (the caller itself unless given). */
export async function postOf(
  ads: Ads,
  account: string,
  asUser: string,
  extra: Params = {},
): Promise<AnyRecord> {
  const r = await ads.post(`accounts/${account}/post`, {
    as_user_id: asUser,
    text: uniq("Promote me"),
    ...extra,
  });
  assert.equal(r.status, 201, JSON.stringify(r.body));
  return r.body.data;
}

/** Ties `user` to the account (a REPOSTS_ONLY promotable user unless it is the first admin). */
export async function addAccountUser(account: string, user: string, permissions: string[]) {
  const { db } = await import("../../lib/db/client");
  const { accountUsers } = await import("../../lib/db/schema");
  await db()
    .insert(accountUsers)
    .values({ accountId: account, userId: user, permissions, createdAt: new Date() });
}

/** A public post written by another user outside this account (as the platform's own clients would). */
export async function foreignPost(user: string, text = uniq("Their post")): Promise<string> {
  const { db } = await import("../../lib/db/client");
  const { insertPost } = await import("../../lib/ads/posts/insert-post");
  const row = await db().transaction((tx) =>
    insertPost(tx, { user_id: user, account_id: null, text, nullcast: false }),
  );
  return row.id;
}
