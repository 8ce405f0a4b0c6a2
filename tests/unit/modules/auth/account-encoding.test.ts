import { PubKey } from "cosmjs-types/cosmos/crypto/secp256k1/keys";
import { Any } from "cosmjs-types/google/protobuf/any";
import { accountToAny, encodeAccount, newModuleAccount, unpackAccount, unpackedOf } from "../../../../abci-app/src/modules/auth/types/account";
import type { Account } from "../../../../abci-app/src/tx/expected-keepers";
import { AddressCodec } from "../../../../abci-app/src/types/address";
import { addressOf } from "./setup";

const codec = new AddressCodec();
const pubKey = {
  typeUrl: "/cosmos.crypto.secp256k1.PubKey",
  value: PubKey.encode({ key: Buffer.from("0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798", "hex") }).finish(),
};

const accounts: [string, Account][] = [
  ["a new base account", { address: addressOf(1), pubKey: undefined, accountNumber: 0n, sequence: 0n }],
  ["a base account with a key and large numbers", { address: addressOf(2), pubKey, accountNumber: 2n ** 63n, sequence: 2n ** 64n - 1n }],
  ["a base account with an empty key Any", { address: addressOf(3), pubKey: { typeUrl: "", value: new Uint8Array() }, accountNumber: 3n, sequence: 1n }],
  ["a 32-byte address", { address: new Uint8Array(32).fill(9), pubKey, accountNumber: 5n, sequence: 300n }],
  ["a module account", newModuleAccount(addressOf(4), "fee_collector", [], 1n)],
  ["a module account with permissions and a sequence", { ...newModuleAccount(addressOf(5), "bonded_tokens_pool", ["burner", "staking"], 7n), sequence: 2n }],
];

describe("account encoding", () => {
  it.each(accounts)("writes %s as the Any of accountToAny, in one writer", (_name, account) => {
    expect(Buffer.from(encodeAccount(account, codec)).toString("hex")).toBe(Buffer.from(Any.encode(accountToAny(account, codec)).finish()).toString("hex"));
  });

  it.each(accounts)("gives for %s what decoding its bytes gives", (_name, account) => {
    expect(unpackedOf(account, codec)).toEqual(unpackAccount(Any.decode(encodeAccount(account, codec))));
  });
});
