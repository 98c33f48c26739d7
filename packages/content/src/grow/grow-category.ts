import type { GrowCategory } from '@pepper/domain/peppers';

/**
 * What a grower at each level should know before choosing from the list (text written for the product). When to
 * sow comes first on the page, from the domain's lead-time rule (categorySowingTip), not from here.
 */
export const CATEGORY_TIPS: Record<GrowCategory, { title: string; tips: string[] }> = {
  beginner: {
    title: 'Growing Tips for Beginners',
    tips: [
      'Move plants outside only when nights stay above 55°F (13°C), after a week of hardening off.',
      'Give them at least 6-8 hours of direct sun and water deeply when the top inch of soil is dry.',
      'Most ripen 60-90 days after transplanting, and picking often keeps them setting fruit.',
    ],
  },
  intermediate: {
    title: 'Growing Tips for Hot Varieties',
    tips: [
      'They want a long, warm season of 90-120 days from transplant; a sunny wall or containers help in cool climates.',
      'Feed with less nitrogen once flowers appear, or plants grow leaves instead of pods.',
      'Wear gloves to harvest and never touch your eyes: capsaicin builds up on skin.',
    ],
  },
  expert: {
    title: 'Growing Tips for Superhots',
    tips: [
      'Superhots need 120-150 days from transplant to ripe pods: in short summers, grow them in a greenhouse or large pots you can move.',
      'Give them heat, full sun and even watering; cold nights below 55°F (13°C) stall growth and drop flowers.',
      'Harvest with nitrile gloves and eye protection, and label the plants so no one mistakes them for mild ones.',
    ],
  },
  species: {
    title: 'Why Species Matters',
    tips: [
      'Capsicum annuum (jalapeño, bell, cayenne) is the quickest and most forgiving, the best start in cool climates.',
      'C. chinense (habanero, Scotch bonnet, the superhots) wants the most heat and the longest season.',
      'C. baccatum (ají amarillo) grows tall and ripens late; C. frutescens (Tabasco) sets many small upright pods.',
      'C. pubescens (rocoto) is the exception: it likes cool, mild conditions and fails in strong heat.',
      'Species cross easily: keep them apart or bag the flowers if you want to save true seed.',
    ],
  },
};
