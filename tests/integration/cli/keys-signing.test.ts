import fs from "node:fs";
import path from "node:path";
import { Secp256k1, Secp256k1Signature, sha256 } from "@cosmjs/crypto";
import { fromBase64 } from "@cosmjs/encoding";
import { makeSignBytes, makeSignDoc } from "@cosmjs/proto-signing";
import { AuthInfo, TxBody } from "cosmjs-types/cosmos/tx/v1beta1/tx";
import { CLIENT_MESSAGES } from "../../../abci-app/src/cli/client-messages";
import { readTxJson } from "../../../abci-app/src/cli-kit/tx";
import { cosmjsAccount, MNEMONIC, tempDir } from "../../unit/cli/fixtures";
import { cliAt } from "./harness";

const PASSPHRASE = "keyring passphrase 1";
const TO = "hid1qurswpc8qurswpc8qurswpc8qurswpc83qpt4y";
const CHAIN_ID = "idledger-test-1";

/** Transaction commands with a key in the encrypted file keyring: one passphrase per command, a valid signature. */
describe("signing with --keyring-backend file", () => {
  let home: string;
  let cleanup: () => void;
  beforeEach(() => ({ dir: home, cleanup } = tempDir()));
  afterEach(() => cleanup());

  it("generate-only resolves --from by name, and tx sign --offline asks for the passphrase once and signs for cosmjs's key", async () => {
    const idledger = cliAt(home);
    const file = ["--keyring-backend", "file"];
    await idledger(["keys", "add", "alice", "--recover", ...file], { stdin: `${MNEMONIC}\n${PASSPHRASE}\n${PASSPHRASE}\n` });
    const alice = await cosmjsAccount(MNEMONIC);

    const unsigned = await idledger(["tx", "bank", "send", "alice", TO, "5uhid", "--generate-only", "--fees", "10uhid", ...file], { stdin: `${PASSPHRASE}\n` });
    expect(unsigned.code).toBe(0);
    expect(JSON.parse(unsigned.stdout).body.messages[0].from_address).toBe(alice.address);
    expect(unsigned.stderr.match(/Enter keyring passphrase/g)).toHaveLength(1);
    const unsignedFile = path.join(home, "unsigned.json");
    fs.writeFileSync(unsignedFile, unsigned.stdout);

    const wrong = await idledger(["tx", "sign", unsignedFile, "--from", "alice", "--offline", "-a", "3", "-s", "7", "--chain-id", CHAIN_ID, ...file], {
      stdin: "wrong passphrase\n",
    });
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain("Error: incorrect passphrase for the file keyring");

    const signed = await idledger(["tx", "sign", unsignedFile, "--from", "alice", "--offline", "-a", "3", "-s", "7", "--chain-id", CHAIN_ID, ...file], {
      stdin: `${PASSPHRASE}\n`,
    });
    expect(signed.code).toBe(0);
    expect(signed.stderr).toBe("Enter keyring passphrase (attempt 1/1): \n");
    const tx = JSON.parse(signed.stdout);
    expect(tx.auth_info.signer_infos[0].public_key.key).toBe(alice.pubkeyBase64);

    // The signature verifies over the SignDoc of the printed body and auth info, with cosmjs's public key.
    const parsed = readTxJson(tx, CLIENT_MESSAGES, "signed");
    const signDoc = makeSignDoc(TxBody.encode(parsed.body!).finish(), AuthInfo.encode(parsed.authInfo!).finish(), CHAIN_ID, 3);
    const signature = Secp256k1Signature.fromFixedLength(parsed.signatures[0]!);
    expect(Secp256k1.verifySignature(signature, sha256(makeSignBytes(signDoc)), fromBase64(alice.pubkeyBase64))).toBe(true);
  });
});
