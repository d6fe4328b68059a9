/**
 * Log bytes queued while the reader is slower than the writer; past this, new lines are dropped
 * rather than memory grow without bound (a stalled collector must not take the shop down).
 */
const MAX_QUEUED_BYTES = 16 * 1024 * 1024;

/** Streams with our error listener (one each, however many apps a process makes), and those that failed. */
const watched = new WeakSet<NodeJS.WriteStream>();
const broken = new WeakSet<NodeJS.WriteStream>();

export interface LogDestination {
  write(line: string): void;
  /** Gives queued lines at most `timeoutMs` to reach the reader; then writes nothing more. */
  close(timeoutMs: number): Promise<void>;
}

/**
 * Standard output for the logger, built so that the log's reader can never stop the process.
 * Node writes a pipe from the event loop without blocking: what the reader has not taken yet
 * waits in memory (bounded here). pino's own destination wrote from the thread pool instead:
 * a stalled reader left a pool thread blocked in write() for good, which process exit waits
 * for, and at exit it flushed synchronously, retrying a failed write every 100 ms for ever, so
 * a stalled or closed pipe hung SIGTERM, even past the forced exit. Here:
 * - a reader that closed its end (EPIPE), or any other write error, ends logging for good;
 * - there is no exit-time flush: shutdown calls `close`, which waits a bounded time.
 */
export function stdoutDestination(stream: NodeJS.WriteStream = process.stdout): LogDestination {
  if (!watched.has(stream)) {
    watched.add(stream);
    // Without a listener, EPIPE would be an uncaught exception.
    stream.on("error", () => broken.add(stream));
  }
  let open = true;
  return {
    write(line) {
      if (open && !broken.has(stream) && stream.writableLength < MAX_QUEUED_BYTES) stream.write(line);
    },
    close(timeoutMs) {
      if (!open || broken.has(stream)) return Promise.resolve();
      open = false;
      if (stream.writableLength === 0) return Promise.resolve();
      return new Promise((resolve) => {
        const timer = setTimeout(resolve, timeoutMs);
        // The callback of a write runs once it and everything queued before it are written.
        stream.write("", () => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
  };
}
