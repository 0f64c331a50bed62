import { directTestProduct } from "@/lib/webhooks/delivery/direct-test";
import {
  accountActivityProduct,
  activityProduct,
  filteredStreamProduct,
} from "@/lib/webhooks/products";
import type { EventProduct } from "./products";

/** THE list of event products the fan-out asks for targets (lib/webhooks/fanout/fanout.ts). */
export const PRODUCTS: EventProduct[] = [
  directTestProduct, // a test event naming a webhook goes straight to it (lib/webhooks/delivery/direct-test.ts)
  activityProduct, // activity subscriptions (lib/webhooks/products/activity.ts)
  accountActivityProduct, // per-user account activity (lib/webhooks/products/account-activity.ts)
  filteredStreamProduct, // posts matching stream rules, to linked webhooks (lib/webhooks/products/filtered-stream.ts)
];
