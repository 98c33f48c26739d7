/**
 * The state of a background job kept in the database, so every API process reports the same progress and only
 * one process runs the job at a time. The process running it renews a heartbeat; a job whose heartbeat has
 * stopped (its process crashed or was killed) is reported as failed, and may be started again.
 */
import type { ImageResearchStatus } from '@pepper/contract';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/connection.js';

export const HEARTBEAT_MS = 5000;
/** No heartbeat for this long: the running process is gone. */
export const STALE_AFTER_MS = 30_000;
export const STOPPED_UNEXPECTEDLY =
  'The research stopped unexpectedly when its server went away. Start it again.';

const IDLE: ImageResearchStatus = { status: 'idle', progress: 0 };

export class SharedJobState {
  private readonly owner = randomUUID();
  private timer: NodeJS.Timeout | null = null;
  private latest: ImageResearchStatus | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly name: string,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Takes the job for this process unless another live process runs it; true when taken. */
  async claim(): Promise<boolean> {
    const now = this.clock();
    await this.db('jobs')
      .insert({ name: this.name, status: JSON.stringify(IDLE), running: false, owner: null, heartbeat_at: 0 })
      .onConflict('name')
      .ignore();
    const taken = await this.db('jobs')
      .where({ name: this.name })
      .andWhere((q) => q.where({ running: false }).orWhere('heartbeat_at', '<', now - STALE_AFTER_MS))
      .update({ running: true, owner: this.owner, heartbeat_at: now });
    if (taken) {
      this.timer = setInterval(() => void this.flush(), HEARTBEAT_MS);
      this.timer.unref();
    }
    return taken > 0;
  }

  /** Records the job's status; written in order, the last one wins. Ends the claim when the job has ended. */
  save(status: ImageResearchStatus): Promise<void> {
    this.latest = status;
    return this.flush();
  }

  private flush(): Promise<void> {
    const status = this.latest;
    if (!status) return this.writing;
    const ended = status.status === 'complete' || status.status === 'failed';
    if (ended && this.timer) {
      clearInterval(this.timer);
      this.timer = null;
    }
    this.writing = this.writing.then(() =>
      this.db('jobs')
        .where({ name: this.name, owner: this.owner })
        .update({ status: JSON.stringify(status), running: !ended, heartbeat_at: this.clock() })
        .then(
          () => undefined,
          () => undefined,
        ),
    );
    return this.writing;
  }

  /** What any process answers about the job; in the process running it, after its own status has been written. */
  async read(): Promise<ImageResearchStatus> {
    await this.writing;
    const row = await this.db('jobs').where({ name: this.name }).first();
    if (!row) return IDLE;
    const status = JSON.parse(row.status) as ImageResearchStatus;
    if (Boolean(row.running) && Number(row.heartbeat_at) < this.clock() - STALE_AFTER_MS) {
      return { ...status, status: 'failed', error: STOPPED_UNEXPECTEDLY };
    }
    return status;
  }

  /** For tests and shutdown: resolves when pending writes are done. */
  async settled(): Promise<void> {
    await this.writing;
  }
}
