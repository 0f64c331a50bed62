import type { z } from "zod";
import type { AdsVersion } from "./operation";
import type { AdsTable } from "./table-types";

/**
 * What a resource declaration's own types say about its routes (the operations
 * resource-operations.ts generates from it): the parts of the declaration that decide a path and
 * the shapes of its calls, as written. defineResource keeps them on the type of its value, so the
 * console's typed client (components/ads/ads-client.ts) knows each generated route without a copy.
 */
export type ResourceShape = {
  name: string;
  singular?: string;
  version?: AdsVersion;
  references?: object;
  list: object;
  view?: object;
  create?: object;
  update?: object;
  remove?: object;
  batch?: object;
};

export type ResourceTypes = {
  base: string;
  idParam: string;
  version: AdsVersion;
  record: unknown;
  listParams: object;
  getParams: object;
  /** undefined when the resource declares no create (update, remove, batch alike). */
  create: { input: unknown; json: boolean; many: boolean } | undefined;
  update: { input: unknown; json: boolean } | undefined;
  remove: boolean;
  batch: boolean;
};

type Singular<S extends ResourceShape> = S["singular"] extends string
  ? S["singular"]
  : S["name"] extends `${infer One}s`
    ? One
    : S["name"];

type Refs<S extends ResourceShape> = NonNullable<S["references"]>;
/** The reference whose id is in the path (a nested resource), as `/<parent>/:<param>`. */
type Prefix<S extends ResourceShape> = {
  [K in keyof Refs<S>]: Refs<S>[K] extends { inPath: true; parent: { routes?: infer A } }
    ? K extends string
      ? A extends { base: `/accounts/:account_id/${infer N}` }
        ? `/${N}/:${K}`
        : never
      : never
    : never;
}[keyof Refs<S>] extends infer P extends string
  ? [P] extends [never]
    ? ""
    : P
  : "";

type None = Record<never, never>;
type Shape<X> = X extends { shape: infer Sh extends z.ZodRawShape }
  ? z.input<z.ZodObject<Sh>>
  : None;
type ManyIds<X> = X extends { many: { param: infer P extends string } }
  ? { [K in P]: string }
  : None;
type Flag<X, K extends string> = X extends { [P in K]: true | object } ? true : false;

/** The standard list parameters every resource takes (list-params.ts, list.ts). */
export type StandardListParams = {
  count?: number;
  cursor?: string;
  sort_by?: string;
  with_deleted?: boolean;
  with_total_count?: boolean;
};

type Field<X, K extends string> = X extends { [P in K]: infer F } ? F : undefined;
type ListParams<S extends ResourceShape> = StandardListParams & {
  [K in keyof Field<S["list"], "idFilters">]?: string;
} & (Field<S["list"], "q"> extends string ? { q?: string } : None) &
  Shape<Field<S["list"], "extra">> &
  Shape<S["view"]>;

type Wire<Row> = { [K in keyof Row]: Row[K] extends Date ? string : Row[K] };
type Wide = z.ZodType<Record<string, unknown>>;
/** The declared record, or the columns' own (columns-record.ts) when the declaration gives none. */
type RecordOf<T extends AdsTable, R extends z.ZodType> = Wide extends R
  ? Wire<T["$inferSelect"]>
  : z.output<R>;
/** The declared update schema, or the create schema's fields, all optional (define-resource.ts). */
export type UpdateOf<C extends z.ZodType, U extends z.ZodType> = Wide extends U
  ? Partial<z.input<C>>
  : z.input<U>;

export type TypesOf<
  S extends ResourceShape,
  T extends AdsTable,
  C extends z.ZodType,
  U extends z.ZodType,
  R extends z.ZodType,
> = {
  base: `/accounts/:account_id${Prefix<S>}/${S["name"]}`;
  idParam: `${Singular<S>}_id`;
  version: S["version"] extends AdsVersion ? S["version"] : "12";
  record: RecordOf<T, R>;
  listParams: ListParams<S>;
  getParams: { with_deleted?: boolean } & Shape<S["view"]>;
  create: S["create"] extends object
    ? {
        // One record per id of `many.param` (post_ids): the parameter joins the create schema.
        input: z.input<C> & ManyIds<S["create"]>;
        json: Flag<S["create"], "json">;
        many: Flag<S["create"], "many">;
      }
    : undefined;
  update: S["update"] extends object
    ? { input: UpdateOf<C, U>; json: Flag<S["update"], "json"> }
    : undefined;
  remove: S["remove"] extends object ? true : false;
  batch: S["batch"] extends object ? true : false;
};
