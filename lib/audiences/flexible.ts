import { z } from "zod";
import {
  andInto,
  andNotInto,
  emptyBits,
  fullBits,
  orInto,
  type Bits,
} from "@/lib/audiences/population/bitset";
import { draw, keyOf, mix, threshold } from "@/lib/audiences/population/hash";

/**
 * Flexible audiences (document 3, batch creation): a boolean tree whose leaves are other audiences.
 * The spec leaves frequency, comparator and negate open; the model here:
 * - a member of a leaf audience was seen on one sure day of the last 30 (being a member means
 *   that much) and on each other day with probability SEEN_PER_DAY, both pure functions of (seed,
 *   person, leaf audience): `frequency` is the number of days seen in the last `lookback_window`,
 *   so a longer window never lowers it, and a leaf as sent without frequency (GTE 1 in 30 days)
 *   keeps every member: A AND B is exactly their overlap;
 * - a leaf keeps its members whose frequency compares to `frequency` by `frequency_comparator`
 *   (default: GTE 1 in 30 days);
 * - a group combines its children with AND or OR; `negate` on a leaf or a group takes everyone of
 *   the population but them. At most MAX_LEAVES leaves, MAX_DEPTH levels.
 */
export const COMPARATORS = ["EQ", "NE", "GT", "GTE", "LT", "LTE"] as const;
export const LOOKBACK_WINDOWS = [1, 7, 14, 30] as const;
export const MAX_LEAVES = 10;
export const MAX_DEPTH = 5;
export const SEEN_PER_DAY = 0.3;

const window = z
  .union([z.number(), z.string()])
  .transform((v) => Number(v))
  .refine((v) => LOOKBACK_WINDOWS.some((w) => w === v), {
    message: `Expected a lookback_window of ${LOOKBACK_WINDOWS.join(", ")} (days)`,
  });

export const leafSchema = z.strictObject({
  custom_audience_id: z.string().min(1).max(64),
  frequency: z.number().int().min(0).max(30).default(1),
  frequency_comparator: z.enum(COMPARATORS).default("GTE"),
  lookback_window: window.default(30),
  negate: z.boolean().default(false),
});
export type Leaf = z.output<typeof leafSchema>;
export type Group = {
  boolean_operator: "AND" | "OR";
  negate: boolean;
  child_segments: Segment[];
};
export type Segment = Leaf | Group;

export const groupSchema: z.ZodType<Group> = z.strictObject({
  boolean_operator: z.enum(["AND", "OR"], { error: "Expected a boolean_operator of AND or OR" }),
  negate: z.boolean().default(false),
  child_segments: z
    .array(z.lazy(() => z.union([leafSchema, groupSchema])))
    .min(1, "Expected at least one child segment")
    .max(MAX_LEAVES, `At most ${MAX_LEAVES} child segments`),
});

export const isLeaf = (s: Segment): s is Leaf => "custom_audience_id" in s;

/** The leaves in order and the deepest level, for the limits and the audiences' checks. */
export function leavesOf(root: Group): { leaves: Leaf[]; depth: number } {
  const leaves: Leaf[] = [];
  let depth = 0;
  const walk = (s: Segment, level: number) => {
    depth = Math.max(depth, level);
    if (isLeaf(s)) leaves.push(s);
    else for (const c of s.child_segments) walk(c, level + 1);
  };
  walk(root, 1);
  return { leaves, depth };
}

const LONGEST_WINDOW = LOOKBACK_WINDOWS[LOOKBACK_WINDOWS.length - 1];
/** The salt of a member's sure day: apart from the days' own salts (0 to LONGEST_WINDOW - 1). */
const SURE_DAY_SALT = 0x5eed;

/** Days person i was seen in the leaf audience within the window (monotone in the window). */
export function frequencyOf(seed: number, i: number, audienceId: string, days: number): number {
  const key = keyOf(audienceId);
  const seen = threshold(SEEN_PER_DAY);
  const sure = draw(seed, i, mix(key, SURE_DAY_SALT)) % LONGEST_WINDOW;
  let n = 0;
  for (let d = 0; d < days; d++) if (d === sure || draw(seed, i, mix(key, d)) < seen) n++;
  return n;
}

function compare(a: number, op: (typeof COMPARATORS)[number], b: number): boolean {
  switch (op) {
    case "EQ": return a === b;
    case "NE": return a !== b;
    case "GT": return a > b;
    case "GTE": return a >= b;
    case "LT": return a < b;
    case "LTE": return a <= b;
  }
} // prettier-ignore

/** The tree's members over a population of `size`, from each leaf audience's members. */
export function evaluate(
  root: Segment,
  members: (audienceId: string) => Bits,
  seed: number,
  size: number,
): Bits {
  const negated = (s: Segment, b: Bits) => (s.negate ? andNotInto(fullBits(size), b) : b);
  if (isLeaf(root)) {
    const from = members(root.custom_audience_id);
    const out = emptyBits(size);
    for (let w = 0; w < Math.min(from.length, out.length); w++) {
      for (let word = from[w]; word; word &= word - 1) {
        const i = (w << 5) + (31 - Math.clz32(word & -word));
        const f = frequencyOf(seed, i, root.custom_audience_id, root.lookback_window);
        if (compare(f, root.frequency_comparator, root.frequency)) out[w] |= word & -word;
      }
    }
    return negated(root, out);
  }
  const and = root.boolean_operator === "AND";
  const acc = and ? fullBits(size) : emptyBits(size);
  for (const child of root.child_segments) {
    const b = evaluate(child, members, seed, size);
    if (and) andInto(acc, b);
    else orInto(acc, b);
  }
  return negated(root, acc);
}
