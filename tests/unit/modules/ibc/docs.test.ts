import { createWiring } from "../../../../abci-app/src/app/wiring";
import { CHANNEL_EVENTS } from "../../../../abci-app/src/modules/ibc/channel/events";
import { CLIENT_EVENTS } from "../../../../abci-app/src/modules/ibc/client/events";
import { CONNECTION_EVENTS } from "../../../../abci-app/src/modules/ibc/connection/events";
import { TRANSFER_EVENTS } from "../../../../abci-app/src/modules/transfer/events";
import { registeredErrors } from "../../../../abci-app/src/types/errors";
import {
  documentedErrors,
  documentedEvents,
  documentedMessages,
  documentedQueries,
  errorsInCode,
  eventBuilders,
  readDoc,
  routedMessages,
  servedQueries,
} from "../module-docs";

const IBC_CODESPACES = ["client", "07-tendermint", "connection", "channel", "port", "commitment", "host", "transfer"];

/** In the manner of fastify's errors test: code and docs/modules/ibc.md (the ibc and transfer modules) must list the same things. */
describe("docs/modules/ibc.md", () => {
  const doc = readDoc("ibc");
  const modules = createWiring().modules.modules.filter((m) => m.name === "ibc" || m.name === "transfer");

  it("lists every error of ibc-go's codespaces with its code and description, and no other", () => {
    expect(documentedErrors(doc)).toEqual(errorsInCode(registeredErrors().filter((e) => IBC_CODESPACES.includes(e.codespace))));
  });

  it("lists every event type with exactly its attributes, and no other", () => {
    expect(documentedEvents(doc)).toEqual({ ...CLIENT_EVENTS, ...CONNECTION_EVENTS, ...CHANNEL_EVENTS, ...TRANSFER_EVENTS });
  });

  it("events are built only in the events.ts files, so the table is complete", () => {
    expect(eventBuilders("ibc").sort()).toEqual(["channel/events.ts", "client/events.ts", "connection/events.ts"]);
    expect(eventBuilders("transfer")).toEqual(["events.ts"]);
  });

  it("documents every message (type URL, amino name) and every query both modules serve", () => {
    expect(documentedMessages(doc)).toEqual(modules.flatMap((m) => routedMessages(m, "–")));
    expect(documentedQueries(doc)).toEqual(modules.flatMap((m) => servedQueries(m)).sort());
  });
});
