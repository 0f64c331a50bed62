"use client";

import { useState } from "react";
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { QueryState } from "@/components/data/query-state";
import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/input";
import { useStats, type Bucket, type Webhook } from "./queries";

const BUCKETS = ["minute", "hour", "day"] as const satisfies readonly Bucket[];
const BUCKET_NAMES: Record<Bucket, string> = { minute: "Minute", hour: "Hour", day: "Day" };

type Point = {
  bucket: string;
  succeeded: number;
  failed: number;
  p50_ms: number | null;
  p95_ms: number | null;
};

const label = (iso: string, bucket: string) =>
  new Date(iso).toLocaleString(
    undefined,
    bucket === "day" ? { dateStyle: "short" } : { timeStyle: "short" },
  );

/** The same numbers as the charts, for screen readers and for reading exact values. */
function StatsTable({ points, bucket }: { points: Point[]; bucket: string }) {
  return (
    // The wrapper is what hides: a table grows to its content whatever its own width says.
    <div className="sr-only">
      <table>
        <caption>Attempts per {bucket}: delivered, failed, latency p50 and p95</caption>
        <thead>
          <tr>
            <th scope="col">Time (UTC)</th>
            <th scope="col">Delivered</th>
            <th scope="col">Failed</th>
            <th scope="col">p50 ms</th>
            <th scope="col">p95 ms</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.bucket}>
              <th scope="row">{p.bucket}</th>
              <td>{p.succeeded}</td>
              <td>{p.failed}</td>
              <td>{p.p50_ms ?? "—"}</td>
              <td>{p.p95_ms ?? "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Outcomes and latency of one webhook's attempts over time (deliveryStats), with a text alternative. */
export function DeliveryCharts({ appId, webhooks }: { appId: string; webhooks: Webhook[] }) {
  const [hook, setHook] = useState(webhooks[0]?.id ?? "");
  const [bucket, setBucket] = useState<Bucket>("hour");
  const stats = useStats(appId, hook, bucket);
  return (
    <section aria-labelledby="charts-heading" className="space-y-3">
      <h2 id="charts-heading" className="text-lg font-semibold">
        Success and latency
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Webhook for the charts">
          {(p) => (
            <Select {...p} value={hook} onChange={(e) => setHook(e.target.value)}>
              {webhooks.map((w) => (
                <option key={w.id} value={w.id}>
                  {w.url}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Per">
          {(p) => (
            <Select
              {...p}
              value={bucket}
              onChange={(e) => setBucket(BUCKETS.find((b) => b === e.target.value) ?? "hour")}
            >
              {BUCKETS.map((b) => (
                <option key={b} value={b}>
                  {BUCKET_NAMES[b]} (last 24 hours)
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <QueryState query={stats} loading="Loading charts" failed="Could not load the charts">
        {(points) => {
          if (!points.length)
            return <p className="text-sm text-zinc-600">No attempts in the last 24 hours.</p>;
          const data = points.map((p) => ({ ...p, label: label(p.bucket, bucket) }));
          const sum = (k: "succeeded" | "failed") => points.reduce((n, p) => n + p[k], 0);
          return (
            <div className="grid gap-4 lg:grid-cols-2">
              <figure className="min-w-0">
                <div className="h-56" aria-hidden>
                  <ResponsiveContainer width="100%" height="100%">
                    <BarChart data={data} accessibilityLayer={false}>
                      <CartesianGrid strokeDasharray="3 3" />
                      <XAxis dataKey="label" fontSize={12} />
                      <YAxis allowDecimals={false} fontSize={12} width={32} />
                      <Tooltip />
                      <Legend />
                      <Bar dataKey="succeeded" name="Delivered" stackId="a" fill="#15803d" />
                      <Bar dataKey="failed" name="Failed" stackId="a" fill="#b91c1c" />
                    </BarChart>
                  </ResponsiveContainer>
                </div>
                <figcaption className="text-sm text-zinc-600">
                  Attempts per {bucket}: {sum("succeeded")} delivered, {sum("failed")} failed.
                </figcaption>
              </figure>
              <figure className="min-w-0">
                <div className="h-56" aria-hidden>
                  <ResponsiveContainer width="100%" height="100%">
                    <LineChart data={data} accessibilityLayer={false}>
                      <CartesianGrid strokeDasharray="3 3" />
                      <XAxis dataKey="label" fontSize={12} />
                      <YAxis fontSize={12} width={60} unit=" ms" />
                      <Tooltip />
                      <Legend />
                      <Line dataKey="p50_ms" name="p50" stroke="#1d4ed8" />
                      <Line dataKey="p95_ms" name="p95" stroke="#c2410c" />
                    </LineChart>
                  </ResponsiveContainer>
                </div>
                <figcaption className="text-sm text-zinc-600">
                  Latency per {bucket} (p50 and p95, milliseconds); the same numbers are in a table
                  for screen readers.
                </figcaption>
              </figure>
              <StatsTable points={points} bucket={bucket} />
            </div>
          );
        }}
      </QueryState>
    </section>
  );
}
