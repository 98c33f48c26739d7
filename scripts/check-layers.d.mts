export interface LayerViolation {
  rule: string;
  from: string;
  to: string;
  cycle?: string[];
}

export const CHECKED_FOLDERS: string[];

export function checkLayers(options?: { cwd?: string; folders?: string[] }): LayerViolation[];
