import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { folderStorage } from "../storage/folder";
import type { MediaStorage } from "../storage/types";
import { ffmpegPath, makePoster } from "./poster";

/**
 * A defect seen only under load: ffmpeg finished before the storage began reading its output, and
 * node's child_process then drains unread stdio (flushStdio), so the frame was lost and no poster
 * made. A storage that is slow to start writing (as a busy disk is) shows it every time.
 */
test(
  "the poster survives a storage that starts reading after ffmpeg has exited",
  { skip: !ffmpegPath() },
  async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "poster-"));
    try {
      const folder = folderStorage(root);
      fs.copyFileSync("e2e/fixtures/media/video-1x1.mp4", path.join(root, "video.mp4"));
      const slow: MediaStorage = {
        ...folder,
        async write(key, body, opts) {
          await new Promise((resolve) => setTimeout(resolve, 1500));
          return folder.write(key, body, opts);
        },
      };
      assert.equal(await makePoster(slow, "video.mp4", "video-poster.jpg"), true);
      const jpeg = fs.readFileSync(path.join(root, "video-poster.jpg"));
      assert.deepEqual([...jpeg.subarray(0, 2)], [0xff, 0xd8], "a JPEG");
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  },
);
