"use client";

import Link from "next/link";
import { useState, type FormEvent } from "react";
import { ApiError } from "@/components/api";
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

export function RegisterForm({ appId, rules }: { appId: string; rules: WebhookRules }) {
  const register = useRegisterWebhook(appId);
  const toast = useToast();
  const [url, setUrl] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [general, setGeneral] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setGeneral(null);
    const text = url.trim();
    const problem = text ? webhookUrlTextProblem(text, rules.allow_insecure_urls) : "Enter a URL.";
    setError(problem);
    if (problem) return;
    try {
      const hook = await register.mutateAsync(text);
      setUrl("");
      toast(`Webhook registered: ${hook.url}`);
    } catch (err) {
      const items = err instanceof ApiError ? err.errors : [];
      const onField = items.find((i) => i.parameter === "url");
      if (onField) setError(onField.message);
      else setGeneral(err instanceof Error ? err.message : "Could not register the webhook.");
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
      <RulesList rules={rules} />
      <Field
        label="Webhook URL"
        hint="Example: https://hooks.example.com/svc-webhook"
        error={error ?? undefined}
      >
        {(control) => (
          <Input
            {...control}
            type="url"
            inputMode="url"
            autoComplete="url"
            spellCheck={false}
            value={url}
            maxLength={rules.max_url_length + 100}
            disabled={register.isPending}
            onChange={(e) => {
              setUrl(e.target.value);
              if (error) setError(null);
            }}
          />
        )}
      </Field>
      {general && <Alert>{general}</Alert>}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" pending={register.isPending}>
          {register.isPending ? "Sending the challenge…" : "Register webhook"}
        </Button>
        {register.isPending && (
          <p role="status" className="text-sm text-zinc-600">
            Waiting for your receiver to answer the CRC (up to {rules.timeout_seconds} s).
          </p>
        )}
      </div>
    </form>
  );
}
