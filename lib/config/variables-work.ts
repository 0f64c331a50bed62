import { z } from "zod";
import { httpUrl, type Variable } from "./parsers";

/** Settings of uploads, media storage and background work (lib/jobs), part of THE list (variables.ts). */
export const WORK_VARIABLES = {
  UPLOAD_BASE_URL: {
    schema: httpUrl.optional(),
    default: "`$PUBLIC_BASE_URL/upload`",
    meaning:
      "`{upload_url}`: the media upload interface's base (`/1.1/media/upload.json` under it); may be host-only like `ADS_BASE_URL` (`https://upload.example.com`). A host-only base cannot be `PUBLIC_BASE_URL`'s host, and no two bases may be equal (the process refuses to start).",
  },
  MEDIA_DIR: {
    schema: z.string().optional(),
    default: "`$DATA_DIR/media`",
    meaning: "Where uploaded media and upload chunks are stored (the folder storage backend).",
  },
  JOB_WORKERS: {
    schema: z.enum(["on", "off"], "must be on or off").default("on"),
    default: "`on`",
    meaning:
      "`off`: this process enqueues background work (video processing, scheduled posts) but runs none; another process on the same PostgreSQL must.",
  },
  JOB_POLL_SECONDS: {
    schema: z
      .string()
      .regex(/^\d+(\.\d+)?$/, "must be a number of seconds, at least 0.5")
      .transform(Number)
      .pipe(z.number().min(0.5, "must be a number of seconds, at least 0.5"))
      .default(1),
    default: "`1`",
    meaning: "How often an idle job worker looks for new work (pg-boss polling interval).",
  },
} satisfies Record<string, Variable>;
