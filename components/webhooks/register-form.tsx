"use client";

import Link from "next/link";
import { useMemo } from "react";
import { z } from "zod";
import type { FieldMap } from "@/components/forms/field-map";
import { useSchemaForm } from "@/components/forms/use-schema-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useToast } from "@/components/ui/toast";
import { webhookUrlTextProblem } from "@/lib/webhooks/url-text-rules";
import { useRegisterWebhook, type WebhookRules } from "./queries";

export const DOCS_HREF = "/console/docs/webhooks";

/** The rules, said before anyone submits: the same ones the server applies (url-text-rules.ts). */
function RulesList({ rules }: { rules: WebhookRules }) {
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm text-zinc-700">
      <li>
        <strong>https</strong>, no port, at most {rules.max_url_length} characters, on a publicly
        reachable host.
        {rules.allow_insecure_urls && (
          <> This server allows http, ports and local addresses (development setting).</>
        )}
      </li>
      <li>
        On submit the platform sends a challenge (<code>GET your-url?crc_token=…</code>); your
        receiver must answer within {rules.timeout_seconds} seconds with{" "}
        <code>{'{"response_token":"sha256=…"}'}</code>, an HMAC-SHA256 of the token keyed with this
        app&apos;s consumer secret.{" "}
        <Link href={DOCS_HREF} className="font-medium text-accent-700 underline">
          How to answer it
        </Link>
        .
      </li>
      <li>At most {rules.limit_per_app} webhooks per app.</li>
    </ul>
  );
}

/** The field's rule is the server's own (url-text-rules.ts); its messages are worded for people. */
const FIELDS: FieldMap<"url"> = { url: { name: "url", label: "Webhook URL", asIs: true } };

function urlSchema(insecure: boolean) {
  return z.object({
    url: z
      .string()
      .trim()
      .min(1, "Enter a URL.")
      .superRefine((text, ctx) => {
        const problem = webhookUrlTextProblem(text, insecure);
        if (problem) ctx.addIssue({ code: "custom", message: problem });
      }),
  });
}

export function RegisterForm({ appId, rules }: { appId: string; rules: WebhookRules }) {
  const register = useRegisterWebhook(appId);
  const toast = useToast();
  const insecure = rules.allow_insecure_urls;
  const schema = useMemo(() => urlSchema(insecure), [insecure]);
  const f = useSchemaForm({
    schema,
    defaultValues: { url: "" },
    fields: FIELDS,
    send: (v) => register.mutateAsync(v.url),
    onDone: (hook) => {
      f.form.reset();
      toast(`Webhook registered: ${hook.url}`);
    },
  });
  const pending = f.submitting;

  return (
    <form onSubmit={f.onSubmit} noValidate className="space-y-4">
      <RulesList rules={rules} />
      <Field
        label="Webhook URL"
        hint="Example: https://hooks.example.com/svc-webhook"
        error={f.error("url")}
      >
        {(control) => (
          <Input
            {...control}
            {...f.register("url")}
            type="url"
            inputMode="url"
            autoComplete="url"
            spellCheck={false}
            maxLength={rules.max_url_length + 100}
            readOnly={pending}
          />
        )}
      </Field>
      {f.alerts.map((m) => (
        <Alert key={m}>{m}</Alert>
      ))}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" pending={pending}>
          {pending ? "Sending the challenge…" : "Register webhook"}
        </Button>
        {pending && (
          <p role="status" className="text-sm text-zinc-600">
            Waiting for your receiver to answer the CRC (up to {rules.timeout_seconds} s).
          </p>
        )}
      </div>
    </form>
  );
}
