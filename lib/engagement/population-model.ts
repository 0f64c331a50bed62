import { keyOf, mix, unit } from "@/lib/audiences/population/hash";
import type { PopulationCounts } from "@/lib/db/schema";

/**
 * How the synthetic population engages with a platform post: a pure function of the post's id and
 * age, so every process, and every run of the job, agrees. A post reaches an audience drawn from
 * its id (a long tail: most reach dozens, a few thousands); a share of it likes, a share of the
 * likers repost, reply and quote. Nothing comes in the first ONSET_MINUTES (the post reaching
 * timelines; it also keeps a test's fresh post at the counts its own calls made), then engagement
 * comes fast and slows (half of it within HALF_LIFE_HOURS), complete after SETTLED_HOURS.
 */
export const ONSET_MINUTES = 10;
export const HALF_LIFE_HOURS = 2;
export const SETTLED_HOURS = 72;

const draw = (id: string, salt: number) => unit(mix(keyOf(id), salt));

/** What the post ends with. */
export function finalEngagement(postId: string): PopulationCounts {
  const reach = Math.round(10 ** (1 + 2.5 * draw(postId, 1) ** 2));
  const likes = Math.round(reach * (0.02 + 0.08 * draw(postId, 2)));
  const reposts = Math.round(likes * (0.1 + 0.25 * draw(postId, 3)));
  return {
    likes,
    reposts,
    replies: Math.round(likes * (0.03 + 0.12 * draw(postId, 4))),
    quotes: Math.round(reposts * (0.1 + 0.3 * draw(postId, 5))),
  };
}

/** What the post has at `ageMs` after its creation (never more than its final counts). */
export function engagementAt(postId: string, ageMs: number): PopulationCounts {
  const hours = Math.max(0, ageMs - ONSET_MINUTES * 60_000) / 3_600_000;
  const share = hours >= SETTLED_HOURS ? 1 : 1 - 0.5 ** (hours / HALF_LIFE_HOURS);
  const f = finalEngagement(postId);
  return {
    likes: Math.floor(f.likes * share),
    reposts: Math.floor(f.reposts * share),
    replies: Math.floor(f.replies * share),
    quotes: Math.floor(f.quotes * share),
  };
}
