"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { SecretValue } from "@/components/ui/secret-value";
import { formatDateTime as formatDate } from "@/components/format/time";
import { KeyBlock } from "./key-block";
import { TokenActions } from "./token-actions";
import { useCreateBearer, useRevokeBearer, type AppKeys } from "./queries";

/** App-only (OAuth 2.0 client credentials) token; the server keeps no readable copy, so it is shown once. */
export function BearerTokenPanel({
  appId,
  existing,
}: {
  appId: string;
  existing: AppKeys["bearer_token"];
}) {
  const create = useCreateBearer(appId);
  const revoke = useRevokeBearer(appId);
  const [fresh, setFresh] = useState<string | null>(null);
  // Regenerating the consumer secret invalidates the bearer token: once the server reports none, stop
  // showing the one created earlier (state adjusted during render, React's pattern for prop changes).
  const [previous, setPrevious] = useState(existing);
  if (previous !== existing) {
    setPrevious(existing);
    if (previous && !existing) setFresh(null);
  }
  const active = Boolean(fresh || existing);

  return (
    <KeyBlock
      title="Bearer token"
      description="Authenticates requests as the app itself, for public data."
    >
      {fresh ? (
        <div className="space-y-3">
          <SecretValue label="Bearer token" value={fresh} />
          <Alert tone="warning">Copy the bearer token now: it will not be shown again.</Alert>
        </div>
      ) : existing ? (
        <p className="text-sm text-zinc-700">
          A bearer token is active (created {formatDate(existing.created_at)}). It is not shown
          again; create a new one to replace it.
        </p>
      ) : (
        <p className="text-sm text-zinc-500">No bearer token has been created.</p>
      )}
      <TokenActions
        create={create}
        revoke={revoke}
        onCreated={(d) => setFresh(d.access_token)}
        onRevoked={() => setFresh(null)}
        createLabel="Create bearer token"
        revokeLabel="Revoke bearer token"
        canRevoke={active}
        noun="bearer token"
      />
    </KeyBlock>
  );
}
