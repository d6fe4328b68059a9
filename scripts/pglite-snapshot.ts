/**
 * Part of `npm run build`: a PGlite data directory with every migration applied, beside the server
 * build as a directory (copied into a new DATA_DIR) and as a tarball (loaded into a `memory://`
 * database). A new database starts from it instead of
 * running initdb and the migrations, which takes most of a first start (tens of seconds on a busy
 * machine, against about two). The file name carries the PGlite version: a different PGlite
 * never loads it, and the server then initialises the directory itself as before. Migrations run
 * after loading either way, so a snapshot older than db/migrations only means more of them run.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { pgliteSnapshotPath } from "../app/lib/pglite-snapshot-path.server.ts";

/**
 * Migrates a new PGlite database in `directory` (replacing what is there), writes it as a gzip
 * tarball to `directory.tar.gz`, and shuts it down cleanly, so the directory can be copied.
 */
export async function writeDatabaseSnapshot(
  directory: string,
  migrationsFolder = "db/migrations",
): Promise<void> {
  rmSync(directory, { recursive: true, force: true });
  mkdirSync(directory, { recursive: true });
  const client = await PGlite.create(directory, { extensions: { pg_trgm } });
  try {
    await migrate(drizzle(client), { migrationsFolder: path.resolve(migrationsFolder) });
    const tarball = await client.dumpDataDir("gzip");
    writeFileSync(`${directory}.tar.gz`, Buffer.from(await tarball.arrayBuffer()));
  } finally {
    await client.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const directory = pgliteSnapshotPath(path.join(process.env.BUILD_DIR ?? "build", "server"));
  await writeDatabaseSnapshot(directory);
  console.log(`database snapshot ${directory} (and .tar.gz)`);
}
