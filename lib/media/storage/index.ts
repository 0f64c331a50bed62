import { config } from "@/lib/config/env";
import { folderStorage } from "./folder";
import type { MediaStorage } from "./types";

export type { MediaStorage, ByteRange } from "./types";
export { TooLargeError } from "./types";

let current: { root: string; storage: MediaStorage } | undefined;

/** The process's media storage: the folder backend under MEDIA_DIR. */
export function storage(): MediaStorage {
  const root = config().mediaDir;
  if (current?.root !== root) current = { root, storage: folderStorage(root) };
  return current.storage;
}
