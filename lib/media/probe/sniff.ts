/**
 * What the first bytes of a file say it is, before any decoder runs: enough to refuse text sent as
 * an image, or an image sent as a video, at once.
 */
export type Sniffed = "png" | "jpeg" | "gif" | "webp" | "mp4" | "webm" | null;

export function sniff(head: Buffer): Sniffed {
  const ascii = (from: number, to: number) => head.subarray(from, to).toString("latin1");
  if (head.length >= 8 && head.readUInt32BE(0) === 0x89504e47) return "png";
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return "jpeg";
  if (ascii(0, 6) === "GIF87a" || ascii(0, 6) === "GIF89a") return "gif";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  // ISO base media (MP4, MOV, M4V): a box whose type is "ftyp" first.
  if (ascii(4, 8) === "ftyp") return "mp4";
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3) return "webm";
  return null;
}

export const isImage = (s: Sniffed) => s === "png" || s === "jpeg" || s === "gif" || s === "webp";
export const isVideo = (s: Sniffed) => s === "mp4" || s === "webm";

/** How a sniffed kind reads in a message. */
export const described = (s: Sniffed) =>
  s === null
    ? "neither an image nor a video"
    : `${s.toUpperCase()} ${isImage(s) ? "image" : "video"}`;
