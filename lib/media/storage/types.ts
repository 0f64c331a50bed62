import type { Readable } from "node:stream";

/**
 * Where uploaded bytes live. Keys are relative names made of safe segments (keys.ts); backends
 * stream in and out and never hold a whole file in memory. The folder backend (folder.ts) is the
 * only one; another (an object store) implements this same interface.
 */
export type ByteRange = { start: number; end: number }; // inclusive, as HTTP Range says

export interface MediaStorage {
  /** Streams `body` to `key` (replacing it atomically); answers the bytes written. `maxBytes` aborts past it. */
  write(key: string, body: Readable, opts?: { maxBytes?: number }): Promise<number>;
  /** Moves a key to another name (a finished upload part to its place). */
  move(from: string, to: string): Promise<void>;
  /** Appends the whole of `from` to `to` (joining upload chunks), streaming. */
  append(to: string, from: string): Promise<void>;
  /** The bytes of `key`, or a byte range of them. */
  read(key: string, range?: ByteRange): Readable;
  /** Size and last change of `key`, or null when there is none. */
  stat(key: string): Promise<{ size: number; modifiedMs: number } | null>;
  /** Keys directly under a folder key (upload chunks), sorted. */
  list(prefix: string): Promise<string[]>;
  /** Removes a key or a whole folder key; absent is fine. */
  delete(key: string): Promise<void>;
  /** A local file path for tools that need one (ffmpeg), or null when the backend has none. */
  localPath(key: string): string | null;
}

/** Thrown by write() past maxBytes: the partial file is gone. */
export class TooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`more than ${maxBytes} bytes`);
  }
}
