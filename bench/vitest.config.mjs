import { mergeConfig } from 'vitest/config';
import { projectConfig } from '../vitest.shared.ts';

// The bench is plain ES modules: its tests sit beside them.
export default mergeConfig(projectConfig(import.meta.dirname), { test: { include: ['*.test.mjs'] } });
