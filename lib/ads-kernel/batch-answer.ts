import { AdsError, type AdsErrorItem } from "./errors";
import { injectedFault } from "./faults";
import { isPlainObject } from "./plain-object";

/**
 * What a batch answers beside its records: the request, echoed in request order. It is built inside
 * the batch's transaction (batch.ts), so a failure while answering rolls the writes back instead of
 * reporting "nothing was changed" after they committed; and it is bounded, since params may hold
 * anything a client sent, including parameters no resource takes.
 */

/**
 * No parameter of a batched resource nests deeper (lists of values are 1; a frequency cap object 1). A
 * flexible audience's `segments` of 5 levels (lib/audiences/flexible.ts MAX_DEPTH) nests 9 deep:
 * object, child_segments, object… (at 5, trees of 4 and 5 levels were refused with this message); at
 * 12 a tree one level over (11) still gets the schema's own message, as the preview answers it.
 */
export const MAX_PARAM_DEPTH = 12;
const MAX_ECHO_DEPTH = MAX_PARAM_DEPTH + 2;
const MAX_ECHO_STRING = 1_000;
const MAX_ECHO_ENTRIES = 100;

function depthOf(value: unknown, limit: number): number {
  if (!value || typeof value !== "object" || limit < 0) return 0;
  let deepest = 0;
  for (const v of Object.values(value)) deepest = Math.max(deepest, depthOf(v, limit - 1));
  return deepest + 1;
}

/** An item error for each parameter nested deeper than any resource's (refused as bad input). */
export function tooDeep(resource: string, params: Record<string, unknown>): AdsErrorItem[] {
  return Object.entries(params)
    .filter(([, v]) => depthOf(v, MAX_PARAM_DEPTH) > MAX_PARAM_DEPTH)
    .flatMap(
      ([k]) =>
        AdsError.invalid(
          k,
          `${k} is nested more than ${MAX_PARAM_DEPTH} levels deep; no ${resource} parameter nests that deep.`,
        ).items,
    );
}

/** A value as echoed: long strings cut, at most 100 entries per list or object, depth bounded. */
export function boundedEcho(value: unknown, depth = 0): unknown {
  if (typeof value === "string")
    return value.length > MAX_ECHO_STRING
      ? `${value.slice(0, MAX_ECHO_STRING)}… (${value.length} characters, cut)`
      : value;
  if (!value || typeof value !== "object") return value;
  if (depth >= MAX_ECHO_DEPTH) return "… (nested too deep to echo)";
  const entries = Object.entries(value);
  const kept = entries.slice(0, MAX_ECHO_ENTRIES).map(([k, v]) => [k, boundedEcho(v, depth + 1)]);
  const more = entries.length - kept.length;
  if (Array.isArray(value)) {
    const list = kept.map(([, v]) => v);
    return more > 0 ? [...list, `… (${more} more items)`] : list;
  }
  return Object.fromEntries(more > 0 ? [...kept, ["…", `${more} more entries`]] : kept);
}

/**
 * The whole answer of a successful batch, serialized once to prove it can be: called inside the
 * transaction, before commit. SVC_FAULT_INJECT=answer:<resource>:<n> fails it at item n (tests).
 */
export function batchAnswer(resource: string, body: unknown[], data: unknown[]) {
  const request = body.map((item, i) => {
    if (injectedFault("answer", resource, i))
      throw new Error(`injected fault while answering item ${i}`);
    // Every item of a successful batch passed itemShape (batch.ts): an object.
    const fields: Record<string, unknown> = isPlainObject(item) ? item : {};
    const { operation_type, params } = fields;
    return { operation_type: boundedEcho(operation_type), params: boundedEcho(params) };
  });
  const answer = { data, request };
  // Whatever cannot become JSON fails here, before commit, not in the handler after it.
  JSON.stringify(answer);
  return answer;
}
