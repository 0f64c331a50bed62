import crypto from "node:crypto";
import { dropDatabase, freshPostgresUrl, startServer, type TestServer } from "./server";

/**
 * Two real servers on one fresh PostgreSQL database (startServer with the same DATABASE_URL reuses it,
 * and the same SVC_SECRET_KEY reads the same secrets): what "several app processes on one database"
 * means in a test. `env` starts a third, or one again after a restart; `extra` adds settings to both.
 */
export type TwoServers = {
  a: TestServer;
  b: TestServer;
  db: string;
  env: Record<string, string>;
  stop: () => Promise<void>;
};

export async function twoServers(
  pg: string,
  extra: Record<string, string> = {},
): Promise<TwoServers> {
  const db = await freshPostgresUrl(pg);
  const env = {
    DATABASE_URL: db,
    SVC_SECRET_KEY: crypto.randomBytes(24).toString("hex"),
    JOB_POLL_SECONDS: "0.5",
    ...extra,
  };
  const two: TwoServers = {
    a: await startServer({ env }),
    b: await startServer({ env }),
    db,
    env,
    stop: async () => {
      await two.a.stop();
      await two.b.stop();
      await dropDatabase(pg, db);
    },
  };
  return two;
}
