/**
 * The one way a request failure is logged. Errors from the database drivers and drizzle carry the
 * failed statement's parameter values in their message (drizzle: "Failed query: …\nparams: …"), and
 * those values may be secrets or whatever a client sent; so only the error's class, the database's
 * SQLSTATE and the stack's frames are written, never a message or a request's data.
 */
export function describeFailure(err: unknown): string {
  if (!(err instanceof Error)) return `non-error value of type ${typeof err}`;
  const parts = [err.name];
  let cause: unknown = err;
  for (let depth = 0; cause instanceof Error && depth < 4; depth++) {
    const code = "code" in cause ? cause.code : undefined;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) parts.push(`SQLSTATE ${code}`);
    cause = cause.cause;
  }
  const frames = (err.stack ?? "")
    .split("\n")
    .filter((line) => /^\s+at /.test(line))
    .slice(0, 12);
  return [parts.join(", "), ...frames].join("\n");
}

/**
 * Node's error for a request whose client closed the connection before sending its whole body
 * (node:_http_server abortIncoming): the client's doing, not a failure of ours.
 */
export function isClientAbort(err: unknown): boolean {
  return (
    err instanceof Error && err.message === "aborted" && "code" in err && err.code === "ECONNRESET"
  );
}

let aborted = 0;

/** How many requests this process saw aborted by their client (each also logged as one line). */
export const abortedRequests = () => aborted;

/**
 * `scope` names the component ("ads", "platform"); `where` the method and path, without the query.
 * An aborted request is counted and written as one line without a stack: any unauthenticated client
 * can cause one, and a stack per abort would let it flood the log.
 */
export function logFailure(scope: string, where: string, err: unknown): void {
  if (isClientAbort(err)) {
    aborted++;
    console.error(
      `[${scope}] ${where} aborted: the client closed the connection before sending its whole body (aborted requests since start: ${aborted}).`,
    );
    return;
  }
  console.error(`[${scope}] ${where} failed: ${describeFailure(err)}`);
}
