/**
 * Storage keys: slash-separated segments of letters, digits, "-", "_" and ".", never "." or ".."
 * alone, never empty, at most 200 characters. Anything else is a programming error (keys are made
 * by the product, never taken from a request as is), so it throws before any file system call.
 */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,99}$/;

export function checkKey(key: string): string {
  const parts = key.split("/");
  if (key.length > 200 || parts.some((p) => !SEGMENT.test(p) || p === "." || p === ".."))
    throw new Error(`unsafe storage key ${JSON.stringify(key.slice(0, 80))}`);
  return key;
}

/** Whether a value taken from a URL can name a stored file (media serving checks this first). */
export function isSafeKey(key: string): boolean {
  try {
    checkKey(key);
    return true;
  } catch {
    return false;
  }
}
