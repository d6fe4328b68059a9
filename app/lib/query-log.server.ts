/** Drizzle's logger option passing each statement (never its parameters) to `onQuery`, if given. */
export function queryLogger(onQuery: ((sql: string) => void) | undefined) {
  return onQuery ? { logger: { logQuery: (query: string) => onQuery(query) } } : {};
}
