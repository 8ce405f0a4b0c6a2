import type { Command } from "commander";
import { MsgSend } from "cosmjs-types/cosmos/nft/v1beta1/tx";
import { QueryOwnerRequest, QueryOwnerResponse } from "cosmjs-types/cosmos/nft/v1beta1/query";
import { MODULES } from "../../../abci-app/src/app/modules";
import { createWiring } from "../../../abci-app/src/app/wiring";
import { clientMessages } from "../../../abci-app/src/cli/client-messages";
import { ledgerContext } from "../../../abci-app/src/cli-kit/context";
import { commandContext } from "../../../lib/cli-kit/context";
import { buildProgram } from "../../../cli/program";
import { processRuntime } from "../../../abci-app/src/cli/runtime";
import { authAccountRetriever } from "../../../abci-app/src/modules/auth/cli/account-retriever";
import { restRoutesOf } from "../../../abci-app/src/server/rest-routes";
import { MemoryMultiStore } from "../../../abci-app/src/store/memory";
import { Context } from "../../../abci-app/src/module-kit/context";
import { runMsg } from "../../../abci-app/src/module-kit/module";
import { folderOf, localImports, productFiles, sourceFiles } from "./imports";
import { addNftDescriptors, nftModule, NFT_SEND } from "./nft-module";

const MODULE_FOLDERS = MODULES.map((module) => `modules/${module.name}`);

/** Files outside the module folders and the module folders each imports from. */
function moduleImporters(): Map<string, string[]> {
  const importers = new Map<string, string[]>();
  for (const file of productFiles()) {
    if (file.startsWith("abci-app/src/modules/")) continue;
    const named = [
      ...new Set(
        localImports(file)
          .map(folderOf)
          .filter((folder) => folder.startsWith("modules/")),
      ),
    ].sort();
    if (named.length > 0) importers.set(file, named);
  }
  return importers;
}

describe("the module list (app/modules.ts)", () => {
  it("is the only file outside the modules that names every module: a new module is its folder plus one line there", () => {
    const namingAll = [...moduleImporters()].filter(([, named]) => MODULE_FOLDERS.every((folder) => named.includes(folder))).map(([file]) => file);
    expect(namingAll).toEqual(["abci-app/src/app/modules.ts"]);
  });

  it("names each module's folder after its name, as the list is checked against the folders", () => {
    expect(MODULE_FOLDERS.sort()).toEqual(
      sourceFiles("abci-app/src/modules")
        .map(folderOf)
        .filter((f, i, all) => all.indexOf(f) === i)
        .sort(),
    );
  });

  it("leaves a few files that use one module for a reason of their own, and no others", () => {
    expect(Object.fromEntries(moduleImporters())).toEqual({
      "abci-app/src/app/modules.ts": MODULE_FOLDERS.sort(),
      // The ante chain's keepers: accounts and sequences, fee payment, fee grants.
      "abci-app/src/app/wiring.ts": ["modules/auth", "modules/bank", "modules/feegrant"],
      // `debug` mounts ssi's own debug commands (DID keys).
      "abci-app/src/cli/commands/debug/index.ts": ["modules/ssi"],
      // `genesis gentx` signs and `collect-gentxs` checks staking's MsgCreateValidator, as the SDK's genutil commands do.
      "abci-app/src/cli/commands/genesis/collect-gentxs.ts": ["modules/staking"],
      "abci-app/src/cli/commands/genesis/gentx.ts": ["modules/staking"],
      // `export` lists staking's last validator set as CometBFT's genesis validators, as the SDK's WriteValidators.
      "abci-app/src/cli/genesis/export.ts": ["modules/staking"],
      // `genesis add-genesis-account` writes BaseAccounts; the program signs with auth's account reader.
      "abci-app/src/cli/genesis/accounts.ts": ["modules/auth"],
      "cli/main.ts": ["modules/auth"],
    });
  });
});

describe("a module added to the list", () => {
  const modules = [...MODULES, nftModule];
  const wiring = createWiring(modules);

  it("has its store, its messages and queries routed, its Any types registered and its genesis section", () => {
    expect(wiring.modules.storeNames).toContain("nft");
    expect(wiring.modules.msgRouter.route(NFT_SEND.typeUrl)?.typeUrl).toBe(NFT_SEND.typeUrl);
    expect([...wiring.modules.queryRoutes.keys()]).toContain("/cosmos.nft.v1beta1.Query/Owner");
    expect(wiring.registry.typeUrls()).toEqual(expect.arrayContaining([NFT_SEND.typeUrl, NFT_SEND.response.typeUrl]));
    expect(Object.keys(wiring.modules.defaultGenesis())).toEqual([
      "auth",
      "consensus",
      "upgrade",
      "bank",
      "staking",
      "mint",
      "distribution",
      "slashing",
      "gov",
      "genutil",
      "ssi",
      "authz",
      "feegrant",
      "ibc",
      "transfer",
      "nft",
    ]);
  });

  it("runs its message and answers its query on the app's state", () => {
    const ctx = Context.create(
      { chainId: "c", height: 1n, time: { seconds: 1n, nanos: 0 }, proposer: new Uint8Array() },
      "finalize",
      new MemoryMultiStore(wiring.modules.storeNames).branch(),
    );
    const alice = wiring.addressCodec.encode(new Uint8Array(20).fill(1));
    const bob = wiring.addressCodec.encode(new Uint8Array(20).fill(2));
    const route = wiring.modules.msgRouter.route(NFT_SEND.typeUrl)!;
    const response = runMsg(route, ctx, MsgSend.fromPartial({ classId: "kitty", id: "1", sender: alice, receiver: bob }));
    expect(response.typeUrl).toBe(NFT_SEND.response.typeUrl);
    const owner = wiring.modules.queryRoutes.get("/cosmos.nft.v1beta1.Query/Owner")!;
    expect(owner.handle(ctx, QueryOwnerRequest.fromPartial({ classId: "kitty", id: "1" }))).toEqual(QueryOwnerResponse.fromPartial({ owner: bob }));
  });

  it("has its REST path, served by its gRPC method", () => {
    const route = restRoutesOf(modules).find((r) => r.path === "/cosmos/nft/v1beta1/owner/:class_id/:id");
    expect(route?.query).toBe("/cosmos.nft.v1beta1.Query/Owner");
  });

  it("has its tx and query commands, and the command line reads, prints and signs its message (once its protos are in the descriptor set)", () => {
    addNftDescriptors();
    const messages = clientMessages(modules);
    const program = buildProgram(ledgerContext(commandContext(processRuntime()), messages, authAccountRetriever), modules);
    const sub = (parent: Command, name: string) => parent.commands.find((c) => c.name() === name);
    expect(sub(sub(sub(program, "tx")!, "nft")!, "send")).toBeDefined();
    expect(sub(sub(sub(program, "query")!, "nft")!, "owner")).toBeDefined();
    const any = messages.anyFromJson({ "@type": NFT_SEND.typeUrl, class_id: "kitty", id: "1", sender: "a", receiver: "b" }, "msg");
    expect(messages.anyToJson(any)).toEqual({ "@type": NFT_SEND.typeUrl, class_id: "kitty", id: "1", sender: "a", receiver: "b" });
    expect(messages.signers(any)).toEqual(["a"]);
  });
});
