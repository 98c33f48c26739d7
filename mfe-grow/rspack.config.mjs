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
  manyPages: true,
});

export default config;
