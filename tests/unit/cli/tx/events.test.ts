import { eventsQuery } from "../../../../abci-app/src/cli/commands/query/events";

describe("--events of query txs", () => {
  it("becomes a CometBFT query: quoted values joined with AND, heights as numbers", () => {
    expect(eventsQuery("message.sender=hid1abc")).toBe("message.sender='hid1abc'");
    expect(eventsQuery("message.sender=hid1abc&message.module=bank")).toBe("message.sender='hid1abc' AND message.module='bank'");
    expect(eventsQuery("tx.height=5")).toBe("tx.height=5");
  });

  it.each(["message.sender", "sender=hid1", "message.sender=a=b", "message.sender=", "message.sender=it's"])("refuses %j", (events) => {
    expect(() => eventsQuery(events)).toThrow(/^invalid event/);
  });
});
