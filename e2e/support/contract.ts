import assert from "node:assert/strict";
import { z } from "zod";
import { listParamsSchema, type ResourceDecl } from "../../lib/ads-kernel/resource";
import { OPERATIONS } from "../../lib/ads/operations";
import { createParams } from "./resource-inputs";
import type { FixtureEnv } from "./live-calls";
import { demoClient, sandboxAccount, type Ads, type AnyRecord } from "./ads-helpers";
import { inProcessServer } from "./in-process";
import { routeFetch } from "./in-process-tokens";
import type { TestServer } from "./server";
import type { AdsClient } from "./ads";

/**
 * What the contract suites (e2e/app/ads-contract-*.test.ts) derive from a declaration alone, and their
 * common start. Anything a declaration does not state is read from what the kernel builds from it (the
 * list parameters' schema, the registry's operations), never written per resource here.
 */
export type ContractSuite = {
  srv: TestServer;
  admin: Ads;
  account: string;
  /** What the live examples make records with (live-calls.ts), on `account`. */
  env: FixtureEnv;
};

/**
 * The in-process app, the demo user (ACCOUNT_ADMIN) and a fresh sandbox account; the OAuth flows'
 * absolute URLs reach the app too (routeFetch).
 */
export async function contractSuite(name: string): Promise<ContractSuite> {
  const srv = await inProcessServer();
  routeFetch(srv);
  const admin = demoClient(srv);
  const account = await sandboxAccount(admin, `Contract ${name}`);
  const me = srv.credentials.user_id;
  const other = srv.credentials.users.find((u) => u.screen_name === "outsider")?.user_id ?? "";
  const env = { ads: admin, account, me, caller: me, callerAds: admin, other };
  return { srv, admin, account, env };
}

export const listPath = (decl: ResourceDecl, account: string) => `accounts/${account}/${decl.name}`;
export const batchPath = (decl: ResourceDecl, account: string) =>
  `batch/accounts/${account}/${decl.name}`;

/**
 * A list call's parameters plus the filters the declaration requires when the call leaves them out
 * (targeting criteria's line_item_ids): every parent of that kind in the account, deleted ones too, so
 * the list holds every record of the account as the other declarations' lists do.
 */
export async function listParams(
  ads: Ads,
  decl: ResourceDecl,
  account: string,
  params: Record<string, string | number | boolean> = {},
): Promise<Record<string, string | number | boolean>> {
  const out = { ...params };
  for (const p of decl.list.required ?? []) {
    if (p in out) continue;
    const ref = decl.references.find((r) => r.param === decl.list.idFilters[p]);
    assert.ok(ref, `${decl.name}: the required filter ${p} names no parent`);
    const r = await ads.get(`accounts/${account}/${ref.parent.name}`, {
      count: 200,
      with_deleted: true,
    });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.ok(r.body.data.length < 200, `${decl.name}: more parents than one ${p} holds`);
    out[p] = (r.body.data as AnyRecord[]).map((x) => x.id).join(",") || "0";
  }
  return out;
}

/** The largest page the declaration's list answers (1000 unless it declares less: cards 200). */
export const maxCount = (decl: ResourceDecl) => decl.list.countMax ?? 1000;

/** A POST or PUT of a declaration's parameters: as the JSON body where it takes one (cards). */
export function write(
  ads: AdsClient,
  decl: ResourceDecl,
  method: "POST" | "PUT",
  path: string,
  params: Record<string, unknown>,
) {
  const json = method === "POST" ? decl.create?.json : decl.update?.json;
  if (json) return ads.call(method, path, undefined, params);
  // A declaration without a JSON body takes flat values only (strings, numbers, booleans).
  return ads.call(method, path, params as Record<string, string | number | boolean>);
}

/** The suite's records made on another account (its own parents made there too). */
export const onAccount = (s: ContractSuite, account: string): FixtureEnv => ({ ...s.env, account });

/** Creates one record of the declaration from its live create example; returns the record. */
export async function make(env: FixtureEnv, decl: ResourceDecl): Promise<AnyRecord> {
  const params = await createParams(env, decl);
  const r = await write(env.ads, decl, "POST", listPath(decl, env.account), params);
  assert.equal(r.status, 201, `${decl.name}: ${JSON.stringify(r.body)}`);
  return oneRecord(r.body);
}

