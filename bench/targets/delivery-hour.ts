import { DELIVERY_LINE_ITEMS } from "../delivery-data";
import { goal } from "../report";
import { reportGoals } from "../report-goals";
import type { Scenario } from "../scenario";
import { signed, fixtureOf } from "./ads-shared";

/**
 * `delivery_hour`: the delivery simulator's CPU for one simulated hour of an account with 1,000
 * ACTIVE line items (bench/delivery-data.ts), measured as the product server's own CPU (user +
 * system, /proc) around each `POST delivery/advance?hours=1` of the sandbox interface. The first
 * call resolves the 1,000 targetings (and builds the population in a process whose start did not
 * seed the demo), reported apart; then one local day
 * of hours, one call each, its last hour writing the day's segments. On PostgreSQL the database
 * server's own CPU is not in the number (on PGlite it is: the database runs in the process).
 */
const HOURS = 24;
const MAX_CPU_S = 2;

export const deliveryHour: Scenario = {
  name: "delivery_hour",
  ads: { big: false, delivery: true },
  async measure(env) {
    const account = fixtureOf(env).deliveryAccountId;
    if (!account) throw new Error("the delivery account was not seeded");
    const path = `/ads-sandbox/12/accounts/${account}/delivery/advance?hours=1`;
    const call = async () => {
      const url = env.product.baseUrl + path;
      const cpu0 = env.product.cpuSeconds() ?? 0;
      const t0 = performance.now();
      const res = await fetch(url, { method: "POST", headers: signed("POST")(url, env.creds) });
      const text = await res.text();
      if (res.status !== 200) throw new Error(`advance: ${res.status} ${text.slice(0, 400)}`);
      const data = (JSON.parse(text) as { data: { impressions: number; start_time: string } }).data;
      const cpu = (env.product.cpuSeconds() ?? 0) - cpu0;
      return { cpu, wallMs: performance.now() - t0, ...data };
    };
    console.log(`delivery_hour: ${DELIVERY_LINE_ITEMS} line items, first hour (cold) ...`);
    const first = await call();
    const hours: Awaited<ReturnType<typeof call>>[] = [];
    for (let h = 0; h < HOURS; h++) hours.push(await call());
    const cpus = hours.map((h) => h.cpu).sort((a, b) => a - b);
    const mean = cpus.reduce((a, b) => a + b, 0) / cpus.length;
    const max = cpus[cpus.length - 1];
    const heaviest = hours.reduce((a, b) => (b.cpu > a.cpu ? b : a));
    return async () => {
      await reportGoals(env.out, {
        name: "delivery_hour",
        title: `One simulated hour of ${DELIVERY_LINE_ITEMS} active line items (server CPU per hour)`,
        engine: env.run.engine,
        header: ["", "hours", "mean CPU s", "p50 CPU s", "max CPU s", "mean wall ms", "impr/hour"],
        rows: [
          [
            "product",
            HOURS,
            mean.toFixed(3),
            cpus[Math.floor(cpus.length / 2)].toFixed(3),
            max.toFixed(3),
            Math.round(hours.reduce((s, h) => s + h.wallMs, 0) / HOURS),
            Math.round(hours.reduce((s, h) => s + h.impressions, 0) / HOURS),
          ],
        ],
        goals: [goal("max CPU of one simulated hour", max, "<", MAX_CPU_S, " s")],
        notes: [
          `  first (cold) hour: ${first.cpu.toFixed(2)} s CPU, ${Math.round(first.wallMs)} ms (resolves every targeting; builds the population if the process has not yet)`,
          `  heaviest hour: ${heaviest.start_time} (${heaviest.cpu.toFixed(2)} s; the account's last local hour also writes the day's segments)`,
        ],
        data: { first, hours },
      });
      return true;
    };
  },
};
