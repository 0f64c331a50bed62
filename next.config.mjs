/** @type {import("next").NextConfig} */
const nextConfig = {
  // The database drivers run only inside server.ts's process; bundling them breaks their wasm/native loading.
  serverExternalPackages: ["@electric-sql/pglite", "pg"],
  // Build must fail on type errors: the console and the API share the app schema's types.
  typescript: { ignoreBuildErrors: false },
  reactStrictMode: true,
  poweredByHeader: false,
};

export default nextConfig;
