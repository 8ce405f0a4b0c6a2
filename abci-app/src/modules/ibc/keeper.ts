import { ChannelKeeper } from "./channel/keeper";
import { ClientKeeper } from "./client/keeper";
import { ConnectionKeeper } from "./connection/keeper";
import { PortRouter } from "./port/router";

/**
 * IBC core's keepers over the one `ibc` store: clients (ICS-02/07), connections (ICS-03), the ports applications
 * bind (ICS-05) and channels with their packets (ICS-04). Applications listed after the ibc module bind their ports
 * on `ports` while they are built, and send their packets through `channels`.
 */
export class IbcKeeper {
  readonly clients = new ClientKeeper();
  readonly connections = new ConnectionKeeper(this.clients);
  readonly ports = new PortRouter();
  readonly channels = new ChannelKeeper(this.connections, this.ports);
}
