import { Did } from "../../../../abci-app/src/modules/ssi/types/generated/ssi/v1/did";
import { cosmjsAccount, MNEMONIC, tempDir } from "../../../unit/cli/fixtures";
import { cliAt } from "../harness";
import { paramsAnswer, SSI_PARAMS_PATH, startFakeNode, UNKNOWN_QUERY_ANSWER, type FakeAnswer, type FakeNode } from "./fake-node";
import {
  CHAIN_ID,
  decodeUnsignedTx,
  DID_1,
  didDocument,
  expectError,
  expectUsageError,
  HID_KEY_1,
  HID_KEY_2,
  isolatedCli,
  createDidArgs,
  offlineCreateDidArgs,
  SENDER,
  verifies,
  VM_1,
} from "./fixtures";

const cli = isolatedCli();
const DOC = JSON.stringify(didDocument(DID_1, HID_KEY_1.multibase));
const createDid = (...extra: string[]) => cli(offlineCreateDidArgs(DOC, ...extra));

describe("idledger tx ssi create-did", () => {
  it("prints the unsigned transaction as the SDK does, with the MsgCreateDID and SDK defaults", async () => {
    const { tx, typeUrl, msg } = decodeUnsignedTx(await createDid());
    expect(typeUrl).toBe("/hypersignprotocol.hidnode.ssi.MsgCreateDID");
    expect(tx).toEqual({
      body: { messages: [expect.any(Object)], memo: "", timeout_height: "0", extension_options: [], non_critical_extension_options: [] },
      auth_info: { signer_infos: [], fee: { amount: [], gas_limit: "200000", payer: "", granter: "" }, tip: null },
      signatures: [],
    });
    expect(msg.didDocString).toEqual(Did.fromJSON(didDocument(DID_1, HID_KEY_1.multibase)));
    expect(msg.creator).toBe(SENDER);
    expect(msg.signatures).toEqual([{ verificationMethodId: VM_1, signature: expect.any(String) }]);
  });

  it("prints the message in Cosmos JSON: field order, proto names, empty lists", async () => {
    const { tx } = decodeUnsignedTx(await createDid());
    const message = tx.body.messages[0];
    expect(Object.keys(message)).toEqual(["@type", "didDocString", "signatures", "creator"]);
    expect(message.didDocString.keyAgreement).toEqual([]);
    expect(message.didDocString.service).toEqual([]);
    expect(Object.keys(message.signatures[0])).toEqual(["verification_method_id", "signature"]);
  });

  it("with --offline signs idledger's payload by default: chain ID, CreateDID, empty version, the document's bytes", async () => {
    const { msg } = decodeUnsignedTx(await createDid());
    const signature = msg.signatures[0].signature as string;
    const document = Did.encode(msg.didDocString).finish();
    expect(verifies(signature, HID_KEY_1.multibase, { chainId: CHAIN_ID, operation: "CreateDID", version: "", document }, false)).toBe(true);
    expect(verifies(signature, HID_KEY_1.multibase, { operation: "CreateDID", version: "", document }, true)).toBe(false);
    expect(verifies(signature, HID_KEY_1.multibase, { chainId: "other-chain", operation: "CreateDID", version: "", document }, false)).toBe(false);
    expect(verifies(signature, HID_KEY_1.multibase, { chainId: CHAIN_ID, operation: "DeactivateDID", version: "", document }, false)).toBe(false);
  });

  it("with --offline and --legacy-signature signs the document bytes alone, as hid-node v0.1, and needs no chain ID", async () => {
    const result = await cli(createDidArgs(DOC, "--generate-only", "--offline", "--legacy-signature"));
    const { msg } = decodeUnsignedTx(result);
    const signature = msg.signatures[0].signature as string;
    const document = Did.encode(msg.didDocString).finish();
    expect(verifies(signature, HID_KEY_1.multibase, { operation: "CreateDID", version: "", document }, true)).toBe(true);
    expect(verifies(signature, HID_KEY_1.multibase, { chainId: CHAIN_ID, operation: "CreateDID", version: "", document }, false)).toBe(false);
    const defaultSignature = decodeUnsignedTx(await createDid()).msg.signatures[0].signature;
    expect(signature).not.toBe(defaultSignature);
  });

  it("accepts the 32-byte seed as --ver-key: the same deterministic signature", async () => {
    const seed = Buffer.from(HID_KEY_1.privateKey, "base64").subarray(0, 32).toString("base64");
    const withSeed = await cli([
      "tx",
      "ssi",
      "create-did",
      DOC,
      VM_1,
      "--ver-key",
      seed,
      "--from",
      SENDER,
      "--chain-id",
      CHAIN_ID,
      "--generate-only",
      "--offline",
    ]);
    expect(decodeUnsignedTx(withSeed).msg).toEqual(decodeUnsignedTx(await createDid()).msg);
  });

  it("honours --fees, --gas, --note, --timeout-height, --fee-payer and --fee-granter", async () => {
    const { tx } = decodeUnsignedTx(
      await createDid(
        "--fees",
        "5000uhid",
        "--gas",
        "300000",
        "--note",
        "first DID",
        "--timeout-height",
        "100",
        "--fee-granter",
        SENDER,
        "--fee-payer",
        SENDER,
      ),
    );
    expect(tx.body.memo).toBe("first DID");
    expect(tx.body.timeout_height).toBe("100");
    expect(tx.auth_info.fee).toEqual({ amount: [{ denom: "uhid", amount: "5000" }], gas_limit: "300000", payer: SENDER, granter: SENDER });
    expect(decodeUnsignedTx(await createDid("--memo", "old flag")).tx.body.memo).toBe("old flag");
  });

  describe("online: the chain's signing mode, from the node's ssi Params query", () => {
    let node: FakeNode;
    afterEach(() => node?.close());
    /** create-did against a fresh fake node (the previous one closed) that answers every query with `answer`. */
    const online = async (answer: FakeAnswer, ...extra: string[]) => {
      await node?.close();
      node = await startFakeNode(() => answer);
      return cli(createDidArgs(DOC, "--generate-only", "--node", node.address, ...extra));
    };
    const signatureOf = (result: Awaited<ReturnType<typeof createDid>>): string => decodeUnsignedTx(result).msg.signatures[0].signature;
    const document = Did.encode(Did.fromJSON(didDocument(DID_1, HID_KEY_1.multibase))).finish();

    it("a chain with legacy_signatures: hid-node v0.1's bytes, without --legacy-signature and without a chain ID", async () => {
      const signature = signatureOf(await online(paramsAnswer(true)));
      expect(node.queries.map((q) => [q.path, q.data.length])).toEqual([[SSI_PARAMS_PATH, 0]]);
      expect(verifies(signature, HID_KEY_1.multibase, { operation: "CreateDID", version: "", document }, true)).toBe(true);
      expect(signatureOf(await online(paramsAnswer(true), "--legacy-signature"))).toBe(signature);
    });

    it("a chain without: idledger's payload for the chain ID", async () => {
      const signature = signatureOf(await online(paramsAnswer(false), "--chain-id", CHAIN_ID));
      expect(node.queries.map((q) => q.path)).toEqual([SSI_PARAMS_PATH]);
      expect(verifies(signature, HID_KEY_1.multibase, { chainId: CHAIN_ID, operation: "CreateDID", version: "", document }, false)).toBe(true);
    });

    it("refuses --legacy-signature for a chain that does not accept legacy signatures, before signing", async () => {
      const result = await online(paramsAnswer(false), "--chain-id", CHAIN_ID, "--legacy-signature");
      expectError(
        result,
        `--legacy-signature: the chain of the node at ${node.address} does not accept hid-node v0.1 signatures (legacy_signatures is false, see q ssi params): leave the flag out to sign idledger's payload`,
      );
    });

    it("a node without the Params query (hid-node v0.1): refused unless --legacy-signature", async () => {
      expectError(
        await online(UNKNOWN_QUERY_ANSWER, "--chain-id", CHAIN_ID),
        `the node at ${node.address} does not answer idledger's ssi Params query (unknown query path: unknown request), so the chain's signing mode is unknown: for a hid-node v0.1 chain, sign its way with --legacy-signature`,
      );
      const signature = signatureOf(await online(UNKNOWN_QUERY_ANSWER, "--legacy-signature"));
      expect(verifies(signature, HID_KEY_1.multibase, { operation: "CreateDID", version: "", document }, true)).toBe(true);
    });

    it("says why it asked when the query fails", async () => {
      expectError(
        await online({ code: 2, codespace: "sdk", log: "tx parse error" }, "--chain-id", CHAIN_ID),
        "cannot learn the chain's ssi signing mode (ssi Params query; with --offline nothing is asked): tx parse error",
      );
    });

    it("with --offline asks nothing: the flag decides", async () => {
      const offline = signatureOf(await online(paramsAnswer(true), "--chain-id", CHAIN_ID, "--offline"));
      expect(verifies(offline, HID_KEY_1.multibase, { chainId: CHAIN_ID, operation: "CreateDID", version: "", document }, false)).toBe(true);
      expect(node.queries).toEqual([]);
    });
  });

  describe("with a home", () => {
    let home: string;
    let cleanup: () => void;
    beforeEach(() => ({ dir: home, cleanup } = tempDir()));
    afterEach(() => cleanup());

    it("resolves --from through the keyring and takes the chain ID from the home's genesis", async () => {
      const idledger = cliAt(home);
      expect((await idledger(["init", "n0", "--chain-id", "from-genesis-7"])).code).toBe(0);
      expect((await idledger(["keys", "add", "alice", "--recover"], { stdin: MNEMONIC })).code).toBe(0);
      const { msg } = decodeUnsignedTx(
        await idledger(["tx", "ssi", "create-did", DOC, VM_1, "--ver-key", HID_KEY_1.privateKey, "--from", "alice", "--generate-only", "--offline"]),
      );
      expect(msg.creator).toBe((await cosmjsAccount(MNEMONIC)).address);
      const document = Did.encode(msg.didDocString).finish();
      expect(
        verifies(msg.signatures[0].signature, HID_KEY_1.multibase, { chainId: "from-genesis-7", operation: "CreateDID", version: "", document }, false),
      ).toBe(true);
    });

    it("refuses a --from that is neither an address nor a key", async () => {
      expectError(
        await cliAt(home)([
          "tx",
          "ssi",
          "create-did",
          DOC,
          VM_1,
          "--ver-key",
          HID_KEY_1.privateKey,
          "--from",
          "bob",
          "--chain-id",
          CHAIN_ID,
          "--generate-only",
          "--offline",
        ]),
        '"bob" is neither a valid hid address nor the name of a key in the test keyring',
      );
    });

    it("without --chain-id or genesis, says that a chain ID is needed", async () => {
      expectError(
        await cliAt(home)(createDidArgs(DOC, "--generate-only", "--offline")),
        "--chain-id is required to sign: idledger's ssi signatures bind the chain (or use --legacy-signature for a hid-node v0.1 signature)",
      );
    });
  });

  describe("bad input: one line 'Error: …', exit 1", () => {
    const withDoc = (doc: string, ...extra: string[]) => cli(offlineCreateDidArgs(doc, ...extra));

    it("without --generate-only, --from must be a key of the keyring: it signs", async () => {
      expectError(
        await cli(createDidArgs(DOC, "--chain-id", CHAIN_ID)),
        /^Error: --from hid1\w+ is not a key in the test keyring, so it cannot sign: add the key, or print the unsigned transaction with --generate-only$/,
      );
    });

    it.each([
      ["not JSON", "{not json", /^Error: did_document_json is not valid JSON: /],
      ["not an object", "[]", "did_document_json: $: expected a JSON object for Did, got an array"],
      [
        "an unknown field",
        JSON.stringify({ ...didDocument(DID_1, HID_KEY_1.multibase), services: [] }),
        'did_document_json: $: unknown field "services" in Did',
      ],
      [
        "an unknown nested field",
        JSON.stringify(didDocument(DID_1, HID_KEY_1.multibase, { verificationMethod: [{ id: VM_1, publicKey: "z" }] })),
        'did_document_json: $.verificationMethod[0]: unknown field "publicKey" in VerificationMethod',
      ],
      ["a number for a string", JSON.stringify({ id: 42 }), "did_document_json: $.id: expected a string, got number 42"],
      [
        "a string for a list",
        JSON.stringify({ context: "https://www.w3.org/ns/did/v1" }),
        'did_document_json: $.context: expected a JSON array, got the string "https://www.w3.org/ns/did/v1"',
      ],
    ])("a bad document: %s", async (_, doc, message) => {
      expectError(await withDoc(doc), message);
    });

    it.each([
      [["--ver-key", "not-a-key"], "--ver-key is not standard base64 (A-Z, a-z, 0-9, +, / with = padding)"],
      [["--ver-key", "AAAA"], "--ver-key must be an Ed25519 key of 64 bytes (seed and public key) or 32 bytes (seed), got 3 bytes"],
      [
        ["--ver-key", HID_KEY_2.privateKey],
        `--ver-key does not belong to ${VM_1}: its public key is ${HID_KEY_2.multibase}, the document lists ${HID_KEY_1.multibase}`,
      ],
      [["--gas", "auto", "--offline"], "cannot estimate gas in offline mode: give --gas as a number"],
      [["--gas", "-5"], 'invalid --gas "-5": expected a gas limit (an integer from 0 to 2^64-1) or auto'],
      [["--gas-adjustment", "-1"], 'invalid --gas-adjustment "-1": expected a positive decimal number such as 1.3'],
      [["--fees", "5uhid", "--gas-prices", "0.1uhid"], "cannot provide both fees and gas prices: use --fees or --gas-prices"],
      [["--fees", "5 hid coins"], /^Error: invalid --fees "5 hid coins": /],
      [
        ["--fee-granter", "cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu"],
        /^Error: invalid --fee-granter address cosmos1.*: invalid Bech32 prefix; expected hid, got cosmos/,
      ],
      [["--chain-id", "has space"], 'invalid chain-id "has space": it must not contain whitespace'],
      [["--from", "cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu"], /invalid Bech32 prefix; expected hid, got cosmos/],
    ])("flags %p", async (flags, message) => {
      expectError(await withDoc(DOC, ...flags), message);
    });

    it("a verification method id without '#'", async () => {
      expectError(
        await cli([
          "tx",
          "ssi",
          "create-did",
          DOC,
          DID_1,
          "--ver-key",
          HID_KEY_1.privateKey,
          "--from",
          SENDER,
          "--chain-id",
          CHAIN_ID,
          "--generate-only",
          "--offline",
        ]),
        `verification_method_id "${DID_1}" is not a DID URL <did>#<key name>, such as did:hid:devnet:z…#key-1`,
      );
    });

    it("no --from", async () => {
      expectError(
        await cli(["tx", "ssi", "create-did", DOC, VM_1, "--ver-key", HID_KEY_1.privateKey, "--chain-id", CHAIN_ID, "--generate-only", "--offline"]),
        "--from is required: the key name or address of the account that sends the transaction",
      );
    });

    it("usage errors come from commander: no --ver-key, a missing argument, --note with --memo", async () => {
      expectUsageError(
        await cli(["tx", "ssi", "create-did", DOC, VM_1, "--from", SENDER, "--generate-only", "--offline"]),
        "required option '--ver-key <base64_private_key>' not specified",
      );
      expectUsageError(await cli(["tx", "ssi", "create-did", DOC, "--ver-key", HID_KEY_1.privateKey]), "missing required argument 'verification_method_id'");
      expectUsageError(await createDid("--note", "a", "--memo", "b"), "option '--note <text>' cannot be used with option '--memo <text>'");
    });
  });
});
