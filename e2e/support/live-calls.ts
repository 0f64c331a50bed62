import { OPERATIONS } from "../../lib/ads/operations";
import { GENERATED_FROM } from "../../lib/ads-kernel/resource-operations";
import { EXAMPLE_ACCOUNT_ID } from "../../lib/ads-kernel/example";
import { LINE_ITEM_ID } from "../../lib/ads/example-ids";
import type { Operation } from "../../lib/ads-kernel/operation";
import { callOp, type Flat, type OpCall } from "./op-calls";
import type { FixtureEnv, OpFixture } from "./op-fixtures-env";
import { MAKERS } from "./live-makers";
import { LINE_ITEMS, SETUPS, type Live } from "./live-setups";

export type { FixtureEnv, OpFixture } from "./op-fixtures-env";

/**
 * Each operation's declared example (lib/ads-kernel/example.ts) made into a call that succeeds on a
 * suite's account: every example id it names, in its path, its parameters (comma-separated lists
 * too) or its body, is replaced by a record made for the call from the example of the operation that
 * creates such records (a line item's campaign from the campaign's create example, its funding
 * instrument in turn), or by live-makers.ts's. A list is called after two records are made for it.
 * The few operations whose call needs a state no example says have a setup in live-setups.ts, keyed
 * by the operation (or the resource) itself.
 */
const CREATORS = new Map<string, Operation>();
for (const op of OPERATIONS) {
  const decl = GENERATED_FROM.get(op);
  const create = op.method === "post" && !op.path.startsWith("/batch/");
  if (decl && create && !CREATORS.has(decl.exampleId)) CREATORS.set(decl.exampleId, op);
}
// A declared operation's records: the POST on the collection of an id in a path (draft posts).
for (const op of OPERATIONS)
  for (const [name, id] of Object.entries(op.example.path ?? {})) {
    const collection = op.path.slice(0, op.path.indexOf(`/:${name}`));
    const post = OPERATIONS.find((o) => o.method === "post" && o.path === collection);
    if (post && !CREATORS.has(id)) CREATORS.set(id, post);
  }

/** The records made for one call, by the example id they stand for (made once per call). */
type Made = Map<string, Promise<string>>;

function record(env: FixtureEnv, id: string, made: Made): Promise<string> | undefined {
  if (id === EXAMPLE_ACCOUNT_ID) return Promise.resolve(env.account);
  const maker = MAKERS.get(id);
  const creator = CREATORS.get(id);
  let p = made.get(id);
  if (!p && maker) p = maker(env);
  if (!p && creator) p = create(env, creator, made);
  if (p) made.set(id, p);
  return p;
}

async function create(env: FixtureEnv, op: Operation, made: Made, extra: Flat = {}) {
  const call = await live(env, op, made);
  const r = await callOp(env.ads, op, env.account, {
    ...call,
    params: { ...call.params, ...extra },
  });
  const data = r.body?.data;
  const id = Array.isArray(data) ? data[0]?.id : data?.id;
  if (r.status > 201 || !id)
    throw new Error(`${op.method} ${op.path}: ${r.status} ${JSON.stringify(r.body)}`);
  return String(id);
}

/** Names and texts an account holds once (audiences, posts): each call's own. */
const UNIQUE = ["name", "text"];
let seq = 0;
const unique = (v: string) => `${v} (${process.pid}-${++seq})`;

/** A value with its example ids replaced: strings ("card://<id>" too), comma-separated lists, arrays, objects. */
async function made(env: FixtureEnv, value: unknown, m: Made): Promise<unknown> {
  if (typeof value === "string") {
    const parts = value.split(",").map(async (part) => {
      const [, scheme = "", id] = /^([a-z]+:\/\/)?(.*)$/.exec(part) ?? [];
      const found = record(env, id, m);
      return found ? `${scheme}${await found}` : part;
    });
    return (await Promise.all(parts)).join(",");
  }
  if (Array.isArray(value)) return Promise.all(value.map((v) => made(env, v, m)));
  if (value && typeof value === "object") {
    const entries = Object.entries(value).map(async ([k, v]) => [
      k,
      UNIQUE.includes(k) && typeof v === "string" ? unique(v) : await made(env, v, m),
    ]);
    return Object.fromEntries(await Promise.all(entries));
  }
  return value;
}

function flat(value: unknown): Flat {
  const out: Flat = {};
  for (const [k, v] of Object.entries(value ?? {})) out[k] = typeof v === "object" ? String(v) : v;
  return out;
}

async function live(env: FixtureEnv, op: Operation, m: Made = new Map()): Promise<OpCall> {
  const decl = GENERATED_FROM.get(op);
  const lineItem = decl && LINE_ITEMS.get(decl);
  const creator = CREATORS.get(LINE_ITEM_ID);
  if (lineItem && creator && !m.has(LINE_ITEM_ID))
    m.set(LINE_ITEM_ID, create(env, creator, new Map(), lineItem));
  const { path = {}, params, body } = op.example;
  const ids: Record<string, string> = {};
  for (const [name, id] of Object.entries(path))
    if (name !== "account_id") ids[name] = String(await made(env, id, m));
  const call: OpCall = { ids };
  if (params) call.params = flat(await made(env, params, m));
  if (body !== undefined) call.body = await made(env, body, m);
  return call;
}

/** The example id of the records a list answers: its GET-by-id's (or another call's on one of them). */
function listed(op: Operation): string | undefined {
  const one = OPERATIONS.find((o) => o.path.startsWith(`${op.path}/:`));
  const name = one?.path.slice(op.path.length + 2).split("/")[0] ?? "";
  return one?.example.path?.[name];
}

/** Two records, the second under the same path's parents; the list's filters name both. */
async function liveList(env: FixtureEnv, op: Operation, id: string): Promise<OpCall> {
  const m1: Made = new Map();
  const first = await live(env, op, m1);
  const m2: Made = new Map();
  for (const pathId of Object.values(op.example.path ?? {})) {
    const p = m1.get(pathId);
    if (p) m2.set(pathId, p);
  }
  await record(env, id, m1);
  await record(env, id, m2);
  const second = await live(env, op, m2);
  const params: Flat = { ...first.params };
  for (const [k, v] of Object.entries(second.params ?? {}))
    if (params[k] !== v) params[k] = `${params[k]},${v}`;
  return { ...first, params };
}

function liveCall(env: FixtureEnv, op: Operation): Promise<OpCall> {
  const id = op.method === "get" && op.response === "list" ? listed(op) : undefined;
  return id ? liveList(env, op, id) : live(env, op);
}

const fresh = (env: FixtureEnv, id: string) => record(env, id, new Map()) ?? Promise.resolve(id);

/** The operation's live call: through its setup where it has one. */
export function fixtureOf(op: Operation): OpFixture {
  const setup = SETUPS.get(op);
  return (env) => {
    const l: Live = { example: () => liveCall(env, op), fresh };
    return setup ? setup(env, l) : l.example();
  };
}
