import type { UploadItem } from "./use-uploads";

/** What a file's status says, and the bar's value (undefined: the server gave no percentage). */
export function describe(item: UploadItem): { text: string; percent?: number } {
  const s = item.state;
  switch (s.status) {
    case "queued":
      return { text: "Waiting to upload", percent: 0 };
    case "uploading":
      return { text: `Uploading ${s.percent}%`, percent: s.percent };
    case "processing":
      return {
        text: s.percent === undefined ? "Processing" : `Processing ${s.percent}%`,
        percent: s.percent,
      };
    case "done":
      return { text: "Uploaded", percent: 100 };
    case "failed":
      return { text: s.message };
  }
}

/** One line for the whole list, said politely when it changes: "2 of 3 uploaded, 1 failed". */
export function summary(items: UploadItem[]): string {
  const count = (status: string) => items.filter((it) => it.state.status === status).length;
  const failed = count("failed");
  const done = count("done");
  if (!items.length) return "";
  return `${done} of ${items.length} uploaded${failed ? `, ${failed} failed` : ""}.`;
}
