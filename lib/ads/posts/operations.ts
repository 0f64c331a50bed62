import { postOperations } from "./post-operations";
import { promotableUserOperations } from "./promotable-operations";
import { draftOperations } from "./draft-operations";
import { scheduledOperations } from "./scheduled-operations";

/** Every operation of posts, drafts, scheduled posts and promotable users (lib/ads/operations.ts lists them). */
export const postsFamilyOperations = [
  ...promotableUserOperations,
  ...postOperations,
  ...draftOperations,
  ...scheduledOperations,
];
