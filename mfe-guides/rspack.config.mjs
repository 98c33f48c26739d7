import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRemoteConfig } from '@pepper/rspack-config';

const config = createRemoteConfig({
  name: 'guides',
  dir: path.dirname(fileURLToPath(import.meta.url)),
  // Each is a page, default-exported, loaded by the shell's route table as 'guides/<Name>'.
  exposes: {
    './HeatCalculator': './src/pages/HeatCalculator.tsx',
    './HeatQuiz': './src/pages/HeatQuiz.tsx',
    './Glossary': './src/pages/Glossary.tsx',
    './CookingGuide': './src/pages/CookingGuide.tsx',
    './PreservationGuide': './src/pages/PreservationGuide.tsx',
    './PairingGuide': './src/pages/PairingGuide.tsx',
    './SafetyGuide': './src/pages/SafetyGuide.tsx',
    './MealPlanning': './src/pages/MealPlanning.tsx',
    './ScienceGuide': './src/pages/ScienceGuide.tsx',
    './HeatGuide': './src/pages/HeatGuide.tsx',
    './NutritionGuide': './src/pages/NutritionGuide.tsx',
    './HistoryGuide': './src/pages/HistoryGuide.tsx',
    './BreedingGuide': './src/pages/BreedingGuide.tsx',
  },
});

// The UI kit's modules only declare components: let the ones a page does not use (Radix Select, Slider,
// Dialog...) drop out of it instead of every guide loading the whole kit.
config.module.rules.push({ test: /packages[\\/]ui[\\/]src[\\/].*\.tsx?$/, sideEffects: false });

// Every page imports the same Tailwind utilities: ship them as one stylesheet that the browser caches once,
// rather than an identical copy under each page's name.
config.optimization.splitChunks = {
  cacheGroups: { styles: { name: 'styles', type: 'css/auto', chunks: 'all', enforce: true } },
};

export default config;
