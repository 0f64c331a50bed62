import fs from "node:fs/promises";
import path from "node:path";
import type { ReactNode } from "react";
import { config } from "@/lib/config/env";

/**
 * How to build a webhook receiver. The code shown is read from docs/examples/, the very files
 * e2e/app/webhook-receiver-docs.test.ts runs against the platform, so the page cannot drift from
 * what works.
 */
const example = (file: string) =>
  fs.readFile(path.join(process.cwd(), "docs", "examples", file), "utf8");

const VECTOR = "sha256=25Cu3iwbbiqBTwQRzcKJZwisjf736V2Q8UaTlkfLSoc=";

function Code({ label, children }: { label: string; children: string }) {
  return (
    <pre
      tabIndex={0}
      aria-label={label}
      className="overflow-x-auto rounded-lg bg-zinc-900 p-4 text-xs leading-relaxed text-zinc-100"
    >
      <code>{children}</code>
    </pre>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The receiver guide, shown to everyone at /docs/webhooks and inside the console. */
export async function WebhookReceiverDocs() {
  const [node, python] = await Promise.all([
    example("webhook-receiver.mjs"),
    example("webhook_receiver.py"),
  ]);
  const timeout = Math.round(config().webhookTimeoutMs / 1000);
  return (
    <article className="max-w-3xl space-y-8 text-sm leading-6 text-zinc-800">
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold tracking-tight">Building a webhook receiver</h1>
        <p>
          A webhook is an https URL of yours. The platform proves you control it with a challenge
          (CRC), then POSTs each event to it as JSON, signed with your app&apos;s consumer secret.
          Register webhooks on an app&apos;s <strong>Webhooks</strong> tab or with{" "}
          <code>POST /2/webhooks</code>.
        </p>
      </header>
      <Section id="crc" title="1. Answer the challenge (CRC)">
        <p>
          On registration, on &ldquo;Check now&rdquo; (or <code>PUT /2/webhooks/:id</code>) and
          every 30 minutes when the webhook was not validated in the past 24 hours, the platform
          sends <code>GET your-url?crc_token=…</code> (16 to 128 characters of base64url). Answer
          HTTP 200 within {timeout} seconds with JSON:
        </p>
        <Code label="CRC answer">
          {
            '{"response_token": "sha256=" + base64(HMAC-SHA256(key = consumer secret, message = crc_token))}'
          }
        </Code>
        <p>
          A wrong token, a redirect (never followed: register the final URL) or a TLS failure make
          the webhook invalid at once; a timeout, 4XX or 5XX only after 28 hours without success.
          Answer only tokens of that shape, so your receiver cannot be made to sign other text.
        </p>
      </Section>
      <Section id="signature" title="2. Verify every event's signature">
        <p>
          Each event is a POST with a JSON body and the header{" "}
          <code>
            x-svc-webhooks-signature: sha256=&lt;base64(HMAC-SHA256(consumer secret, raw body))&gt;
          </code>
          . Compute it over the <strong>raw bytes</strong> of the body, before parsing JSON, and
          compare in constant time (<code>crypto.timingSafeEqual</code>,{" "}
          <code>hmac.compare_digest</code>). Refuse the request (401) when the header is missing,
          the secret is empty or the values differ.
        </p>
        <p>
          Check your code with this vector: secret <code>test</code>, body{" "}
          <code>test=1&amp;other_test=2</code> gives <code className="break-all">{VECTOR}</code>.
        </p>
      </Section>
      <Section id="delivery" title="3. Answer fast, work later, deduplicate">
        <ul className="list-disc space-y-1 pl-5">
          <li>
            Answer <strong>2XX within {timeout} seconds</strong>, then do the work (queue it).
            Anything else is a failed attempt.
          </li>
          <li>
            Failed deliveries are retried with growing delays (10 s, 1 min, 5 min, 30 min, 2 h, 8 h,
            13 h: about a day); the console shows every attempt and can retry or replay.
          </li>
          <li>
            Delivery is at least once: skip a message whose <code>x-svc-delivery-id</code> you
            already handled. <code>x-svc-event-id</code> names the event, and{" "}
            <code>x-svc-delivery-attempt</code> counts the attempts.
          </li>
          <li>Events can arrive out of order: use the times in the payload, not arrival order.</li>
        </ul>
      </Section>
      <Section id="node" title="A complete receiver in Node.js (node:http, no framework)">
        <p>
          Run it with <code>SVC_CONSUMER_SECRET=… PORT=8080 node webhook-receiver.mjs</code> behind
          your https front.
        </p>
        <Code label="webhook-receiver.mjs">{node}</Code>
      </Section>
      <Section id="python" title="A complete receiver in Python (standard library)">
        <p>
          Run it with <code>SVC_CONSUMER_SECRET=… PORT=8080 python3 webhook_receiver.py</code>.
        </p>
        <Code label="webhook_receiver.py">{python}</Code>
      </Section>
    </article>
  );
}
