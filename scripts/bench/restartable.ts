import { startServerProcess, type ServerProcess } from "../../tests/support/server-process.ts";

/** One instance of the app: its process can be killed and started again on the same port and data. */
export function restartableInstance(environment: Record<string, string>, port: number) {
  let current: ServerProcess | undefined;
  return {
    url: `http://127.0.0.1:${port}`,
    async start() {
      current = await startServerProcess(environment, port);
    },
    async kill9() {
      current!.child.kill("SIGKILL");
      await current!.exited;
    },
    async stop() {
      current!.child.kill("SIGTERM");
      await current!.exited;
    },
  };
}
