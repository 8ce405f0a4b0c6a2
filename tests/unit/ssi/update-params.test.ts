import { ErrInvalidSigner, GOV_MODULE_ADDRESS } from "../../../abci-app/src/module-kit/authority";
import type { QueryRoute } from "../../../abci-app/src/module-kit/module";
import { ErrBadRequestIsRequired, ErrInvalidDidNamespace } from "../../../abci-app/src/modules/ssi/errors";
import { MsgUpdateParams } from "../../../abci-app/src/modules/ssi/types/generated/ssi/v1/tx";
import { ErrInvalidAddress } from "../../../abci-app/src/types/sdk-errors";
import {
  codec,
  createDidMsg,
  createSchemaMsg,
  credentialStatus,
  deactivateDidMsg,
  didDocument,
  didOf,
  expectError,
  expectOk,
  newSsi,
  registerDid,
  registerStatusMsg,
  run,
  schemaDocument,
  testKey,
  TYPE,
  updateDidMsg,
  type Ssi,
} from "./setup";

const UPDATE_PARAMS = "/hypersignprotocol.hidnode.ssi.MsgUpdateParams";
const GOV = codec.encode(GOV_MODULE_ADDRESS);
const update = (chainNamespace: string, authority = GOV) => MsgUpdateParams.fromPartial({ authority, params: { chainNamespace } });
const alice = testKey("alice");
const bob = testKey("bob");

function paramsQuery(ssi: Ssi): unknown {
  const route = ssi.module.queryRoutes.find((r) => r.path.endsWith("/Params")) as QueryRoute;
  return route.handle(ssi.ctx, {});
}

/** A devnet chain with a DID, a schema and a credential status of alice's, whose namespace gov then sets to testnet. */
function renamedChain(): { ssi: Ssi; oldDid: string } {
  const ssi = newSsi({ namespace: "devnet" });
  registerDid(ssi, alice);
  expectOk(run(ssi, TYPE.createSchema, createSchemaMsg(ssi, schemaDocument(ssi, alice, testKey("schema")), alice)));
  expectOk(run(ssi, TYPE.registerCredentialStatus, registerStatusMsg(ssi, credentialStatus(ssi, alice, testKey("vc")), alice)));
  const oldDid = didOf(ssi, alice);
  expectOk(run(ssi, UPDATE_PARAMS, update("testnet")));
  return { ssi, oldDid };
}

describe("ssi MsgUpdateParams: governance sets the chain namespace", () => {
  it("is refused unless signed for the gov account, with params and a namespace by the genesis rules", () => {
    const ssi = newSsi({ namespace: "devnet" });
    expectError(run(ssi, UPDATE_PARAMS, update("testnet", codec.encode(new Uint8Array(20).fill(9)))), ErrInvalidSigner, `invalid authority; expected ${GOV}`);
    expectError(run(ssi, UPDATE_PARAMS, update("testnet", "hid1nope")), ErrInvalidAddress, "authority address");
    expectError(run(ssi, UPDATE_PARAMS, MsgUpdateParams.fromPartial({ authority: GOV })), ErrBadRequestIsRequired, "params: is required");
    expectError(run(ssi, UPDATE_PARAMS, update("dev_net")), ErrInvalidDidNamespace, "may only hold letters, digits and '-'");
    expectError(run(ssi, UPDATE_PARAMS, update("abcdefghijk")), ErrInvalidDidNamespace, "longer than 10 characters");
    expect(paramsQuery(ssi)).toEqual({ params: { chainNamespace: "devnet" }, legacySignatures: false });
  });

  it("sets the namespace new documents must carry, the main network's empty one too", () => {
    const ssi = newSsi({ namespace: "devnet" });
    expectOk(run(ssi, UPDATE_PARAMS, update("")));
    expect(paramsQuery(ssi)).toEqual({ params: { chainNamespace: "" }, legacySignatures: false });
    ssi.namespace = "";
    registerDid(ssi, bob);
    expect(ssi.keeper.hasDid(ssi.ctx, `did:hid:${bob.multibase}`)).toBe(true);
  });

  it("leaves the genesis legacy_signatures alone: it is not a param, the Params query answers it beside them", () => {
    const ssi = newSsi({ namespace: "devnet", legacy: true });
    expectOk(run(ssi, UPDATE_PARAMS, update("testnet")));
    expect(paramsQuery(ssi)).toEqual({ params: { chainNamespace: "testnet" }, legacySignatures: true });
  });

  it("leaves the documents already written under their ids: readable, no longer writable, usable as authors", () => {
    const { ssi, oldDid } = renamedChain();
    expect(ssi.keeper.getChainNamespace(ssi.ctx)).toBe("testnet");
    expect(ssi.keeper.getDid(ssi.ctx, oldDid)?.didDocument?.id).toBe(oldDid);

    // a new DID on the old namespace is refused; the old DID can be neither updated nor deactivated
    expectError(
      run(ssi, TYPE.createDid, createDidMsg(ssi, didDocument(ssi, bob), [[bob, `${didOf(ssi, bob)}#key-1`]])),
      ErrInvalidDidNamespace,
      "expected namespace testnet",
    );
    const oldDoc = ssi.keeper.getDid(ssi.ctx, oldDid)!.didDocument!;
    expectError(run(ssi, TYPE.updateDid, updateDidMsg(ssi, { ...oldDoc, alsoKnownAs: ["x"] }, [[alice, `${oldDid}#key-1`]])), ErrInvalidDidNamespace);
    expectError(run(ssi, TYPE.deactivateDid, deactivateDidMsg(ssi, oldDid, [[alice, `${oldDid}#key-1`]])), ErrInvalidDidNamespace);

    // the new namespace works, and the old DID still authors a schema of it
    ssi.namespace = "testnet";
    registerDid(ssi, bob);
    const schema = schemaDocument(ssi, alice, testKey("schema-2"), "1.0", { author: oldDid });
    expectOk(run(ssi, TYPE.createSchema, createSchemaMsg(ssi, schema, alice)));
  });

  it("exports the old namespace under former_namespaces; that export imports and round-trips", () => {
    const { ssi } = renamedChain();
    const g = JSON.parse(JSON.stringify(ssi.module.exportGenesis(ssi.ctx))) as Record<string, any>;
    expect(g.chain_namespace).toBe("testnet");
    expect(g.former_namespaces).toEqual(["devnet"]);
    const imported = newSsi({ genesis: g });
    expect(imported.module.exportGenesis(imported.ctx)).toEqual(g);
  });

  it.each<[string, (g: Record<string, any>) => void, RegExp]>([
    ["without the old namespace listed", (g) => (g.former_namespaces = []), /did_documents\[0\].*expected namespace testnet, got "devnet"/],
    ["with a former namespace no document has", (g) => g.former_namespaces.push("mainnet"), /former namespace "mainnet" is the namespace of no document/],
    ["with the chain's own namespace as a former one", (g) => g.former_namespaces.push("testnet"), /former_namespaces\[1\]: "testnet" is chain_namespace/],
    ["with a former namespace twice", (g) => g.former_namespaces.push("devnet"), /former_namespaces\[1\]: duplicate namespace "devnet"/],
    ["with a malformed former namespace", (g) => (g.former_namespaces = ["dev_net"]), /former_namespaces\[0\]: .* may only hold letters/],
  ])("genesis is refused %s", (_name, mutate, message) => {
    const { ssi } = renamedChain();
    const g = JSON.parse(JSON.stringify(ssi.module.exportGenesis(ssi.ctx))) as Record<string, any>;
    mutate(g);
    expect(() => newSsi().module.validateGenesis(g)).toThrow(message);
  });
});
