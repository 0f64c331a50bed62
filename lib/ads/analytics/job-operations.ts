import { defineOperation } from "../../ads-kernel/operation";
import { LINE_ITEM_ID, ON_ACCOUNT, STATS_JOB_ID } from "../example-ids";
import { jobListParams, jobParams, jobRecord } from "./job-schema";
import { cancelJob, createJob, listJobs } from "./jobs";

const PATH = "/stats/jobs/accounts/:account_id";

/**
 * The asynchronous analytics jobs (FACTS): up to 90 days (45 segmented) computed in the background
 * (analytics.stats), the answer a gzip file at the job's url. Creating one only asks a question, so
 * it spends the read budget and a read-only token may (computesOnly).
 */
export const jobOperations = [
  defineOperation({
    family: "analytics",
    method: "post",
    path: PATH,
    summary:
      "Queues an analytics job: up to 90 days (45 with segmentation_type); its answer, a gzip file, is at the job's url once SUCCESS",
    action: "analytics.read",
    computesOnly: true,
    params: jobParams,
    record: jobRecord,
    example: {
      path: ON_ACCOUNT,
      params: {
        entity: "LINE_ITEM",
        entity_ids: LINE_ITEM_ID,
        start_time: "2026-10-01T07:00:00Z",
        end_time: "2026-11-01T07:00:00Z",
        granularity: "DAY",
        metric_groups: "ENGAGEMENT,BILLING",
        placement: "ALL_ON_SVC",
        segmentation_type: "AGE",
      },
      refused: [
        { param: "segmentation_type", value: "HOBBIES" },
        { param: "end_time", value: "2026-12-01T08:00:00Z" },
        { param: "granularity", value: "HOUR" },
        { param: "entity_ids", value: "1" },
      ],
    },
    handler: async ({ ctx, params }) => ({ data: await createJob(ctx.account, params) }),
  }),
  defineOperation({
    family: "analytics",
    method: "get",
    path: PATH,
    summary:
      "The account's analytics jobs (those named by job_ids, or the 200 newest) and their state",
    action: "analytics.read",
    params: jobListParams,
    record: jobRecord,
    response: "records",
    example: { path: ON_ACCOUNT, params: { job_ids: STATS_JOB_ID } },
    handler: async ({ ctx, params }) => ({ data: await listJobs(ctx.account.id, params.job_ids) }),
  }),
  defineOperation({
    family: "analytics",
    method: "delete",
    path: `${PATH}/:job_id`,
    summary: "Cancels an analytics job and deletes its file; answers it with status CANCELLED",
    action: "analytics.read",
    record: jobRecord,
    example: { path: { ...ON_ACCOUNT, job_id: STATS_JOB_ID } },
    handler: async ({ ctx, c }) => ({
      data: await cancelJob(ctx.account.id, c.req.param("job_id") ?? ""),
    }),
  }),
];
