import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRemoteConfig } from '@pepper/rspack-config';

const config = createRemoteConfig({
  name: 'identify',
  dir: path.dirname(fileURLToPath(import.meta.url)),
  // Each is a page, default-exported, loaded by the shell's route table as 'identify/<Name>'.
  exposes: {
    './IdentifyPage': './src/pages/IdentifyPage.tsx',
    './ImageResearch': './src/pages/ImageResearch.tsx',
    './IdentifyHistory': './src/pages/IdentifyHistory.tsx',
  },
});

export default config;
