"use client";

import Link from "next/link";
import type { Column } from "@/components/data/data-table";
import { formatDateTime } from "@/components/format/time";
import { typeWords } from "./card-type-summary";
import { cardBuilderHref, conversationHref } from "./links";
import type { CardRow } from "./use-all-cards";

export const editHref = (accountId: string, c: CardRow) =>
  c.kind === "CARD" ? cardBuilderHref(accountId, c.id) : conversationHref(accountId, c.kind, c.id);

/** The columns of the cards list (DataTable), dates on the account's clock. */
export function cardColumns(accountId: string, timeZone: string): Column<CardRow>[] {
  return [
    {
      key: "name",
      header: "Name",
      rowHeader: true,
      sortValue: (c) => c.name.toLowerCase(),
      cell: (c) => (
        <Link
          href={editHref(accountId, c)}
          className="font-medium text-accent-700 underline-offset-2 hover:underline"
        >
          {c.name}
        </Link>
      ),
    },
    {
      key: "type",
      header: "Type",
      sortValue: (c) => c.card_type,
      cell: (c) => typeWords(c.card_type),
    },
    {
      key: "created",
      header: "Created",
      sortValue: (c) => c.created_at,
      cell: (c) => <time dateTime={c.created_at}>{formatDateTime(c.created_at, timeZone)}</time>,
    },
  ];
}
