"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { useToast } from "@/components/ui/toast";

/** The subset of a react-query mutation the token panels drive (no variables). */
type Mutation<T> = {
  mutate: (vars: undefined, opts: { onSuccess: (data: T) => void; onSettled?: () => void }) => void;
  reset: () => void;
  isPending: boolean;
  error: Error | null;
};

type Asking = "regenerate" | "revoke" | null;

/**
 * Create (or replace) and revoke buttons of a token panel, with the error of either: starting one
 * clears the other's outcome, so an old error never sits beside a new token. Replacing an existing
 * token and revoking one break the clients that use it, so both ask first, named for the action.
 */
export function TokenActions<T>({
  create,
  revoke,
  onCreated,
  onRevoked,
  createLabel,
  revokeLabel,
  canRevoke,
  noun,
}: {
  create: Mutation<T>;
  revoke: Mutation<unknown>;
  onCreated: (data: T) => void;
  onRevoked: () => void;
  createLabel: string;
  revokeLabel: string;
  /** A token exists: creating replaces it, and it can be revoked. */
  canRevoke: boolean;
  /** "access token", "bearer token". */
  noun: string;
}) {
  const [asking, setAsking] = useState<Asking>(null);
  const toast = useToast();
  const error = create.error ?? revoke.error;
  const runCreate = () => {
    revoke.reset();
    create.mutate(undefined, {
      onSuccess: (data) => {
        onCreated(data);
        setAsking(null);
      },
    });
  };
  const runRevoke = () => {
    create.reset();
    revoke.mutate(undefined, {
      onSuccess: () => {
        onRevoked();
        toast(`The ${noun} was revoked.`);
        setAsking(null);
      },
    });
  };
  return (
    <>
      {error && !asking && <Alert>{error.message}</Alert>}
      <div className="flex flex-wrap gap-3">
        <Button
          variant="secondary"
          pending={create.isPending && !asking}
          onClick={() => (canRevoke ? setAsking("regenerate") : runCreate())}
        >
          {createLabel}
        </Button>
        {canRevoke && (
          <Button variant="danger" onClick={() => setAsking("revoke")}>
            {revokeLabel}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={asking !== null}
        title={asking === "revoke" ? `Revoke the ${noun}?` : `Regenerate the ${noun}?`}
        confirmLabel={asking === "revoke" ? "Revoke token" : "Regenerate token"}
        pending={asking === "revoke" ? revoke.isPending : create.isPending}
        error={asking === "revoke" ? revoke.error : create.error}
        onCancel={() => {
          setAsking(null);
          create.reset();
          revoke.reset();
        }}
        onConfirm={asking === "revoke" ? runRevoke : runCreate}
      >
        <p>
          {asking === "revoke"
            ? `The ${noun} stops working at once; clients that use it are signed out.`
            : `A new ${noun} replaces the current one, which stops working at once.`}
        </p>
      </ConfirmDialog>
    </>
  );
}
