import { adsHref } from "@/components/ads/ads-href";

/** The audiences pages' paths, under the chosen account. */
export const audiencesHref = (accountId: string, shared = false) =>
  adsHref(accountId, "audiences", { scope: shared ? "shared" : undefined });
export const audienceHref = (accountId: string, id: string) =>
  adsHref(accountId, ["audiences", id]);
export const flexibleHref = (accountId: string) => adsHref(accountId, "audiences/flexible");
