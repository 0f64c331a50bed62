import { z } from "zod";
import { reading } from "@/lib/auth/route-credentials";
import { ServiceProblem } from "@/lib/http/problems";
import { defineV2Route } from "@/lib/http/route";
import { BUCKET_MS, countPosts } from "../search";
import { windowParams } from "./params";
import { windowOf } from "./window";

const reader = reading("post.read");
/** The most buckets one answer lists: a week by minute is 10,080. */
const MAX_BUCKETS = 10_080;

function countsRoute(base: string, noun: "post" | "tweet", index: "recent" | "all") {
  const count = `${noun}_count` as const;
  return defineV2Route({
    method: "GET",
    path: `${base}/counts/${index}`,
    summary: `How many posts match a query, per minute, hour (the default) or day${index === "recent" ? " over the last 7 days" : ""}.`,
    credential: reader,
    params: z.object({
      ...windowParams,
      granularity: z.enum(["minute", "hour", "day"]).default("hour"),
    }),
    response: z.object({
      data: z.array(z.object({ start: z.string(), end: z.string(), [count]: z.number().int() })),
      meta: z.object({ [`total_${count}`]: z.number().int() }),
    }),
    example: {
      // Without start_time and end_time: the last 7 days (recent) or 30 days (all), to now.
      params: { query: "dashboard", granularity: "day" },
      response: {
        data: [{ start: "2026-11-20T00:00:00.000Z", end: "2026-11-21T00:00:00.000Z", [count]: 0 }],
        meta: { [`total_${count}`]: 0 },
      },
    },
    handler: async ({ params: p }) => {
      const window = windowOf(p, index);
      const span = window.end.getTime() - window.start.getTime();
      if (span / BUCKET_MS[p.granularity] > MAX_BUCKETS)
        throw new ServiceProblem(
          "InvalidRequest",
          `At most ${MAX_BUCKETS} buckets per answer: a coarser granularity, or a shorter window.`,
          "granularity",
          p.granularity,
        );
      const buckets = await countPosts(window, p.granularity);
      const data = buckets.map((b) => ({
        start: b.start.toISOString(),
        end: b.end.toISOString(),
        [count]: b.count,
      }));
      const total = buckets.reduce((n, b) => n + b.count, 0);
      return { data, meta: { [`total_${count}`]: total } };
    },
  });
}

export const COUNT_ROUTES = [
  countsRoute("/2/posts", "post", "recent"),
  countsRoute("/2/posts", "post", "all"),
  countsRoute("/2/tweets", "tweet", "recent"),
  countsRoute("/2/tweets", "tweet", "all"),
];
