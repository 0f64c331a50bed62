"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { SecretValue } from "@/components/ui/secret-value";
import { useRegenerateSecret, useRevealSecret } from "./queries";

/** The secret is fetched only on request (reveal) so it is never in the page unless asked for. */
export function ConsumerSecretPanel({ appId }: { appId: string }) {
  const reveal = useRevealSecret(appId);
  const regenerate = useRegenerateSecret(appId);
  const [secret, setSecret] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  return (
    <div className="space-y-3">
      {secret && <SecretValue label="Consumer secret" value={secret} />}
      {regenerate.isSuccess && secret && (
        <Alert tone="warning">
          New secret generated. The old secret and the app&apos;s bearer token no longer work.
        </Alert>
      )}
      {reveal.isError && <Alert>{reveal.error.message}</Alert>}
      <div className="flex flex-wrap gap-3">
        {!secret && (
          <Button
            variant="secondary"
            pending={reveal.isPending}
            onClick={() =>
              reveal.mutate(undefined, { onSuccess: (d) => setSecret(d.consumer_secret) })
            }
          >
            Reveal secret
          </Button>
        )}
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          Regenerate secret
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Regenerate the secret?"
        confirmLabel="Regenerate secret"
        pending={regenerate.isPending}
        error={regenerate.error}
        onCancel={() => {
          setConfirming(false);
          regenerate.reset();
        }}
        onConfirm={() =>
          regenerate.mutate(undefined, {
            onSuccess: (d) => {
              setSecret(d.consumer_secret);
              setConfirming(false);
            },
          })
        }
      >
        <p>
          The current secret stops working at once and the app&apos;s bearer token is invalidated.
          Update every place that uses them.
        </p>
      </ConfirmDialog>
    </div>
  );
}
