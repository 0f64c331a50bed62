const enc = encodeURIComponent;

/** The audiences pages' paths; each carries the chosen account (?account=). */
export const audiencesHref = (accountId: string, shared = false) =>
  `/console/ads/audiences?account=${enc(accountId)}${shared ? "&scope=shared" : ""}`;
export const audienceHref = (accountId: string, id: string) =>
  `/console/ads/audiences/${enc(id)}?account=${enc(accountId)}`;
export const flexibleHref = (accountId: string) =>
  `/console/ads/audiences/flexible?account=${enc(accountId)}`;
