/**
 * The admin image-research job: one run at a time per process, progress readable while it runs.
 * The identify team completes the researcher (finding and verifying photos); this runner walks the
 * peppers, stores found photos and reports {totalPeppers, processedPeppers, updatedImages,
 * verifiedImages, failedResearch}.
 */
import type { ImageResearchResult, ImageResearchStatus, Pepper } from '@pepper/contract';

export interface ImageResearcher {
  /** A photo URL for the pepper (verified when it was checked to load), or null when none was found. */
  findImage(pepper: Pepper): Promise<{ url: string; verified: boolean } | null>;
}

export class ImageResearchJob {
  private state: ImageResearchStatus = { status: 'idle', progress: 0 };
  private running: Promise<void> | null = null;

  status(): ImageResearchStatus {
    return structuredClone(this.state);
  }

  /** Starts a run unless one is in progress; `save` stores a found URL. Answers the status after starting. */
  start(peppers: readonly Pepper[], researcher: ImageResearcher, save: (pepperId: number, url: string) => Promise<void>): ImageResearchStatus {
    if (this.running) return this.status();
    const result: ImageResearchResult = {
      totalPeppers: peppers.length,
      processedPeppers: 0,
      updatedImages: 0,
      verifiedImages: 0,
      failedResearch: [],
    };
    this.state = { status: 'running', progress: 0, result };
    this.running = (async () => {
      for (const pepper of peppers) {
        try {
          const found = await researcher.findImage(pepper);
          if (found) {
            await save(pepper.id, found.url);
            result.updatedImages += 1;
            if (found.verified) result.verifiedImages += 1;
          } else {
            result.failedResearch.push(pepper.name);
          }
        } catch {
          result.failedResearch.push(pepper.name);
        }
        result.processedPeppers += 1;
        this.state.progress = Math.round((result.processedPeppers / Math.max(1, peppers.length)) * 100);
      }
      this.state = { status: 'complete', progress: 100, result };
    })()
      .catch((err: unknown) => {
        this.state = { status: 'failed', progress: this.state.progress, result, error: String((err as Error)?.message ?? err) };
      })
      .finally(() => {
        this.running = null;
      });
    return this.status();
  }

  /** For tests and shutdown: resolves when the current run ends. */
  async idle(): Promise<void> {
    await this.running;
  }
}
