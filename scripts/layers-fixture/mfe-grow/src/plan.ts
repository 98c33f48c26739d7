export const plan = 'plan';
