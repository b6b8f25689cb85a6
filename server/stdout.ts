import { writeSync } from 'node:fs';
import type { LogStream } from './logger';

// Where the server's JSON log lines go when it runs as a process: stdout, written synchronously.
//
// Why not pino's default (asynchronous) destination: when stdout is a pipe whose reader has gone
// (`npm start | head -3`), a write fails with EPIPE. Asynchronously, that failure is reported on a
// later tick; if the process exits first (a shutdown logs and exits at once), pino flushes on exit
// with sonic-boom's flushSync, which retries a failed write forever, so the process never exits.
// Written synchronously, the failure is known at the write, nothing waits to be flushed at exit,
// and `onGone` runs once: main.ts stops logging and shuts down, as a Unix program does when its
// output pipe closes. A full pipe (EAGAIN: the reader is alive but slow) is waited for.

const pause = new Int32Array(new SharedArrayBuffer(4));

export function stdoutLogStream(onGone: (error: NodeJS.ErrnoException) => void, fd = 1): LogStream {
  let gone = false;
  return {
    write(line: string) {
      let rest = Buffer.from(line, 'utf8');
      while (!gone && rest.length > 0) {
        try {
          rest = rest.subarray(writeSync(fd, rest));
        } catch (error) {
          const failure = error as NodeJS.ErrnoException;
          if (failure.code === 'EAGAIN') {
            Atomics.wait(pause, 0, 0, 10);
            continue;
          }
          gone = true;
          onGone(failure);
        }
      }
    },
  };
}
