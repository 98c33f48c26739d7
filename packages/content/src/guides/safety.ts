import type { RiskLevel } from '@pepper/domain/heat';

export interface SafetyCard {
  title: string;
  priority: 'Critical' | 'Essential' | 'Important';
  points: string[];
}

/** Personal Protection (Critical), Eye Safety (Essential), Skin Contact (Important). */
export const SAFETY_CARDS: readonly SafetyCard[] = [
  {
    title: 'Personal Protection',
    priority: 'Critical',
    points: [
      'Wear gloves whenever you cut peppers hotter than a jalapeño; nitrile holds up to capsaicin better than latex or vinyl.',
      'Use safety glasses when grinding dried superhots or blending hot sauce.',
      'Work with good ventilation: cooking or drying hot peppers releases capsaicin into the air.',
      'Keep a dedicated cutting board and knife for superhots, and label them.',
    ],
  },
  {
    title: 'Eye Safety',
    priority: 'Essential',
    points: [
      'Never touch your eyes, nose or contact lenses while handling peppers, even with gloves on.',
      'If capsaicin gets in an eye, do not rub it. Flush it with cool running water or sterile saline for 15 minutes; do not put milk in the eye.',
      'Remove contact lenses before flushing, and throw away daily lenses that were exposed.',
      'See a doctor if pain, redness or blurred vision lasts after flushing.',
    ],
  },
  {
    title: 'Skin Contact',
    priority: 'Important',
    points: [
      'Capsaicin burn on skin ("Hunan hand") can last for hours; water alone does not remove it.',
      'Rub the skin with vegetable oil or whole milk, then wash with dish soap and lukewarm water.',
      'A cool compress eases the pain; avoid hot water, which makes the burn feel worse.',
      'Wash your hands thoroughly before touching children, pets or sensitive skin.',
    ],
  },
];

/** Guidance per risk band (the bands themselves come from the domain). */
export const RISK_GUIDANCE: Record<RiskLevel, { examples: string; precautions: string }> = {
  low: { examples: 'Bell, poblano, Anaheim', precautions: 'No special care; wash hands after cutting.' },
  moderate: {
    examples: 'Jalapeño, serrano',
    precautions: 'Avoid touching your face; gloves if your skin is sensitive.',
  },
  high: { examples: 'Cayenne, Thai chile', precautions: 'Gloves recommended; ventilate when frying.' },
  'very-high': {
    examples: 'Habanero, Scotch bonnet, ghost pepper',
    precautions: 'Gloves required; eye protection when grinding; small portions.',
  },
  extreme: {
    examples: 'Carolina Reaper, Pepper X',
    precautions: 'Gloves, goggles and ventilation; keep away from children; taste only tiny amounts.',
  },
};
