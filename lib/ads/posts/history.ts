import type { Tx } from "@/lib/db/client";
import { recordHistory } from "../../ads-kernel/history";

/**
 * The account history of posts, drafts and scheduled posts (GET account_history with these entity
 * types): written in the changing transaction, like every declared resource's. The scheduler's
 * changes have no user (user_id null).
 */
export const POSTS_ENTITY_TYPES = ["POST", "DRAFT_POST", "SCHEDULED_POST"] as const;
type EntityType = (typeof POSTS_ENTITY_TYPES)[number];
type Rec = Record<string, unknown>;

export function postsHistory(
  tx: Tx,
  who: { accountId: string; userId: string | null },
  entityType: EntityType,
  before: (Rec & { id: string }) | null,
  after: (Rec & { id: string }) | null,
): Promise<void> {
  return recordHistory(tx, {
    ...who,
    entityType,
    entityId: (after ?? before)!.id,
    changeType: !before ? "CREATE" : after && !after.deleted ? "UPDATE" : "DELETE",
    before,
    after,
  });
}
