import type { z } from "zod";
import type { Tx } from "@/lib/db/client";
import type { AdsCtx } from "./context";
import type { Refusal } from "./example";
import type { AdsVersion } from "./operation";
import type { Action } from "./permissions";
import type { BatchOp, Limit, Reference, ResourceDecl } from "./resource-decl";
import type { AdsTable, ColumnsOnly, RowOf, ValuesOf } from "./table-types";
import type { ResourceTypes, UpdateOf } from "./resource-api";

/** What defineResource is given: a declaration typed by its table, its schemas and its parents. */
export type RecordSchema = z.ZodType<Record<string, unknown>>;

/**
 * A declared resource that remembers its table's type (so children's hooks get typed parent rows)
 * and, as a type only, what its declaration says about its routes (resource-api.ts): `routes` is
 * never set at run time.
 */
export type Resource<T extends AdsTable, A extends ResourceTypes = ResourceTypes> = ResourceDecl & {
  table: T;
  readonly routes?: A;
};

type ParentRows<P extends Record<string, Resource<AdsTable>>> = {
  [K in keyof P]: RowOf<P[K]["table"]>;
};

/** A reference as declared: `param` is its key; `lock` defaults to share (update when a limit counts per it). */
type ReferenceSpec<R extends Resource<AdsTable>> = Omit<
  Reference,
  "param" | "parent" | "lock" | "onParentDelete"
> & {
  parent: R;
  lock?: Reference["lock"];
  onParentDelete?: Reference["onParentDelete"];
};

export type ResourceSpec<
  T extends AdsTable,
  C extends z.ZodType<Record<string, unknown>>,
  U extends z.ZodType<Record<string, unknown>>,
  R extends RecordSchema,
  P extends Record<string, Resource<AdsTable>>,
> = {
  /** Plural path segment: "campaigns", "funding_instruments". */
  name: string;
  /** Singular in snake_case when it is not `name` less its final "s". */
  singular?: string;
  /** The account history's name when it is not the singular's (the spec's TARGETING_CRITERIA). */
  entityType?: string;
  /** 12 unless the resource is served under 5/ (tailored-audience permissions). */
  version?: AdsVersion;
  table: T;
  /** The id of the example record (lib/ads/example-ids.ts): its operations' worked calls name it. */
  exampleId: string;
  actions: { read: Action; write: Action };
  list: ResourceDecl["list"];
  record?: R;
  toRecord?: (row: RowOf<T>) => z.output<R>;
  /** Parents by the parameter naming them: `{ line_item_id: { parent: lineItemsResource, ... } }`. */
  references?: { [K in keyof P]: ReferenceSpec<P[K]> };
  limits?: Limit[];
  create?: {
    schema: C & ColumnsOnly<z.output<C>, T>;
    /** The worked create (resource-examples.ts); with `many`, its ids parameter too. */
    example: z.input<C> & Record<string, unknown>;
    /**
     * What the create refuses (example.ts `Refusal`): every create declares some. Names are checked
     * against the create operation's parameters by lib/ads/examples.test.ts (`many` adds one).
     */
    refused: readonly Refusal[];
    json?: boolean;
    sandboxOnly?: boolean;
    many?: { param: string; column: string; max: number };
    prepare?: (
      tx: Tx,
      ctx: AdsCtx,
      input: z.output<C>,
      parents: ParentRows<P>,
    ) => Promise<ValuesOf<T>>;
    /** A live row the create would duplicate (same values): answered as is, nothing written. */
    existing?: (tx: Tx, ctx: AdsCtx, values: ValuesOf<T>) => Promise<RowOf<T> | undefined>;
  };
  update?: {
    /** Default: the create schema's fields, all optional, without `createOnly`. */
    schema?: U & ColumnsOnly<z.output<U>, T>;
    example: UpdateOf<C, U> & Record<string, unknown>;
    json?: boolean;
    createOnly?: string[];
    prepare?: (
      tx: Tx,
      ctx: AdsCtx,
      row: RowOf<T>,
      input: z.output<U>,
      parents: ParentRows<P>,
    ) => Promise<ValuesOf<T>>;
  };
  remove?: {
    sandboxOnly?: boolean;
    check?: (tx: Tx, ctx: AdsCtx, row: RowOf<T>) => Promise<void>;
    /** Runs in the deleting transaction after the row and its declared children are marked deleted. */
    cascade?: (tx: Tx, ctx: AdsCtx, row: RowOf<T>) => Promise<void>;
  };
  batch?: { max: number; ops?: BatchOp[] };
  /** Reads beyond the account's own rows (resource-decl.ts `reads`). */
  reads?: ResourceDecl["reads"];
  /** List and get parameters that rewrite the records answered (resource-decl.ts `view`). */
  view?: ResourceDecl["view"];
};
