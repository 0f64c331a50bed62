import { directTestProduct } from "@/lib/delivery/direct-test";
import { accountActivityProduct, activityProduct, filteredStreamProduct } from "@/lib/products";
import type { EventProduct } from "./products";

/** THE list of event products the fan-out asks for targets (lib/events/fanout.ts). */
export const PRODUCTS: EventProduct[] = [
  directTestProduct, // a test event naming a webhook goes straight to it (lib/delivery/direct-test.ts)
  activityProduct, // activity subscriptions (lib/products/activity.ts)
  accountActivityProduct, // per-user account activity (lib/products/account-activity.ts)
  filteredStreamProduct, // posts matching stream rules, to linked webhooks (lib/products/filtered-stream.ts)
];
