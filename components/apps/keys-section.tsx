"use client";

import { QueryState } from "@/components/data/query-state";
import { SecretValue } from "@/components/ui/secret-value";
import { KeyBlock } from "./key-block";
import { BearerTokenPanel } from "./bearer-token-panel";
import { ConsumerSecretPanel } from "./consumer-secret-panel";
import { OwnerTokenPanel } from "./owner-token-panel";
import { useAppKeys } from "./queries";
import { Card } from "@/components/ui/card";

export function KeysSection({ appId }: { appId: string }) {
  const keys = useAppKeys(appId);

  return (
    <Card title="Keys and tokens" className="space-y-5">
      <QueryState query={keys} loading="Loading keys" failed="Could not load keys">
        {(data) => (
          <div className="space-y-5">
            <KeyBlock
              title="API key and secret"
              description="Identify your app when it calls the API (OAuth 1.0a consumer credentials)."
            >
              <SecretValue label="Consumer key" value={data.consumer_key} />
              <ConsumerSecretPanel appId={appId} />
            </KeyBlock>
            <OwnerTokenPanel appId={appId} existing={data.owner_access_token} />
            <BearerTokenPanel appId={appId} existing={data.bearer_token} />
          </div>
        )}
      </QueryState>
    </Card>
  );
}
