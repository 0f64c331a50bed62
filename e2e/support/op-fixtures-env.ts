import type { Ads } from "./ads-helpers";
import type { OpCall } from "./op-calls";

/**
 * What a registry operation's fixture gets: the account's ACCOUNT_ADMIN (the demo user) to make what
 * the call needs, the account, and the users involved. A fixture makes fresh records on each run, so
 * the call it answers is valid once (a DELETE deletes what its fixture made).
 */
export type FixtureEnv = {
  /** The demo user: ACCOUNT_ADMIN of `account`, promotable user of its posts. */
  ads: Ads;
  account: string;
  /** The demo user's id. */
  me: string;
  /** The user who will make the call (their own user settings), and their client (their own uploads). */
  caller: string;
  callerAds: Ads;
  /** A user the fixture may grant and revoke on the account (never the caller). */
  other: string;
};

export type OpFixture = (env: FixtureEnv) => Promise<OpCall>;

let seq = 0;
export const uniqueText = (what: string) => `${what} ${process.pid}-${++seq}-${Date.now()}`;

/** The id of the first record of a list answer (a fixture's precondition). */
export async function firstId(ads: Ads, path: string, params = {}, field = "id"): Promise<string> {
  const r = await ads.get(path, params);
  const id = r.body?.data?.[0]?.[field];
  if (r.status !== 200 || !id) throw new Error(`${path}: no record: ${JSON.stringify(r.body)}`);
  return String(id);
}

/** The data of a 200/201 answer, or an error naming the step. */
export function created(
  r: { status: number; body: { data?: Record<string, unknown> } },
  what: string,
): Record<string, unknown> {
  if (r.status > 201 || !r.body.data)
    throw new Error(`${what}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.data;
}
