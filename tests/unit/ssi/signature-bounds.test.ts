import { ed25519Verdicts } from "../../../abci-app/src/crypto/ed25519-verdicts";
import { DEFAULT_AUTH_PARAMS } from "../../../abci-app/src/modules/auth/types/params";
import { ErrInvalidService, ErrInvalidSignature } from "../../../abci-app/src/modules/ssi/errors";
import type { Did } from "../../../abci-app/src/modules/ssi/types/generated/ssi/v1/did";
import type { MsgCreateDID } from "../../../abci-app/src/modules/ssi/types/generated/ssi/v1/tx";
import { MAX_DID_SIGNATURES } from "../../../abci-app/src/modules/ssi/types/msgs";
import { decodeMultibase } from "../../../lib/multibase";
import { runMsg, type MsgRoute } from "../../../abci-app/src/module-kit/module";
import { newGasMeter } from "../../../abci-app/src/types/gas";
import { ErrOutOfGas } from "../../../abci-app/src/types/sdk-errors";
import {
  createDidMsg,
  createSchemaMsg,
  deactivateDidMsg,
  didDocument,
  didOf,
  expectError,
  expectOk,
  newSsi,
  registerDid,
  run,
  schemaDocument,
  testKey,
  TYPE,
  updateDidMsg,
  type Key,
  type Ssi,
} from "./setup";

const alice = testKey("alice");
const bob = testKey("bob");
const ED25519_GAS = DEFAULT_AUTH_PARAMS.sigVerifyCostEd25519;

/** Alice's document signed `count` times with her key-1 (every signature valid). */
function signedTimes(ssi: Ssi, count: number, doc: Did = didDocument(ssi, alice)): MsgCreateDID {
  return createDidMsg(
    ssi,
    doc,
    Array.from({ length: count }, () => [alice, `${doc.id}#key-1`] as [Key, string]),
  );
}

/** Runs the handler alone, as a message that skipped ValidateBasic would reach it. */
function handleOnly<T>(ssi: Ssi, typeUrl: string, msg: T): unknown {
  const route = ssi.routes.find((r) => r.typeUrl === typeUrl)! as MsgRoute<T>;
  try {
    return runMsg(route, ssi.ctx.withTxBytes(route.codec.encode(msg).finish()), msg);
  } catch (err) {
    return err;
  }
}

/** The gas a message's handler consumes. */
function gasOf<T>(ssi: Ssi, typeUrl: string, msg: T): bigint {
  const meter = newGasMeter(1_000_000_000n);
  const route = ssi.routes.find((r) => r.typeUrl === typeUrl)! as MsgRoute<T>;
  runMsg(route, ssi.ctx.withGasMeter(meter).withTxBytes(route.codec.encode(msg).finish()), msg);
  return meter.consumed();
}

