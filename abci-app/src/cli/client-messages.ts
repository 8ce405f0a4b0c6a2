import { MODULES } from "../app/modules";
import type { AnyModuleDescriptor } from "../module-kit/descriptor";
import { MessageRegistry } from "../cli-kit/tx/message-codecs";

/** The messages a command line for these modules reads, prints and signs: each module's. */
export function clientMessages(modules: readonly AnyModuleDescriptor[]): MessageRegistry {
  return new MessageRegistry(modules.flatMap((module) => module.cli.messages));
}

/** Every message the command line reads, prints and signs (`tx sign`, `tx broadcast`, `q tx`). */
export const CLIENT_MESSAGES = clientMessages(MODULES);
