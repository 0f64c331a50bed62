import type { Db, Tx } from "../db/client";

/**
 * Where an estimate finds a custom audience's members: a bitset over population indexes (bit
 * (i & 31) of word (i >>> 5) is person i; a shorter array reads as zeros past its end), or null when
 * the audience has no processed members the account may use. The audiences module provides it
 * (lib/audiences/members.ts) and registers it at start; until one is registered, estimates with a
 * CUSTOM_AUDIENCE criterion answer 400 INVALID_PARAMETER saying so, rather than guess.
 */
export type MembersSource = (
  db: Db | Tx,
  accountId: string,
  audienceId: string,
) => Promise<Uint32Array | null>;

let source: MembersSource | null = null;

export function setAudienceMembersSource(fn: MembersSource | null): void {
  source = fn;
}

export const audienceMembersSource = (): MembersSource | null => source;