describe("bounds on a DID operation's signature checks (hostile input)", () => {
  let checks: jest.SpyInstance;
  beforeEach(() => {
    checks = jest.spyOn(ed25519Verdicts, "verify");
  });
  afterEach(() => checks.mockRestore());

  it(`accepts ${MAX_DID_SIGNATURES} signatures and checks each once`, () => {
    const ssi = newSsi();
    expectOk(run(ssi, TYPE.createDid, signedTimes(ssi, MAX_DID_SIGNATURES)));
    expect(checks).toHaveBeenCalledTimes(MAX_DID_SIGNATURES);
  });

  it(`ValidateBasic refuses ${MAX_DID_SIGNATURES + 1} signatures on CreateDID, UpdateDID and DeactivateDID (107) before checking any`, () => {
    const ssi = newSsi();
    const doc = registerDid(ssi, bob);
    checks.mockClear();
    const tooMany = Array.from({ length: MAX_DID_SIGNATURES + 1 }, () => [bob, `${doc.id}#key-1`] as [Key, string]);
    const message = `${MAX_DID_SIGNATURES + 1} signatures; a DID operation may carry at most ${MAX_DID_SIGNATURES}`;
    expectError(run(ssi, TYPE.createDid, signedTimes(ssi, MAX_DID_SIGNATURES + 1)), ErrInvalidSignature, message);
    expectError(run(ssi, TYPE.updateDid, updateDidMsg(ssi, { ...doc, alsoKnownAs: ["bob"] }, tooMany)), ErrInvalidSignature, message);
    expectError(run(ssi, TYPE.deactivateDid, deactivateDidMsg(ssi, doc.id, tooMany)), ErrInvalidSignature, message);
    expect(checks).not.toHaveBeenCalled();
  });

  it("the handler refuses too many signatures by itself, before checking any", () => {
    const ssi = newSsi();
    expectError(handleOnly(ssi, TYPE.createDid, signedTimes(ssi, MAX_DID_SIGNATURES + 1)), ErrInvalidSignature, "at most");
    expect(checks).not.toHaveBeenCalled();
    expect(ssi.keeper.hasDid(ssi.ctx, didOf(ssi, alice))).toBe(false);
  });

  it("a controller listed 2,000 times is one signer: 16 signatures are 16 checks, not 32,000", () => {
    const ssi = newSsi();
    const id = didOf(ssi, alice);
    const doc = didDocument(ssi, alice, { controller: Array.from({ length: 2_000 }, () => id) });
    expectOk(run(ssi, TYPE.createDid, signedTimes(ssi, MAX_DID_SIGNATURES, doc)));
    expect(checks).toHaveBeenCalledTimes(MAX_DID_SIGNATURES);
  });

  it("an update whose old document names one controller many times checks each signature once", () => {
    const ssi = newSsi();
    registerDid(ssi, bob);
    const aliceId = didOf(ssi, alice);
    const bobId = didOf(ssi, bob);
    const doc = registerDid(ssi, alice, didDocument(ssi, alice, { controller: [aliceId, ...Array.from({ length: 500 }, () => bobId)] }));
    checks.mockClear();
    const bobSigns = Array.from({ length: 3 }, () => [bob, `${bobId}#key-1`] as [Key, string]);
    expectOk(run(ssi, TYPE.updateDid, updateDidMsg(ssi, { ...doc, alsoKnownAs: ["alice"] }, bobSigns)));
    expect(checks).toHaveBeenCalledTimes(3);
  });

  it(`each check costs the keeper's Ed25519 gas (auth's sig_verify_cost_ed25519, ${ED25519_GAS} by default) before it is made`, () => {
    const once = gasOf(newSsi(), TYPE.createDid, signedTimes(newSsi(), 1));
    const fourTimes = gasOf(newSsi(), TYPE.createDid, signedTimes(newSsi(), 4));
    expect(fourTimes - once).toBe(3n * ED25519_GAS);
    const dearer = newSsi({ ed25519VerifyGas: ED25519_GAS + 10_000n });
    expect(gasOf(dearer, TYPE.createDid, signedTimes(dearer, 4)) - fourTimes).toBe(4n * 10_000n);
  });

  it("a schema's proof is one check at the same price", () => {
    const schemaGas = (gas: bigint) => {
      const ssi = newSsi({ ed25519VerifyGas: gas });
      registerDid(ssi, alice);
      return gasOf(ssi, TYPE.createSchema, createSchemaMsg(ssi, schemaDocument(ssi, alice, testKey("schema")), alice));
    };
    expect(schemaGas(ED25519_GAS + 10_000n) - schemaGas(ED25519_GAS)).toBe(10_000n);
  });

  it("runs out of gas at a check it cannot pay for, before making it, and stores nothing", () => {
    const ssi = newSsi({ ed25519VerifyGas: 2_000_000_000n });
    const outcome = (() => {
      try {
        return gasOf(ssi, TYPE.createDid, signedTimes(ssi, 1));
      } catch (err) {
        return err;
      }
    })();
    expectError(outcome, ErrOutOfGas, "out of gas in location: ssi verify: ed25519");
    expect(checks).not.toHaveBeenCalled();
    expect(ssi.keeper.hasDid(ssi.ctx, didOf(ssi, alice))).toBe(false);
  });
});

