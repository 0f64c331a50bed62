import type { TargetingValue } from "./types";

/** GENDER: "1" male, "2" female (the reference platform's values). */
export const GENDERS: readonly TargetingValue[] = [
  { targeting_type: "GENDER", targeting_value: "1", name: "Male" },
  { targeting_type: "GENDER", targeting_value: "2", name: "Female" },
];

/**
 * AGE buckets, the reference platform's: closed ranges and open "AGE_OVER_x" ones. A line item holds
 * one bucket (criteria rule). min_age/max_age let the population and estimate match a person's age.
 */
const bucket = (
  value: string,
  name: string,
  min_age: number,
  max_age?: number,
): TargetingValue => ({
  targeting_type: "AGE",
  targeting_value: value,
  name,
  min_age,
  ...(max_age === undefined ? {} : { max_age }),
});

export const AGE_BUCKETS: readonly TargetingValue[] = [
  bucket("AGE_13_TO_24", "13 to 24", 13, 24),
  bucket("AGE_13_TO_34", "13 to 34", 13, 34),
  bucket("AGE_13_TO_49", "13 to 49", 13, 49),
  bucket("AGE_13_TO_54", "13 to 54", 13, 54),
  bucket("AGE_18_TO_24", "18 to 24", 18, 24),
  bucket("AGE_18_TO_34", "18 to 34", 18, 34),
  bucket("AGE_18_TO_49", "18 to 49", 18, 49),
  bucket("AGE_21_TO_34", "21 to 34", 21, 34),
  bucket("AGE_21_TO_49", "21 to 49", 21, 49),
  bucket("AGE_25_TO_34", "25 to 34", 25, 34),
  bucket("AGE_25_TO_49", "25 to 49", 25, 49),
  bucket("AGE_25_TO_54", "25 to 54", 25, 54),
  bucket("AGE_35_TO_44", "35 to 44", 35, 44),
  bucket("AGE_35_TO_49", "35 to 49", 35, 49),
  bucket("AGE_35_TO_54", "35 to 54", 35, 54),
  bucket("AGE_45_TO_54", "45 to 54", 45, 54),
  bucket("AGE_50_TO_54", "50 to 54", 50, 54),
  bucket("AGE_OVER_13", "13 and over", 13),
  bucket("AGE_OVER_18", "18 and over", 18),
  bucket("AGE_OVER_21", "21 and over", 21),
  bucket("AGE_OVER_25", "25 and over", 25),
  bucket("AGE_OVER_35", "35 and over", 35),
  bucket("AGE_OVER_50", "50 and over", 50),
  bucket("AGE_OVER_55", "55 and over", 55),
];
