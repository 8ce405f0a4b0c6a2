import { Did } from "../../../../abci-app/src/modules/ssi/types/generated/ssi/v1/did";
import { QueryDidDocumentRequest, QueryDidDocumentResponse } from "../../../../abci-app/src/modules/ssi/types/generated/ssi/v1/query";
import { deadNodeAddress, notFoundAnswer, SSI_PARAMS_PATH, startFakeNode, withParams, type FakeNode } from "./fake-node";
import {
  CHAIN_ID,
  decodeUnsignedTx,
  DID_1,
  DID_2,
  didDocument,
  expectError,
  HID_KEY_1,
  HID_KEY_2,
  isolatedCli,
  SENDER,
  verifies,
  VM_1,
  VM_2,
} from "./fixtures";

const cli = isolatedCli();
const VERSION = "E3B0C44298FC1C149AFBF4C8996FB92427AE41E4649B934CA495991B7852B855";
const STORED = didDocument(DID_1, HID_KEY_1.multibase);
const STORED_BYTES = Did.encode(Did.fromJSON(STORED)).finish();
const METADATA = { created: "2024-01-01T00:00:00Z", updated: "2024-01-01T00:00:00Z", deactivated: false, versionId: VERSION };
/** Online, an ssi tx command asks the node for the chain's signing mode; these ask no node. */
const onlineFlags = ["--from", SENDER, "--chain-id", CHAIN_ID, "--generate-only"];
const txFlags = [...onlineFlags, "--offline"];

describe("idledger tx ssi update-did", () => {
  const NEW_DOC = didDocument(DID_1, HID_KEY_1.multibase, { controller: [DID_1, DID_2] });

  it("builds MsgUpdateDID with the version, signed over the new document for UpdateDID at that version", async () => {
    const result = await cli(["tx", "ssi", "update-did", JSON.stringify(NEW_DOC), VERSION, VM_1, "--ver-key", HID_KEY_1.privateKey, ...txFlags]);
    const { tx, typeUrl, msg } = decodeUnsignedTx(result);
    expect(typeUrl).toBe("/hypersignprotocol.hidnode.ssi.MsgUpdateDID");
    expect(Object.keys(tx.body.messages[0])).toEqual(["@type", "didDocString", "version_id", "signatures", "creator"]);
    expect(msg).toMatchObject({ versionId: VERSION, creator: SENDER, didDocString: Did.fromJSON(NEW_DOC) });
    const target = { chainId: CHAIN_ID, operation: "UpdateDID" as const, version: VERSION, document: Did.encode(msg.didDocString).finish() };
    expect(verifies(msg.signatures[0].signature, HID_KEY_1.multibase, target, false)).toBe(true);
    expect(verifies(msg.signatures[0].signature, HID_KEY_1.multibase, { ...target, version: "OLDER" }, false)).toBe(false);
  });

  it("lets a controller's key sign, and the old key sign a rotated one (no key check against the new document)", async () => {
    const rotated = didDocument(DID_1, HID_KEY_2.multibase);
    const byOldKey = await cli(["tx", "ssi", "update-did", JSON.stringify(rotated), VERSION, VM_1, "--ver-key", HID_KEY_1.privateKey, ...txFlags]);
    expect(
      verifies(
        decodeUnsignedTx(byOldKey).msg.signatures[0].signature,
        HID_KEY_1.multibase,
        { chainId: CHAIN_ID, operation: "UpdateDID", version: VERSION, document: Did.encode(Did.fromJSON(rotated)).finish() },
        false,
      ),
    ).toBe(true);
    const byController = await cli(["tx", "ssi", "update-did", JSON.stringify(NEW_DOC), VERSION, VM_2, "--ver-key", HID_KEY_2.privateKey, ...txFlags]);
    expect(decodeUnsignedTx(byController).msg.signatures[0].verificationMethodId).toBe(VM_2);
  });

  it("refuses an empty version", async () => {
    expectError(
      await cli(["tx", "ssi", "update-did", JSON.stringify(NEW_DOC), " ", VM_1, "--ver-key", HID_KEY_1.privateKey, ...txFlags]),
      "version_id must not be empty: give the versionId of the stored document",
    );
  });
});

