import fs from "node:fs";
import path from "node:path";

/**
 * PGlite lets two processes open one directory without complaint and then silently loses writes.
 * An exclusive lock file (created with O_EXCL, holding our pid) makes the second process fail clearly.
 * A lock left by a process that no longer exists is taken over.
 */
export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, "pglite.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: "wx", mode: 0o600 });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(file, "utf8") === String(process.pid)) fs.unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
      process.once("exit", release);
      return release;
    } catch (err) {
      if (!(err instanceof Error && "code" in err && err.code === "EEXIST")) throw err;
      const holder = Number(fs.readFileSync(file, "utf8").trim());
      if (holder && holder !== process.pid && isAlive(holder)) {
        throw new Error(
          `The data directory ${dir} is in use by another process (pid ${holder}). ` +
            `The embedded database allows one process only: stop that process, use another DATA_DIR, ` +
            `or set DATABASE_URL to a PostgreSQL database to run several processes.`,
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock the data directory ${dir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err instanceof Error && "code" in err && err.code === "EPERM";
  }
}
