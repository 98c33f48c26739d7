import { projectConfig } from '../../vitest.shared.ts';

export default projectConfig(import.meta.dirname, { dom: true });
