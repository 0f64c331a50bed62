import { spawn, type ChildProcess } from "node:child_process";
import readline from "node:readline";

/**
 * A client library runs in a child process (its own CA and host mapping); the test calls its flows
 * one by one over newline-delimited JSON: lines starting with MARK are messages, anything else the
 * library prints is kept for the failure message. A child may ask the test for something in the
 * middle of a flow (Python asks for the approval in the product's page): `onAsk` answers it.
 */
export const MARK = "@@svc ";

type Message =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: string }
  | { ask: string; args: unknown };

export type Ask = (what: string, args: unknown) => Promise<unknown>;

export class ClientProcess {
  private next = 1;
  private waiting = new Map<
    number,
    { resolve: (v: unknown) => void; reject: (e: Error) => void }
  >();
  private output: string[] = [];
  private child: ChildProcess;
  private exited: string | undefined;

  constructor(command: string, args: string[], env: NodeJS.ProcessEnv, onAsk?: Ask) {
    this.child = spawn(command, args, { env, stdio: ["pipe", "pipe", "pipe"] });
    this.child.stderr!.on("data", (d) => this.output.push(String(d)));
    readline.createInterface({ input: this.child.stdout! }).on("line", (line) => {
      if (!line.startsWith(MARK)) return void this.output.push(line + "\n");
      const msg = JSON.parse(line.slice(MARK.length)) as Message;
      if ("ask" in msg) {
        if (!onAsk) throw new Error(`the child asked for ${msg.ask} and nobody answers`);
        void onAsk(msg.ask, msg.args).then(
          (value) => this.send({ ok: true, value }),
          (err: Error) => this.send({ ok: false, error: String(err.stack ?? err) }),
        );
        return;
      }
      const w = this.waiting.get(msg.id);
      this.waiting.delete(msg.id);
      if (msg.ok) w?.resolve(msg.value);
      else w?.reject(new Error(`${msg.error}\n--- output of the client process:\n${this.log()}`));
    });
    this.child.stdin!.on("error", () => undefined); // a dead child: reported by "exit" below
    this.child.on("exit", (code) => {
      this.exited = `client process exited (${code}):\n${this.log()}`;
      for (const w of this.waiting.values()) w.reject(new Error(this.exited));
      this.waiting.clear();
    });
  }

  log(): string {
    return this.output.join("").slice(-6000);
  }

  private send(msg: unknown) {
    this.child.stdin!.write(JSON.stringify(msg) + "\n");
  }

  /** Runs one flow in the child; resolves with what it returned, rejects with its error and output. */
  call<T = Record<string, unknown>>(op: string, args: unknown = {}): Promise<T> {
    const id = this.next++;
    if (this.exited) return Promise.reject(new Error(this.exited));
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.send({ id, op, args });
    });
  }

  stop(): Promise<void> {
    if (this.child.exitCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      this.child.once("exit", () => resolve());
      this.child.stdin!.end();
      setTimeout(() => this.child.kill("SIGKILL"), 5_000).unref();
    });
  }
}

/** The child's side for Node: answers each call with its handler's value or error, in order. */
export function serveFlows(handlers: Record<string, (args: never) => Promise<unknown>>): void {
  const out = (msg: unknown) => process.stdout.write(MARK + JSON.stringify(msg) + "\n");
  let queue = Promise.resolve();
  readline.createInterface({ input: process.stdin }).on("line", (line) => {
    const { id, op, args } = JSON.parse(line) as { id: number; op: string; args: never };
    queue = queue.then(async () => {
      try {
        const handler = handlers[op];
        if (!handler) throw new Error(`no flow named ${op}`);
        out({ id, ok: true, value: (await handler(args)) ?? null });
      } catch (err) {
        out({
          id,
          ok: false,
          error:
            err instanceof Error
              ? `${err.stack ?? err.message}${err.cause ? `\ncause: ${String(err.cause)}` : ""}`
              : JSON.stringify(err),
        });
      }
    });
  });
}
