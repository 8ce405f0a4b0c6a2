import type { JsonValue } from "@bufbuild/protobuf";
import { Any } from "cosmjs-types/google/protobuf/any";
import { Channel } from "cosmjs-types-ibc-v7/ibc/core/channel/v1/channel";
import type { GenesisState as ChannelGenesis } from "cosmjs-types-ibc-v7/ibc/core/channel/v1/genesis";
import type { GenesisState as ClientGenesis, GenesisMetadata } from "cosmjs-types-ibc-v7/ibc/core/client/v1/genesis";
import { ClientPaths, ConnectionEnd } from "cosmjs-types-ibc-v7/ibc/core/connection/v1/connection";
import type { GenesisState as ConnectionGenesis } from "cosmjs-types-ibc-v7/ibc/core/connection/v1/genesis";
import { GenesisState } from "cosmjs-types-ibc-v7/ibc/core/types/v1/genesis";
import { sdkJsonToBytes, toSdkJson } from "../../codec/sdk-json";
import type { Context } from "../../module-kit/context";
import { readU64be, u64be } from "../../store/bytes";
import { defaultClientParams } from "./client/keeper";
import { defaultConnectionParams } from "./connection/keeper";
import * as paths from "./host/paths";
import { ibcStore, setPath } from "./host/store";
import type { IbcKeeper } from "./keeper";
import { parseChannelSequence, parseClientIdentifier, parseConnectionSequence } from "./host/identifiers";
import { parseHeight } from "./types/height";
import { TENDERMINT_CLIENT_TYPE } from "./types/keys";

const decoder = new TextDecoder();

export function defaultIbcGenesis(): GenesisState {
  return {
    clientGenesis: { clients: [], clientsConsensus: [], clientsMetadata: [], params: defaultClientParams(), createLocalhost: false, nextClientSequence: 0n },
    connectionGenesis: { connections: [], clientConnectionPaths: [], nextConnectionSequence: 0n, params: defaultConnectionParams() },
    channelGenesis: {
      channels: [],
      acknowledgements: [],
      commitments: [],
      receipts: [],
      sendSequences: [],
      recvSequences: [],
      ackSequences: [],
      nextChannelSequence: 0n,
    },
  };
}

/** The `ibc` section of `app_state` in Cosmos JSON, as ibc-go v7 writes it (`client_genesis`, `connection_genesis`, `channel_genesis`). */
export function parseIbcGenesis(json: unknown): GenesisState {
  return GenesisState.decode(sdkJsonToBytes("ibc.core.types.v1.GenesisState", json as JsonValue));
}

export function ibcGenesisToJson(genesis: GenesisState): JsonValue {
  return toSdkJson(GenesisState, genesis);
}

/**
 * ibc-go's genesis validation that guards the state: only 07-tendermint clients (no localhost), valid identifiers,
 * and next sequences above every identifier in use, so that no new client, connection or channel overwrites one.
 */
export function validateIbcGenesis(genesis: GenesisState): void {
  const { clientGenesis, connectionGenesis, channelGenesis } = genesis;
  if (clientGenesis.createLocalhost) throw new Error("ibc genesis: the localhost client is not supported");
  const below = (what: string, id: string, sequence: bigint, next: bigint) => {
    if (sequence >= next) throw new Error(`ibc genesis: next ${what} sequence ${next} must be greater than the sequence of ${id}`);
  };
  for (const client of clientGenesis.clients) {
    const { clientType, sequence } = genesisId(() => parseClientIdentifier(client.clientId));
    if (clientType !== TENDERMINT_CLIENT_TYPE) throw new Error(`ibc genesis: client ${client.clientId} is not a 07-tendermint client`);
    below("client", client.clientId, sequence, clientGenesis.nextClientSequence);
  }
  for (const connection of connectionGenesis.connections) {
    below(
      "connection",
      connection.id,
      genesisId(() => parseConnectionSequence(connection.id)),
      connectionGenesis.nextConnectionSequence,
    );
  }
  for (const channel of channelGenesis.channels) {
    below(
      "channel",
      channel.channelId,
      genesisId(() => parseChannelSequence(channel.channelId)),
      channelGenesis.nextChannelSequence,
    );
  }
  for (const height of genesis.clientGenesis.clientsConsensus.flatMap((c) => c.consensusStates.map((s) => s.height))) {
    if (height.revisionHeight === 0n) throw new Error("ibc genesis: a consensus state height cannot be zero");
  }
}

function genesisId<T>(parse: () => T): T {
  try {
    return parse();
  } catch (err) {
    throw new Error(`ibc genesis: ${(err as Error).message}`);
  }
}

/**
 * Writes every path of the genesis to the `ibc` store, as ibc-go's InitGenesis does; what the store holds is then
 * exactly what a chain that ran those handshakes and packets would hold.
 */
