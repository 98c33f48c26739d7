import { projectConfig } from '../vitest.shared.ts';

export default projectConfig(import.meta.dirname, {
  dom: true,
  setupFiles: [`${import.meta.dirname}/../packages/mocks/src/vitest-setup.ts`],
});
