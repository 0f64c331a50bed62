import { readPreviewToken } from "@/lib/ads/previews/preview-link";
import { previewPage } from "@/lib/ads/previews/preview-page";
import { errorPage } from "@/lib/http/html";
import { definePageRoute, pageField } from "@/lib/auth/page-route";
import { previewPolicy } from "../../http/security-headers";

/**
 * The page behind a post preview's iframe (GET post_previews answers its address): anyone holding the
 * signed link sees that one post until the link expires. Made to be framed: its policy is
 * previewPolicy (lib/http/security-headers.ts), and server.ts sends it without X-Frame-Options.
 */
export const PREVIEW_PAGE_PREFIX = "/i/post_previews/";

export const postPreviewPage = definePageRoute({
  method: "GET",
  path: `${PREVIEW_PAGE_PREFIX}:token`,
  summary: "The post a signed preview link shows, made to be framed.",
  fields: { token: pageField("The signed link's token, valid until the link expires.") },
  pages: { 200: "The post as it would appear.", 404: "The link has expired or the post is gone." },
  handler: async ({ c, fields }) => {
    const target = readPreviewToken(fields.token ?? "");
    const html = target ? await previewPage(target) : null;
    c.header("cache-control", "private, max-age=60");
    // Replaces the platform pages' policy (frame-ancestors 'none'): this page is made to be framed.
    c.header("content-security-policy", previewPolicy());
    if (!html)
      return c.html(
        errorPage("Preview not available", "This preview link has expired or the post is gone."),
        404,
      );
    return c.html(html);
  },
});
