import type { QuizQuestion } from '@pepper/domain/heat';

/**
 * The seven questions, written for Pepper Atlas: option points run from 0 to 12 and the
 * maximum is 84 (each question's hottest answer is worth 12). Labels are unique across the quiz.
 */
export const QUIZ_QUESTIONS: readonly QuizQuestion[] = [
  {
    id: 1,
    question: 'How often do you eat spicy food?',
    category: 'Habits',
    options: [
      {
        value: 'never',
        label: 'Rarely or never',
        points: 0,
        description: 'I steer clear of anything spicy.',
      },
      { value: 'monthly', label: 'A few times a month', points: 3 },
      { value: 'weekly', label: 'Once or twice a week', points: 6 },
      { value: 'often', label: 'Most days', points: 9 },
      { value: 'daily', label: 'With every meal', points: 12, description: 'Breakfast included.' },
    ],
  },
  {
    id: 2,
    question: 'A fresh slice of jalapeño on your taco tastes...',
    category: 'Experience',
    options: [
      { value: 'too-hot', label: 'Too hot to finish', points: 0 },
      { value: 'hot', label: 'Hot, but I manage', points: 4 },
      { value: 'warm', label: 'Pleasantly warm', points: 8 },
      {
        value: 'nothing',
        label: 'Like a crunchy vegetable',
        points: 12,
        description: 'I barely notice the heat.',
      },
    ],
  },
  {
    id: 3,
    question: 'Which bottle do you reach for at the table?',
    category: 'Sauces',
    options: [
      { value: 'none', label: 'No hot sauce, thanks', points: 0 },
      {
        value: 'sweet-chili',
        label: 'Sweet chili sauce',
        points: 2,
        description: 'More sugar and garlic than fire.',
      },
      {
        value: 'cayenne',
        label: 'A classic cayenne sauce',
        points: 5,
        description: 'Vinegary, Louisiana style.',
      },
      { value: 'habanero', label: 'A habanero sauce', points: 8, description: 'Fruity and seriously hot.' },
      { value: 'superhot', label: 'A superhot sauce with a warning label', points: 12 },
    ],
  },
  {
    id: 4,
    question: 'At a Thai restaurant, how spicy do you order?',
    category: 'Dining out',
    options: [
      { value: 'not-spicy', label: 'Not spicy at all', points: 0 },
      { value: 'mild', label: 'Mild, please', points: 3 },
      { value: 'medium', label: 'Medium', points: 6 },
      { value: 'thai-hot', label: 'Thai hot', points: 10, description: 'As the kitchen would eat it.' },
      {
        value: 'hotter',
        label: 'Hotter than Thai hot',
        points: 12,
        description: 'Bring the bowl of fresh chiles too.',
      },
    ],
  },
  {
    id: 5,
    question: 'What is the hottest pepper you have eaten whole?',
    category: 'Experience',
    options: [
      { value: 'none', label: 'None, only sweet peppers', points: 0 },
      { value: 'jalapeno', label: 'A jalapeño', points: 3, description: '2,500-8,000 SHU' },
      { value: 'cayenne', label: 'A cayenne or Thai chile', points: 6, description: '30,000-100,000 SHU' },
      {
        value: 'habanero',
        label: 'A habanero or Scotch bonnet',
        points: 9,
        description: '100,000-350,000 SHU',
      },
      {
        value: 'ghost',
        label: 'A ghost pepper or hotter',
        points: 12,
        description: 'Around 1,000,000 SHU and up',
      },
    ],
  },
  {
    id: 6,
    question: 'After a really spicy bite, you...',
    category: 'Reaction',
    options: [
      { value: 'stop', label: 'Reach for milk and stop eating', points: 0 },
      { value: 'sweat', label: 'Sweat a little and keep going', points: 5 },
      { value: 'enjoy', label: 'Enjoy the rush', points: 9, description: 'The endorphins are half the fun.' },
      { value: 'more', label: 'Add more chile', points: 12 },
    ],
  },
  {
    id: 7,
    question: 'What do you want most from a pepper?',
    category: 'Preference',
    options: [
      {
        value: 'flavor',
        label: 'Flavor without the burn',
        points: 0,
        description: 'Sweetness, smoke and aroma.',
      },
      { value: 'glow', label: 'A gentle glow', points: 4 },
      { value: 'kick', label: 'A real kick', points: 8 },
      {
        value: 'extreme',
        label: 'The most heat I can find',
        points: 12,
        description: 'Records are there to be broken.',
      },
    ],
  },
];
