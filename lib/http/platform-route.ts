import type { Context, Handler, Hono } from "hono";
import type { z } from "zod";
import { authorizationRateLimit, type AuthorizationBucket } from "./authorization-limit";
import type { CredentialErrorName } from "./errors";
import { OAuth2Error, oauth2ErrorResponse, type OAuth2ErrorCode } from "./oauth2-error";
import { formAnswer, parsePlatformParams, rawParams, type RawParams } from "./platform-route-input";
import type { RequestParams } from "./request-params";

/**
 * One route of the credential endpoints, the 1.1 interface, uploads and media (family `platform`,
 * errors {"errors":[{code,message}]} from lib/http/errors.ts) or of the OAuth 2.0 user-token
 * endpoints (family `oauth2`, RFC 6749 errors) as a declaration: what the platform router mounts
 * (behind its authorization bucket), what /1.1/openapi.json and /2/oauth2/openapi.json document
 * and what the route list reads. In order: the bucket, the parameters (parsed by the schema), the
 * credential, the handler; its answer is written as the encoding says. A platform failure is an
 * OAuthError, which the app's onError answers; an oauth2 one an OAuth2Error, answered here.
 */
export type PlatformFamily = "platform" | "oauth2";

/** How a caller proves who it is, as the documents name it (lib/http/platform-openapi.ts). */
export type PlatformScheme =
  | "OAuth1Consumer"
  | "OAuth1RequestToken"
  | "OAuth1User"
  | "ConsumerBasic"
  | "OAuth2Client"
  | "OAuth2User"
  | "ConsoleSession";

/** The schemes a route takes (any one of them; none for a public route) and who is calling. */
export type PlatformCredential<C> = {
  schemes: readonly PlatformScheme[];
  /** Gets the raw parameters too: an OAuth 2.0 client may send its id and secret in the body. */
  resolve: (c: Context, params: RawParams) => Promise<C>;
};

export const publicRoute: PlatformCredential<null> = { schemes: [], resolve: async () => null };

/**
 * json: the handler returns the body; form: it returns the fields of an
 * application/x-www-form-urlencoded answer (OAuth 1.0a token endpoints); custom: it writes the
 * Response itself (files, the upload interface's several statuses), which `response` describes.
 */
export type Encoding = "json" | "form" | "custom";

type ErrorOf<F extends PlatformFamily> = F extends "oauth2" ? OAuth2ErrorCode : CredentialErrorName;

/** A worked call: its parameters (query, form body or path) and an answer the response schema accepts. */
type Example<R> = { params?: Record<string, string>; response: R };

type Spec<
  F extends PlatformFamily,
  C,
  P extends z.ZodType,
  R extends z.ZodType,
  E extends Encoding,
> = {
  family: F;
  method: "GET" | "POST";
  /** Hono's pattern, with :name path parameters. */
  path: string;
  summary: string;
  credential: PlatformCredential<C>;
  /** The authorization bucket the route counts in, before anything else. */
  limit?: AuthorizationBucket;
  /** Query, form-body and path parameters in one object schema, read and parsed before the credential. */
  params?: P;
  /** The fields of a body the handler reads itself (multipart, with busboy): documented only. */
  fields?: z.ZodObject;
  /** Where the raw parameters come from (default: the query string and a form body). */
  read?: (c: Context) => Promise<RequestParams>;
  response: R;
  encoding?: E;
  /** A custom answer's content type and every status it may have. */
  contentType?: string;
  statuses?: readonly number[];
  /** Headers of every successful answer. */
  headers?: Readonly<Record<string, string>>;
  /** What the route may refuse with, besides its bucket's refusals. */
  errors: readonly ErrorOf<F>[];
  example: Example<z.input<R>>;
  handler: (call: {
    c: Context;
    caller: C;
    params: z.output<P>;
  }) => Promise<NoInfer<E extends "custom" ? Response : z.input<R>>>;
};

export type PlatformRoute = {
  family: PlatformFamily;
  method: "GET" | "POST";
  path: string;
  summary: string;
  schemes: readonly PlatformScheme[];
  limit?: AuthorizationBucket;
  params?: z.ZodType;
  fields?: z.ZodObject;
  response: z.ZodType;
  encoding: Encoding;
  contentType: string;
  statuses: readonly number[];
  headers: Readonly<Record<string, string>>;
  errors: readonly (CredentialErrorName | OAuth2ErrorCode)[];
  example: Example<unknown>;
  /** Mounts the route on a router, behind its bucket's middleware. */
  mount: (router: Hono) => void;
};

const CONTENT_TYPES = { json: "application/json", form: "application/x-www-form-urlencoded" };
/** What every form answer carries (it holds a token's secret). */
const FORM_HEADERS = { "cache-control": "no-store" };

export function definePlatformRoute<
  F extends PlatformFamily,
  C,
  R extends z.ZodType,
  P extends z.ZodType = z.ZodType<Record<string, string>>,
  E extends Encoding = "json",
>(spec: Spec<F, C, P, R, E>): PlatformRoute {
  const { credential, handler, limit, read, headers = {}, encoding, ...meta } = spec;
  const enc: Encoding = encoding ?? "json";
  const serve: Handler = async (c) => {
    try {
      // Read only when declared: the upload interface streams its body after the credential.
      const raw = spec.params ? await rawParams(c, read) : {};
      const params = spec.params ? parsePlatformParams(spec.family, spec.params, raw) : raw;
      const caller = await credential.resolve(c, raw);
      // Without a declared schema, P is its default and the raw values stand in for it.
      const answer = await handler({ c, caller, params: params as z.output<P> });
      if (answer instanceof Response) return answer;
      if (enc === "form") return formAnswer(answer, headers);
      return c.json(answer, 200, headers);
    } catch (caught) {
      if (spec.family === "oauth2" && caught instanceof OAuth2Error)
        return oauth2ErrorResponse(c, caught);
      throw caught;
    }
  };
  return {
    ...meta,
    schemes: credential.schemes,
    ...(limit && { limit }),
    encoding: enc,
    contentType: spec.contentType ?? (enc === "form" ? CONTENT_TYPES.form : CONTENT_TYPES.json),
    statuses: spec.statuses ?? [200],
    headers: enc === "form" ? { ...FORM_HEADERS, ...headers } : headers,
    mount: (router) => {
      // A middleware, not a call: its headers go on the onError's answer to a thrown refusal too.
      if (limit) router.on(spec.method, spec.path, authorizationRateLimit(limit), serve);
      else router.on(spec.method, spec.path, serve);
    },
  };
}
