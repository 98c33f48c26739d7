import { createRemoteConfigs } from '@pepper/rspack-config';

// Its pages are listed in packages/rspack-config/remotes.json; each is exposed as the feature screen that renders it
// (a default export), since the screen reads its own address.
export default createRemoteConfigs(import.meta.url, {
  screens: {
    ClimateGuide: './src/features/climate/ClimateScreen.tsx',
    Garden: './src/features/garden/GardenScreen.tsx',
    GardenPlanting: './src/features/garden/PlantingScreen.tsx',
    GrowCategory: './src/features/grow-category/GrowCategoryScreen.tsx',
    GrowCenter: './src/features/grow-center/GrowCenterScreen.tsx',
    GrowingTools: './src/features/tools/GrowingToolsScreen.tsx',
    HarvestGuide: './src/features/harvest/HarvestGuideScreen.tsx',
    PestGuide: './src/features/pests/PestGuideScreen.tsx',
    SeedGuide: './src/features/seeds/SeedGuideScreen.tsx',
    SeedPacket: './src/features/garden/seeds/SeedPacketScreen.tsx',
    SeedStash: './src/features/garden/seeds/SeedStashScreen.tsx',
  },
});
