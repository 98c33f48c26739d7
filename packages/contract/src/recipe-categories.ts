/** The kinds of dish a recipe is filed under, as the Recipe Vault filters them. */
export const RECIPE_CATEGORIES = ['sauce', 'rub', 'salsa', 'marinade', 'pickle', 'main'] as const;
