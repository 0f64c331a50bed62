"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useToast } from "@/components/ui/toast";
import { MONEY_HINT, toMicros } from "@/components/format/money";
import { usd } from "./usage-model";
import { useTopUp } from "./queries";

const MIN = 1_000_000;
const MAX = 1_000_000_000;

/** Sandbox credit: an amount in US dollars, checked here and by the server, then confirmed. */
export function TopUpForm({ appId }: { appId: string }) {
  const [text, setText] = useState("10.00");
  const [error, setError] = useState<string | undefined>();
  const [amount, setAmount] = useState<number | null>(null);
  const topUp = useTopUp(appId);
  const toast = useToast();
  const shown = amount === null ? "" : usd(amount);
  return (
    <>
      <form
        aria-label="Add credit"
        className="max-w-xs space-y-3"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const micros = toMicros(text);
          if (micros === undefined || Number.isNaN(micros)) return setError(MONEY_HINT);
          if (micros < MIN || micros > MAX)
            return setError("Enter an amount from 1.00 to 1,000.00 US dollars");
          setError(undefined);
          setAmount(micros);
        }}
      >
        <Field label="Amount (USD)" error={error} hint="Sandbox credit: no payment is taken.">
          {(p) => (
            <Input
              {...p}
              inputMode="decimal"
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
          )}
        </Field>
        <Button type="submit" variant="secondary">
          Add credit
        </Button>
      </form>
      <ConfirmDialog
        open={amount !== null}
        title="Add sandbox credit?"
        confirmLabel={`Add ${shown}`}
        danger={false}
        pending={topUp.isPending}
        error={topUp.error}
        onCancel={() => {
          setAmount(null);
          topUp.reset();
        }}
        onConfirm={() =>
          amount !== null &&
          topUp.mutate(amount, {
            onSuccess: () => {
              toast(`Added ${shown} of credit`);
              setAmount(null);
            },
          })
        }
      >
        <p>
          {shown} is added to the app&apos;s prepaid balance. Pay-per-use calls spend the free
          balance first, then this.
        </p>
      </ConfirmDialog>
    </>
  );
}
