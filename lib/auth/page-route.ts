import type { Context, Handler, Hono } from "hono";
import { z } from "zod";
import { authorizationRateLimit, type AuthorizationBucket } from "@/lib/http/authorization-limit";
import { errorPage } from "@/lib/http/html";
import { csrfValid } from "./form-csrf";

/**
 * One of the platform's HTML pages (family `page`: sign-in and sign-out, the approval pages, the
 * post preview) as a declaration: what lib/platform/routes/pages.ts mounts, what
 * /1.1/pages/openapi.json documents and what the route list reads. In order: the bucket, the
 * fields (the path's, then the query's on GET or the form body's on POST, as sent), the form's
 * CSRF token, the handler. The fields schema documents the fields and names those the handler
 * gets; it refuses nothing: each page answers a bad value with its own HTML, as it always did.
 */
export type PageMethod = "GET" | "POST";

/** A field as the page reads it: a string, or absent. */
export const pageField = (description: string) => z.string().optional().meta({ description });

type Shape = Record<string, ReturnType<typeof pageField>>;
type FieldsOf<S extends Shape> = { [K in keyof S]?: string };

/** The name of a form's CSRF field, which the kit checks before the handler. */
export const CSRF_FIELD = "csrf_token";

type Csrf = {
  /** The answer (403) when the form's csrf_token is not this browser's (lib/auth/form-csrf.ts). */
  refuse: (c: Context) => Response;
  description: string;
  /** The refusal's content type when it is not an HTML page. */
  contentType?: "text/plain";
};

/**
 * The approval and sign-in forms' refusal of a token that is not this browser's: an HTML page
 * saying so, and what to do next (`nextStep`). `noStore` for a page whose answers are never cached.
 */
export function expiredForm(nextStep: string, opts: { noStore?: boolean } = {}): Csrf {
  return {
    description: "The form expired or was not sent from this site: an HTML page.",
    refuse: (c) => {
      if (opts.noStore) c.header("cache-control", "no-store");
      return c.html(
        errorPage(
          "Request refused",
          `This form expired or was not sent from this site. ${nextStep}`,
        ),
        403,
      );
    },
  };
}

type Spec<S extends Shape> = {
  method: PageMethod;
  /** Hono's pattern, with :name path parameters. */
  path: string;
  summary: string;
  /** The authorization bucket the page counts in, before anything else (its refusals are JSON). */
  limit?: AuthorizationBucket;
  fields: S;
  /** A form: its csrf_token must be this browser's, checked before the handler. */
  csrf?: Csrf;
  /** The HTML answers by status: what each page says. */
  pages: Readonly<Partial<Record<200 | 400 | 401 | 403 | 404 | 429, string>>>;
  /** The redirects by status: where each goes. */
  redirects?: Readonly<Partial<Record<302 | 303, string>>>;
  handler: (call: { c: Context; fields: FieldsOf<S> }) => Promise<Response> | Response;
};

export type PageRoute = Omit<Spec<Shape>, "handler" | "fields" | "csrf" | "redirects"> & {
  family: "page";
  fields: z.ZodObject<Shape>;
  csrf?: Omit<Csrf, "refuse">;
  redirects: Readonly<Partial<Record<302 | 303, string>>>;
  /** Mounts the page on a router, behind its bucket's middleware. */
  mount: (router: Hono) => void;
};

/** A form body's text fields (a file part is no text field, as the pages always read it). */
async function formFields(c: Context): Promise<Record<string, string>> {
  const body = await c.req.parseBody();
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(body))
    if (typeof value === "string") out[name] = value;
  return out;
}

export function definePageRoute<S extends Shape>(spec: Spec<S>): PageRoute {
  const { handler, limit, fields, csrf, redirects = {}, ...meta } = spec;
  const serve: Handler = async (c) => {
    const sent = spec.method === "GET" ? c.req.query() : await formFields(c);
    if (csrf && !csrfValid(c, sent[CSRF_FIELD])) return csrf.refuse(c);
    const path = c.req.param();
    const read: FieldsOf<S> = {};
    for (const name in fields) read[name] = path[name] ?? sent[name];
    return handler({ c, fields: read });
  };
  return {
    ...meta,
    family: "page",
    fields: z.object(fields),
    ...(limit && { limit }),
    ...(csrf && {
      csrf: {
        description: csrf.description,
        ...(csrf.contentType && { contentType: csrf.contentType }),
      },
    }),
    redirects,
    mount: (router) => {
      if (limit) router.on(spec.method, spec.path, authorizationRateLimit(limit), serve);
      else router.on(spec.method, spec.path, serve);
    },
  };
}
