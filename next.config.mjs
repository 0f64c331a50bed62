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
};

export default nextConfig;
