"use client";

import { useState } from "react";
import { ApiError } from "@/components/api";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { errorItems } from "@/components/forms/server-errors";
import type { AdAccount, LineItem } from "@/components/ads/types";
import { AgeField, KeywordField } from "./age-keyword-fields";
import { AudienceField } from "./audience-field";
import { noteAudienceRefusals } from "./audience-refusal";
import { ChosenList } from "./chosen-list";
import { EstimatePanel } from "./estimate-panel";
import { OptionPicker } from "./option-picker";
import {
  addCriterion,
  batchOps,
  errorsByCriterion,
  keyOf,
  removeCriterion,
  type Criterion,
} from "./targeting-model";
import { useEstimate, useSavedCriteria, useSaveTargeting } from "./use-targeting";
import { useRefreshOfferedAudiences } from "./use-offered-audiences";
import { Card } from "@/components/ui/card";

/**
 * The line item's targeting: a draft edited locally (options searched, included or excluded, one age
 * bucket, keywords, audiences) with its audience estimate following, saved as ONE batch request so
 * the line item never holds half of an edit. Refusals land on the criterion they name; one on an
 * audience refreshes the audiences on offer and says so there.
 */
export function TargetingSection({
  account,
  lineItem,
  canWrite,
}: {
  account: AdAccount;
  lineItem: LineItem;
  canWrite: boolean;
}) {
  const saved = useSavedCriteria(account, lineItem.id);
  const [edited, setEdited] = useState<Criterion[] | null>(null);
  const [errors, setErrors] = useState<Map<string, string>>(new Map());
  const [general, setGeneral] = useState<string[]>([]);
  const save = useSaveTargeting(account);
  const toast = useToast();
  const refreshAudiences = useRefreshOfferedAudiences(account);
  const savedList = saved.data ?? [];
  const draft: Criterion[] = edited ?? savedList;
  const estimate = useEstimate(account, draft);
  const ops = batchOps(savedList, draft, lineItem.id);
  const edit = (next: Criterion[]) => {
    setEdited(next);
    setGeneral([]);
  };
  const onSave = () =>
    save.mutate(ops, {
      onSuccess: () => {
        setEdited(null);
        setErrors(new Map());
        toast("Targeting saved.");
      },
      onError: (e) => {
        const refused = errorsByCriterion(
          ops,
          e instanceof ApiError ? e.operationErrors : undefined,
        );
        const { errors: byItem, refresh } = noteAudienceRefusals(ops, refused);
        if (refresh) void refreshAudiences();
        setErrors(byItem);
        setGeneral(byItem.size ? [] : errorItems(e).map((x) => x.message));
      },
    });
  const age = draft.find((c) => c.targeting_type === "AGE");
  return (
    <Card
      title="Targeting"
      actions={
        canWrite && (
          <div className="flex gap-2">
            <Button
              variant="secondary"
              disabled={!edited || save.isPending}
              onClick={() => {
                setEdited(null);
                setErrors(new Map());
              }}
            >
              Discard changes
            </Button>
            <Button disabled={!ops.length} pending={save.isPending} onClick={onSave}>
              Save targeting
            </Button>
          </div>
        )
      }
    >
      {saved.isError && <Alert title="Could not load the targeting">{saved.error.message}</Alert>}
      {general.length > 0 && (
        <Alert title="Could not save the targeting">{general.join(" ")}</Alert>
      )}
      {errors.size > 0 && (
        <Alert title="Could not save the targeting">
          Nothing was saved:{" "}
          {errors.size === 1 ? "one criterion was" : `${errors.size} criteria were`} refused
          (reasons shown on each).
        </Alert>
      )}
      <div className="grid gap-4 lg:grid-cols-[1fr_18rem]">
        <div className="min-w-0 space-y-4">
          <ChosenList
            draft={draft}
            errors={errors}
            onRemove={canWrite ? (k) => edit(removeCriterion(draft, k)) : undefined}
          />
          {canWrite && (
            <>
              <OptionPicker
                account={account}
                draft={draft}
                onAdd={(c) => edit(addCriterion(draft, c))}
              />
              <div className="grid gap-4 sm:grid-cols-2">
                <AgeField
                  draft={draft}
                  error={age && errors.get(keyOf(age))}
                  onAdd={(c) => edit(addCriterion(draft, c))}
                  onClear={() => edit(draft.filter((c) => c.targeting_type !== "AGE"))}
                />
              </div>
              <KeywordField onAdd={(c) => edit(addCriterion(draft, c))} />
              <AudienceField
                account={account}
                draft={draft}
                onAdd={(c) => edit(addCriterion(draft, c))}
              />
            </>
          )}
        </div>
        {/* First on a phone, so the range stays near what is being edited; beside the editor on wide screens. */}
        <div className="order-first lg:order-none">
          <EstimatePanel draft={draft} estimate={estimate} />
          {edited && ops.length > 0 && (
            <p className="mt-2 text-xs text-zinc-600">
              {ops.length} unsaved change{ops.length === 1 ? "" : "s"}.
            </p>
          )}
        </div>
      </div>
    </Card>
  );
}
