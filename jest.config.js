/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/tests"],
  testMatch: ["**/*.test.ts"],
  transform: { "^.+\\.(t|j)sx?$": ["@swc/jest", { jsc: { target: "es2022" } }] },
  // cosmjs 0.39 (CommonJS) requires the ESM-only @noble/@scure packages; jest's module
  // system cannot load ESM through require, so those packages are transformed to CommonJS.
  transformIgnorePatterns: ["/node_modules/(?!(@noble|@scure)/)"],
  globalSetup: "<rootDir>/tests/global-setup.ts",
  globalTeardown: "<rootDir>/tests/global-teardown.ts",
  testTimeout: 30000,
};
