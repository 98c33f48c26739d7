import { createRemoteConfigs } from '@pepper/rspack-config';

// Its pages are listed in packages/rspack-config/remotes.json; each is exposed as the feature screen that renders it
// (a default export), since the screen reads its own address.
export default createRemoteConfigs(import.meta.url, {
  screens: {
    IdentifyHistory: './src/features/identify/IdentifyHistoryScreen.tsx',
    IdentifyPage: './src/features/identify/IdentifyScreen.tsx',
    ImageResearch: './src/features/image-research/ImageResearchScreen.tsx',
  },
});
