/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/*.css", "**/*.css.ts", "**/*.test.{ts,tsx}", "**/schema.ts", "**/*.server.ts", "**/parts/**"],
  server: "./server.ts",
  serverConditions: ["workerd", "worker", "browser"],
  serverDependenciesToBundle: "all",
  serverMainFields: ["browser", "module", "main"],
  serverMinify: true,
  serverModuleFormat: "esm",
  serverPlatform: "neutral",
  assetsBuildDirectory: "public/build",
  publicPath: "/build/",
  serverBuildPath: "build/index.js",
  // /auction/{id} (the browse cards' link, docs/spec/02-auctions-and-seller-tools.md §2) renders the same module as /auctions/{id},
  // whose page names /auctions/{id} as canonical.
  routes: async (defineRoutes) =>
    defineRoutes((route) => {
      route("/auction/:id", "routes/auctions.$id/route.tsx", { id: "routes/auction.$id" });
    }),
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
  },
};
