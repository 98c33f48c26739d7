import type { ChildProcess } from 'node:child_process';

export declare function spawnApiServer(options: {
  root: string;
  port: number;
  env?: Record<string, string>;
  stderr?: 'pipe' | 'inherit' | 'ignore';
}): ChildProcess;
