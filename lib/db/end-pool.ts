import type { Pool } from "pg";

/**
 * Ends a pg Pool and waits (at most `maxMs`) until every client's connection is closed. `pool.end()`
 * alone resolves as soon as it has asked its idle clients to end; a connection the server terminates
 * meanwhile (a test's `drop database … with (force)` right after) makes its client emit an error that
 * nobody listens to any more, which crashed in-process suites on PostgreSQL now and then.
 */
export async function endPool(pool: Pool, maxMs = 5_000): Promise<void> {
  let left = pool.totalCount;
  const closed = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, maxMs);
    timer.unref();
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    if (left === 0) done();
    pool.on("remove", () => {
      if (--left <= 0) done();
    });
  });
  await pool.end();
  await closed;
}
