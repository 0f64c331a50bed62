/**
 * A file the platform will not take, with a message saying what is wrong with it (the bytes are not
 * what was declared, cannot be decoded, are too large). The upload interface answers it as
 * INVALID_MEDIA; video processing stores it as processing_info.error.
 */
export class MediaProblem extends Error {
  constructor(
    message: string,
    /** processing_info.error.name, as the reference names its failures. */
    readonly errorName: "InvalidMedia" | "UnsupportedMedia" | "FileTooLarge" = "InvalidMedia",
  ) {
    super(message);
  }
}
