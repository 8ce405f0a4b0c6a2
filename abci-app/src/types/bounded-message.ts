/** The longest error message the API servers send; gRPC carries it in a trailer, which peers cap at 8–16 KiB. */
export const MAX_ERROR_MESSAGE_CHARS = 1024;

/** `message`, cut to `max` characters with a note of how much was left out, so no input echoes back whole. */
export function boundedMessage(message: string, max: number = MAX_ERROR_MESSAGE_CHARS): string {
  if (message.length <= max) return message;
  return `${message.slice(0, max)}… (${message.length - max} more characters)`;
}
