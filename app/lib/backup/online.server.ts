/**
 * Online backups of the embedded database. PGlite lives inside the server's process and only
 * that process may open its files, so `npm run db:backup` asks the running server for the copy
 * over a Unix socket in DATA_DIR. DATA_DIR is the owner's only (0700) and the socket is 0600:
 * whoever can connect could already read the database's files, so the socket needs no password
 * and is never reachable over the network. It answers one command, `backup`, with the backup's
 * lines, read in one transaction: PGlite runs one transaction at a time, so the copy is a single
 * moment of the shop, and requests arriving meanwhile wait for it (they are not refused); a reader
 * that stops taking the lines is dropped after a few seconds, so the wait stays short.
 */
import { once } from "node:events";
import { existsSync, rmSync } from "node:fs";
import { createConnection, createServer, type Socket } from "node:net";
import path from "node:path";
import { createInterface } from "node:readline";
import type { PGlite } from "@electric-sql/pglite";
import { exportDatabase, exportFiles, line, type Emit } from "./export.server.ts";
import { BackupError } from "./format.server.ts";

/** Linux's limit for a socket's path is 108 bytes, its terminating NUL included. */
const MAX_SOCKET_PATH = 107;

const backupSocketPath = (dataDir: string) => path.resolve(dataDir, "backup.sock");

/**
 * How long the backup waits for its reader to take more. The backup's transaction is the embedded
 * database's only one meanwhile, so every page waits with it: a reader that stops reading (a
 * paused or stuck `db:backup`) is dropped after this long, its backup fails, and the shop goes on.
 */
const BACKUP_READER_STALL_MS = 5_000;

class StalledReader extends Error {
  code = "BACKUP_READER_STALLED";
}

/** Writes to a socket, waiting while its buffer is full; fails if the reader goes away or stalls. */
function socketEmit(socket: Socket): Emit {
  return async (text) => {
    if (socket.destroyed) throw new Error("backup reader went away");
    if (socket.write(`${text}\n`)) return;
    await new Promise<void>((resolve, reject) => {
      const settle = (error?: Error) => {
        clearTimeout(stalled);
        socket.off("drain", drained);
        socket.off("close", closed);
        if (error) reject(error);
        else resolve();
      };
      const drained = () => settle();
      const closed = () => settle(new Error("backup reader went away"));
      const stalled = setTimeout(() => {
        socket.destroy();
        settle(new StalledReader("backup reader stalled"));
      }, BACKUP_READER_STALL_MS);
      socket.on("drain", drained);
      socket.on("close", closed);
    });
  };
}

/**
 * Listens on DATA_DIR/backup.sock for backup requests while the server runs. Answers undefined
 * (and the caller logs why) when the path is too long for a socket.
 */
export async function serveOnlineBackups(
  dataDir: string,
  pglite: PGlite,
  onFailure: (code: string) => void,
): Promise<{ close(): Promise<void> } | undefined> {
  const socketPath = backupSocketPath(dataDir);
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) return undefined;
  // Left by a process that did not stop cleanly; one process owns a PGlite DATA_DIR at a time.
  rmSync(socketPath, { force: true });
  const open = new Set<Socket>();
  const server = createServer((socket) => {
    open.add(socket);
    socket.on("close", () => open.delete(socket));
    socket.on("error", () => socket.destroy());
    const commands = createInterface({ input: socket });
    commands.once("line", (command) => {
      commands.close();
      if (command !== "backup") {
        socket.end();
        return;
      }
      const emit = socketEmit(socket);
      void (async () => {
        const summary = await pglite.transaction(async (tx) => {
          await tx.query("set transaction isolation level repeatable read, read only");
          return exportDatabase(tx, "pglite", emit);
        });
        await exportFiles(dataDir, emit);
        await emit(line(["end", { summary }]));
        socket.end();
      })().catch((error: unknown) => {
        // A code (ENOENT, a SQLSTATE), never a message: a failed query's message can quote a row.
        const code = (error as { code?: unknown } | null)?.code;
        onFailure(typeof code === "string" ? code : "BACKUP_FAILED");
        socket.destroy();
      });
    });
  });
  server.listen(socketPath);
  await once(server, "listening");
  return {
    async close() {
      // A backup cut short by a shutdown is a failed backup (its file is never completed), and
      // the transaction it held ends, so the database can close.
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(socketPath, { force: true });
    },
  };
}

/**
 * Asks the server running on `dataDir` for a backup and hands each line to `emit`. Answers false
 * when no server listens there (the shop is stopped); throws when one answered but the backup did
 * not arrive whole.
 */
export async function requestOnlineBackup(dataDir: string, emit: Emit): Promise<boolean> {
  const socketPath = backupSocketPath(dataDir);
  if (!existsSync(socketPath)) return false;
  const socket = createConnection(socketPath);
  try {
    await once(socket, "connect");
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === "ECONNREFUSED" || code === "ENOENT") return false;
    throw error;
  }
  socket.write("backup\n");
  let complete = false;
  const lines = createInterface({ input: socket, crlfDelay: Infinity });
  socket.on("error", () => lines.close());
  for await (const text of lines) {
    if (!text) continue;
    if (text.startsWith('["end",')) complete = true;
    await emit(text);
  }
  if (!complete) throw new BackupError("the running shop did not finish the backup; nothing was written");
  return true;
}

/** True when a server is running on `dataDir` (its backup socket accepts a connection). */
export async function shopIsRunning(dataDir: string): Promise<boolean> {
  const socketPath = backupSocketPath(dataDir);
  if (!existsSync(socketPath)) return false;
  const socket = createConnection(socketPath);
  try {
    await once(socket, "connect");
    return true;
  } catch {
    return false;
  } finally {
    socket.destroy();
  }
}
