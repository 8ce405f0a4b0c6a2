/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: "node",
  // "module-sync": how Node 22 require()s ESM-only packages such as multiformats; jest 29 needs telling.
  testEnvironmentOptions: { customExportConditions: ["node", "node-addons", "module-sync"] },
  roots: ["<rootDir>/tests"],
  testMatch: ["**/*.test.ts"],
  // The relayer tests (tests/ibc/: real chains and Hermes, which scripts/install-hermes.sh builds) run only through
  // `npm run test:ibc`, which sets IDLEDGER_IBC_TESTS=1.
  testPathIgnorePatterns: process.env.IDLEDGER_IBC_TESTS === "1" ? ["/node_modules/"] : ["/node_modules/", "<rootDir>/tests/ibc/"],
  // Babel, not a native transformer: every package here must install from the registry on any platform
  // (per-platform binary packages cannot be locked for the platforms the registry does not serve).
  transform: {
    "^.+\\.(t|j)sx?$|^.+\\.[cm]js$": ["babel-jest", { presets: [["@babel/preset-env", { targets: { node: "22" } }], "@babel/preset-typescript"] }],
  },
  // cosmjs 0.39 (CommonJS) requires the ESM-only @noble/@scure packages, and we require multiformats (fastify's inject, cookie and set-cookie-parser),
  // kysely, jose and typebox (the services); jest's module system cannot load ESM through require, so those packages are transformed to CommonJS.
  // PGlite's CommonJS build import()s Node's built-ins, which jest's module system refuses too; babel turns those into requires.
  // Digital Bazaar's Verifiable Credentials packages (lib/vc/) and did-resolver are ESM-only as well, with jsonld's ky.
  transformIgnorePatterns: [
    "/node_modules/(?!(@noble|@scure|multiformats|cookie|set-cookie-parser|kysely|jose|typebox|@fastify/type-provider-typebox|@electric-sql/pglite|@digitalbazaar|crypto-ld|base58-universal|base64url-universal|did-resolver|ky)/)",
  ],
  setupFilesAfterEnv: ["<rootDir>/tests/setup.ts"],
  globalSetup: "<rootDir>/tests/global-setup.ts",
  globalTeardown: "<rootDir>/tests/global-teardown.ts",
  testTimeout: 30000,
};
