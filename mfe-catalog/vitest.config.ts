import { projectConfig } from '../vitest.shared';

export default projectConfig(__dirname, {
  dom: true,
  setupFiles: [`${__dirname}/../packages/mocks/src/vitest-setup.ts`],
});
