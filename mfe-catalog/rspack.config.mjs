import { createRemoteConfigs } from '@pepper/rspack-config';

// Its pages are listed in packages/rspack-config/remotes.json; each is exposed as the feature screen that renders it
// (a default export), since the screen reads its own address.
export default createRemoteConfigs(import.meta.url, {
  screens: {
    Collection: './src/features/collections/CollectionScreen.tsx',
    Favorites: './src/features/favorites/FavoritesScreen.tsx',
    HeatIndex: './src/features/heat-index/HeatIndexScreen.tsx',
    PepperDetail: './src/features/pepper-detail/PepperDetailScreen.tsx',
    PepperList: './src/features/peppers/PepperListScreen.tsx',
    RandomPepper: './src/features/random/RandomPepperScreen.tsx',
    RecipeDetail: './src/features/recipes/RecipeDetailScreen.tsx',
    RecipeList: './src/features/recipes/RecipeListScreen.tsx',
  },
});
