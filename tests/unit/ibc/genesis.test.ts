import { Order, State } from "cosmjs-types-ibc-v7/ibc/core/channel/v1/channel";
import { ClientState, ConsensusState } from "cosmjs-types-ibc-v7/ibc/lightclients/tendermint/v1/tendermint";
import { State as ConnectionState } from "cosmjs-types-ibc-v7/ibc/core/connection/v1/connection";
import { Context } from "../../../abci-app/src/module-kit/context";
import {
  defaultIbcGenesis,
  exportIbcGenesis,
  ibcGenesisToJson,
  initIbcGenesis,
  parseIbcGenesis,
  validateIbcGenesis,
} from "../../../abci-app/src/modules/ibc/genesis";
import { IbcKeeper } from "../../../abci-app/src/modules/ibc/keeper";
import { MemoryMultiStore } from "../../../abci-app/src/store/memory";

const clientState = {
  typeUrl: "/ibc.lightclients.tendermint.v1.ClientState",
  value: ClientState.encode(ClientState.fromPartial({ chainId: "other-1", latestHeight: { revisionNumber: 1n, revisionHeight: 5n } })).finish(),
};
const consensusState = {
  typeUrl: "/ibc.lightclients.tendermint.v1.ConsensusState",
  value: ConsensusState.encode(ConsensusState.fromPartial({ timestamp: { seconds: 9n, nanos: 0 }, root: { hash: Uint8Array.of(1, 2) } })).finish(),
};

/** A genesis holding one of everything ibc-go's genesis lists, in the order an export lists them (key order). */
function fullGenesis() {
  const genesis = defaultIbcGenesis();
  genesis.clientGenesis = {
    ...genesis.clientGenesis,
    clients: [{ clientId: "07-tendermint-0", clientState }],
    clientsConsensus: [
      {
        clientId: "07-tendermint-0",
        consensusStates: [{ height: { revisionNumber: 1n, revisionHeight: 5n }, consensusState }],
      },
    ],
    clientsMetadata: [
      {
        clientId: "07-tendermint-0",
        clientMetadata: [{ key: new TextEncoder().encode("consensusStates/1-5/processedHeight"), value: new TextEncoder().encode("0-9") }],
      },
    ],
    nextClientSequence: 1n,
  };
  genesis.connectionGenesis = {
    ...genesis.connectionGenesis,
    connections: [
      {
        id: "connection-0",
        clientId: "07-tendermint-0",
        versions: [{ identifier: "1", features: ["ORDER_ORDERED", "ORDER_UNORDERED"] }],
        state: ConnectionState.STATE_OPEN,
        counterparty: { clientId: "07-tendermint-3", connectionId: "connection-2", prefix: { keyPrefix: new TextEncoder().encode("ibc") } },
        delayPeriod: 0n,
      },
    ],
    clientConnectionPaths: [{ clientId: "07-tendermint-0", paths: ["connection-0"] }],
    nextConnectionSequence: 1n,
  };
  const packet = (sequence: bigint, byte: number) => ({ portId: "transfer", channelId: "channel-0", sequence, data: Uint8Array.of(byte) });
  const sequence = (value: bigint) => ({ portId: "transfer", channelId: "channel-0", sequence: value });
  genesis.channelGenesis = {
    channels: [
      {
        portId: "transfer",
        channelId: "channel-0",
        state: State.STATE_OPEN,
        ordering: Order.ORDER_UNORDERED,
        counterparty: { portId: "transfer", channelId: "channel-4" },
        connectionHops: ["connection-0"],
        version: "ics20-1",
      },
    ],
    acknowledgements: [packet(2n, 7)],
    commitments: [packet(3n, 8)],
    receipts: [packet(2n, 1)],
    sendSequences: [sequence(4n)],
    recvSequences: [sequence(3n)],
    ackSequences: [sequence(1n)],
    nextChannelSequence: 1n,
  };
  return genesis;
}

describe("the ibc module's genesis (ibc-go v7's client_genesis, connection_genesis, channel_genesis)", () => {
  const ctx = () =>
    Context.create(
      { chainId: "idledger-1", height: 1n, time: { seconds: 1n, nanos: 0 }, proposer: new Uint8Array(20) },
      "genesis",
      new MemoryMultiStore(["ibc"]).branch(),
    );

  test("every list is written to its ICS-24 path and read back as it was, through Cosmos JSON both ways", () => {
    const genesis = parseIbcGenesis(JSON.parse(JSON.stringify(ibcGenesisToJson(fullGenesis()))));
    expect(genesis).toEqual(fullGenesis());
    const c = ctx();
    const keeper = new IbcKeeper();
    initIbcGenesis(c, keeper, genesis);
    expect(keeper.connections.getConnection(c, "connection-0")?.counterparty.connectionId).toBe("connection-2");
    expect(keeper.channels.getChannel(c, "transfer", "channel-0")?.version).toBe("ics20-1");
    expect(keeper.channels.getNextSequenceSend(c, "transfer", "channel-0")).toBe(4n);
    expect(exportIbcGenesis(c, keeper)).toEqual(fullGenesis());
  });

  test("the default is ibc-go's with 07-tendermint as the one allowed client, and an empty store exports it", () => {
    const json = ibcGenesisToJson(defaultIbcGenesis()) as Record<string, Record<string, unknown>>;
    expect(json.client_genesis!.params).toEqual({ allowed_clients: ["07-tendermint"] });
    expect(json.connection_genesis!.params).toEqual({ max_expected_time_per_block: "30000000000" });
    expect(exportIbcGenesis(ctx(), new IbcKeeper())).toEqual(defaultIbcGenesis());
  });

  test("refuses the localhost client, clients of other types and a zero consensus height", () => {
    expect(() => validateIbcGenesis({ ...defaultIbcGenesis(), clientGenesis: { ...defaultIbcGenesis().clientGenesis, createLocalhost: true } })).toThrow(
      /localhost/,
    );
    const solo = fullGenesis();
    solo.clientGenesis.clients[0]!.clientId = "06-solomachine-0";
    expect(() => validateIbcGenesis(solo)).toThrow("ibc genesis: client 06-solomachine-0 is not a 07-tendermint client");
    const zero = fullGenesis();
    zero.clientGenesis.clientsConsensus[0]!.consensusStates[0]!.height = { revisionNumber: 1n, revisionHeight: 0n };
    expect(() => validateIbcGenesis(zero)).toThrow("ibc genesis: a consensus state height cannot be zero");
    expect(() => parseIbcGenesis({ client_genesis: { clients: "no" } })).toThrow();
  });

  test("refuses next sequences that a client, connection or channel in use already has: a new one would overwrite it", () => {
    const clients = fullGenesis();
    clients.clientGenesis.nextClientSequence = 0n;
    expect(() => validateIbcGenesis(clients)).toThrow("ibc genesis: next client sequence 0 must be greater than the sequence of 07-tendermint-0");
    const connections = fullGenesis();
    connections.connectionGenesis.nextConnectionSequence = 0n;
    expect(() => validateIbcGenesis(connections)).toThrow("ibc genesis: next connection sequence 0 must be greater than the sequence of connection-0");
    const channels = fullGenesis();
    channels.channelGenesis.nextChannelSequence = 0n;
    expect(() => validateIbcGenesis(channels)).toThrow("ibc genesis: next channel sequence 0 must be greater than the sequence of channel-0");
    const badId = fullGenesis();
    badId.connectionGenesis.connections[0]!.id = "conn-0";
    expect(() => validateIbcGenesis(badId)).toThrow(/^ibc genesis: /);
    expect(() => validateIbcGenesis(fullGenesis())).not.toThrow();
  });
});
