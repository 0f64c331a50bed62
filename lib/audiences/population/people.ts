import { draw } from "./hash";
import { picker, type Picker } from "./pick";
import { TOPICS } from "./corpus/topics";

/**
 * The attributes of one person that do not depend on the targeting values: age in years, gender,
 * the corpus topics they post about, and how much they post. Each is a pure function of
 * (seed, person index) through its own salt.
 */
export const SALT = {
  country: 1,
  region: 2,
  language: 3,
  secondLanguage: 4,
  age: 5,
  ageYear: 6,
  gender: 7,
  platform: 8,
  version: 9,
  device: 10,
  operator: 11,
  topicCount: 12,
  topic: 13, // + k for the k-th topic draw
  activity: 20,
  activityLevel: 21,
} as const;

/** The platform's users by age (share of users in each range of years), 13 to 80. */
const AGE_RANGES: readonly (readonly [number, number, number])[] = [
  [13, 17, 6],
  [18, 24, 17],
  [25, 34, 37],
  [35, 49, 25],
  [50, 64, 11],
  [65, 80, 4],
];
const agePicker = picker(AGE_RANGES.map((r) => r[2]));

export function ageOf(seed: number, i: number): number {
  const [lo, hi] = AGE_RANGES[agePicker.pick(draw(seed, i, SALT.age))];
  return lo + (draw(seed, i, SALT.ageYear) % (hi - lo + 1));
}

/** Gender codes as targeting values say them: 1 male, 2 female, 0 not stated (about 3 %). */
const genderPicker = picker([3, 61, 36]);
export const genderOf = (seed: number, i: number): number =>
  genderPicker.pick(draw(seed, i, SALT.gender));

const topicPicker: Picker = picker(TOPICS.map((t) => t.share));
const topicCountPicker = picker([45, 30, 17, 8]); // 1 to 4 topics

/** The corpus topics a person posts about, as a bit mask over TOPICS (18 topics fit a 32-bit word). */
export function topicsOf(seed: number, i: number): number {
  const n = 1 + topicCountPicker.pick(draw(seed, i, SALT.topicCount));
  let mask = 0;
  for (let k = 0; k < n; k++) mask |= 1 << topicPicker.pick(draw(seed, i, SALT.topic + k));
  return mask;
}

/**
 * Posts in 30 days: 35 % post nothing (readers only); the others from a heavy-tailed mix (most a
 * few a month, some several a day), capped at 255 to fit a byte. The mean (about 37 a month) is what
 * the corpus's volumes use (MEAN_POSTS_PER_DAY), so insights and keyword audiences agree.
 */
const ACTIVITY_WEIGHTS = [35, 30, 20, 10, 5];
const activityPicker = picker(ACTIVITY_WEIGHTS);
const ACTIVITY_RANGES = [
  [0, 0],
  [1, 15],
  [16, 80],
  [81, 200],
  [201, 255],
] as const;
export const MEAN_POSTS_PER_DAY =
  ACTIVITY_RANGES.reduce((sum, [lo, hi], k) => sum + (ACTIVITY_WEIGHTS[k] * (lo + hi)) / 2, 0) /
  ACTIVITY_WEIGHTS.reduce((a, b) => a + b, 0) /
  30;

export function activityOf(seed: number, i: number): number {
  const [lo, hi] = ACTIVITY_RANGES[activityPicker.pick(draw(seed, i, SALT.activity))];
  return lo + (draw(seed, i, SALT.activityLevel) % (hi - lo + 1));
}
