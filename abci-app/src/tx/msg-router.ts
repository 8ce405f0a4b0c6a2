import type { MsgRoute } from "../module-kit/module";

/** Message routes by type URL, gathered from the modules' tables at start-up. */
export class MsgRouter {
  private readonly routes = new Map<string, MsgRoute>();

  register(route: MsgRoute): void {
    if (this.routes.has(route.typeUrl)) throw new Error(`message ${route.typeUrl} is routed twice`);
    this.routes.set(route.typeUrl, route);
  }

  route(typeUrl: string): MsgRoute | undefined {
    return this.routes.get(typeUrl);
  }

  typeUrls(): string[] {
    return [...this.routes.keys()].sort();
  }
}
