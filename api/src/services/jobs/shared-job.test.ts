import { randomUUID } from 'node:crypto';
import { describeDialects } from '../../test/helpers.js';
import { SharedJobState } from './shared-job.js';

describeDialects('a background job kept in the database', (app) => {
  it('answers, in the process running it, the status it has just recorded, though the write was not awaited', async () => {
    const job = new SharedJobState(app().db, `job-${randomUUID()}`);
    expect(await job.read()).toEqual({ status: 'idle', progress: 0 });
    expect(await job.claim()).toBe(true);
    void job.save({ status: 'running', progress: 0 });
    expect(await job.read()).toEqual({ status: 'running', progress: 0 });
    // Writes go in order, each after the one before: the last of two is not in the database until both are.
    void job.save({ status: 'running', progress: 20 });
    void job.save({ status: 'running', progress: 40 });
    expect(await job.read()).toEqual({ status: 'running', progress: 40 });
    await job.save({ status: 'complete', progress: 100 });
  });

  it('is taken by one process at a time', async () => {
    const name = `job-${randomUUID()}`;
    const first = new SharedJobState(app().db, name);
    const second = new SharedJobState(app().db, name);
    expect(await first.claim()).toBe(true);
    expect(await second.claim()).toBe(false);
    await first.save({ status: 'complete', progress: 100 });
    expect(await second.claim()).toBe(true);
    await second.save({ status: 'complete', progress: 100 });
  });
});
