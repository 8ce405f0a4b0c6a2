import { Context } from "../../../abci-app/src/module-kit/context";
import { AuthKeeper } from "../../../abci-app/src/modules/auth/keeper/keeper";
import { BankKeeper } from "../../../abci-app/src/modules/bank/keeper/keeper";
import {
  defaultTransferGenesis,
  exportTransferGenesis,
  initTransferGenesis,
  parseTransferGenesis,
  transferGenesisToJson,
  validateTransferGenesis,
} from "../../../abci-app/src/modules/transfer/genesis";
import { TransferKeeper } from "../../../abci-app/src/modules/transfer/keeper/keeper";
import { MemoryMultiStore } from "../../../abci-app/src/store/memory";

const GENESIS_JSON = {
  port_id: "transfer",
  denom_traces: [
    { path: "transfer/channel-0", base_denom: "uatom" },
    { path: "transfer/channel-1/transfer/channel-9", base_denom: "gamm/pool/1" },
  ],
  params: { send_enabled: true, receive_enabled: false },
  total_escrowed: [{ denom: "uhid", amount: "1200" }],
};

describe("the transfer module's genesis (ibc-go v7.10: port_id, denom_traces, params, total_escrowed)", () => {
  const keeper = () => {
    const auth = new AuthKeeper();
    return new TransferKeeper({
      bank: new BankKeeper({ accountKeeper: auth }),
      channels: { getChannel: () => undefined, sendPacket: () => 0n },
      addressCodec: auth.addressCodec,
    });
  };
  const ctx = () =>
    Context.create(
      { chainId: "idledger-1", height: 1n, time: { seconds: 1n, nanos: 0 }, proposer: new Uint8Array(20) },
      "genesis",
      new MemoryMultiStore(["transfer"]).branch(),
    );

  test("is stored and exported as it was given, total escrow included", () => {
    const genesis = parseTransferGenesis(GENESIS_JSON);
    validateTransferGenesis(genesis);
    const c = ctx();
    const k = keeper();
    initTransferGenesis(c, k, genesis);
    expect(k.getTotalEscrow(c, "uhid")).toBe(1200n);
    expect(k.getParams(c)).toEqual({ sendEnabled: true, receiveEnabled: false });
    const exported = transferGenesisToJson(exportTransferGenesis(c, k)) as typeof GENESIS_JSON;
    // Traces export by hash order (the store's), so compare as sets.
    expect({ ...exported, denom_traces: [...exported.denom_traces].sort((x, y) => x.path.localeCompare(y.path)) }).toEqual(GENESIS_JSON);
  });

  test("defaults to ibc-go's: port transfer, both directions enabled, nothing escrowed", () => {
    expect(transferGenesisToJson(defaultTransferGenesis())).toEqual({
      port_id: "transfer",
      denom_traces: [],
      params: { send_enabled: true, receive_enabled: true },
      total_escrowed: [],
    });
  });

  test("refuses another port, an invalid trace and a non-positive escrow total", () => {
    expect(() => validateTransferGenesis(parseTransferGenesis({ ...GENESIS_JSON, port_id: "other" }))).toThrow(
      'transfer genesis: port_id must be transfer, not "other"',
    );
    expect(() => validateTransferGenesis(parseTransferGenesis({ ...GENESIS_JSON, denom_traces: [{ path: "transfer", base_denom: "uatom" }] }))).toThrow(
      /failed denom trace 0 validation/,
    );
    expect(() => validateTransferGenesis(parseTransferGenesis({ ...GENESIS_JSON, total_escrowed: [{ denom: "uhid", amount: "0" }] }))).toThrow(
      "transfer genesis: total escrowed of uhid must be positive",
    );
  });
});
