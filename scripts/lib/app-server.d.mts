// Types of app-server.mjs for the TypeScript that uses it (tests/e2e/fixtures.ts).
import type { ChildProcess } from 'node:child_process';

export interface AppServerProcess {
  readonly child: ChildProcess;
  /** Origin without a trailing slash, such as http://127.0.0.1:41234. */
  readonly url: string;
  /** The server's recent console output, for failure messages. */
  output(): string;
}

export function exited(child: ChildProcess): boolean;

export function startAppServer(options: {
  env: Record<string, string>;
  onSpawn?: (server: AppServerProcess) => void;
  onOutput?: (chunk: Buffer) => void;
  readyTimeoutMs?: number;
  /** Node's arguments (default: the production server, `--import tsx server/main.ts`). */
  args?: string[];
  /** What answers 200 once the server is ready (default `/prod/v1/health/ready`). */
  readyPath?: string;
}): Promise<AppServerProcess>;

export function stopAppServer(server: AppServerProcess, timeoutMs?: number): Promise<number | null>;
