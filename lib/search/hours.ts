import { and, desc, eq, gte, inArray, lt, lte, sql } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { searchHours, searchHoursPending } from "@/lib/db/schema";

const HOUR = 3_600_000;
/** Hours one run of search.hours counts at most (the newest first): a backlog clears over runs. */
const HOURS_PER_RUN = 96;

/**
 * search.hours: counts again the pending hours that are over, each term of each live post's search
 * document. In one REPEATABLE READ transaction: the marks it removes are those its snapshot saw,
 * whose posts its counts hold; a post written meanwhile left a mark the snapshot does not see, so
 * its hour stays pending. Under a lock, so that processes on one database take turns.
 */
export async function countPendingHours(at: Date): Promise<number> {
  const open = new Date(Math.floor(at.getTime() / HOUR) * HOUR);
  return db().transaction(
    async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('search.hours'))`);
      const marks = await tx
        .select({ id: searchHoursPending.id, hour: searchHoursPending.hour })
        .from(searchHoursPending)
        .where(lt(searchHoursPending.hour, open))
        .orderBy(desc(searchHoursPending.hour))
        .limit(HOURS_PER_RUN * 50);
      const hours = [...new Set(marks.map((m) => m.hour.getTime()))].slice(0, HOURS_PER_RUN);
      for (const h of hours) {
        const start = new Date(h);
        await tx.delete(searchHours).where(eq(searchHours.hour, start));
        await tx.execute(sql`
          insert into ${searchHours} (term, hour, posts)
          select t.term, ${start}::timestamptz, count(*)::int
          from posts p cross join unnest(tsvector_to_array(p.search_vector)) as t(term)
          where not p.deleted and p.created_at >= ${start}::timestamptz
            and p.created_at < ${new Date(h + HOUR)}::timestamptz
          group by t.term`);
      }
      const seen = marks.filter((m) => hours.includes(m.hour.getTime())).map((m) => m.id);
      for (let i = 0; i < seen.length; i += 1000)
        await tx
          .delete(searchHoursPending)
          .where(inArray(searchHoursPending.id, seen.slice(i, i + 1000)));
      return hours.length;
    },
    { isolationLevel: "repeatable read" },
  );
}

/**
 * Of the whole UTC hours within [start, end): those whose counts are kept and current (not
 * pending), each with how many posts hold `term`. The other hours are for the caller to count.
 */
export async function keptHours(
  term: string,
  start: Date,
  end: Date,
): Promise<Map<number, number>> {
  const first = Math.ceil(start.getTime() / HOUR) * HOUR;
  const last = Math.floor(end.getTime() / HOUR) * HOUR;
  const out = new Map<number, number>();
  if (first >= last) return out;
  const [from, to] = [new Date(first), new Date(last)];
  const [pending, counted] = await Promise.all([
    db()
      .selectDistinct({ hour: searchHoursPending.hour })
      .from(searchHoursPending)
      .where(and(gte(searchHoursPending.hour, from), lt(searchHoursPending.hour, to))),
    db()
      .select({ hour: searchHours.hour, posts: searchHours.posts })
      .from(searchHours)
      .where(
        and(eq(searchHours.term, term), gte(searchHours.hour, from), lte(searchHours.hour, to)),
      ),
  ]);
  for (let h = first; h < last; h += HOUR) out.set(h, 0);
  for (const p of pending) out.delete(p.hour.getTime());
  for (const c of counted) if (out.has(c.hour.getTime())) out.set(c.hour.getTime(), c.posts);
  return out;
}
