import { hashIdentifier, identifierProblem, type IdentifierKind } from "@/lib/audiences/normalise";
import type { Column } from "./csv";

/**
 * What leaves the browser for a CSV: every value normalised by THE shared module
 * (lib/audiences/normalise.ts, the server's own normal form) and hashed with WebCrypto SHA-256 here;
 * the plain values never travel. Values that are not of the chosen kind (identifierProblem, the same
 * module), nothing is left of, and repeats of one person are refused with a reason before anything is
 * sent.
 */
export const OPERATIONS_PER_CALL = 2500;

export type Refusal = { line: number; value: string; reason: string };
/** Hashes to send with the line each came from (lines[k] is hashes[k]'s), and the refused rows. */
export type Prepared = { hashes: string[]; lines: number[]; refused: Refusal[] };

export async function prepareHashes(
  kind: IdentifierKind,
  column: Column,
  onProgress: (done: number) => void = () => undefined,
): Promise<Prepared> {
  const hashes: string[] = [];
  const lines: number[] = [];
  const refused: Refusal[] = [];
  const firstLine = new Map<string, number>();
  let done = 0;
  for (const { line, value } of column.values) {
    const problem = identifierProblem(kind, value);
    const h = problem ? null : await hashIdentifier(kind, value);
    if (h === null) refused.push({ line, value, reason: problem ?? "empty once normalised" });
    else if (firstLine.has(h))
      refused.push({ line, value, reason: `the same person as line ${firstLine.get(h)}` });
    else {
      firstLine.set(h, line);
      hashes.push(h);
      lines.push(line);
    }
    if (++done % 200 === 0) onProgress(done);
  }
  onProgress(done);
  return { hashes, lines, refused };
}

/** The users call's operation for one person: Update with one hashed identifier (document 3). */
export type UsersOperation = {
  operation_type: "Update";
  params: { users: Partial<Record<IdentifierKind, string[]>>[] };
};

/** The calls to send: at most OPERATIONS_PER_CALL operations each, one person an operation. */
export function usersCalls(
  kind: IdentifierKind,
  hashes: string[],
  perCall = OPERATIONS_PER_CALL,
): UsersOperation[][] {
  const calls: UsersOperation[][] = [];
  for (let i = 0; i < hashes.length; i += perCall)
    calls.push(
      hashes.slice(i, i + perCall).map((h) => ({
        operation_type: "Update",
        params: { users: [{ [kind]: [h] }] },
      })),
    );
  return calls;
}
