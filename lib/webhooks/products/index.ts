/** The three event products (document 1, "Events"); the lead lists them in lib/webhooks/fanout/product-list.ts. */
export { activityProduct } from "./activity";
export { accountActivityProduct } from "./account-activity";
export { filteredStreamProduct } from "./filtered-stream";