export function initIbcGenesis(ctx: Context, keeper: IbcKeeper, genesis: GenesisState): void {
  const { clientGenesis: clients, connectionGenesis: connections, channelGenesis: channels } = genesis;
  keeper.clients.setParams(ctx, clients.params);
  keeper.clients.setNextClientSequence(ctx, clients.nextClientSequence);
  for (const { clientId, clientState } of clients.clients) setPath(ctx, paths.clientStatePath(clientId), Any.encode(clientState!).finish());
  for (const { clientId, consensusStates } of clients.clientsConsensus) {
    for (const { height, consensusState } of consensusStates) setPath(ctx, paths.consensusStatePath(clientId, height), Any.encode(consensusState!).finish());
  }
  for (const { clientId, clientMetadata } of clients.clientsMetadata) {
    for (const { key, value } of clientMetadata) ibcStore(ctx).set(Uint8Array.from([...paths.pathKey(paths.clientPrefix(clientId)), ...key]), value);
  }
  keeper.connections.setParams(ctx, connections.params);
  keeper.connections.setNextConnectionSequence(ctx, connections.nextConnectionSequence);
  for (const { id, ...end } of connections.connections) keeper.connections.setConnection(ctx, id, end);
  for (const { clientId, paths: ids } of connections.clientConnectionPaths) keeper.connections.setClientConnections(ctx, clientId, ids);
  setPath(ctx, paths.NEXT_CHANNEL_SEQUENCE, u64be(channels.nextChannelSequence));
  for (const { portId, channelId, ...end } of channels.channels) setPath(ctx, paths.channelPath(portId, channelId), Channel.encode(end).finish());
  for (const s of channels.commitments) setPath(ctx, paths.packetCommitmentPath(s.portId, s.channelId, s.sequence), s.data);
  for (const s of channels.acknowledgements) setPath(ctx, paths.packetAcknowledgementPath(s.portId, s.channelId, s.sequence), s.data);
  for (const s of channels.receipts) setPath(ctx, paths.packetReceiptPath(s.portId, s.channelId, s.sequence), s.data);
  for (const s of channels.sendSequences) setPath(ctx, paths.nextSequenceSendPath(s.portId, s.channelId), u64be(s.sequence));
  for (const s of channels.recvSequences) setPath(ctx, paths.nextSequenceRecvPath(s.portId, s.channelId), u64be(s.sequence));
  for (const s of channels.ackSequences) setPath(ctx, paths.nextSequenceAckPath(s.portId, s.channelId), u64be(s.sequence));
}

/** Reads the whole `ibc` store back into ibc-go's genesis lists, each path to its list, in key order. */
export function exportIbcGenesis(ctx: Context, keeper: IbcKeeper): GenesisState {
  const genesis = defaultIbcGenesis();
  const clients: ClientGenesis = {
    ...genesis.clientGenesis,
    params: keeper.clients.getParams(ctx),
    nextClientSequence: keeper.clients.nextClientSequence(ctx),
  };
  const connections: ConnectionGenesis = {
    ...genesis.connectionGenesis,
    params: keeper.connections.getParams(ctx),
    nextConnectionSequence: keeper.connections.nextConnectionSequence(ctx),
  };
  const channels: ChannelGenesis = { ...genesis.channelGenesis };
  const consensus = new Map<string, ClientGenesis["clientsConsensus"][number]>();
  const metadata = new Map<string, GenesisMetadata[]>();
  const packetStates = { commitments: channels.commitments, acks: channels.acknowledgements, receipts: channels.receipts };
  const sequences = { Send: channels.sendSequences, Recv: channels.recvSequences, Ack: channels.ackSequences };
  const readers: [RegExp, (m: string[], key: Uint8Array, value: Uint8Array) => void][] = [
    [
      /^clients\/([^/]+)\/(.*)$/s,
      ([, clientId, rest], key, value) => {
        const height = rest!.startsWith("consensusStates/") ? parseHeight(rest!.slice("consensusStates/".length)) : undefined;
        if (rest === "clientState") clients.clients.push({ clientId: clientId!, clientState: Any.decode(value) });
        else if (rest === "connections") connections.clientConnectionPaths.push({ clientId: clientId!, paths: ClientPaths.decode(value).paths });
        else if (height !== undefined) {
          const entry = consensus.get(clientId!) ?? { clientId: clientId!, consensusStates: [] };
          entry.consensusStates.push({ height, consensusState: Any.decode(value) });
          consensus.set(clientId!, entry);
        } else {
          metadata.set(clientId!, [...(metadata.get(clientId!) ?? []), { key: key.subarray(paths.clientPrefix(clientId!).length), value }]);
        }
      },
    ],
    [/^connections\/([^/]+)$/, ([, id], _key, value) => connections.connections.push({ id: id!, ...ConnectionEnd.decode(value) })],
    [
      /^channelEnds\/ports\/([^/]+)\/channels\/([^/]+)$/,
      ([, portId, channelId], _key, value) => channels.channels.push({ portId: portId!, channelId: channelId!, ...Channel.decode(value) }),
    ],
    [
      /^(commitments|acks|receipts)\/ports\/([^/]+)\/channels\/([^/]+)\/sequences\/([0-9]+)$/,
      ([, kind, portId, channelId, sequence], _key, data) =>
        packetStates[kind as keyof typeof packetStates].push({ portId: portId!, channelId: channelId!, sequence: BigInt(sequence!), data }),
    ],
    [
      /^nextSequence(Send|Recv|Ack)\/ports\/([^/]+)\/channels\/([^/]+)$/,
      ([, kind, portId, channelId], _key, value) =>
        sequences[kind as keyof typeof sequences].push({ portId: portId!, channelId: channelId!, sequence: readU64be(value) }),
    ],
    [/^nextChannelSequence$/, (_m, _key, value) => (channels.nextChannelSequence = readU64be(value))],
  ];
  for (const [key, value] of ibcStore(ctx).iterator()) {
    const path = decoder.decode(key);
    for (const [pattern, read] of readers) {
      const match = pattern.exec(path);
      if (match === null) continue;
      read(match, key, value);
      break;
    }
  }
  clients.clientsConsensus = [...consensus.values()];
  clients.clientsMetadata = [...metadata].map(([clientId, clientMetadata]) => ({ clientId, clientMetadata }));
  return { clientGenesis: clients, connectionGenesis: connections, channelGenesis: channels };
}
