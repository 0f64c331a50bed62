import type { Transport } from "./upload-client";

const json = (text: string): unknown => {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
};

/**
 * The browser's transport: XMLHttpRequest, because fetch() reports no upload progress. Credentials go
 * along also when UPLOAD_BASE_URL is another origin (which must then allow them through CORS).
 * A network failure answers status 0; cancelling (the signal) rejects with an AbortError.
 */
export const xhrTransport: Transport = (request) =>
  new Promise((resolve, reject) => {
    const abort = () => reject(new DOMException("The upload was cancelled.", "AbortError"));
    if (request.signal?.aborted) return abort();
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    const onProgress = request.onProgress;
    if (onProgress)
      xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded, e.total);
    xhr.onload = () => resolve({ status: xhr.status, body: json(xhr.responseText) });
    xhr.onerror = () => resolve({ status: 0, body: null });
    xhr.ontimeout = () => resolve({ status: 0, body: null });
    xhr.onabort = abort;
    request.signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(request.body ?? null);
  });
