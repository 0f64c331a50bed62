import { SEARCH_ROUTES } from "./routes/v2-search";
import { COUNT_ROUTES } from "./routes/v2-counts";

/** Post search and counts, under /2/posts and /2/tweets. */
export const SEARCH_FEATURE_ROUTES = [...SEARCH_ROUTES, ...COUNT_ROUTES];
