"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { insightsParams, MAX_KEYWORDS } from "@/lib/ads/insights/schema";
import { FormAlert } from "@/components/forms/form-alert";
import type { FieldMap } from "@/components/forms/field-map";
import { useApiForm } from "@/components/forms/use-api-form";
import { formatDateTime, formatDay } from "@/components/format/time";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import { useAdAccount } from "@/components/ads/account-context";
import { adsApi, adsPage } from "@/components/ads/ads-client";
import { insightsQuery, type InsightsValues } from "./insights-model";
import { InsightsResults, type Result } from "./insights-results";

const FIELDS: FieldMap<keyof InsightsValues> = {
  keywords: { name: "keywords", label: "Keywords" },
  negative_keywords: { name: "negative_keywords", label: "Negative keywords" },
  location: { name: "location", label: "Country" },
  granularity: { name: "granularity", label: "Per" },
  start_time: { name: "days", label: "Range" },
  end_time: { name: "days", label: "Range" },
};

/** Keyword insights (document 2): post volume over time and related keywords, from the post corpus. */
export function InsightsView() {
  const account = useAdAccount();
  const qc = useQueryClient();
  const [result, setResult] = useState<Result | null>(null);
  const countries = useQuery({
    queryKey: ["targeting-options", account.sandbox, "countries"],
    queryFn: async () =>
      (
        await adsPage(account, "GET /12/targeting_criteria/locations", {
          params: { location_type: "COUNTRIES", count: 1000 },
        })
      ).data,
    staleTime: Infinity,
  });
  const f = useApiForm<InsightsValues, typeof insightsParams>({
    defaultValues: {
      keywords: "",
      negative_keywords: "",
      location: "",
      granularity: "DAY",
      days: "7",
    },
    schema: insightsParams,
    toBody: (v) => insightsQuery(v),
    fields: FIELDS,
    send: async (params) => {
      const answer = await qc.fetchQuery({
        queryKey: ["keyword-insights", account.sandbox, params],
        queryFn: () => adsApi(account, "GET /12/insights/keywords/search", { params }),
      });
      setResult({ params, answer });
    },
    onDone: () => undefined,
  });
  const tz = account.timezone;
  const label = (iso: string) =>
    result?.params.granularity === "DAY" ? formatDay(iso, tz) : formatDateTime(iso, tz);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold tracking-tight">Keyword insights</h1>
      <form onSubmit={f.onSubmit} noValidate className="card space-y-4">
        <FormAlert title="Could not get insights" messages={f.alerts} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Keywords"
            hint={`Comma-separated; at most ${MAX_KEYWORDS} with the negative ones.`}
            error={f.error("keywords")}
          >
            {(p) => (
              <Input
                {...p}
                {...f.register("keywords")}
                autoComplete="off"
                placeholder="music, concert"
              />
            )}
          </Field>
          <Field
            label="Negative keywords"
            hint="Optional: posts with these are left out."
            error={f.error("negative_keywords")}
          >
            {(p) => <Input {...p} {...f.register("negative_keywords")} autoComplete="off" />}
          </Field>
          <Field label="Country" hint="One country, or all of them." error={f.error("location")}>
            {(p) => (
              <Select {...p} {...f.register("location")}>
                <option value="">All countries</option>
                {(countries.data ?? []).map((c) => (
                  <option key={c.targeting_value} value={c.targeting_value}>
                    {c.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <div className="grid grid-cols-2 gap-3">
            <Field label="Per" error={f.error("granularity")}>
              {(p) => (
                <Select {...p} {...f.register("granularity")}>
                  <option value="DAY">Day</option>
                  <option value="HOUR">Hour</option>
                </Select>
              )}
            </Field>
            <Field label="Range" hint="Up to 7 days, ending this hour." error={f.error("days")}>
              {(p) => (
                <Select {...p} {...f.register("days")}>
                  {[1, 2, 3, 7].map((d) => (
                    <option key={d} value={String(d)}>
                      Last {d === 1 ? "day" : `${d} days`}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          </div>
        </div>
        <Button type="submit" pending={f.submitting}>
          Show insights
        </Button>
      </form>
      {result && <InsightsResults result={result} label={label} />}
    </div>
  );
}
