import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRemoteConfig } from '@pepper/rspack-config';

const config = createRemoteConfig({
  name: 'grow',
  dir: path.dirname(fileURLToPath(import.meta.url)),
  // Each is a page, default-exported, loaded by the shell's route table as 'grow/<Name>'.
  exposes: {
    './GrowCenter': './src/pages/GrowCenter.tsx',
    './GrowCategory': './src/pages/GrowCategory.tsx',
    './ClimateGuide': './src/pages/ClimateGuide.tsx',
    './GrowingTools': './src/pages/GrowingTools.tsx',
    './SeedGuide': './src/pages/SeedGuide.tsx',
    './PestGuide': './src/pages/PestGuide.tsx',
    './HarvestGuide': './src/pages/HarvestGuide.tsx',
    './Garden': './src/pages/Garden.tsx',
    './GardenPlanting': './src/pages/GardenPlanting.tsx',
  },
});

// The UI kit's modules only declare components: let the ones a page does not use drop out of it.
config.module.rules.push({ test: /packages[\\/]ui[\\/]src[\\/].*\.tsx?$/, sideEffects: false });

// Every page imports the same Tailwind utilities: ship them as one stylesheet the browser caches once.
config.optimization.splitChunks = {
  cacheGroups: { styles: { name: 'styles', type: 'css/auto', chunks: 'all', enforce: true } },
};

export default config;
