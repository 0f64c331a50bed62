import path from "node:path";
import * as schema from "./schema";
import { lockDataDir } from "./lock";
import { MIGRATIONS, type Handle, type RawQuery, type RawRow } from "./handle";

/** The embedded engine: PGlite in DATA_DIR/pglite, locked to this process, migrated at open. */
// PGlite parses the types it knows unless told otherwise: every type our tables use, kept as text.
const identity = (value: string) => value;
const PGLITE_AS_TEXT = Object.fromEntries(
  [16, 20, 21, 23, 25, 114, 700, 701, 1043, 1082, 1114, 1184, 1700, 3802].map((oid) => [
    oid,
    identity,
  ]),
);

/**
 * bytea in and out without PGlite's own codec, which maps every byte through a string (a 2 MB users
 * upload cost about 0.5 s of CPU each way, bench users_call): parameters go as binary, results are
 * decoded from hex by Buffer.
 */
const BYTEA = 17;
const byteaCodec = {
  serializers: {
    // PGlite binds a value its serializer returns as bytes (an ArrayBuffer view) in binary format, the
    // bytea's own bytes; its declared serializer type says only string.
    [BYTEA]: ((value: unknown): string | Uint8Array => {
      if (!(value instanceof Uint8Array)) throw new Error("Invalid input for bytea type");
      return value;
    }) as (value: unknown) => string,
  },
  parsers: {
    [BYTEA]: (text: string) => {
      const bytes = Buffer.from(text.slice(2), "hex");
      return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
  },
};

export async function openPglite(dataDir: string): Promise<Handle> {
  const release = lockDataDir(dataDir);
  try {
    const { PGlite } = await import("@electric-sql/pglite");
    const { drizzle } = await import("drizzle-orm/pglite");
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    // A 32 MB buffer cache (default 128 MB) keeps the process under 400 MB with unchanged throughput (bench/).
    const client = new PGlite(path.join(dataDir, "pglite"), {
      ...byteaCodec,
      startParams: [
        ...PGlite.defaultStartParams,
        "-c",
        "shared_buffers=32MB",
        "-c",
        "TimeZone=UTC",
      ],
    });
    const database = drizzle(client, { schema });
    await migrate(database, { migrationsFolder: MIGRATIONS });
    const raw: RawQuery = async (text, values) =>
      (await client.query<RawRow>(text, values, { rowMode: "array", parsers: PGLITE_AS_TEXT }))
        .rows;
    return {
      db: database,
      work: database,
      engine: "pglite",
      jobs: { pglite: client },
      rawRows: raw,
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}
