/**
 * The changes to cosmjs-types every idledger process installs before it encodes or decodes a message: each entry
 * point (app/app.ts, the API worker, cli/main.ts, the tests' setup) imports this module, so that all of them run with
 * the same codec.
 */
import "./writer-fixes";
import "./reader-strings";
