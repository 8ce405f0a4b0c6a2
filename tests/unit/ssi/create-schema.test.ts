import type { Any } from "cosmjs-types/google/protobuf/any";
import {
  ErrBadRequestIsRequired,
  ErrDidDocDeactivated,
  ErrInvalidDate,
  ErrInvalidSchemaID,
  ErrInvalidSignature,
  ErrSchemaExists,
  ErrVerificationMethodNotFound,
} from "../../../abci-app/src/modules/ssi/errors";
import { SchemaDocument } from "../../../abci-app/src/modules/ssi/types/generated/ssi/v1/schema";
import { type MsgCreateSchema, MsgCreateSchemaResponse } from "../../../abci-app/src/modules/ssi/types/generated/ssi/v1/tx";
import { ErrInvalidAddress, ErrKeyNotFound } from "../../../abci-app/src/types/sdk-errors";
import { runCases, type Case } from "./cases";
import {
  createSchemaMsg,
  didDocument,
  didOf,
  expectOk,
  newSsi,
  registerDid,
  run,
  schemaDocument,
  secondsOf,
  sign,
  storeDid,
  testKey,
  TYPE,
  type Ssi,
} from "./setup";

const author = testKey("author");
const other = testKey("other");
const schemaKey = testKey("schema");

const withAuthor = (s: Ssi) => void registerDid(s, author);
const schemaMsg = (s: Ssi, overrides: Partial<SchemaDocument> = {}, version = "1.0") =>
  createSchemaMsg(s, schemaDocument(s, author, schemaKey, version, overrides), author);
const withId = (s: Ssi, id: string) => schemaMsg(s, { id });