describe("the block's Ed25519 planner (MsgRoute.ed25519Ahead) costs no more than the message's bytes", () => {
  const plan = (ssi: Ssi, msg: MsgCreateDID) => {
    const route = ssi.routes.find((r) => r.typeUrl === TYPE.createDid)! as MsgRoute<MsgCreateDID>;
    return route.ed25519Ahead!(ssi.ctx, msg);
  };

  it("plans a document's own signatures, leaves a controller's stored keys to the handler and reads no document", () => {
    const ssi = newSsi();
    registerDid(ssi, bob);
    const doc = didDocument(ssi, alice, { controller: [didOf(ssi, alice), didOf(ssi, bob)] });
    const msg = createDidMsg(ssi, doc, [
      [alice, `${doc.id}#key-1`],
      [bob, `${didOf(ssi, bob)}#key-1`],
    ]);
    const reads = jest.spyOn(ssi.keeper, "getDid");
    const jobs = plan(ssi, msg);
    expect(reads).not.toHaveBeenCalled();
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.publicKey).toEqual(decodeMultibase(alice.multibase));
  });

  it(`plans nothing for a message with more than ${MAX_DID_SIGNATURES} signatures, and each signature once however often its signer is listed`, () => {
    const ssi = newSsi();
    expect(plan(ssi, signedTimes(ssi, MAX_DID_SIGNATURES + 1))).toEqual([]);
    const id = didOf(ssi, alice);
    const repeated = didDocument(ssi, alice, { controller: Array.from({ length: 1_000 }, () => id) });
    expect(plan(ssi, signedTimes(ssi, 3, repeated))).toHaveLength(3);
  });
});

describe("duplicate services are found in one pass, reporting what hid-node reports", () => {
  const service = (ssi: Ssi, owner: Key, fragment: string, type = "LinkedDomains") => ({
    id: `${didOf(ssi, owner)}#${fragment}`,
    type,
    serviceEndpoint: "https://example.com",
  });

  it("names the first service whose fragment a later one repeats", () => {
    const ssi = newSsi();
    const services = [service(ssi, alice, "a"), service(ssi, alice, "b"), service(ssi, bob, "b"), service(ssi, bob, "a")];
    expectError(
      run(ssi, TYPE.createDid, signedTimes(ssi, 1, didDocument(ssi, alice, { service: services }))),
      ErrInvalidService,
      `Service with Id: ${services[0]!.id} is duplicate`,
    );
  });

  it("a duplicate before an invalid type is reported first, an invalid type before a duplicate likewise", () => {
    const ssi = newSsi();
    const duplicateFirst = [service(ssi, alice, "a"), service(ssi, alice, "b", "Other"), service(ssi, bob, "a")];
    expectError(run(ssi, TYPE.createDid, signedTimes(ssi, 1, didDocument(ssi, alice, { service: duplicateFirst }))), ErrInvalidService, "is duplicate");
    const typeFirst = [service(ssi, alice, "b", "Other"), service(ssi, alice, "a"), service(ssi, bob, "a")];
    expectError(
      run(ssi, TYPE.createDid, signedTimes(ssi, 1, didDocument(ssi, alice, { service: typeFirst }))),
      ErrInvalidService,
      "Service Type Other is Invalid",
    );
  });

  it("20,000 distinct services are accepted (one pass, not 200 million comparisons)", () => {
    const ssi = newSsi();
    const services = Array.from({ length: 20_000 }, (_, i) => service(ssi, alice, `s${i}`));
    expectOk(run(ssi, TYPE.createDid, signedTimes(ssi, 1, didDocument(ssi, alice, { service: services }))));
  });
});
