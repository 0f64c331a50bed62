"use client";

import { Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import { useAccountUsers, useAllCampaigns, useFundingInstruments, useLineItems } from "../queries";
import type { AdAccount } from "../types";

export const ENTITY_TYPES = {
  CAMPAIGN: "Campaign",
  LINE_ITEM: "Line item",
  FUNDING_INSTRUMENT: "Funding instrument",
  ACCOUNT: "Account",
  ACCOUNT_USER: "Account user",
} as const;
export type EntityType = keyof typeof ENTITY_TYPES;
export type Entity = { id: string; label: string; currency?: string };

/** The entities of a type, deleted ones included (their history is still worth reading). */
export function useEntities(
  account: AdAccount,
  type: EntityType,
): { list: Entity[]; loading: boolean } {
  const campaigns = useAllCampaigns(account);
  const lineItems = useLineItems(account, null, { withDeleted: true });
  const funding = useFundingInstruments(account, true);
  const users = useAccountUsers(account);
  const gone = (deleted: boolean) => (deleted ? " (deleted)" : "");
  switch (type) {
    case "CAMPAIGN":
      return {
        loading: campaigns.isPending,
        list: (campaigns.data ?? []).map((c) => ({
          id: c.id,
          label: `${c.name}${gone(c.deleted)}`,
          currency: c.currency,
        })),
      };
    case "LINE_ITEM":
      return {
        loading: lineItems.isPending,
        list: (lineItems.data ?? []).map((l) => ({
          id: l.id,
          label: `${l.name || l.id}${gone(l.deleted)}`,
          currency: l.currency,
        })),
      };
    case "FUNDING_INSTRUMENT":
      return {
        loading: funding.isPending,
        list: (funding.data ?? []).map((f) => ({
          id: f.id,
          label: `${f.description || f.type} · ${f.id}${gone(f.deleted)}`,
          currency: f.currency,
        })),
      };
    case "ACCOUNT_USER":
      return {
        loading: users.isPending,
        list: (users.data ?? []).map((u) => ({ id: u.user_id, label: `@${u.screen_name}` })),
      };
    default:
      return { loading: false, list: [{ id: account.id, label: account.name }] };
  }
}

type Props = {
  type: EntityType;
  entityId: string;
  entities: Entity[];
  loading: boolean;
  from: string;
  to: string;
  rangeError?: string;
  onType: (t: EntityType) => void;
  onEntity: (id: string) => void;
  onFrom: (v: string) => void;
  onTo: (v: string) => void;
};

export function HistoryFilters({
  type,
  entityId,
  entities,
  loading,
  from,
  to,
  rangeError,
  onType,
  onEntity,
  onFrom,
  onTo,
}: Props) {
  return (
    <div
      role="search"
      aria-label="History filters"
      className="card grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      <Field label="Entity type">
        {(p) => (
          <Select {...p} value={type} onChange={(e) => onType(e.target.value as EntityType)}>
            {Object.entries(ENTITY_TYPES).map(([v, l]) => (
              <option key={v} value={v}>
                {l}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Entity">
        {(p) => (
          <Select
            {...p}
            value={entityId}
            onChange={(e) => onEntity(e.target.value)}
            disabled={loading || entities.length === 0}
          >
            {loading && <option value="">Loading…</option>}
            {!loading && entities.length === 0 && <option value="">None in this account</option>}
            {entities.map((e) => (
              <option key={e.id} value={e.id}>
                {e.label}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="From" hint="Rounded down to the hour">
        {(p) => (
          <Input
            {...p}
            type="datetime-local"
            step={3600}
            value={from}
            onChange={(e) => onFrom(e.target.value)}
          />
        )}
      </Field>
      <Field label="To" hint="Rounded up to the hour" error={rangeError}>
        {(p) => (
          <Input
            {...p}
            type="datetime-local"
            step={3600}
            value={to}
            onChange={(e) => onTo(e.target.value)}
          />
        )}
      </Field>
    </div>
  );
}
