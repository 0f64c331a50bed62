import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { checkKey } from "./keys";
import { TooLargeError, type ByteRange, type MediaStorage } from "./types";

/** A counter that fails the pipeline past `max` bytes. */
function counter(max: number, seen: { n: number }): Transform {
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      seen.n += chunk.length;
      if (seen.n > max) done(new TooLargeError(max));
      else done(null, chunk);
    },
  });
}

/** The folder backend: every key is a file under `root` (MEDIA_DIR). */
export function folderStorage(root: string): MediaStorage {
  const file = (key: string) => path.join(root, checkKey(key));
  return {
    async write(key, body, opts = {}) {
      const target = file(key);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      // Written beside the target and renamed: a reader never sees half a file, a crash leaves none.
      const temp = `${target}.${crypto.randomBytes(6).toString("hex")}.part`;
      const seen = { n: 0 };
      try {
        await pipeline(
          body,
          counter(opts.maxBytes ?? Number.MAX_SAFE_INTEGER, seen),
          fs.createWriteStream(temp),
        );
        await fs.promises.rename(temp, target);
        return seen.n;
      } catch (err) {
        await fs.promises.rm(temp, { force: true });
        throw err;
      }
    },
    async move(from, to) {
      const target = file(to);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      await fs.promises.rename(file(from), target);
    },
    async append(to, from) {
      const target = file(to);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      await pipeline(fs.createReadStream(file(from)), fs.createWriteStream(target, { flags: "a" }));
    },
    read(key, range?: ByteRange) {
      return fs.createReadStream(file(key), range ? { start: range.start, end: range.end } : {});
    },
    async stat(key) {
      try {
        const s = await fs.promises.stat(file(key));
        return s.isFile() ? { size: s.size, modifiedMs: s.mtimeMs } : null;
      } catch {
        return null;
      }
    },
    async list(prefix) {
      try {
        const names = await fs.promises.readdir(file(prefix));
        return names
          .filter((n) => !n.endsWith(".part"))
          .sort()
          .map((n) => `${prefix}/${n}`);
      } catch {
        return [];
      }
    },
    async delete(key) {
      await fs.promises.rm(file(key), { recursive: true, force: true });
    },
    localPath(key) {
      return file(key);
    },
  };
}
