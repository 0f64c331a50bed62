import { LIKE_ROUTES } from "./routes/v2-likes";
import { REPOST_ROUTES } from "./routes/v2-reposts";
import { FOLLOW_ROUTES } from "./routes/v2-following";
import { LOOKUP_ROUTES } from "./routes/v2-lookup";

/** The engagement feature's version-2 routes: post lookup, likes, reposts and following. */
export const ENGAGEMENT_ROUTES = [
  ...LOOKUP_ROUTES,
  ...LIKE_ROUTES,
  ...REPOST_ROUTES,
  ...FOLLOW_ROUTES,
];
