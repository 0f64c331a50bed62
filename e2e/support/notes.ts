import { after, before } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "./server";
import { inProcessServer } from "./in-process";
import { uniq } from "./ads-helpers";
import { consoleFetch, consoleSessionFor } from "./console-session";
import { routeFetch, userClient } from "./in-process-tokens";
import { demoKeys, userCall } from "./sources";

/**
 * What the community notes suites share (e2e/app/notes*.test.ts): the in-process app, the seeded
 * users' OAuth 1.0a calls (demo is a note writer from the seed), posts to note, a valid note, and
 * the profile's writer setting through the console's route.
 */
export type Call = ReturnType<typeof userCall>;
/** Filled by node:test's before() of the file that made it, read by its tests after that. */
export class NotesWorld {
  srv!: TestServer;
  demo!: Call;
  analyst!: Call;
  outsider!: Call;
  ids: Record<string, string> = {};

  async tokenOf(name: string): Promise<Call> {
    const c = await userClient(this.srv, name);
    return userCall(this.srv, c.consumer, c.token);
  }
}

export const NOT_WRITER = "User must be an API Note Writer to access this endpoint.";
export const source = "https://example.org/archive/2019";

/** The world, filled before the file's tests (node:test's before), stopped after them. */
export function notesWorld(): NotesWorld {
  const w = new NotesWorld();
  before(async () => {
    w.srv = await inProcessServer();
    routeFetch(w.srv);
    const k = demoKeys(w.srv);
    w.demo = userCall(w.srv, k.consumer, k.token);
    w.analyst = await w.tokenOf("analyst");
    w.outsider = await w.tokenOf("outsider");
    w.ids = Object.fromEntries(w.srv.credentials.users.map((u) => [u.screen_name, u.user_id]));
  });
  after(() => w.srv?.stop());
  return w;
}

export async function postBy(call: Call, text = uniq("The old bridge fell in this week's flood")) {
  const r = await call("POST", "/2/posts", { text });
  assert.equal(r.status, 201, JSON.stringify(r.body));
  return { id: String(r.body.data.id), text };
}

export const info = (text = `Photo taken in 2019, see ${source}`) => ({
  text,
  classification: "misinformed_or_potentially_misleading",
  misleading_tags: ["outdated_information"],
  trustworthy_sources: true,
});

export const create = (call: Call, post_id: string, i: object = info()) =>
  call("POST", "/2/notes", { test_mode: true, post_id, info: i });

export async function written(call: Call, query = "") {
  const r = await call("GET", `/2/notes/search/notes_written?test_mode=true${query}`);
  assert.equal(r.status, 200, JSON.stringify(r.body));
  return r.body;
}

/** The profile's setting, turned on or off through the console's route; the user's console session. */
export async function makeWriter(srv: TestServer, userId: string, on: boolean) {
  const session = await consoleSessionFor(userId);
  const r = await consoleFetch(srv, session, "PUT", "/console-api/notes/writer", {
    note_writer: on,
  });
  assert.equal(r.status, 200);
  assert.deepEqual(await r.json(), { data: { note_writer: on } });
  return session;
}
