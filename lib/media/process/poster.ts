import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { PassThrough } from "node:stream";
import type { MediaStorage } from "../storage";

/** The optional ffmpeg binary (@ffmpeg-installer/ffmpeg), or null when it is not installed. */
export function ffmpegPath(): string | null {
  try {
    const req = createRequire(import.meta.url);
    const installer: unknown = req("@ffmpeg-installer/ffmpeg");
    const path =
      typeof installer === "object" && installer && "path" in installer ? installer.path : null;
    return typeof path === "string" ? path : null;
  } catch {
    return null;
  }
}

/**
 * The poster frame of a stored video: its first frame as JPEG, written to `posterKey`. False when
 * ffmpeg is absent or the backend has no local file (the media then has no poster;
 * docs/creatives.md, "Media: upload, serving, media library", says so).
 * A second try when the first gives nothing (a spawn refused on a busy machine).
 */
export async function makePoster(
  store: MediaStorage,
  videoKey: string,
  posterKey: string,
): Promise<boolean> {
  const ffmpeg = ffmpegPath();
  const input = store.localPath(videoKey);
  if (!ffmpeg || !input) return false;
  try {
    await firstFrame(store, ffmpeg, input, posterKey);
  } catch {
    await firstFrame(store, ffmpeg, input, posterKey);
  }
  return true;
}

async function firstFrame(store: MediaStorage, ffmpeg: string, input: string, posterKey: string) {
  const child = spawn(
    ffmpeg,
    // One decoder thread: a first frame needs no more, and a busy machine may refuse new threads.
    [
      "-v",
      "error",
      "-threads",
      "1",
      "-i",
      input,
      "-frames:v",
      "1",
      "-f",
      "image2",
      "-c:v",
      "mjpeg",
      "-threads",
      "1",
      "pipe:1",
    ],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let stderr = "";
  child.stderr.on("data", (d: Buffer) => (stderr = (stderr + d.toString()).slice(-500)));
  // A spawn failure (EAGAIN, ENOMEM under load) is an 'error' event: unheard, it would end the process.
  const exited = new Promise<string>((resolve) => {
    child.on("error", (err) => resolve(err.message));
    child.on("close", (code, signal) => resolve(code === 0 ? "" : `exit ${code ?? signal}`));
  });
  // Read from the start: node drains the unread output of a child that has exited (flushStdio), so
  // a storage slow to begin writing (a busy disk) lost the frame. The pipe buffers it instead.
  const frame = child.stdout.pipe(new PassThrough());
  const bytes = await store.write(posterKey, frame, { maxBytes: 20 * 1024 * 1024 });
  const failure = await exited;
  if (failure || bytes === 0) {
    await store.delete(posterKey);
    const why = [failure, stderr.trim(), bytes === 0 ? "no frame written" : ""].filter(Boolean);
    throw new Error(`ffmpeg could not take the first frame: ${why.join("; ")}`);
  }
}
