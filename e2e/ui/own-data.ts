import { expect } from "@playwright/test";
import {
  campaign,
  fundingInstrument,
  lineItemParams,
  sandboxAccount,
  type Ads,
  type Params,
} from "../support/ads-helpers";
import { sandboxClient } from "./support";

/**
 * What a journey writes to, of its own: a sandbox ad account of the demo user (its admin) made
 * through the signed advertising interface, with a funded campaign and line items on demand. The
 * seeded accounts stay as the seed left them, so journeys that read them never see another's writes
 * and any journey may run beside any other (playwright.config.ts).
 */
export type OwnAccount = { ads: Ads; account: string; fi: string };

/** A fresh sandbox account with a funding instrument; `name` carries the journey's stamp. */
export async function ownAccount(name: string): Promise<OwnAccount> {
  const ads = sandboxClient();
  const account = await sandboxAccount(ads, name);
  return { ads, account, fi: await fundingInstrument(ads, account) };
}

/** A campaign in the journey's own account; returns its id. */
export async function ownCampaign(own: OwnAccount, name: string): Promise<string> {
  return (await campaign(own.ads, own.account, own.fi, { name })).id;
}

/** A line item of `campaignId` in the journey's own account; returns its id. */
export async function ownLineItem(
  own: OwnAccount,
  campaignId: string,
  extra: Params = {},
): Promise<string> {
  const r = await own.ads.post(
    `accounts/${own.account}/line_items`,
    lineItemParams(campaignId, extra) as Params,
  );
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.data.id;
}
