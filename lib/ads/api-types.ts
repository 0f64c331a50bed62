import type { z } from "zod";
import type { PathParams } from "@/lib/auth/console-route-input";
import type { TypedOperation } from "@/lib/ads-kernel/operation";
import type { ResourceTypes } from "@/lib/ads-kernel/resource-api";
import type { DeclaredOperation } from "./operations";
import type { DeclaredResource } from "./resources";
import type { NESTED_RESOURCES } from "../audiences/custom-audiences/operations";

/**
 * Every route of the advertising interface as a type, from the declarations themselves: the
 * operations' (TypedOperation) and the ones each resource generates (its declared `routes`). The
 * console's typed client (components/ads/ads-client.ts) reads this; nothing here exists at run time.
 *
 * A route is named by its key, "METHOD /<version><path>" as the reference writes it
 * ("GET /12/accounts/:account_id/campaigns"); `ids` are its path parameters but the account (the
 * client's own), `params` its query or form parameters, `body` its JSON body, `answer` its `data`.
 */
export type AdsRouteShape = {
  key: string;
  ids: object;
  params: unknown;
  body: unknown;
  answer: unknown;
  /** The answer is one page of a list (next_cursor). */
  list: boolean;
};

type Ids<P extends string> = Omit<PathParams<P>, "account_id">;
type Route<
  M extends string,
  V extends string,
  P extends string,
  Params,
  Body,
  Answer,
  List extends boolean = false,
> = {
  key: `${Uppercase<M>} /${V}${P}`;
  ids: Ids<P>;
  params: Params;
  body: Body;
  answer: Answer;
  list: List;
};

type RecordOut<R> = R extends z.ZodType ? z.output<R> : unknown;
// A body whose schema preprocesses accepts at least its output (the audience estimate's array).
type BodyIn<B> = B extends z.ZodType
  ? unknown extends z.input<B>
    ? unknown extends z.output<B>
      ? undefined
      : z.output<B>
    : z.input<B>
  : undefined;

// An operation typed only as Operation (a resource's generated ones) has a path of type string: its
// routes come from its resource's own types below.
type OperationRoute<O> =
  O extends TypedOperation<infer M, infer P, infer S, infer B, infer R, infer A, infer V, infer D>
    ? string extends P
      ? never
      : Route<
          M,
          V,
          P,
          z.input<S>,
          // A body the handler reads itself is documented by its bodyShape.
          BodyIn<B> extends undefined ? BodyIn<D> : BodyIn<B>,
          A extends "record" ? RecordOut<R> : RecordOut<R>[],
          A extends "list" ? true : false
        >
    : never;

type BatchItem<T extends ResourceTypes> =
  | (T["create"] extends { input: infer I } ? { operation_type: "Create"; params: I } : never)
  | (T["update"] extends { input: infer I }
      ? { operation_type: "Update"; params: I & { [P in T["idParam"]]: string } }
      : never)
  | (T["remove"] extends true
      ? { operation_type: "Delete"; params: { [P in T["idParam"]]: string } }
      : never);

type Write<T extends ResourceTypes, M extends string, P extends string, W, Answer> = W extends {
  input: infer I;
  json: infer J;
}
  ? Route<
      M,
      T["version"],
      P,
      J extends true ? undefined : I,
      J extends true ? I : undefined,
      Answer
    >
  : never;

type ResourceRoute<T extends ResourceTypes> = T extends ResourceTypes
  ? | Route<"get", T["version"], T["base"], T["listParams"], undefined, T["record"][], true>
    | Route<
        "get",
        T["version"],
        `${T["base"]}/:${T["idParam"]}`,
        T["getParams"],
        undefined,
        T["record"]
      >
    | Write<
        T,
        "post",
        T["base"],
        T["create"],
        T["create"] extends { many: true } ? T["record"][] : T["record"]
      >
    | Write<T, "put", `${T["base"]}/:${T["idParam"]}`, T["update"], T["record"]>
    | (T["remove"] extends true
        ? Route<
            "delete",
            T["version"],
            `${T["base"]}/:${T["idParam"]}`,
            undefined,
            undefined,
            T["record"]
          >
        : never)
    | (T["batch"] extends true
        ? Route<
            "post",
            T["version"],
            `/batch${T["base"]}`,
            undefined,
            BatchItem<T>[],
            T["record"][]
          >
        : never)
  : never;

type Resources = DeclaredResource | (typeof NESTED_RESOURCES)[number];
type TypesOfResource<D> = D extends { routes?: infer T extends ResourceTypes } ? T : never;

export type AdsRoute =
  OperationRoute<DeclaredOperation> | ResourceRoute<TypesOfResource<Resources>>;
export type AdsKey = AdsRoute["key"];
