import type { Scenario } from "../scenario";
import { mediaUploadChunked } from "./media-upload";
import { scheduledPosts1000 } from "./scheduled-posts";

/**
 * The creatives group (`npm run bench -- creatives`): a 50 MB chunked video upload against a bare
 * node:http baseline, and 1,000 scheduled posts due in one minute on two processes (PostgreSQL only).
 */
export const CREATIVES_SCENARIOS: Scenario[] = [mediaUploadChunked, scheduledPosts1000];
