import { config } from "@/lib/config/env";
/**
 * Serialized records for list pages, per process: a page of 1,000 campaigns costs mostly the decoding
 * of 16,000 values and the JSON of 1,000 records, and between two reads of a page almost none of its
 * rows change. An entry is the JSON that the resource's toRecord gave for one version of one row; a
 * lookup names the version the database holds now, so a changed row is never served from here.
 *
 * The version is PostgreSQL's xmin (the transaction that wrote this version of the row: every UPDATE,
 * through any path, gives a new one, and no other transaction can see a version before it commits)
 * together with updated_at. Only resources whose record is a pure function of their row may use it
 * (ResourceDecl.list.cacheRecords): nothing derived from the clock or from other tables.
 *
 * Bounded: past `max` entries the oldest are dropped (insertion order; a re-read row is not refreshed,
 * which keeps a hit free of bookkeeping). ADS_RECORD_CACHE_SIZE=0 turns it off.
 */
export class RecordCache {
  // UTF-8 bytes: a page is then one copy of its records into the response, with no string to encode.
  private readonly entries = new Map<string, { version: string; json: Buffer }>();

  constructor(private readonly max: number) {}

  get enabled(): boolean {
    return this.max > 0;
  }

  /** Whether a page of `count` records can be served from here at all. */
  holds(count: number): boolean {
    return count <= this.max;
  }

  get(id: string, version: string): Buffer | undefined {
    const e = this.entries.get(id);
    return e && e.version === version ? e.json : undefined;
  }

  set(id: string, version: string, json: Buffer): void {
    if (!this.enabled) return;
    // A replaced entry goes to the back, so the drop below always removes the oldest.
    this.entries.delete(id);
    this.entries.set(id, { version, json });
    if (this.entries.size <= this.max) return;
    // Drop a tenth more at once rather than one per insert (the walk from the oldest is shared); never
    // the entry just set, which is the newest.
    let excess = this.entries.size - this.max + Math.floor(this.max / 10);
    for (const key of this.entries.keys()) {
      if (excess-- <= 0) break;
      this.entries.delete(key);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

/** Records kept per table and process; read at use (importing this module reads no configuration). */
export const recordCacheSize = () => config().adsRecordCacheSize;

/**
 * A record's JSON as bytes of its own: Buffer.from of a short string would be a slice of Node's shared
 * 8 KB pool, and one cached record would keep its whole slab alive.
 */
export function ownBytes(json: string): Buffer {
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(json));
  bytes.write(json);
  return bytes;
}

/**
 * A JSON array of records already serialized (a list page's data), placed as is by the envelope;
 * `cache` says whether the page came whole from the cache or was read and refilled it.
 */
export class RawJson {
  constructor(
    readonly records: Buffer[],
    readonly cache?: "hit" | "miss",
  ) {}
}

/**
 * The `server-timing` value that tells a client (and the tests) whether a list page came from the
 * record cache: `cache;desc="hit"` or `cache;desc="miss"`; none for resources without a cache. It says
 * no more than response times already would, so it is sent to every caller.
 */
export function cacheTiming(data: unknown): string | undefined {
  return data instanceof RawJson && data.cache ? `cache;desc="${data.cache}"` : undefined;
}

const OPEN = Buffer.from("[");
const COMMA = Buffer.from(",");
const CLOSE = Buffer.from("]");

/**
 * The response body of an envelope: JSON.stringify's text, or when a top-level value is RawJson, the
 * same JSON as bytes, assembled around the serialized records.
 */
export function envelopeBody(envelope: Record<string, unknown>): string | Buffer<ArrayBuffer> {
  const entries = Object.entries(envelope).filter(([, v]) => v !== undefined);
  if (!entries.some(([, v]) => v instanceof RawJson)) return JSON.stringify(envelope);
  const pieces: Buffer[] = [];
  let text = "{";
  entries.forEach(([key, value], i) => {
    text += `${i ? "," : ""}${JSON.stringify(key)}:`;
    if (!(value instanceof RawJson)) {
      text += JSON.stringify(value);
      return;
    }
    pieces.push(Buffer.from(text), OPEN);
    text = "";
    value.records.forEach((record, j) => (j ? pieces.push(COMMA, record) : pieces.push(record)));
    pieces.push(CLOSE);
  });
  pieces.push(Buffer.from(`${text}}`));
  return Buffer.concat(pieces);
}