describe("CreateSchema", () => {
  const cases: Case<MsgCreateSchema>[] = [
    {
      name: "stores the document with its proof; answers the count before",
      setup: withAuthor,
      msg: (s) => schemaMsg(s),
      check: (s, outcome) => {
        expect(MsgCreateSchemaResponse.decode((outcome as Any).value)).toEqual({ id: 0n });
        const doc = schemaDocument(s, author, schemaKey);
        expect(s.keeper.getSchema(s.ctx, doc.id)).toEqual({ ...doc, proof: schemaMsg(s).schemaProof });
        expect(s.keeper.getSchemaCount(s.ctx)).toBe(1n);
      },
    },
    { name: "ValidateBasic: a bad creator is sdk 7", setup: withAuthor, msg: (s) => ({ ...schemaMsg(s), creator: "hid1xyz" }), expErr: ErrInvalidAddress },
    {
      name: "without schemaDoc is 101 (hid-node panicked)",
      setup: withAuthor,
      msg: (s) => ({ ...schemaMsg(s), schemaDoc: undefined }),
      expErr: ErrBadRequestIsRequired,
      expErrMsg: "schemaDoc: is required",
    },
    {
      name: "an unregistered author is sdk 22 (hid-node panicked)",
      msg: (s) => schemaMsg(s),
      expErr: ErrKeyNotFound,
      expErrMsg: `schema author DID did:hid:devnet:${author.multibase} is not registered`,
    },
    {
      name: "a deactivated author is 114",
      setup: (s) => storeDid(s, didDocument(s, author), true),
      msg: (s) => schemaMsg(s),
      expErr: ErrDidDocDeactivated,
      expErrMsg: "cannot be used to create a schema",
    },
    {
      name: "an id without version is 110",
      setup: withAuthor,
      msg: (s) => withId(s, `sch:hid:devnet:${schemaKey.multibase}`),
      expErr: ErrInvalidSchemaID,
      expErrMsg: "expected 5 parts",
    },
    {
      name: "a version that is not <n>[.<n>] is 110",
      setup: withAuthor,
      msg: (s) => schemaMsg(s, {}, "v1"),
      expErr: ErrInvalidSchemaID,
      expErrMsg: 'version "v1"',
    },
    { name: "a three-part version is 110", setup: withAuthor, msg: (s) => schemaMsg(s, {}, "1.0.0"), expErr: ErrInvalidSchemaID },
    {
      name: "a DID as schema id is 110",
      setup: withAuthor,
      msg: (s) => withId(s, `did:hid:devnet:${schemaKey.multibase}:1.0`),
      expErr: ErrInvalidSchemaID,
      expErrMsg: "expected the prefix sch",
    },
    { name: "another namespace is 110", setup: withAuthor, msg: (s) => withId(s, `sch:hid:testnet:${schemaKey.multibase}:1.0`), expErr: ErrInvalidSchemaID },
    { name: "a bad method-specific id is 110", setup: withAuthor, msg: (s) => withId(s, "sch:hid:devnet:zabc:1.0"), expErr: ErrInvalidSchemaID },
    {
      name: "a registered id is 109",
      setup: (s) => {
        withAuthor(s);
        expectOk(run(s, TYPE.createSchema, schemaMsg(s)));
      },
      msg: (s) => schemaMsg(s),
      expErr: ErrSchemaExists,
    },
    {
      name: "a second version of the same schema is another schema",
      setup: (s) => {
        withAuthor(s);
        expectOk(run(s, TYPE.createSchema, schemaMsg(s)));
      },
      msg: (s) => schemaMsg(s, {}, "2.0"),
    },
    {
      name: "authored that is not RFC 3339 is 121",
      setup: withAuthor,
      msg: (s) => schemaMsg(s, { authored: "2023-08-16 10:22:12" }),
      expErr: ErrInvalidDate,
      expErrMsg: "invalid authored date format",
    },
    {
      name: "authored after the block time is 121",
      setup: withAuthor,
      msg: (s) => schemaMsg(s, { authored: "2024-01-01T00:00:01Z" }),
      expErr: ErrInvalidDate,
      expErrMsg: "authored date provided shouldn't be greater",
    },
    { name: "authored at the block time is accepted", setup: withAuthor, msg: (s) => schemaMsg(s, { authored: "2024-01-01T01:00:00+01:00" }) },
    {
      name: "a missing proof is 121 (its created date is empty)",
      setup: withAuthor,
      msg: (s) => ({ ...schemaMsg(s), schemaProof: undefined }),
      expErr: ErrInvalidDate,
      expErrMsg: "invalid created date format",
    },
    {
      name: "proof created after the block time is 121",
      setup: withAuthor,
      msg: (s) => createSchemaMsg(s, schemaDocument(s, author, schemaKey), author, undefined, { created: "2030-01-01T00:00:00Z" }),
      expErr: ErrInvalidDate,
      expErrMsg: "created date provided shouldn't be greater",
    },
    {
      name: "signed by another key is 107",
      setup: withAuthor,
      msg: (s) => createSchemaMsg(s, schemaDocument(s, author, schemaKey), other),
      expErr: ErrInvalidSignature,
    },
    {
      name: "a key that is not an assertion method of the author is 105",
      setup: (s) => void registerDid(s, author, didDocument(s, author, { assertionMethod: [] })),
      msg: (s) => schemaMsg(s),
      expErr: ErrVerificationMethodNotFound,
      expErrMsg: "is not an assertionMethod method of",
    },
    {
      name: "the author's controller cannot sign in v0.1.0 (only from hid-node v0.1.3)",
      setup: (s) => {
        registerDid(s, other);
        storeDid(s, didDocument(s, author, { controller: [didOf(s, other)] }));
      },
      msg: (s) => createSchemaMsg(s, schemaDocument(s, author, schemaKey), other, `${didOf(s, other)}#key-1`),
      expErr: ErrInvalidSignature,
    },
    {
      name: "a hid-node v0.1 signature (SchemaDocument bytes alone) is refused by default",
      setup: withAuthor,
      msg: (s) =>
        createSchemaMsg(s, schemaDocument(s, author, schemaKey), author, undefined, {
          proofValue: sign(SchemaDocument.encode(schemaDocument(s, author, schemaKey)).finish(), author),
        }),
      expErr: ErrInvalidSignature,
    },
    {
      name: "a hid-node v0.1 signature is accepted with legacy_signatures",
      legacy: true,
      setup: withAuthor,
      msg: (s) =>
        createSchemaMsg(s, schemaDocument(s, author, schemaKey), author, undefined, {
          proofValue: sign(SchemaDocument.encode(schemaDocument(s, author, schemaKey)).finish(), author),
        }),
    },
    {
      name: 'on the main network sch:hid:<msi>:<version> is created (v0.1.0\'s "mainnet" could not)',
      namespace: "",
      setup: withAuthor,
      msg: (s) => schemaMsg(s),
    },
    {
      name: "on the main network a namespaced schema id is 110",
      namespace: "",
      setup: withAuthor,
      msg: (s) => withId(s, `sch:hid:devnet:${schemaKey.multibase}:1.0`),
      expErr: ErrInvalidSchemaID,
      expErrMsg: "expected 4 parts",
    },
  ];
  runCases(TYPE.createSchema, cases);

  it("answers 0, 1… and counts every version", () => {
    const ssi = newSsi();
    registerDid(ssi, author);
    const ids = ["1.0", "1.1", "2"].map((v) => MsgCreateSchemaResponse.decode((run(ssi, TYPE.createSchema, schemaMsg(ssi, {}, v)) as Any).value).id);
    expect(ids).toEqual([0n, 1n, 2n]);
    expect(ssi.keeper.getSchemaCount(ssi.ctx)).toBe(3n);
  });

  it("compares dates as instants, not text: an authored date with an offset that is still in the past is accepted", () => {
    const ssi = newSsi();
    registerDid(ssi, author);
    ssi.at(secondsOf("2024-01-01T00:00:00Z"));
    expectOk(run(ssi, TYPE.createSchema, schemaMsg(ssi, { authored: "2024-01-01T05:00:00+05:30" })));
  });
});
