import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";

/**
 * A node child process serving HTTP. Spawned as `node <bundle>` or `node --import tsx <script>` (never
 * through npm, npx or the tsx CLI) so that `pid` is the server itself and /proc/<pid>/status reports
 * the server's memory.
 */
export type Served = {
  pid: number;
  baseUrl: string;
  /** False once it has exited: a server that crashed under load invalidates the run. */
  alive: () => boolean;
  peakRssMb: () => number | null;
  cpuSeconds: () => number | null;
  stop: () => Promise<void>;
};

export async function serve(
  label: string,
  script: string,
  baseUrl: string,
  env: NodeJS.ProcessEnv,
  nodeArgs: string[] = [],
): Promise<Served> {
  // A built bundle (the product's dist/server.mjs) runs as is; TypeScript sources (the baselines) through tsx.
  const args = script.endsWith(".mjs")
    ? [...nodeArgs, script]
    : [...nodeArgs, "--import", "tsx", script];
  const child = spawn(process.execPath, args, {
    env,
    cwd: process.cwd(),
    stdio: ["ignore", "pipe", "pipe"],
  });
  // The last lines only, for the error message: a server that fails to start says why on stderr.
  const output: string[] = [];
  const keep = (d: Buffer) => output.push(String(d)) > 50 && output.shift();
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  live.add(child);
  try {
    await waitForHealth(child, baseUrl, output);
  } catch (err) {
    await stop(child);
    throw new Error(
      `${label} did not start: ${(err as Error).message}\n${output.join("").slice(-4000)}`,
    );
  }
  const alive = () => child.exitCode === null && child.signalCode === null;
  return {
    pid: child.pid!,
    baseUrl,
    alive,
    peakRssMb: () => peakRssMb(child.pid!),
    cpuSeconds: () => cpuSeconds(child.pid!),
    stop: () => stop(child),
  };
}

async function waitForHealth(
  child: ChildProcess,
  baseUrl: string,
  output: string[],
): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`exited with ${child.exitCode ?? child.signalCode}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no healthy /healthz within 120 s (${output.length} output chunks)`);
}

/** VmHWM: the high-water mark of resident memory since the process started, in MB. */
export function peakRssMb(pid: number): number | null {
  try {
    const kb = /^VmHWM:\s+(\d+)\s+kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb ? Math.round((Number(kb) / 1024) * 10) / 10 : null;
  } catch {
    return null; // not Linux, or already gone
  }
}

/**
 * User + system CPU the process has used so far (all its threads). Divided by the requests served it
 * says how much work one request costs the server, which req/s alone hides when the machine is shared.
 */
export function cpuSeconds(pid: number): number | null {
  return procStat(pid)?.cpuSeconds ?? null;
}

function procStat(pid: number): { command: string; cpuSeconds: number } | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command is in parentheses and may contain spaces; utime and stime are fields 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(") ") + 2).split(" ");
    return {
      command: stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")")),
      cpuSeconds: (Number(fields[11]) + Number(fields[12])) / 100,
    }; // USER_HZ = 100
  } catch {
    return null; // not Linux, or already gone
  }
}

const live = new Set<ChildProcess>();

/** SIGTERM lets the product close its database cleanly (PGlite flushes; --cpu-prof writes its profile). */
function stop(child: ChildProcess): Promise<void> {
  live.delete(child);
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill("SIGKILL"), 10_000);
    child.once("exit", () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

/** For an interrupted run: every child still running, by its own pid. */
export async function stopAll(): Promise<void> {
  await Promise.all([...live].map(stop));
}

let ownDatabase: string | null = null;

/**
 * The bench's own PostgreSQL database, when it has one: backends serving any other database of the
 * same PostgreSQL (someone else's tests, say) then count as other work instead of being left out.
 */
export function setOwnDatabase(name: string | null): void {
  ownDatabase = name;
}

/** A PostgreSQL backend (its title names the database) or autovacuum worker for a database not ours. */
function othersPostgres(pid: number): boolean {
  if (!ownDatabase) return false;
  try {
    const title = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ").trim();
    // "postgres: 15/main: <user> <database> <host>(<port>) <state>", "postgres: 15/main: autovacuum worker <database>"
    const m =
      /^postgres: [^:]+: (?:autovacuum worker (\S+)|\S+ (\S+) (?:\S+\(\d+\)|\[local\]))/.exec(
        title,
      );
    const database = m?.[1] ?? m?.[2];
    return !!database && database !== ownDatabase;
  } catch {
    return false;
  }
}

/**
 * CPU seconds used so far by every process except the bench itself, the server under test and
 * PostgreSQL (whose backends do the server's queries; with setOwnDatabase, backends of other databases
 * do count). Two snapshots bracket a run; their difference is what the rest of the machine took from
 * it. Processes that start and end within the run are missed.
 */
export function otherCpuSnapshot(serverPid: number): Map<number, number> | null {
  let entries: string[];
  try {
    entries = fs.readdirSync("/proc");
  } catch {
    return null; // not Linux
  }
  const out = new Map<number, number>();
  for (const pid of entries.map(Number)) {
    if (!pid || pid === process.pid || pid === serverPid) continue;
    const stat = procStat(pid);
    if (stat && (stat.command !== "postgres" || othersPostgres(pid))) out.set(pid, stat.cpuSeconds);
  }
  return out;
}

export function otherCpuSeconds(
  before: Map<number, number> | null,
  after: Map<number, number> | null,
): number | null {
  if (!before || !after) return null;
  let sum = 0;
  for (const [pid, cpu] of after) sum += cpu - (before.get(pid) ?? 0);
  return sum;
}
