"use client";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

/** The subset of a react-query mutation the token panels drive (no variables). */
type Mutation<T> = {
  mutate: (vars: undefined, opts: { onSuccess: (data: T) => void }) => void;
  reset: () => void;
  isPending: boolean;
  error: Error | null;
};

/**
 * Create (or replace) and revoke buttons of a token panel, with the error of either: starting one
 * clears the other's outcome, so an old error never sits beside a new token.
 */
export function TokenActions<T>({
  create,
  revoke,
  onCreated,
  onRevoked,
  createLabel,
  revokeLabel,
  canRevoke,
}: {
  create: Mutation<T>;
  revoke: Mutation<unknown>;
  onCreated: (data: T) => void;
  onRevoked: () => void;
  createLabel: string;
  revokeLabel: string;
  canRevoke: boolean;
}) {
  const error = create.error ?? revoke.error;
  return (
    <>
      {error && <Alert>{error.message}</Alert>}
      <div className="flex flex-wrap gap-3">
        <Button
          variant="secondary"
          pending={create.isPending}
          onClick={() => {
            revoke.reset();
            create.mutate(undefined, { onSuccess: onCreated });
          }}
        >
          {createLabel}
        </Button>
        {canRevoke && (
          <Button
            variant="danger"
            pending={revoke.isPending}
            onClick={() => {
              create.reset();
              revoke.mutate(undefined, { onSuccess: onRevoked });
            }}
          >
            {revokeLabel}
          </Button>
        )}
      </div>
    </>
  );
}
