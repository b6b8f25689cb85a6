import type { FastifyBaseLogger } from 'fastify';

// Work a request starts but does not wait for. forgot-password and resend-verification answer
// before they look the address up, so their response time cannot tell a registered address from
// an unknown one; the lookup, the new token and the mail happen here. The app waits for these
// tasks when it closes (before the database goes), and the job runner's drain() waits for them
// first, so a test that drains sees their mail.

export class BackgroundTasks {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly log: Pick<FastifyBaseLogger, 'error'>) {}

  /** Starts `work` now; a failure is logged (the client already has its answer). */
  run(name: string, work: () => Promise<void>): void {
    const task: Promise<void> = work()
      .catch((error: unknown) =>
        this.log.error({ err: error, task: name }, `Background task failed: ${name}`),
      )
      .finally(() => this.pending.delete(task));
    this.pending.add(task);
  }

  /** Resolves when every task started so far (and any they started) has finished. */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }
}
