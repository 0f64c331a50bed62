import { keyOf, type BatchOp } from "./targeting-model";

/** Said on a refused audience criterion: the list it was chosen from was out of date. */
export const AUDIENCES_REFRESHED =
  "The audiences on offer were refreshed: remove this one, or choose another below.";

/**
 * A save refused on a CUSTOM_AUDIENCE criterion means the editor's list was stale (a grant revoked
 * or an audience deleted since it loaded): each such criterion's message gets the note, and
 * `refresh` says the offered audiences must be asked again. Pure; errors are errorsByCriterion's.
 */
export function noteAudienceRefusals(
  ops: readonly BatchOp[],
  errors: ReadonlyMap<string, string>,
): { errors: Map<string, string>; refresh: boolean } {
  const out = new Map(errors);
  let refresh = false;
  for (const op of ops) {
    if (op.operation_type !== "Create" || op.params.targeting_type !== "CUSTOM_AUDIENCE") continue;
    const key = keyOf(op.params);
    const message = out.get(key);
    if (message === undefined) continue;
    out.set(key, `${message} ${AUDIENCES_REFRESHED}`);
    refresh = true;
  }
  return { errors: out, refresh };
}
