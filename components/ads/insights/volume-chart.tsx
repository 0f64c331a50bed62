"use client";

import {
  Area,
  AreaChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { volumeSummary, type VolumePoint } from "./insights-model";

/**
 * Posts per interval as an area chart (recharts), hidden from screen readers, with its text
 * alternative: a one-sentence summary as the caption and the numbers in a table under a disclosure.
 */
export function VolumeChart({
  points,
  label,
}: {
  points: VolumePoint[];
  label: (iso: string) => string;
}) {
  const data = points.map((p) => ({ ...p, label: label(p.at) }));
  return (
    <figure className="min-w-0 space-y-2">
      <div className="h-60" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <AreaChart data={data} accessibilityLayer={false} margin={{ left: 0, right: 8, top: 8 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="label" fontSize={11} minTickGap={24} />
            <YAxis allowDecimals={false} fontSize={11} width={56} />
            <Tooltip />
            <Area dataKey="volume" name="Posts" stroke="#4338ca" fill="#c7d2fe" type="monotone" />
          </AreaChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="text-sm text-zinc-700">{volumeSummary(points, label)}</figcaption>
      <details className="text-sm">
        <summary className="cursor-pointer text-accent-700">Volume as a table</summary>
        <div
          className="mt-2 max-h-64 overflow-y-auto"
          tabIndex={0}
          role="region"
          aria-label="Post volume table"
        >
          <table className="w-full text-left">
            <caption className="sr-only">Posts per interval</caption>
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-4">
                  Interval from
                </th>
                <th scope="col" className="py-1 text-right">
                  Posts
                </th>
              </tr>
            </thead>
            <tbody>
              {data.map((p) => (
                <tr key={p.at} className="border-t border-zinc-100">
                  <th scope="row" className="py-1 pr-4 font-normal">
                    {p.label}
                  </th>
                  <td className="py-1 text-right tabular-nums">
                    {p.volume.toLocaleString("en-US")}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
