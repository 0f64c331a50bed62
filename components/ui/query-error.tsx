"use client";

import { Alert } from "./alert";
import { Button } from "./button";

/** Error state for a failed query, with a retry so a transient failure is not a dead end. */
type Props = { title: string; error: unknown; message?: string; onRetry?: () => void };

export function QueryError({ title, error, message, onRetry }: Props) {
  return (
    <Alert title={title}>
      <p>{message ?? (error instanceof Error ? error.message : "Unexpected error")}</p>
      {onRetry && (
        <Button variant="secondary" className="mt-3" onClick={onRetry}>
          Try again
        </Button>
      )}
    </Alert>
  );
}
