export const pageTitle = 'Home';