/** The record a create answered: a create of several (promoted posts' post_ids) answers an array, and its fixture names one. */
export function oneRecord(body: { data: AnyRecord | AnyRecord[] }): AnyRecord {
  return Array.isArray(body.data) ? body.data[0] : body.data;
}

/**
 * The most identifiers an id filter takes. Declarations do not state it (ResourceDecl.list.idFilters
 * maps parameter -> column only); the kernel's idList() writes it into the parameter's description.
 */
export function idFilterBound(decl: ResourceDecl, param: string): number {
  const shape: Record<string, z.ZodType> = listParamsSchema(decl).shape;
  const s = shape[param];
  const inner = s instanceof z.ZodOptional ? s.unwrap() : s;
  const text = inner instanceof z.ZodType ? inner.description : undefined;
  const bound = /at most (\d+)/.exec(text ?? "")?.[1];
  assert.ok(bound, `${decl.name}.${param}: the list schema states no bound`);
  return Number(bound);
}

/** Batch operation types the declaration offers: Create and Update when declared, Delete always. */
export function declaredBatchOps(decl: ResourceDecl): string[] {
  return [...(decl.create ? ["Create"] : []), ...(decl.update ? ["Update"] : []), "Delete"];
}

/** The operation_type values the registry documents for the declaration's batch (null: no batch). */
export function registryBatchOps(decl: ResourceDecl): string[] | null {
  const op = OPERATIONS.find(
    (o) => o.method === "post" && o.path === `/batch/accounts/:account_id/${decl.name}`,
  );
  if (!op) return null;
  const item = op.bodyShape instanceof z.ZodArray ? op.bodyShape.element : undefined;
  const type = item instanceof z.ZodObject ? item.shape.operation_type : undefined;
  assert.ok(type instanceof z.ZodEnum, `${decl.name}: the batch documents no operation_type enum`);
  return type.options.map(String);
}

/** Registry operations of the declaration's family answered under the sandbox base only. */
export function sandboxOnlyOperations(decl: ResourceDecl) {
  return OPERATIONS.filter((o) => o.family === decl.name && o.sandboxOnly);
}

type Value = string | number | boolean | null | undefined;
/** Compares two values of one column as the database orders them (timestamps, numbers, ASCII text). */
function compare(a: Value, b: Value): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1; // nulls last in both directions
  if (b === null || b === undefined) return -1;
  if (typeof a === "number" && typeof b === "number") return a - b;
  const [ta, tb] = [String(a), String(b)];
  if (/^\d{4}-\d\d-\d\dT/.test(ta) && /^\d{4}-\d\d-\d\dT/.test(tb))
    return Date.parse(ta) - Date.parse(tb);
  if (/^\d+$/.test(ta) && /^\d+$/.test(tb)) return ta.length - tb.length || (ta < tb ? -1 : 1);
  return ta < tb ? -1 : 1;
}

/** Asserts rows are ordered by `col` in `dir`, ties broken by id in the same direction. */
export function assertSorted(rows: AnyRecord[], col: string, dir: "asc" | "desc"): void {
  for (let i = 1; i < rows.length; i++) {
    const [a, b] = [rows[i - 1], rows[i]];
    assert.ok(col in a, `the record has no field ${col}`);
    let c = compare(a[col], b[col]);
    // compare() already puts nulls last; only the non-null order flips with the direction.
    if (dir === "desc" && a[col] !== null && b[col] !== null) c = -c;
    if (c === 0) c = compare(a.id, b.id) * (dir === "desc" ? -1 : 1);
    assert.ok(
      c < 0,
      `${col}-${dir}: ${JSON.stringify(a[col])} (${a.id}) before ${JSON.stringify(b[col])} (${b.id})`,
    );
  }
}

/** Every record of a list, following next_cursor with pages of `count`. */
export async function walk(
  ads: Ads,
  path: string,
  params: Record<string, string | number | boolean | undefined>,
  count: number,
): Promise<{ rows: AnyRecord[]; pages: number }> {
  const rows: AnyRecord[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const r = await ads.get(path, { ...params, count, cursor });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.ok(r.body.data.length <= count, "a page holds at most count records");
    rows.push(...r.body.data);
    cursor = r.body.next_cursor ?? undefined;
    pages++;
  } while (cursor);
  return { rows, pages };
}
