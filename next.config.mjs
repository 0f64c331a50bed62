/**
 * The ads pages before the account moved into the path (/console/ads/cards?account=ID): each goes,
 * with its other query parameters, to the same page under /console/ads/ID (components/ads/ads-href.ts).
 * Next keeps the whole query, ?account= too; the ads frame drops that one.
 */
const OLD_ADS_PAGES = [
  ["", "/campaigns"],
  ...[
    "/media",
    "/cards",
    "/cards/new",
    "/cards/conversation/new",
    "/posts",
    "/audiences",
    "/audiences/:id",
    "/insights",
    "/users",
    "/history",
    "/line-items/:id",
  ].map((p) => [p, p]),
];

/** @type {import("next").NextConfig} */
const nextConfig = {
  // The database drivers run only inside server.ts's process; bundling them breaks their wasm/native loading.
  serverExternalPackages: ["@electric-sql/pglite", "pg"],
  // Build must fail on type errors: the console and the API share the app schema's types. `npm test`
  // has just run `next typegen` and `tsc` on the same tree (scripts/test.ts, the code checks), so its
  // build skips Next's second, identical check: about 50 s of CPU on a cold build.
  typescript: { ignoreBuildErrors: process.env.SVC_TYPES_CHECKED === "1" },
  reactStrictMode: true,
  poweredByHeader: false,
  redirects: async () =>
    OLD_ADS_PAGES.map(([from, to]) => ({
      source: `/console/ads${from}`,
      has: [{ type: "query", key: "account", value: "(?<account>[^/]+)" }],
      destination: `/console/ads/:account${to}`,
      permanent: false,
    })),
};

export default nextConfig;
