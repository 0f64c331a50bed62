import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import type { AdsClient, AdsResponse } from "./ads";
import { signedHeader } from "./oauth1";
import type { AnyRecord } from "./ads-helpers";

/**
 * The media upload interface for suites ({upload_url}/1.1/media/upload.json, FACTS "Media upload"),
 * signed with the independent oauth-1.0a library as the advertising clients are: query and form
 * parameters are signed, a multipart body is not (as on the reference platform).
 */
export const FIXTURES = path.resolve("e2e/fixtures/media");
export const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name));
const UPLOAD = "/upload/1.1/media/upload.json";

type Params = Record<string, string | number | undefined>;

/** One signed call: `params` in the query string; `body` a multipart FormData or signed form fields. */
export async function uploadCall(
  client: AdsClient,
  method: "GET" | "POST",
  params: Params = {},
  body?: FormData | URLSearchParams,
): Promise<AdsResponse> {
  const url = new URL(`${client.baseUrl}${UPLOAD}`);
  for (const [k, v] of Object.entries(params))
    if (v !== undefined) url.searchParams.set(k, String(v));
  const data = Object.fromEntries(url.searchParams);
  if (body instanceof URLSearchParams) Object.assign(data, Object.fromEntries(body));
  const authorization = signedHeader(
    client.consumer,
    { url: `${url.origin}${url.pathname}`, method, data },
    client.token,
  );
  const res = await client.transport(url, { method, headers: { authorization }, body });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* not JSON (204) */
  }
  return { status: res.status, body: parsed, headers: res.headers };
}

/** A multipart body with the file as `media` and the given fields. */
export function multipart(bytes: Buffer, fields: Params = {}, name = "file"): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) form.set(k, String(v));
  form.set("media", new Blob([new Uint8Array(bytes)]), name);
  return form;
}

const VIDEO = /\.(mp4|mov|webm)$/;
const TYPES: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  gif: "image/gif",
  mp4: "video/mp4",
};

/** Chunked upload of bytes: INIT, APPEND in `chunk`-byte segments, FINALIZE; answers FINALIZE's response. */
export async function chunkedUpload(
  client: AdsClient,
  bytes: Buffer,
  init: Params,
  chunk = 64 * 1024,
): Promise<AdsResponse> {
  const r = await uploadCall(client, "POST", {
    command: "INIT",
    total_bytes: bytes.length,
    ...init,
  });
  assert.equal(r.status, 202, JSON.stringify(r.body));
  const media_id = r.body.media_id_string as string;
  for (let i = 0, at = 0; at < bytes.length; i++, at += chunk) {
    const body = multipart(bytes.subarray(at, at + chunk), {
      command: "APPEND",
      media_id,
      segment_index: i,
    });
    const a = await uploadCall(client, "POST", {}, body);
    assert.equal(a.status, 204, JSON.stringify(a.body));
  }
  return uploadCall(client, "POST", { command: "FINALIZE", media_id });
}

/** Polls STATUS until a video leaves pending / in_progress; answers the last response. */
export async function waitProcessed(
  client: AdsClient,
  mediaId: string,
  ms = 60_000,
): Promise<AdsResponse> {
  const end = Date.now() + ms;
  for (;;) {
    const r = await uploadCall(client, "GET", { command: "STATUS", media_id: mediaId });
    const state = r.body?.processing_info?.state;
    if (r.status !== 200 || !["pending", "in_progress"].includes(state) || Date.now() > end)
      return r;
    await new Promise((res) => setTimeout(res, 250));
  }
}

/**
 * Uploads a fixture of e2e/fixtures/media (images simply, videos in chunks, then waits for processing);
 * `category` defaults to what the file is (POST_IMAGE, POST_GIF, POST_VIDEO).
 */
export async function uploadFixture(
  client: AdsClient,
  fileName: string,
  category?: string,
): Promise<{ media_key: string; media_id: string }> {
  const bytes = fixture(fileName);
  const ext = fileName.slice(fileName.lastIndexOf(".") + 1);
  let r: AdsResponse;
  if (VIDEO.test(fileName)) {
    r = await chunkedUpload(client, bytes, {
      media_type: TYPES[ext] ?? "video/mp4",
      media_category: category ?? "POST_VIDEO",
    });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    r = await waitProcessed(client, r.body.media_id_string);
    assert.equal(r.body.processing_info?.state, "succeeded", JSON.stringify(r.body));
  } else {
    r = await uploadCall(
      client,
      "POST",
      {},
      multipart(bytes, { media_category: category }, fileName),
    );
  }
  assert.equal(r.status, 200, JSON.stringify(r.body));
  return { media_key: r.body.media_key, media_id: r.body.media_id_string };
}

/** Uploads a fixture and adds it to the account's media library; answers the library record. */
export async function libraryMedia(
  client: AdsClient,
  account: string,
  fileName: string,
  opts: { category?: string; name?: string; title?: string; description?: string } = {},
): Promise<AnyRecord> {
  const { media_key } = await uploadFixture(client, fileName, opts.category);
  const r = await client.post(`accounts/${account}/media_library`, {
    media_key,
    name: opts.name ?? fileName,
    title: opts.title,
    description: opts.description,
    file_name: fileName,
  });
  assert.equal(r.status, 201, JSON.stringify(r.body));
  return r.body.data;
}
