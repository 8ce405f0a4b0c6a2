import { QueryOwnerRequest, QueryOwnerResponse } from "cosmjs-types/cosmos/nft/v1beta1/query";
import { MsgSend, MsgSendResponse } from "cosmjs-types/cosmos/nft/v1beta1/tx";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fromBinary } from "@bufbuild/protobuf";
import { FileDescriptorSetSchema } from "@bufbuild/protobuf/wkt";
import type { Command } from "commander";
import { addDescriptors } from "../../../abci-app/src/codec/descriptors";
import { messageCodec } from "../../../abci-app/src/cli-kit/tx/message-codecs";
import type { ModuleDescriptor } from "../../../abci-app/src/module-kit/descriptor";
import { restGet } from "../../../abci-app/src/module-kit/rest/route";
import { authModule } from "../../../abci-app/src/modules/auth/module";
import type { AddressCodec } from "../../../abci-app/src/types/address";
import type { Context } from "../../../abci-app/src/module-kit/context";
import { ErrUnauthorized } from "../../../abci-app/src/types/sdk-errors";
import { grpcService, type MsgType } from "../../../abci-app/src/codec/proto-codec";
import { queryRoute } from "../../../abci-app/src/module-kit/query";

const STORE = "nft";
const utf8 = new TextEncoder();
const text = new TextDecoder();

/** A module the chain does not have, written as a new module would be: one folder's worth, in one file. */
class NftKeeper {
  constructor(readonly addressCodec: AddressCodec) {}

  owner(ctx: Context, classId: string, id: string): string | undefined {
    const bytes = ctx.kvStore(STORE).get(utf8.encode(`${classId}/${id}`));
    return bytes === undefined ? undefined : text.decode(bytes);
  }

  setOwner(ctx: Context, classId: string, id: string, owner: string): void {
    ctx.kvStore(STORE).set(utf8.encode(`${classId}/${id}`), utf8.encode(owner));
  }
}

export const NFT_SEND: MsgType<MsgSend, MsgSendResponse> = {
  typeUrl: "/cosmos.nft.v1beta1.MsgSend",
  codec: MsgSend,
  response: { typeUrl: "/cosmos.nft.v1beta1.MsgSendResponse", codec: MsgSendResponse },
  signers: (msg) => [msg.sender],
};

const NFT_QUERY = grpcService("/cosmos.nft.v1beta1.Query", { Owner: [QueryOwnerRequest, QueryOwnerResponse] } as const);

export const nftModule: ModuleDescriptor<NftKeeper> = {
  name: "nft",
  anyTypes: [NFT_SEND, NFT_SEND.response],
  createKeeper: (build) => new NftKeeper(build.keeper(authModule).addressCodec),
  createModule: (keeper) => ({
    name: "nft",
    storeKeys: [STORE],
    msgRoutes: [
      {
        ...NFT_SEND,
        validateBasic: (msg: MsgSend) => void keeper.addressCodec.decode(msg.receiver, "receiver"),
        handle: (ctx: Context, msg: MsgSend) => {
          const owner = keeper.owner(ctx, msg.classId, msg.id) ?? msg.sender;
          if (owner !== msg.sender) throw ErrUnauthorized.wrap(`${msg.sender} does not own ${msg.classId}/${msg.id}`);
          keeper.setOwner(ctx, msg.classId, msg.id, msg.receiver);
          return {};
        },
      },
    ],
    queryRoutes: [queryRoute(NFT_QUERY.Owner, (ctx, req) => ({ owner: keeper.owner(ctx, req.classId, req.id) ?? "" }))],
    defaultGenesis: () => ({}),
    validateGenesis: () => undefined,
    initGenesis: () => undefined,
    exportGenesis: () => ({}),
  }),
  restRoutes: [restGet("/cosmos/nft/v1beta1/owner/:class_id/:id", NFT_QUERY.Owner, (p) => ({ classId: p.class_id, id: p.id }))],
  cli: {
    messages: [messageCodec(NFT_SEND)],
    registerQuery: (group: Command) => void group.command("nft").description("Query NFTs").command("owner").description("The owner of an NFT"),
    registerTx: (group: Command) => void group.command("nft").description("Send NFTs").command("send").description("Send an NFT"),
  },
};

/**
 * nft's protos are not in the node's descriptor set (it has no nft module): builds theirs with protoc from the
 * Cosmos protos in node_modules/@protobufs and adds them, as a new module's author would regenerate the set.
 */
export function addNftDescriptors(): void {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "nft-descriptors-")), "nft.binpb");
  const protos = path.join(__dirname, "../../../node_modules/@protobufs");
  execFileSync("protoc", ["-I", protos, "--include_imports", `--descriptor_set_out=${out}`, "cosmos/nft/v1beta1/tx.proto"]);
  addDescriptors(fromBinary(FileDescriptorSetSchema, new Uint8Array(fs.readFileSync(out))));
  fs.rmSync(path.dirname(out), { recursive: true, force: true });
}
