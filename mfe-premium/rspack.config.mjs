import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRemoteConfig } from '@pepper/rspack-config';

const config = createRemoteConfig({
  name: 'premium',
  dir: path.dirname(fileURLToPath(import.meta.url)),
  // A page, default-exported, loaded by the shell's route table as 'premium/PremiumPage'.
  exposes: {
    './PremiumPage': './src/pages/PremiumPage.tsx',
  },
});

export default config;
