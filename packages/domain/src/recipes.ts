/** Recipe categories. */
export const RECIPE_CATEGORIES = ['sauce', 'rub', 'salsa', 'marinade', 'pickle', 'main'] as const;
