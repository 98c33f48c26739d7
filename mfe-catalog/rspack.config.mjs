import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRemoteConfig } from '@pepper/rspack-config';

const config = createRemoteConfig({
  name: 'catalog',
  dir: path.dirname(fileURLToPath(import.meta.url)),
  // Each is a page, default-exported, loaded by the shell's route table as 'catalog/<Name>'.
  exposes: {
    './PepperList': './src/pages/PepperList.tsx',
    './PepperDetail': './src/pages/PepperDetail.tsx',
    './HeatIndex': './src/pages/HeatIndex.tsx',
    './RandomPepper': './src/pages/RandomPepper.tsx',
    './RecipeList': './src/pages/RecipeList.tsx',
    './RecipeDetail': './src/pages/RecipeDetail.tsx',
    './Collection': './src/pages/Collection.tsx',
    './Favorites': './src/pages/Favorites.tsx',
  },
});

export default config;
