const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Below this many characters the JavaScript loop beats the call into TextEncoder/TextDecoder. */
const SHORT = 64;

/**
 * UTF-8 for the short strings of store keys and values (denominations, amounts, ids), which are nearly always
 * ASCII: those are converted in JavaScript, everything else by TextEncoder and TextDecoder, with their results
 * (a lone surrogate or an invalid byte becomes U+FFFD).
 */
export const utf8 = {
  encode(text: string): Uint8Array {
    if (text.length > SHORT) return encoder.encode(text);
    const bytes = new Uint8Array(text.length);
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (code >= 0x80) return encoder.encode(text);
      bytes[i] = code;
    }
    return bytes;
  },

  decode(bytes: Uint8Array): string {
    if (bytes.length > SHORT) return decoder.decode(bytes);
    for (let i = 0; i < bytes.length; i++) if (bytes[i]! >= 0x80) return decoder.decode(bytes);
    return String.fromCharCode.apply(null, bytes as unknown as number[]);
  },
};
