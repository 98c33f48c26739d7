import { projectConfig } from '../../vitest.shared';

export default projectConfig(__dirname, {
  dom: true,
  setupFiles: [`${__dirname}/../mocks/src/vitest-setup.ts`],
});
