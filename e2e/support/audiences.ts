import assert from "node:assert/strict";
import crypto from "node:crypto";
import type { Ads, AnyRecord } from "./ads-helpers";
import { until } from "./receiver";
import { identityOf } from "../../lib/audiences/identities";
import type { IdentifierKind } from "../../lib/audiences/normalise";

/** The population's seed (lib/audiences/population/population.ts SEED), repeated: importing it reads the config. */
export const SEED = 0x5c0ffee;
const sha = (s: string) => crypto.createHash("sha256").update(s).digest("hex");

/** SHA-256 of person i's identifier of `kind` (already in normal form). */
export const personHash = (kind: IdentifierKind, i: number) => sha(identityOf(SEED, i, kind));
/** A hash no person has. */
/**
 * Puts accounts in one new business, by SQL in the in-process database (the interface has no call for
 * it): audience sharing within a business needs no feature.
 */
export async function sameBusiness(...accounts: string[]): Promise<void> {
  const { db } = await import("../../lib/db/client");
  const { adAccounts } = await import("../../lib/db/schema");
  const { inArray } = await import("drizzle-orm");
  const business = `biz-${crypto.randomBytes(6).toString("hex")}`;
  await db()
    .update(adAccounts)
    .set({ businessId: business })
    .where(inArray(adAccounts.id, accounts));
}

export const strangerHash = (n: number) => sha(`nobody-${n}@nowhere.invalid`);

/** The audiences suites' calls. */
export function audienceCalls(ads: Ads, account: string) {
  const base = `accounts/${account}/custom_audiences`;
  return {
    base,
    async create(name: string, extra: Record<string, string> = {}): Promise<AnyRecord> {
      const r = await ads.post(base, { name, ...extra });
      assert.equal(r.status, 201, JSON.stringify(r.body));
      return r.body.data;
    },
    get: (id: string) => ads.get(`${base}/${id}`),
    users: (id: string, ops: unknown) => ads.post(`${base}/${id}/users`, {}, ops),
    /** One Update of these users (one identifier each). */
    update: (kind: IdentifierKind, hashes: string[], params: Record<string, unknown> = {}) => ({
      operation_type: "Update",
      params: { users: hashes.map((h) => ({ [kind]: [h] })), ...params },
    }),
    /**
     * Waits until the processing job has run since `after` (processed records change updated_at). The
     * first run of a process builds the identity index of each kind uploaded (seconds each for a
     * million people, several times that on a loaded 2-core machine): a generous cap, not a timing.
     */
    async processed(id: string, after = ""): Promise<AnyRecord> {
      let rec: AnyRecord = {};
      await until(async () => {
        rec = (await ads.get(`${base}/${id}`)).body.data;
        return rec.audience_size !== null && rec.updated_at > after;
      }, 150_000);
      return rec;
    },
  };
}
