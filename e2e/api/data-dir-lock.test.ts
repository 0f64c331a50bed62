import { after, describe, test } from "node:test";
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  dropDatabase,
  freePort,
  freshPostgresUrl,
  startServer,
  type TestServer,
  serverCommand,
} from "../support/server";
import { Browser } from "../support/http";
import {
  accessToken,
  approve,
  fullFlow,
  invalidateToken,
  requestToken,
  verifyCredentials,
} from "../support/flows";
import { signedHeaderWith, type Keys } from "../support/oauth1";
import { assertOAuthError } from "../support/errors";
import {
  campaign,
  demoClient,
  fundingInstrument,
  sandboxAccount,
  uniq,
} from "../support/ads-helpers";

/**
 * Several processes: on PGlite one data directory belongs to one process (the second refuses to
 * start); on PostgreSQL several processes share every credential state through the database.
 */
const servers: TestServer[] = [];
/** The shared database of the PostgreSQL pair: made here, so dropped here once both servers have stopped. */
let pairDatabase: string | undefined;
after(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  if (pairDatabase) await dropDatabase(process.env.DATABASE_URL!, pairDatabase);
});
const onPostgres = !!process.env.DATABASE_URL;
const CALLBACK = "https://demo-app.example/callback";
const consumer = (s: TestServer): Keys => ({
  key: s.credentials.consumer_key,
  secret: s.credentials.consumer_secret,
});
const demoToken = (s: TestServer): Keys => ({
  key: s.credentials.access_token,
  secret: s.credentials.access_token_secret,
});

/** Runs a second server process to completion; resolves with its exit code and stderr. */
function runSecondServer(env: NodeJS.ProcessEnv): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, serverCommand(), {
      env,
      stdio: ["ignore", "ignore", "pipe"],
      cwd: process.cwd(),
    });
    let stderr = "";
    child.stderr!.on("data", (d) => (stderr += String(d)));
    const guard = setTimeout(() => child.kill("SIGKILL"), 60_000);
    child.on("error", reject);
    child.on("exit", (code) => {
      clearTimeout(guard);
      resolve({ code, stderr });
    });
  });
}

describe(
  "PGlite: one process per data directory",
  { skip: onPostgres ? "DATABASE_URL is set: PostgreSQL allows several processes" : false },
  () => {
    test("a second server on the same DATA_DIR exits non-zero naming the lock; the first keeps serving", async () => {
      const first = await startServer();
      servers.push(first);
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        DATA_DIR: first.dataDir,
        SVC_CONSOLE: "off",
        PORT: String(await freePort()),
        HOST: "127.0.0.1",
        NODE_ENV: "production",
      };
      delete env.DATABASE_URL;
      delete env.SVC_TEST_BASE_URL;
      const second = await runSecondServer(env);
      assert.notEqual(second.code, 0);
      assert.match(second.stderr, /in use by another process/);

      assert.equal((await fetch(`${first.baseUrl}/healthz`)).status, 200);
      const me = await verifyCredentials(first.baseUrl, consumer(first), demoToken(first));
      assert.equal(me.status, 200);
      assert.equal(me.body.screen_name, "demo");
      assert.ok(
        fs.readFileSync(path.join(first.dataDir, "pglite.lock"), "utf8").trim(),
        "the first process keeps its lock file",
      );
    });
  },
);

