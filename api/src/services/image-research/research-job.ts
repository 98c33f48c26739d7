/**
 * The admin image-research job: one run at a time per process, in the background, its progress readable
 * while it runs. For each pepper the researcher finds a photo (wikimedia.ts, beside this file); only a
 * verified photo is stored, so no pepper loses a working image. The run reports {totalPeppers,
 * processedPeppers, updatedImages, verifiedImages, failedResearch}:
 *   verifiedImages  peppers with a photo verified to load in this run (new or kept)
 *   updatedImages   peppers whose imageUrl changed
 *   failedResearch  names of peppers for which no verified photo was found (errors are logged)
 * A run in which every pepper failed with an error (the search service unreachable) ends as 'failed'.
 */
import type { ImageResearchResult, ImageResearchStatus, Pepper } from '@pepper/contract';

export interface FoundImage {
  url: string;
  /** True when the URL was checked to answer with an image. Unverified photos are never stored. */
  verified: boolean;
}

export interface ImageResearcher {
  /** A photo URL for the pepper, or null when none was found. Throws when the research itself failed. */
  findImage(pepper: Pepper): Promise<FoundImage | null>;
}

export interface ResearchLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface ResearchRun {
  peppers: readonly Pepper[];
  researcher: ImageResearcher;
  /** Stores a verified photo URL for a pepper. */
  save: (pepperId: number, url: string) => Promise<void>;
  /** After the run, when at least one photo changed (e.g. refresh the catalog). */
  onUpdated?: () => Promise<void>;
  log?: ResearchLog;
  /** Peppers researched at once. */
  concurrency?: number;
  /** Called with the status whenever it changes (to share it with other processes); idle() waits for it. */
  onStatus?: (status: ImageResearchStatus) => Promise<void> | void;
}

const quiet: ResearchLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

export class ImageResearchJob {
  private state: ImageResearchStatus = { status: 'idle', progress: 0 };
  private running: Promise<void> | null = null;
  private stopping = false;
  private reported: Promise<void> = Promise.resolve();

  status(): ImageResearchStatus {
    return structuredClone(this.state);
  }

  get isRunning(): boolean {
    return this.running !== null;
  }

  /** Starts a run unless one is in progress (then the current run's status is answered). */
  start(run: ResearchRun): ImageResearchStatus {
    if (this.running) return this.status();
    const { peppers, researcher, save, onUpdated, log = quiet, concurrency = 4, onStatus } = run;
    const changed = () => {
      this.reported = Promise.resolve(onStatus?.(this.status())).catch(() => undefined);
    };
    const result: ImageResearchResult = {
      totalPeppers: peppers.length,
      processedPeppers: 0,
      updatedImages: 0,
      verifiedImages: 0,
      failedResearch: [],
    };
    this.stopping = false;
    this.state = { status: 'running', progress: 0, result };
    let errors = 0;
    let firstError = '';
    let next = 0;

    const researchOne = async (pepper: Pepper) => {
      try {
        const found = await researcher.findImage(pepper);
        if (!found || !found.verified) {
          result.failedResearch.push(pepper.name);
        } else if (found.url === pepper.imageUrl) {
          result.verifiedImages += 1;
        } else {
          await save(pepper.id, found.url);
          result.updatedImages += 1;
          result.verifiedImages += 1;
        }
      } catch (err) {
        errors += 1;
        firstError ||= String((err as Error)?.message ?? err);
        log.warn({ err, pepperId: pepper.id, pepper: pepper.name }, 'image research failed for a pepper');
        result.failedResearch.push(pepper.name);
      }
      result.processedPeppers += 1;
      this.state.progress = Math.floor((result.processedPeppers / Math.max(1, peppers.length)) * 100);
      changed();
    };
    const worker = async () => {
      while (!this.stopping && next < peppers.length) await researchOne(peppers[next++]);
    };

    log.info({ peppers: peppers.length }, 'image research started');
    this.running = (async () => {
      await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, peppers.length)) }, worker));
      if (result.updatedImages > 0 && onUpdated) await onUpdated();
      if (this.stopping) throw new Error('Image research was stopped');
      if (peppers.length > 0 && errors === peppers.length)
        throw new Error(`Image research failed for every pepper: ${firstError}`);
      this.state = { status: 'complete', progress: 100, result };
      log.info({ ...result, failedResearch: result.failedResearch.length }, 'image research complete');
    })()
      .catch((err: unknown) => {
        const message = String((err as Error)?.message ?? err);
        log.error({ err }, 'image research failed');
        this.state = { status: 'failed', progress: this.state.progress, result, error: message };
      })
      .finally(() => {
        this.running = null;
        changed();
      });
    changed();
    return this.status();
  }

  /** Stops picking new peppers (shutdown); the run ends as 'failed' once the peppers in progress finish. */
  stop(): void {
    if (this.running) this.stopping = true;
  }

  /** For tests and shutdown: resolves when the current run ends. */
  async idle(): Promise<void> {
    await this.running;
    await this.reported;
  }
}
