"use client";

import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { chartPoints, familyTotals, usd, type UsageRow } from "./usage-model";

const COLORS = ["#1d4ed8", "#0f766e", "#c2410c", "#7c3aed", "#b91c1c"];

type Family = { family: string; label: string; price_micros: number };

const dayLabel = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString(undefined, {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });

/**
 * Units per UTC day, stacked by endpoint family, with the same numbers in a table (visible: the
 * totals and costs people read off it) so the chart is never the only way to read them.
 */
export function UsageChart({
  days,
  families,
  rows,
}: {
  days: string[];
  families: Family[];
  rows: UsageRow[];
}) {
  const names = families.map((f) => f.family);
  // Recharts reads a dotted dataKey as a path ("posts.read" as posts → read): keys without dots.
  const keyOf = (family: string) => family.replaceAll(".", "_");
  const keyed = rows.map((r) => ({ ...r, family: keyOf(r.family) }));
  const data = chartPoints(days, names.map(keyOf), keyed).map((p) => ({
    ...p,
    label: dayLabel(p.day),
  }));
  const totals = familyTotals(names, rows);
  return (
    <div className="space-y-4">
      <figure className="min-w-0">
        <div className="h-64" aria-hidden>
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={data} accessibilityLayer={false}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="label" fontSize={12} />
              <YAxis allowDecimals={false} fontSize={12} width={48} />
              <Tooltip />
              <Legend />
              {families.map((f, i) => (
                <Bar
                  key={f.family}
                  dataKey={keyOf(f.family)}
                  name={f.label}
                  stackId="usage"
                  fill={COLORS[i % COLORS.length]}
                />
              ))}
            </BarChart>
          </ResponsiveContainer>
        </div>
        <figcaption className="text-sm text-zinc-600">
          Units per day (UTC) by endpoint family over the last {days.length} days; the table below
          has the same numbers.
        </figcaption>
      </figure>
      <table className="w-full text-sm">
        <caption className="sr-only">
          Usage by endpoint family over the last {days.length} days
        </caption>
        <thead>
          <tr className="border-b border-zinc-200 text-left text-zinc-600">
            <th scope="col" className="py-2 font-medium">
              Endpoint family
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Price each
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Units
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Cost
            </th>
          </tr>
        </thead>
        <tbody>
          {families.map((f, i) => (
            <tr key={f.family} className="border-b border-zinc-100">
              <th scope="row" className="py-2 text-left font-normal">
                {f.label}
              </th>
              <td className="py-2 text-right">{usd(f.price_micros)}</td>
              <td className="py-2 text-right">{totals[i].units.toLocaleString()}</td>
              <td className="py-2 text-right">{usd(totals[i].cost_micros)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