describe("idledger tx ssi deactivate-did", () => {
  const deactivate = (...extra: string[]) =>
    cli(["tx", "ssi", "deactivate-did", DID_1, VERSION, VM_1, "--ver-key", HID_KEY_1.privateKey, ...txFlags, ...extra]);
  const deactivateOnline = (...extra: string[]) =>
    cli(["tx", "ssi", "deactivate-did", DID_1, VERSION, VM_1, "--ver-key", HID_KEY_1.privateKey, ...onlineFlags, ...extra]);
  const DEACTIVATE_TARGET = { chainId: CHAIN_ID, operation: "DeactivateDID" as const, version: VERSION, document: STORED_BYTES };

  it("signs the stored document given with --did-document, offline", async () => {
    const { typeUrl, tx, msg } = decodeUnsignedTx(await deactivate("--offline", "--did-document", JSON.stringify(STORED)));
    expect(typeUrl).toBe("/hypersignprotocol.hidnode.ssi.MsgDeactivateDID");
    expect(Object.keys(tx.body.messages[0])).toEqual(["@type", "creator", "didId", "version_id", "signatures"]);
    expect(msg).toMatchObject({ creator: SENDER, didId: DID_1, versionId: VERSION });
    expect(verifies(msg.signatures[0].signature, HID_KEY_1.multibase, DEACTIVATE_TARGET, false)).toBe(true);
  });

  it("cannot reuse the creation signature (default payload), unlike hid-node v0.1 (legacy payload)", async () => {
    const doc = JSON.stringify(STORED);
    const createdDefault = decodeUnsignedTx(await cli(["tx", "ssi", "create-did", doc, VM_1, "--ver-key", HID_KEY_1.privateKey, ...txFlags])).msg;
    const deactivatedDefault = decodeUnsignedTx(await deactivate("--did-document", doc)).msg;
    expect(deactivatedDefault.signatures[0].signature).not.toBe(createdDefault.signatures[0].signature);
    expect(verifies(createdDefault.signatures[0].signature, HID_KEY_1.multibase, DEACTIVATE_TARGET, false)).toBe(false);

    const createdLegacy = decodeUnsignedTx(
      await cli(["tx", "ssi", "create-did", doc, VM_1, "--ver-key", HID_KEY_1.privateKey, ...txFlags, "--legacy-signature"]),
    ).msg;
    const deactivatedLegacy = decodeUnsignedTx(await deactivate("--did-document", doc, "--legacy-signature")).msg;
    expect(deactivatedLegacy.signatures[0].signature).toBe(createdLegacy.signatures[0].signature);
  });

  it("takes the JSON output of q ssi did, and checks its metadata", async () => {
    const output = (metadata: object) => JSON.stringify({ didDocument: STORED, didDocumentMetadata: metadata });
    expect(decodeUnsignedTx(await deactivate("--did-document", output(METADATA))).msg.didId).toBe(DID_1);
    expectError(
      await deactivate("--did-document", output({ ...METADATA, versionId: "NEWER" })),
      `DID ${DID_1} is at version NEWER, not ${VERSION}: give the current versionId`,
    );
    expectError(await deactivate("--did-document", output({ ...METADATA, deactivated: true })), `DID ${DID_1} is already deactivated`);
    expectError(
      await deactivate("--did-document", JSON.stringify({ didDocument: null, didDocumentMetadata: METADATA })),
      "--did-document: didDocument is null: there is no stored document in it",
    );
  });

  it("refuses the document of another DID, or none with --offline", async () => {
    expectError(
      await deactivate("--did-document", JSON.stringify(didDocument(DID_2, HID_KEY_2.multibase))),
      `--did-document is the document of "${DID_2}", not of ${DID_1}`,
    );
    expectError(await deactivate("--offline"), "deactivate-did signs the stored document: with --offline, give it with --did-document");
    expectError(await deactivate("--did-document", '{"id": 1}'), "--did-document: $.id: expected a string, got number 1");
  });

  describe("fetching the stored document from --node", () => {
    let node: FakeNode;
    afterEach(() => node?.close());

    it("asks QueryDidDocument for the DID and signs the stored document", async () => {
      node = await startFakeNode(
        withParams(false, () => ({
          value: QueryDidDocumentResponse.encode({ didDocument: Did.fromJSON(STORED), didDocumentMetadata: METADATA }).finish(),
        })),
      );
      const { msg } = decodeUnsignedTx(await deactivateOnline("--node", node.address));
      expect(node.queries.map((q) => q.path)).toEqual([SSI_PARAMS_PATH, "/hypersignprotocol.hidnode.ssi.Query/QueryDidDocument"]);
      expect(QueryDidDocumentRequest.decode(node.queries[1]!.data)).toEqual({ didId: DID_1 });
      expect(verifies(msg.signatures[0].signature, HID_KEY_1.multibase, DEACTIVATE_TARGET, false)).toBe(true);
    });

    it("says when the node does not know the DID (NotFound, or hid-node's empty answer)", async () => {
      node = await startFakeNode(withParams(false, () => notFoundAnswer(`DID ${DID_1}`)));
      expectError(
        await deactivateOnline("--node", node.address),
        `DID ${DID_1} is not on the chain of the node at ${node.address} (rpc error: code = NotFound desc = DID ${DID_1}: key not found)`,
      );
      await node.close();
      node = await startFakeNode(withParams(false, () => ({})));
      expectError(await deactivateOnline("--node", node.address), `DID ${DID_1} is not on the chain of the node at ${node.address}`);
    });

    it("says when the node cannot be reached (the first thing asked is the chain's signing mode)", async () => {
      const dead = await deadNodeAddress();
      expectError(
        await deactivateOnline("--node", dead),
        new RegExp(
          `^Error: cannot learn the chain's ssi signing mode \\(ssi Params query; with --offline nothing is asked\\): cannot reach the node at ${dead}: connect ECONNREFUSED`,
        ),
      );
    });
  });
});
