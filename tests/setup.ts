import { expect } from "@jest/globals";
// As in every idledger process: cosmjs-types with the fixes and the faster string decoding of codec/.
import "../abci-app/src/codec/cosmjs-types-patches";

/**
 * Byte arrays are equal when their bytes are: a Buffer (what the stores return) equals a Uint8Array
 * with the same content, as in jest 30. jest 29, which this project uses because every one of its packages
 * installs from the registry on any platform, compares their classes too.
 */
expect.addEqualityTesters([(a: unknown, b: unknown) => (a instanceof Uint8Array && b instanceof Uint8Array ? Buffer.compare(a, b) === 0 : undefined)]);
