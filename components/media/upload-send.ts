import { errorMessage, type MediaAnswer } from "./upload-protocol";

/** The requests of an upload: what a transport is given and answers, and the one place they are sent. */

export type UploadState =
  | { status: "queued" }
  | { status: "uploading"; percent: number }
  | { status: "processing"; percent?: number }
  | { status: "done"; media: MediaAnswer }
  // final: sending the same file again cannot succeed (refused type, size or content): no Retry.
  | { status: "failed"; message: string; final?: boolean };

export type UploadRequest = {
  method: "GET" | "POST";
  url: string;
  headers: Record<string, string>;
  body?: FormData;
  /** Bytes of the request body sent so far (XMLHttpRequest's upload progress). */
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
};
export type UploadResponse = { status: number; body: unknown };
export type Transport = (request: UploadRequest) => Promise<UploadResponse>;

/** What the sender needs of an upload's options. */
export type SendOptions = {
  uploadBase: string;
  transport: Transport;
  csrf: (fresh?: boolean) => Promise<string>;
  signal?: AbortSignal;
};

/** `final`: the file itself was refused (its type, size or content), so sending it again cannot succeed. */
export class UploadFailure extends Error {
  constructor(
    message: string,
    readonly final = false,
  ) {
    super(message);
  }
}

/** A refusal that a later try may not meet: no connection, a session to renew, a busy or failing server. */
const passing = (status: number) =>
  status === 0 || status === 401 || status === 408 || status === 429 || status >= 500;

export const uploadUrl = (base: string) => `${base.replace(/\/+$/, "")}/1.1/media/upload.json`;

/** One request with the session's CSRF header; a refused token is renewed and the request sent again. */
export function sender(opts: SendOptions) {
  const url = uploadUrl(opts.uploadBase);
  return async (
    method: "GET" | "POST",
    body?: FormData,
    onProgress?: (loaded: number, total: number) => void,
    query = "",
  ): Promise<UploadResponse> => {
    for (let attempt = 0; ; attempt++) {
      const headers: Record<string, string> = { accept: "application/json" };
      if (method === "POST") headers["x-csrf-token"] = await opts.csrf(attempt > 0);
      if (opts.signal?.aborted) throw new UploadFailure("Cancelled.");
      const request = { method, url: url + query, headers, body, onProgress, signal: opts.signal };
      const response = await opts.transport(request);
      if (response.status >= 200 && response.status < 300) return response;
      const message = errorMessage(response.status, response.body);
      if (response.status === 403 && /csrf/i.test(message) && attempt === 0) continue;
      throw new UploadFailure(message, !passing(response.status));
    }
  };
}
