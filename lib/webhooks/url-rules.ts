import { config } from "@/lib/config/env";
import { webhookUrlTextProblem } from "./url-text-rules";

export { MAX_WEBHOOK_URL } from "./url-text-rules";

/**
 * The webhook URL rules (url-text-rules.ts) with this server's WEBHOOK_ALLOW_INSECURE_URLS. Names are
 * checked again on the address actually connected to (lib/webhooks/outbound.ts), so a name that
 * resolves to an internal address, now or later (DNS rebinding), is refused there. Answers null when
 * the URL is acceptable, or what is wrong and what is expected.
 */
export function webhookUrlProblem(
  url: string,
  insecure = config().webhookAllowInsecureUrls,
): string | null {
  return webhookUrlTextProblem(url, insecure);
}
