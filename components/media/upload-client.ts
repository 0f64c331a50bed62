import {
  mediaAnswer,
  planUpload,
  pollDelayMs,
  processingFailure,
  type MediaAnswer,
} from "./upload-protocol";
import {
  sender,
  UploadFailure,
  type Transport,
  type UploadResponse,
  type UploadState,
} from "./upload-send";

export type { Transport, UploadRequest, UploadResponse, UploadState } from "./upload-send";

/**
 * One file to the media upload interface: the simple form, or INIT / APPEND (5 MB chunks) / FINALIZE,
 * then STATUS until the server has processed it. The requests go through a `Transport` (XMLHttpRequest
 * in the browser, upload-xhr.ts; a fake in upload-client.test.ts), so the whole protocol is unit-tested.
 */

export type UploadOptions = {
  /** `{upload_url}`: "/upload" on the console's own origin unless UPLOAD_BASE_URL says otherwise. */
  uploadBase: string;
  amplify?: boolean;
  additionalOwners?: string[];
  transport: Transport;
  /** The console session's CSRF token; `fresh` asks for a new one after the server refused the old. */
  csrf: (fresh?: boolean) => Promise<string>;
  onState?: (state: UploadState) => void;
  signal?: AbortSignal;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** How long processing may take before the console stops waiting (default 15 minutes). */
  maxProcessingMs?: number;
  now?: () => number;
};

const defaultSleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => (clearTimeout(timer), resolve()), { once: true });
  });

/** Uploads `file`; never throws: the last state is "done" with the media, or "failed" with why. */
export async function uploadFile(
  file: Blob & { name: string },
  opts: UploadOptions,
): Promise<Extract<UploadState, { status: "done" | "failed" }>> {
  const report = <S extends UploadState>(s: S): S => (opts.onState?.(s), s);
  try {
    const media = await run(file, opts, report);
    return report({ status: "done", media });
  } catch (error) {
    const message = opts.signal?.aborted
      ? "Cancelled."
      : error instanceof UploadFailure
        ? error.message
        : `The upload stopped: ${error instanceof Error ? error.message : String(error)}`;
    const final = !opts.signal?.aborted && error instanceof UploadFailure && error.final;
    return report({ status: "failed", message, ...(final ? { final } : {}) });
  }
}

async function run(
  file: Blob & { name: string },
  opts: UploadOptions,
  report: (s: UploadState) => void,
): Promise<MediaAnswer> {
  const plan = planUpload({ name: file.name, type: file.type, size: file.size }, opts);
  if (!plan.ok) throw new UploadFailure(plan.message, true);
  const send = sender(opts);
  const owners = opts.additionalOwners?.length ? opts.additionalOwners.join(",") : undefined;
  const fields = (f: Record<string, string | Blob | undefined>) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(f)) if (v !== undefined) form.append(k, v);
    return form;
  };
  report({ status: "uploading", percent: 0 });
  const progress = (done: number, part: number) => (loaded: number, total: number) =>
    report({
      status: "uploading",
      percent: Math.min(
        99,
        Math.floor(((done + (total ? loaded / total : 0) * part) / file.size) * 100),
      ),
    });

  let answer: MediaAnswer;
  if (plan.mode === "simple") {
    const body = fields({ media: file, media_category: plan.category, additional_owners: owners });
    answer = parse(await send("POST", body, progress(0, file.size)));
  } else {
    const init = fields({
      command: "INIT",
      total_bytes: String(file.size),
      media_type: file.type,
      media_category: plan.category,
      additional_owners: owners,
    });
    const id = parse(await send("POST", init)).media_id_string;
    for (const chunk of plan.chunks) {
      const media = file.slice(chunk.start, chunk.end);
      const body = fields({
        command: "APPEND",
        media_id: id,
        segment_index: String(chunk.index),
        media,
      });
      await send("POST", body, progress(chunk.start, chunk.end - chunk.start));
    }
    answer = parse(await send("POST", fields({ command: "FINALIZE", media_id: id })));
  }
  report({ status: "uploading", percent: 100 });
  return waitForProcessing(answer, opts, send, report);
}

async function waitForProcessing(
  first: MediaAnswer,
  opts: UploadOptions,
  send: ReturnType<typeof sender>,
  report: (s: UploadState) => void,
): Promise<MediaAnswer> {
  const sleep = opts.sleep ?? defaultSleep;
  const now = opts.now ?? Date.now;
  const deadline = now() + (opts.maxProcessingMs ?? 15 * 60_000);
  let answer = first;
  for (;;) {
    const info = answer.processing_info;
    if (!info || info.state === "succeeded") return { ...first, ...answer };
    if (info.state === "failed") throw new UploadFailure(processingFailure(info), true);
    report({ status: "processing", percent: info.progress_percent });
    if (now() >= deadline)
      throw new UploadFailure(
        "The server is still processing this media after 15 minutes; try again later to add it to the library.",
      );
    await sleep(pollDelayMs(info), opts.signal);
    if (opts.signal?.aborted) throw new UploadFailure("Cancelled.");
    const query = `?command=STATUS&media_id=${encodeURIComponent(first.media_id_string)}`;
    answer = parse(await send("GET", undefined, undefined, query));
  }
}

function parse(response: UploadResponse): MediaAnswer {
  const parsed = mediaAnswer.safeParse(response.body);
  if (parsed.success) return parsed.data;
  throw new UploadFailure("The server's answer was not a media record; retry later.");
}
