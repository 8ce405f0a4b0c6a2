#!/usr/bin/env node
"use strict";
const path = require("node:path");
const fs = require("node:fs");

const major = Number(process.versions.node.split(".")[0]);
if (major < 22) {
  console.error(`idledger needs Node.js 22 or later; this is ${process.version} (bash scripts/install-node.sh installs one into .bin/).`);
  process.exit(1);
}

const entry = path.join(__dirname, "..", "dist", "cli", "main.js");
if (!fs.existsSync(entry)) {
  console.error("idledger is not built: run `npm run build` (npm ci builds it through the prepare script).");
  process.exit(1);
}
require(entry).main(process.argv).catch((err) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
