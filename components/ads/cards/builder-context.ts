import type { Library } from "./use-library";

/** What every part of a builder's form needs: the library, the message of a key, marking a key touched. */
export type FormCtx = {
  library: Library;
  /** The message shown under the field of this parameter path, if any. */
  error: (key: string) => string | undefined;
  touch: (key: string) => void;
};

/** A counted field shows its own "n over the limit" message: the schema's length message would repeat it. */
export const notLength = (message: string | undefined) =>
  message && /^Must be at most \d+ characters/.test(message) ? undefined : message;
