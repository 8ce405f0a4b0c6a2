import { ErrInvalidRoute, ErrPortExists } from "../errors";
import { validatePortId } from "../host/identifiers";
import type { IbcApp } from "./ibc-app";

/**
 * ICS-05: which application owns each port. Applications bind their ports while the app is built (ICS-20 binds
 * `transfer`); the channel keeper sends each channel's handshake and packets to its port's owner. ibc-go also issues
 * capabilities so that only a port's owner can use it; here the owners are the chain's own modules, so the binding is
 * the whole authority.
 */
export class PortRouter {
  private readonly apps = new Map<string, IbcApp>();

  bind(portId: string, app: IbcApp): void {
    validatePortId(portId);
    if (this.apps.has(portId)) throw ErrPortExists.wrap(`port ${portId} is already bound`);
    this.apps.set(portId, app);
  }

  route(portId: string): IbcApp {
    const app = this.apps.get(portId);
    if (app === undefined) throw ErrInvalidRoute.wrap(`no application is bound to port ${portId}`);
    return app;
  }

  has(portId: string): boolean {
    return this.apps.has(portId);
  }

  ports(): string[] {
    return [...this.apps.keys()].sort();
  }
}
