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
  manyPages: true,
});

export default config;
