"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { SecretValue } from "@/components/ui/secret-value";
import { formatDateTime as formatDate } from "@/components/format/time";
import { KeyBlock } from "./key-block";
import { TokenActions } from "./token-actions";
import { useCreateOwnerToken, useRevokeOwnerToken, type AppKeys, type OwnerToken } from "./queries";

/** The owner's own OAuth 1.0a token for this app; its secret exists in the browser only right after generation. */
export function OwnerTokenPanel({
  appId,
  existing,
}: {
  appId: string;
  existing: AppKeys["owner_access_token"];
}) {
  const create = useCreateOwnerToken(appId);
  const revoke = useRevokeOwnerToken(appId);
  const [fresh, setFresh] = useState<OwnerToken | null>(null);
  const token = fresh?.access_token ?? existing?.access_token;
  const level = fresh?.access_level ?? existing?.access_level;

  return (
    <KeyBlock
      title="Access token and secret"
      description="Act as your own account through this app, without an OAuth flow."
    >
      {token ? (
        <div className="space-y-3">
          <SecretValue label="Access token" value={token} />
          {fresh && <SecretValue label="Access token secret" value={fresh.access_token_secret} />}
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-zinc-500">Access level</dt>
            <dd className="font-medium">{level}</dd>
            {fresh?.screen_name && (
              <>
                <dt className="text-zinc-500">Account</dt>
                <dd>@{fresh.screen_name}</dd>
              </>
            )}
            {!fresh && existing?.created_at && (
              <>
                <dt className="text-zinc-500">Created</dt>
                <dd>{formatDate(existing.created_at)}</dd>
              </>
            )}
          </dl>
          {fresh && (
            <Alert tone="warning">
              Copy the access token secret now: it will not be shown again.
            </Alert>
          )}
        </div>
      ) : (
        <p className="text-sm text-zinc-500">No access token has been generated.</p>
      )}
      <TokenActions
        create={create}
        revoke={revoke}
        onCreated={setFresh}
        onRevoked={() => setFresh(null)}
        createLabel="Generate access token and secret"
        revokeLabel="Revoke access token"
        canRevoke={Boolean(token)}
        noun="access token"
      />
    </KeyBlock>
  );
}
