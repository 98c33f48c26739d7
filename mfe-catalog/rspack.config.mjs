import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRemoteConfig } from '@pepper/rspack-config';

export default createRemoteConfig({
  name: 'catalog',
  dir: path.dirname(fileURLToPath(import.meta.url)),
  exposes: {
    './PepperList': './src/pages/PepperList.tsx',
  },
});
