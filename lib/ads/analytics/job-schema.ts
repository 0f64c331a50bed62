import { z } from "zod";
import { idList, oneOf } from "../../ads-kernel/fields";
import {
  GRANULARITIES,
  SEGMENTATION_TYPES,
  STATS_ENTITIES,
  STATS_PLACEMENTS,
  statsParams,
} from "./schema";
import { METRIC_GROUP_NAMES } from "./metric-groups";

/** At most this many days in one job, and with a segmentation (FACTS). */
export const JOB_MAX_DAYS = 90;
export const SEGMENTED_JOB_MAX_DAYS = 45;
/** Jobs queued or processing at once per account (FACTS: 100). */
export const MAX_OPEN_JOBS = 100;
/** CANCELLED only in the answer of the DELETE that cancels a job (the job is gone after it). */
export const JOB_STATUSES = ["QUEUED", "PROCESSING", "SUCCESS", "FAILED", "CANCELLED"] as const;

/** POST stats/jobs/accounts/:account_id: the synchronous parameters, and a segmentation. */
export const jobParams = statsParams.extend({
  segmentation_type: oneOf(SEGMENTATION_TYPES)
    .optional()
    .describe("split each entity's metrics by one segment of the people reached (DAY or TOTAL)"),
});
export type JobParams = z.output<typeof jobParams>;

/** GET stats/jobs/accounts/:account_id: some jobs by id, or the account's jobs (newest first). */
export const jobListParams = z.object({ job_ids: idList(200).optional() });

/** A job as the reference answers it: the question, its state, and once done its file's address. */
export const jobRecord = z.object({
  id: z.string(),
  id_str: z.string(),
  account_id: z.string(),
  status: z.enum(JOB_STATUSES),
  url: z
    .string()
    .nullable()
    .describe("the gzip-compressed answer (JSON, as the synchronous one), once SUCCESS"),
  message: z.string().nullable().describe("why the job FAILED"),
  entity: z.enum(STATS_ENTITIES),
  entity_ids: z.array(z.string()),
  start_time: z.iso.datetime(),
  end_time: z.iso.datetime(),
  granularity: z.enum(GRANULARITIES),
  metric_groups: z.array(z.enum(METRIC_GROUP_NAMES)),
  placement: z.enum(STATS_PLACEMENTS),
  segmentation_type: z.enum(SEGMENTATION_TYPES).nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
  expires_at: z.iso.datetime().describe("the url answers until then"),
});
export type JobRecord = z.output<typeof jobRecord>;
