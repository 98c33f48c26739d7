import { createRemoteConfigs } from '@pepper/rspack-config';

// Its pages are listed in packages/rspack-config/remotes.json; each is exposed as the feature screen that renders it
// (a default export), since the screen reads its own address.
export default createRemoteConfigs(import.meta.url, {
  screens: {
    BreedingGuide: './src/features/breeding/BreedingScreen.tsx',
    CookingGuide: './src/features/cooking/CookingScreen.tsx',
    Glossary: './src/features/glossary/GlossaryScreen.tsx',
    GuidesIndex: './src/features/guides-index/GuidesIndexScreen.tsx',
    HeatCalculator: './src/features/heat-calc/HeatCalculatorScreen.tsx',
    HeatGuide: './src/features/heat-guide/HeatGuideScreen.tsx',
    HeatQuiz: './src/features/quiz/HeatQuizScreen.tsx',
    HistoryGuide: './src/features/history/HistoryScreen.tsx',
    MealPlanning: './src/features/meal-planning/MealPlanningScreen.tsx',
    NutritionGuide: './src/features/nutrition/NutritionScreen.tsx',
    PairingGuide: './src/features/pairing/PairingScreen.tsx',
    PreservationGuide: './src/features/preservation/PreservationScreen.tsx',
    SafetyGuide: './src/features/safety/SafetyScreen.tsx',
    ScienceGuide: './src/features/science/ScienceScreen.tsx',
  },
});
