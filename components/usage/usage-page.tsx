"use client";

import { APP_NOT_FOUND, AppPage } from "@/components/apps/app-page";
import { QueryState } from "@/components/data/query-state";
import { formatDay } from "@/components/format/time";
import { Card } from "@/components/ui/card";
import { useUsage, type Usage } from "./queries";
import { TierCard } from "./tier-card";
import { TopUpForm } from "./top-up";
import { UsageChart } from "./usage-chart";
import { capText, usd } from "./usage-model";

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="rounded-md bg-zinc-50 p-3">
      <dt className="text-xs text-zinc-600">{label}</dt>
      <dd className="text-lg font-semibold text-zinc-900" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

function Summary({ usage }: { usage: Usage }) {
  const tier = usage.tiers.find((t) => t.tier === usage.tier);
  // The cycle's end is exclusive: its last day is the day before.
  const lastDay = new Date(Date.parse(usage.cycle_end) - 1).toISOString();
  return (
    <Card
      title="This cycle"
      description={`From ${formatDay(usage.cycle_start)} to ${formatDay(lastDay)}; caps reset on the 1st of each month.`}
    >
      <dl className="grid gap-3 sm:grid-cols-3">
        <Figure label="Cost so far" value={usd(usage.cost_micros)} testId="cost-so-far" />
        <Figure
          label="Projected to the end of the cycle"
          value={usd(usage.projected_cost_micros)}
        />
        <Figure
          label="Share of the cap used"
          value={`${usage.percent_of_cap}%`}
          testId="cap-share"
        />
        <Figure
          label="Reads"
          value={capText(usage.read_units, tier?.read_cap ?? 0)}
          testId="reads"
        />
        <Figure
          label="Posts"
          value={capText(usage.post_units, tier?.post_cap ?? 0)}
          testId="posts"
        />
        <Figure
          label="Credit"
          value={usd(usage.free_balance_micros + usage.prepaid_balance_micros)}
          testId="credit"
        />
      </dl>
      <p className="text-sm text-zinc-600">
        Free credit {usd(usage.free_balance_micros)}, prepaid {usd(usage.prepaid_balance_micros)}.
        {usage.tier === "pay-per-use"
          ? " Pay-per-use calls are paid from the credit, free credit first."
          : " Only pay-per-use apps spend credit; this tier is bounded by its caps."}
      </p>
    </Card>
  );
}

/** An app's Usage tab: the cycle's figures, daily usage by family, credit and tier. */
export function UsagePage({ appId }: { appId: string }) {
  const usage = useUsage(appId);
  return (
    <AppPage appId={appId} current="usage" section="usage" className="max-w-4xl">
      <QueryState
        query={usage}
        loading="Loading usage"
        failed="Could not load usage"
        notFound={APP_NOT_FOUND}
        rows={6}
      >
        {(data) => (
          <>
            <Summary usage={data} />
            <Card
              title="Daily usage"
              description="What the app's calls billed, by endpoint family."
            >
              <UsageChart days={data.days} families={data.families} rows={data.rows} />
            </Card>
            <Card title="Credit" description="Add sandbox credit for pay-per-use calls.">
              <TopUpForm appId={appId} />
            </Card>
            <TierCard key={data.tier} appId={appId} usage={data} />
          </>
        )}
      </QueryState>
    </AppPage>
  );
}
