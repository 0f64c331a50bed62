import { test } from "node:test";
import assert from "node:assert/strict";
import { bigint, boolean, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { getTableColumns } from "drizzle-orm";
import { instantMs, isoFromPg, isoOf, rowDecoder } from "./decode";
import { withUtcSessions } from "./client";

test("isoFromPg writes PostgreSQL's UTC timestamptz text as toISOString() would", () => {
  const cases: [string, string][] = [
    ["2026-11-18 07:11:33+00", "2026-11-18T07:11:33.000Z"],
    ["2026-11-18 07:11:33.5+00", "2026-11-18T07:11:33.500Z"],
    ["2026-11-18 07:11:33.12+00", "2026-11-18T07:11:33.120Z"],
    ["2026-11-18 07:11:33.123+00", "2026-11-18T07:11:33.123Z"],
    // Microseconds are cut to milliseconds, as a Date made from the same text would be.
    ["2026-11-18 07:11:33.123999+00", "2026-11-18T07:11:33.123Z"],
    ["0001-01-01 00:00:00+00", "0001-01-01T00:00:00.000Z"],
    // Sessions in another time zone still read right (through Date).
    ["2026-11-18 12:41:33.25+05:30", "2026-11-18T07:11:33.250Z"],
    ["2026-11-18 02:11:33-05", "2026-11-18T07:11:33.000Z"],
  ];
  for (const [pg, iso] of cases) assert.equal(isoFromPg(pg), iso, pg);
  for (const [pg] of cases.slice(0, 5)) {
    assert.equal(
      isoFromPg(pg),
      new Date(pg.replace(" ", "T").replace("+00", "Z")).toISOString(),
      `${pg} agrees with Date`,
    );
  }
  assert.throws(() => isoFromPg("not a time"), /unreadable timestamp/);
});

test("isoOf and instantMs take both forms a row may carry", () => {
  const d = new Date("2026-11-18T07:11:33.500Z");
  assert.equal(isoOf(d), "2026-11-18T07:11:33.500Z");
  assert.equal(isoOf("2026-11-18T07:11:33.500Z"), "2026-11-18T07:11:33.500Z");
  assert.equal(isoOf(null), null);
  assert.equal(instantMs(d), instantMs("2026-11-18T07:11:33.500Z"));
});

test("rowDecoder gives each column the value the query builder would, timestamps as ISO strings", () => {
  const t = pgTable("t", {
    id: text("id"),
    n: integer("n"),
    micros: bigint("micros", { mode: "number" }),
    flag: boolean("flag"),
    tags: jsonb("tags"),
    at: timestamp("at", { withTimezone: true, mode: "date" }),
  });
  const d = rowDecoder(getTableColumns(t));
  assert.deepEqual(d.keys, ["id", "n", "micros", "flag", "tags", "at"]);
  assert.deepEqual(
    d.decode(["42", "7", "9007199254740991", "t", '["A","B"]', "2026-11-18 07:11:33+00"]),
    {
      id: "42",
      n: 7,
      micros: 9007199254740991,
      flag: true,
      tags: ["A", "B"],
      at: "2026-11-18T07:11:33.000Z",
    },
  );
  assert.deepEqual(d.decode(["1", null, null, "f", null, null]), {
    id: "1",
    n: null,
    micros: null,
    flag: false,
    tags: null,
    at: null,
  });
});

test("a timestamp without time zone is refused by the raw decoder rather than read as local time", () => {
  const t = pgTable("t", { at: timestamp("at", { withTimezone: false, mode: "date" }) });
  assert.throws(() => rowDecoder(getTableColumns(t)), /without time zone/);
});

test("withUtcSessions adds the UTC setting to the URL's own options (which pg lets win) or to PGOPTIONS", () => {
  const opts = (url: string) => new URL(withUtcSessions(url)).searchParams.get("options");
  assert.equal(
    opts("postgres://u@h:5432/db"),
    process.env.PGOPTIONS ? `${process.env.PGOPTIONS} -c TimeZone=UTC` : "-c TimeZone=UTC",
  );
  assert.equal(
    opts("postgres://u@h:5432/db?options=-c%20search_path%3Dads&sslmode=disable"),
    "-c search_path=ads -c TimeZone=UTC",
  );
  assert.equal(
    new URL(withUtcSessions("postgres://u@h:5432/db?sslmode=disable")).searchParams.get("sslmode"),
    "disable",
  );
});
