import { estimateCriterion } from "@/lib/audiences/audience-estimate/schema";
import { NE_TYPES, type OperatorType } from "@/lib/targeting/operators";
import { keywordProblem, normalizeKeyword } from "@/lib/targeting/values/keywords";
import { KEYWORD_TYPES, type TargetingType } from "@/lib/targeting/values/types";

/**
 * The targeting editor's draft (pure, unit-tested): criteria as the interface takes them, the batch
 * that turns the saved set into the draft in one transaction, the estimate's body, and the rules the
 * browser can know before sending (the interface's own functions: operators.ts, keywords.ts).
 */
export type Criterion = {
  targeting_type: string;
  targeting_value: string;
  operator_type: OperatorType;
  /** Display name (the option's name; keywords their text). */
  name: string;
};
export type SavedCriterion = Criterion & { id: string };

export type BatchOp =
  | { operation_type: "Delete"; params: { targeting_criterion_id: string } }
  | {
      operation_type: "Create";
      params: Omit<Criterion, "name"> & { line_item_id: string };
    };

/** A value is held once per line item, whatever its operator (the interface refuses both). */
export const keyOf = (c: Pick<Criterion, "targeting_type" | "targeting_value">) =>
  `${c.targeting_type}:${c.targeting_value}`;

export const canExclude = (type: string) => (NE_TYPES as readonly string[]).includes(type);
export const isKeyword = (type: string) => (KEYWORD_TYPES as readonly string[]).includes(type);

/** Why a criterion cannot be added as asked, in the words the editor shows; undefined when fine. */
export function criterionProblem(c: Criterion): string | undefined {
  if (c.operator_type === "NE" && !canExclude(c.targeting_type))
    return `${typeWord(c.targeting_type)} are chosen, not excluded: include the ones you want instead.`;
  if (isKeyword(c.targeting_type))
    return keywordProblem(c.targeting_type as TargetingType, c.targeting_value);
  const checked = estimateCriterion.safeParse(estimateCriteria([c])[0]);
  return checked.success ? undefined : checked.error.issues[0]?.message;
}

/**
 * Adds (or replaces) a criterion: the same value again takes the new operator, and a line item holds
 * one age bucket, so a new AGE replaces the old one. Keywords are kept in their normal form.
 */
export function addCriterion(list: readonly Criterion[], c: Criterion): Criterion[] {
  const value = isKeyword(c.targeting_type)
    ? normalizeKeyword(c.targeting_value)
    : c.targeting_value;
  const next = { ...c, targeting_value: value, name: isKeyword(c.targeting_type) ? value : c.name };
  const kept = list.filter(
    (x) =>
      keyOf(x) !== keyOf(next) && !(next.targeting_type === "AGE" && x.targeting_type === "AGE"),
  );
  return [...kept, next];
}

export const removeCriterion = (list: readonly Criterion[], key: string) =>
  list.filter((c) => keyOf(c) !== key);

const same = (a: Criterion, b: Criterion) =>
  keyOf(a) === keyOf(b) && a.operator_type === b.operator_type;

/** The batch from saved to draft: deletions first (an age bucket or operator replaced), then creations. */
export function batchOps(
  saved: readonly SavedCriterion[],
  draft: readonly Criterion[],
  lineItemId: string,
): BatchOp[] {
  const deletes: BatchOp[] = saved
    .filter((s) => !draft.some((d) => same(s, d)))
    .map((s) => ({ operation_type: "Delete", params: { targeting_criterion_id: s.id } }));
  const creates: BatchOp[] = draft
    .filter((d) => !saved.some((s) => same(s, d)))
    .map((d) => ({
      operation_type: "Create",
      params: {
        line_item_id: lineItemId,
        targeting_type: d.targeting_type,
        targeting_value: d.targeting_value,
        operator_type: d.operator_type,
      },
    }));
  return [...deletes, ...creates];
}

/** The audience estimate's JSON body (document 2: an array of criteria). */
export const estimateCriteria = (draft: readonly Criterion[]) =>
  draft.map(({ targeting_type, targeting_value, operator_type }) => ({
    targeting_type,
    targeting_value,
    operator_type,
  }));

/** Item errors of a refused batch, by the key of the criterion each Create named. */
export function errorsByCriterion(
  ops: readonly BatchOp[],
  operationErrors: readonly { message: string }[][] | undefined,
): Map<string, string> {
  const out = new Map<string, string>();
  ops.forEach((op, i) => {
    const first = operationErrors?.[i]?.[0];
    if (first && op.operation_type === "Create") out.set(keyOf(op.params), first.message);
  });
  return out;
}

const compact = new Intl.NumberFormat("en-US", { notation: "compact", maximumFractionDigits: 2 });
const whole = new Intl.NumberFormat("en-US");

/** "38.2M – 42.3M people" for the eye; the exact range for the record (title and screen readers). */
export function rangeText(r: { min: number; max: number }): { short: string; full: string } {
  return {
    short: `${compact.format(r.min)} – ${compact.format(r.max)}`,
    full: `${whole.format(r.min)} to ${whole.format(r.max)} people`,
  };
}

const TYPE_WORDS: Record<string, string> = {
  LOCATION: "Locations",
  LANGUAGE: "Languages",
  AGE: "Age",
  GENDER: "Genders",
  INTEREST: "Interests",
  PLATFORM: "Platforms",
  PLATFORM_VERSION: "Platform versions",
  DEVICE: "Devices",
  NETWORK_OPERATOR: "Network operators",
  CONVERSATION: "Conversations",
  EVENT: "Events",
  TV_SHOW: "TV shows",
  APP_STORE_CATEGORY: "App store categories",
  BROAD_KEYWORD: "Broad keywords",
  EXACT_KEYWORD: "Exact keywords",
  PHRASE_KEYWORD: "Phrase keywords",
  UNORDERED_KEYWORD: "Unordered keywords",
  CUSTOM_AUDIENCE: "Custom audiences",
  FOLLOWERS_OF_USER: "Followers of accounts",
  SIMILAR_TO_FOLLOWERS_OF_USER: "People like followers of accounts",
  IAB_CATEGORY: "IAB categories",
};
export const typeWord = (type: string) => TYPE_WORDS[type] ?? type;
