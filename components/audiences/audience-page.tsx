"use client";

import { BackHeading } from "@/components/ui/back-heading";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useAdAccount, usePermissions } from "@/components/ads/account-context";
import { QueryState } from "@/components/data/query-state";
import { Button } from "@/components/ui/button";
import { AudienceStatus } from "./audience-columns";
import { AudienceDelete } from "./audience-delete";
import {
  canUpload,
  isProcessing,
  scopeText,
  sizeText,
  typeText,
  type Audience,
} from "./audience-model";
import { SegmentsView } from "./segments-view";
import { SharingSection } from "./sharing-section";
import { TargetedSection } from "./targeted-section";
import { UploadSection } from "./upload-section";
import { audiencesHref } from "./links";
import { useAudience } from "./use-audiences";

const NOT_FOUND = {
  title: "Audience not found",
  message: "It may have been deleted, or it is no longer shared with this account.",
};

/** One custom audience: what it is and its state, its users, who targets it, who it is shared with. */
export function AudiencePage({ id }: { id: string }) {
  const account = useAdAccount();
  const { canWriteAudiences } = usePermissions(account);
  const audience = useAudience(account, id);
  const router = useRouter();
  const [deleting, setDeleting] = useState<Audience | null>(null);
  return (
    <div className="space-y-8">
      <BackHeading
        href={audiencesHref(account.id)}
        back="Audiences"
        title={audience.data?.name ?? "Audience"}
      />
      <QueryState
        query={audience}
        loading="Loading the audience"
        failed="Could not load the audience"
        notFound={NOT_FOUND}
      >
        {(a) => (
          <>
            <section aria-label="Summary" className="card">
              <dl className="grid gap-4 text-sm sm:grid-cols-3">
                <Fact term="Status">
                  <AudienceStatus audience={a} />
                </Fact>
                <Fact term="Size">{sizeText(a.audience_size, isProcessing(a))}</Fact>
                <Fact term="Type">{typeText(a.audience_type)}</Fact>
                <Fact term="Permission">{scopeText(a)}</Fact>
                {!a.is_owner && <Fact term="Owner account">{a.owner_account_id}</Fact>}
                <Fact term="Audience id">{a.id}</Fact>
                {a.description && <Fact term="Description">{a.description}</Fact>}
              </dl>
              {a.is_owner && canWriteAudiences && (
                <div className="mt-4 flex justify-end">
                  <Button variant="ghostDanger" size="sm" onClick={() => setDeleting(a)}>
                    Delete audience
                  </Button>
                </div>
              )}
            </section>
            {a.audience_type === "FLEXIBLE" && (
              <SegmentsView account={account} segments={a.segments} />
            )}
            {canWriteAudiences && canUpload(a) && <UploadSection account={account} audience={a} />}
            <TargetedSection account={account} audienceId={a.id} />
            {a.is_owner && (
              <SharingSection account={account} audienceId={a.id} canWrite={canWriteAudiences} />
            )}
          </>
        )}
      </QueryState>
      <AudienceDelete
        account={account}
        audience={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => router.push(audiencesHref(account.id))}
      />
    </div>
  );
}

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-zinc-600">{term}</dt>
      <dd className="mt-0.5 font-medium break-words text-zinc-900">{children}</dd>
    </div>
  );
}