describe(
  "PostgreSQL: two processes share one database",
  { skip: onPostgres ? false : "DATABASE_URL is not set: PGlite allows one process" },
  () => {
    let a: TestServer;
    let b: TestServer;
    let databaseUrl: string;
    const start = async () => {
      if (a) return;
      databaseUrl = pairDatabase = await freshPostgresUrl(process.env.DATABASE_URL!);
      const env = {
        DATABASE_URL: databaseUrl,
        SVC_SECRET_KEY: crypto.randomBytes(24).toString("base64url"),
      };
      a = await startServer({
        env,
        dataDir: fs.mkdtempSync(path.join(os.tmpdir(), "svc-test-a-")),
      });
      servers.push(a);
      b = await startServer({
        env,
        dataDir: fs.mkdtempSync(path.join(os.tmpdir(), "svc-test-b-")),
      });
      servers.push(b);
      assert.equal(a.credentials.consumer_key, b.credentials.consumer_key);
      assert.equal(a.credentials.access_token, b.credentials.access_token);
    };

    test("a request token made through A is approved and exchanged through B", async () => {
      await start();
      const rt = await requestToken(a.baseUrl, consumer(a), CALLBACK);
      assert.equal(rt.status, 200, rt.text);
      const analyst = b.credentials.users.find((u) => u.screen_name === "analyst")!;
      const res = await approve(new Browser(b.baseUrl), rt.form.oauth_token, analyst);
      assert.equal(res.status, 302);
      const verifier = new URL(res.headers.get("location")!).searchParams.get("oauth_verifier")!;
      const at = await accessToken(
        b.baseUrl,
        consumer(b),
        { key: rt.form.oauth_token, secret: rt.form.oauth_token_secret },
        verifier,
      );
      assert.equal(at.status, 200, at.text);
      assert.equal(at.form.screen_name, "analyst");
      assert.equal(
        (
          await verifyCredentials(a.baseUrl, consumer(a), {
            key: at.form.oauth_token,
            secret: at.form.oauth_token_secret,
          })
        ).status,
        200,
      );
    });

    test("a nonce used on A is refused on B", async () => {
      await start();
      const pinned = {
        nonce: crypto.randomBytes(12).toString("hex"),
        timestamp: Math.floor(Date.now() / 1000),
      };
      const get = (s: TestServer) => {
        const url = `${s.baseUrl}/1.1/account/verify_credentials.json`;
        return fetch(url, {
          headers: {
            authorization: signedHeaderWith(
              consumer(s),
              { url, method: "GET" },
              demoToken(s),
              pinned,
            ),
          },
        });
      };
      assert.equal((await get(a)).status, 200);
      await assertOAuthError(await get(b), 401, 32);
    });

    test("the authorization rate-limit counter is shared: x-rate-limit-remaining falls across both", async () => {
      await start();
      const remaining = async (s: TestServer) => {
        const rt = await requestToken(s.baseUrl, consumer(s), CALLBACK);
        assert.equal(rt.status, 200, rt.text);
        return {
          remaining: Number(rt.headers.get("x-rate-limit-remaining")),
          reset: rt.headers.get("x-rate-limit-reset"),
        };
      };
      // Fixed 15-minute windows: should one end mid-test, measure again in the new one.
      for (let attempt = 1; ; attempt++) {
        const [r1, r2, r3] = [await remaining(a), await remaining(b), await remaining(a)];
        if (r1.reset !== r3.reset && attempt < 2) continue;
        assert.equal(r2.remaining, r1.remaining - 1, "B counts A's request");
        assert.equal(r3.remaining, r2.remaining - 1, "A counts B's request");
        break;
      }
    });

    test("a token invalidated on A fails on B with 401 code 89", async () => {
      await start();
      const outsider = a.credentials.users.find((u) => u.screen_name === "outsider")!;
      const flow = await fullFlow(a.baseUrl, consumer(a), outsider, CALLBACK);
      const token = { key: flow.oauth_token, secret: flow.oauth_token_secret };
      assert.equal((await verifyCredentials(b.baseUrl, consumer(b), token)).status, 200);
      assert.equal((await invalidateToken(a.baseUrl, consumer(a), token)).status, 200);
      const revoked = await verifyCredentials(b.baseUrl, consumer(b), token);
      assert.equal(revoked.status, 401);
      assert.deepEqual(revoked.body, {
        errors: [{ code: 89, message: "Invalid or expired token." }],
      });
    });

    test("a campaign page that A has served from its record cache shows B's change, and a change made in SQL, at once", async () => {
      await start();
      const [adsA, adsB] = [demoClient(a), demoClient(b)];
      const account = await sandboxAccount(adsA);
      const c = await campaign(adsA, account, await fundingInstrument(adsA, account));
      const nameOnA = async () => {
        const r = await adsA.get(`accounts/${account}/campaigns`, { count: 1000 });
        assert.equal(r.status, 200, JSON.stringify(r.body));
        return (r.body.data as { id: string; name: string }[]).find((x) => x.id === c.id)?.name;
      };
      assert.equal(await nameOnA(), c.name);
      assert.equal(await nameOnA(), c.name, "served again, now from A's cache");

      const renamed = uniq("Renamed on B");
      assert.equal(
        (await adsB.put(`accounts/${account}/campaigns/${c.id}`, { name: renamed })).status,
        200,
      );
      assert.equal(await nameOnA(), renamed);

      // Not through the interface, and updated_at left as it was: the row's xmin still changes.
      const { default: pg } = await import("pg");
      const sqlClient = new pg.Client({ connectionString: databaseUrl });
      await sqlClient.connect();
      try {
        await sqlClient.query("update ads_campaigns set name = 'Renamed in SQL' where id = $1", [
          c.id,
        ]);
      } finally {
        await sqlClient.end();
      }
      assert.equal(await nameOnA(), "Renamed in SQL");
    });
  },
);
