import type { Client } from "pg";
import { until } from "./receiver";

/**
 * "Nothing runs later" as a condition instead of a sleep, for suites of several real processes on one
 * PostgreSQL database: the job engine has settled for a queue when no job of it runs, waits for a
 * retry, or is due within the next minute. Once that holds no worker of any process has that work
 * left, so a count taken then is final. `data` narrows the jobs to those whose data holds it (a
 * process killed earlier leaves its jobs active until they expire); `also` adds a check of the
 * product's own rows (e.g. no delivery still pending) on the same connection. `laterIsIdle` leaves
 * out jobs that wait for a time still to come, where `also` shows they will find nothing to do.
 */
export async function untilSettled(
  url: string,
  queue: string,
  opts: {
    data?: object;
    also?: (client: Client) => Promise<boolean>;
    laterIsIdle?: boolean;
    ms?: number;
  } = {},
): Promise<void> {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await until(async () => {
      const jobs = await client.query(
        `select count(*)::int as n from pgboss.job where name = $1 and coalesce(data, '{}') @> $2::jsonb
           and (state in ('active', 'retry')
                or (state = 'created' and start_after <= now() + $3::interval))`,
        [queue, JSON.stringify(opts.data ?? {}), opts.laterIsIdle ? "0 s" : "1 minute"],
      );
      return jobs.rows[0].n === 0 && (await (opts.also?.(client) ?? true));
    }, opts.ms ?? 120_000);
  } finally {
    await client.end();
  }
}
