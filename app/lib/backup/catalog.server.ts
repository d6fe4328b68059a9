/**
 * What a backup reads from the database's own catalogue (the same on PGlite and PostgreSQL): the
 * shop's tables in an order that satisfies their foreign keys, their columns, the migrations
 * applied, and per-table counts and amounts. Nothing here names a table, so a table added by a
 * later migration is backed up, restored and verified without a change.
 */

/** The one method both `pg.Client` and a PGlite transaction offer. */
export interface Sql {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

export interface TableInfo {
  name: string;
  columns: string[];
  /** Integer columns: the amounts (and counts) whose sums a restore must reproduce. */
  integers: string[];
  hasCurrency: boolean;
}

/** Quotes an identifier for SQL (names come from the catalogue, never from input). */
export const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The public schema's tables, parents before the tables whose foreign keys point at them. */
export async function shopTables(sql: Sql): Promise<TableInfo[]> {
  const { rows: columns } = await sql.query<{ table_name: string; column_name: string; data_type: string }>(
    `select c.table_name, c.column_name, c.data_type
       from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.is_generated = 'NEVER'
      order by c.table_name, c.ordinal_position`,
  );
  const { rows: references } = await sql.query<{ child: string; parent: string }>(
    `select cc.relname as child, pc.relname as parent
       from pg_constraint k
       join pg_class cc on cc.oid = k.conrelid
       join pg_class pc on pc.oid = k.confrelid
       join pg_namespace n on n.oid = k.connamespace
      where k.contype = 'f' and n.nspname = 'public' and k.conrelid <> k.confrelid`,
  );
  const tables = new Map<string, TableInfo>();
  for (const c of columns) {
    const table = tables.get(c.table_name) ?? {
      name: c.table_name,
      columns: [],
      integers: [],
      hasCurrency: false,
    };
    table.columns.push(c.column_name);
    if (["smallint", "integer", "bigint"].includes(c.data_type)) table.integers.push(c.column_name);
    if (c.column_name === "currency") table.hasCurrency = true;
    tables.set(c.table_name, table);
  }
  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  const place = (name: string, path: Set<string>) => {
    if (placed.has(name) || path.has(name)) return;
    path.add(name);
    for (const r of references) if (r.child === name) place(r.parent, path);
    placed.add(name);
    ordered.push(tables.get(name)!);
  };
  for (const name of [...tables.keys()].sort()) place(name, new Set());
  return ordered;
}

/** Hashes of the applied migrations, oldest first (drizzle's own record). */
export async function appliedMigrations(sql: Sql): Promise<string[]> {
  const { rows: exists } = await sql.query<{ present: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!exists[0]?.present) return [];
  const { rows } = await sql.query<{ hash: string }>(
    `select hash from drizzle.__drizzle_migrations order by created_at, id`,
  );
  return rows.map((r) => r.hash);
}

export async function sequenceValues(sql: Sql): Promise<Record<string, string | null>> {
  const { rows } = await sql.query<{ name: string; value: string | null }>(
    `select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public'`,
  );
  return Object.fromEntries(rows.map((r) => [r.name, r.value]));
}

/** Row count and the sum of every integer column of each table, by currency where a table has one. */
export async function summarise(sql: Sql, tables: TableInfo[], where: (table: string) => string = () => "") {
  const summary: Record<string, { rows: string; amounts: Record<string, string> }> = {};
  for (const table of tables) {
    const sums = table.integers.map((c, i) => `coalesce(sum(${ident(c)}), 0)::text as s${i}`);
    const { rows } = await sql.query<Record<string, string>>(
      `select ${table.hasCurrency ? "currency::text" : "''"} as grp, count(*)::text as n${sums
        .map((s) => `, ${s}`)
        .join(
          "",
        )} from ${ident(table.name)}${where(table.name)}${table.hasCurrency ? " group by currency order by 1" : ""}`,
    );
    const amounts: Record<string, string> = {};
    let count = 0n;
    for (const row of rows) {
      count += BigInt(row.n!);
      table.integers.forEach((c, i) => {
        amounts[row.grp ? `${row.grp} ${c}` : c] = row[`s${i}`]!;
      });
    }
    summary[table.name] = { rows: count.toString(), amounts };
  }
  return summary;
}

/** One line per difference between two summaries; empty when they agree. */
export function summaryDifferences(
  expected: Record<string, { rows: string; amounts: Record<string, string> }>,
  actual: typeof expected,
): string[] {
  const differences: string[] = [];
  for (const [table, want] of Object.entries(expected)) {
    const got = actual[table];
    if (!got) {
      differences.push(`${table}: missing`);
      continue;
    }
    if (got.rows !== want.rows) differences.push(`${table}: ${got.rows} rows, expected ${want.rows}`);
    for (const [key, value] of Object.entries(want.amounts)) {
      if ((got.amounts[key] ?? "0") !== value) {
        differences.push(`${table}.${key}: ${got.amounts[key] ?? "0"}, expected ${value}`);
      }
    }
  }
  return differences;
}
