import { CopyButton } from "@/components/ui/copy-button";
import { localTime, prettyJson, utcTitle } from "./format";
import type { Delivery } from "./queries";

type Attempt = Delivery["attempts_log"][number];

/** An error code of lib/webhooks/outbound.ts, in words. */
const ERRORS: Record<string, string> = {
  timeout: "The receiver did not answer in time.",
  tls: "The TLS handshake failed (certificate or protocol).",
  refused: "The connection was refused, or the address is not allowed.",
  network: "A network error ended the request.",
};

export function errorInWords(a: { status: number | null; error: string | null }): string {
  if (a.status !== null) {
    if (a.status >= 200 && a.status < 300) return "Delivered.";
    if (a.status >= 300 && a.status < 400)
      return `Answered ${a.status}: redirects are not followed.`;
    return `Answered ${a.status}: only a 2XX counts as delivered.`;
  }
  if (!a.error) return "No answer.";
  const [code, ...detail] = a.error.split(": ");
  return [ERRORS[code] ?? code, detail.join(": ")].filter(Boolean).join(" ");
}

function Code({ label, text }: { label: string; text: string }) {
  return (
    <div className="min-w-0 space-y-1">
      <div className="flex items-center justify-between gap-2">
        <h4 className="text-xs font-medium text-zinc-700">{label}</h4>
        <CopyButton value={text} label={`Copy ${label.toLowerCase()}`} />
      </div>
      <pre className="whitespace-pre-wrap break-all rounded bg-zinc-50 p-2 text-xs text-zinc-800 ring-1 ring-zinc-200">
        {text}
      </pre>
    </div>
  );
}

/** One POST of a delivery: what was sent (headers, body) and what came back. */
export function AttemptDetail({
  attempt: a,
  body,
  n,
}: {
  attempt: Attempt;
  body: unknown;
  n: number;
}) {
  const ok = a.status !== null && a.status >= 200 && a.status < 300;
  return (
    <li className="space-y-2 rounded-md border border-zinc-200 p-3">
      <h3 className="text-sm font-medium">
        Attempt {n}{" "}
        <time
          dateTime={a.attempted_at}
          title={utcTitle(a.attempted_at)}
          className="font-normal text-zinc-600"
        >
          {localTime(a.attempted_at)}
        </time>
        {a.replay_job_id && <span className="ml-2 text-xs text-zinc-600">(replay)</span>}
      </h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-zinc-600">Response</dt>
        <dd className={ok ? "text-green-800" : "text-red-700"}>
          {a.status ?? "none"} — {errorInWords(a)}
        </dd>
        <dt className="text-zinc-600">Latency</dt>
        <dd>{a.latency_ms} ms</dd>
      </dl>
      <div className="grid gap-3 md:grid-cols-2">
        <Code label="Request headers" text={prettyJson(a.request_headers)} />
        <Code label="Request body" text={prettyJson(body)} />
      </div>
      {a.response_excerpt && <Code label="Response body excerpt" text={a.response_excerpt} />}
    </li>
  );
}
