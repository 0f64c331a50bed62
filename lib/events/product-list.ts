import { directTestProduct } from "@/lib/delivery/direct-test";
import type { EventProduct } from "./products";

/** THE list of event products the fan-out asks for targets (lib/events/fanout.ts). */
export const PRODUCTS: EventProduct[] = [
  directTestProduct, // a test event naming a webhook goes straight to it (lib/delivery/direct-test.ts)
];
