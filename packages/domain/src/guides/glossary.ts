/** The glossary's eight categories. */
export const GLOSSARY_CATEGORIES = [
  'anatomy',
  'botany',
  'chemistry',
  'classification',
  'cultivation',
  'disease',
  'measurement',
  'species',
] as const;
