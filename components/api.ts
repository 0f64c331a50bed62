/** Minimal client for /console-api: same-origin cookies, CSRF header on mutations, typed error shape. */

import type { z } from "zod";
import type { consoleSessionSchema } from "@/lib/auth/routes/console-account";

export type ApiErrorItem = { code: string; message: string; parameter?: string };

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errors: ApiErrorItem[],
    /** Batch endpoints (advertising interface): item errors aligned with the request array. */
    readonly operationErrors?: ApiErrorItem[][],
  ) {
    super(errors.map((e) => e.message).join("; ") || `Request failed (${status})`);
    this.name = "ApiError";
  }
}

export type ConsoleSession = z.output<typeof consoleSessionSchema>;

// One session request serves every mutation; it is dropped on failure or when the server rejects the token.
let sessionPromise: Promise<ConsoleSession> | null = null;

export function getConsoleSession(): Promise<ConsoleSession> {
  sessionPromise ??= request<ConsoleSession>("GET", "/console-api/session").catch(
    (error: unknown) => {
      sessionPromise = null;
      throw error;
    },
  );
  return sessionPromise;
}

/** Drops the cached session, so the next getConsoleSession() asks again (a CSRF token was refused). */
export function forgetConsoleSession(): void {
  sessionPromise = null;
}

async function parseError(res: Response): Promise<ApiError> {
  const body: unknown = await res.json().catch(() => null);
  const errors = (body as { errors?: unknown } | null)?.errors;
  const operations = (body as { operation_errors?: unknown } | null)?.operation_errors;
  const opErrors = Array.isArray(operations) ? (operations as ApiErrorItem[][]) : undefined;
  if (Array.isArray(errors) && errors.length)
    return new ApiError(res.status, errors as ApiErrorItem[], opErrors);
  return new ApiError(res.status, [
    { code: `HTTP_${res.status}`, message: res.statusText || `Request failed (${res.status})` },
  ]);
}

function toSignIn() {
  const back = window.location.pathname + window.location.search;
  window.location.assign(`/signin?callbackUrl=${encodeURIComponent(back)}`);
}

/** The advertising interface's list envelope: data plus the cursor of the next page (null on the last). */
export type ApiPage<T> = { data: T; next_cursor: string | null; total_count?: number };

async function requestEnvelope<E>(
  method: string,
  path: string,
  body?: unknown,
  csrf?: string,
): Promise<E> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (body !== undefined) headers["content-type"] = "application/json";
  if (csrf) headers["x-csrf-token"] = csrf;
  const res = await fetch(path, {
    method,
    headers,
    credentials: "same-origin",
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.status === 401 && typeof window !== "undefined") toSignIn();
  if (!res.ok) throw await parseError(res);
  return (await res.json()) as E;
}

const request = async <T>(method: string, path: string, body?: unknown, csrf?: string) =>
  (await requestEnvelope<{ data: T }>(method, path, body, csrf)).data;

const isCsrfError = (e: unknown) =>
  e instanceof ApiError &&
  e.status === 403 &&
  e.errors.some((x) => /csrf/i.test(`${x.code} ${x.message}`));

/** A write: carries the session's CSRF token, and asks for a fresh one once if it was refused. */
async function withCsrf<T>(send: (csrf: string) => Promise<T>): Promise<T> {
  const { csrf_token } = await getConsoleSession();
  try {
    return await send(csrf_token);
  } catch (error) {
    // A stale token (e.g. the platform session was renewed in another tab): fetch a fresh one, retry once.
    if (!isCsrfError(error)) throw error;
    sessionPromise = null;
    const fresh = await getConsoleSession();
    return send(fresh.csrf_token);
  }
}

const mutate = <T>(method: string, path: string, body?: unknown) =>
  withCsrf((csrf) => request<T>(method, path, body, csrf));

/**
 * One call as components/console-client.ts makes it: GET without a token, writes with it; the
 * answer's `data`, or the whole page (`data` and `next_cursor`) of a list.
 */
export function consoleRequest<T>(
  method: string,
  path: string,
  body: unknown,
  answer: "data" | "page",
): Promise<T> {
  const send = async (csrf?: string) => {
    const payload =
      method === "POST" || method === "PUT" || method === "PATCH" ? (body ?? {}) : undefined;
    const envelope = await requestEnvelope<{ data: T }>(method, path, payload, csrf);
    // A page is the whole envelope; its type is the caller's (ApiPage of the route's rows).
    return answer === "page" ? (envelope as T) : envelope.data;
  };
  return method === "GET" ? send() : withCsrf(send);
}

export const api = {
  get: <T>(path: string) => request<T>("GET", path),
  post: <T>(path: string, body?: unknown) => mutate<T>("POST", path, body ?? {}),
  patch: <T>(path: string, body: unknown) => mutate<T>("PATCH", path, body),
  put: <T>(path: string, body: unknown) => mutate<T>("PUT", path, body),
  /** A list page with its next_cursor (the advertising interface's lists). */
  page: <T>(path: string) => requestEnvelope<ApiPage<T>>("GET", path),
  delete: <T>(path: string) => mutate<T>("DELETE", path),
};

/**
 * Ends the platform's own sign-in session before next-auth's. Uses plain fetch so an already-expired
 * platform session (401) does not trigger the sign-in redirect in the middle of signing out.
 */
export async function endPlatformSession(): Promise<void> {
  try {
    const res = await fetch("/console-api/session", {
      credentials: "same-origin",
      headers: { accept: "application/json" },
    });
    if (!res.ok) return;
    const { data } = (await res.json()) as { data: ConsoleSession };
    await fetch("/console-api/signout", {
      method: "POST",
      credentials: "same-origin",
      headers: { "x-csrf-token": data.csrf_token },
    });
  } catch {
    // Best effort: next-auth's sign-out still runs and the platform session expires on its own.
  } finally {
    sessionPromise = null;
  }
}
