import type { MerchandiseSeed } from '../types';

/** Merchandise sold in the shop. Prices in cents. */
export const merchandise: MerchandiseSeed[] = [
  // apparel
  {
    id: 1,
    name: 'From Dainty to Devilish Scoville Tee',
    description:
      'Soft organic-cotton crew-neck tee printed with our illustrated Scoville ladder, bell pepper at the hem, Carolina Reaper near the top and Pepper X, the Guinness record holder since 2023, at the collar. Unisex fit, sizes XS-3XL.',
    category: 'apparel',
    originalPrice: 2899,
    premiumDiscountPercent: 10,
    proDiscountPercent: 25,
  },
  {
    id: 2,
    name: 'Pepper Atlas Embroidered Chile Cap',
    description:
      'A washed-cotton six-panel cap with a small embroidered red chile and an adjustable brass buckle. Broken-in from day one and made for long days in the garden.',
    category: 'apparel',
    originalPrice: 2499,
    premiumDiscountPercent: 10,
    proDiscountPercent: 25,
  },
  {
    id: 3,
    name: 'Superhot Club Pullover Hoodie',
    description:
      'A heavyweight fleece hoodie with a flame-orange Superhot Club patch on the chest and the Scoville scale running down one sleeve, from 0 SHU for a bell pepper to the record average of 2,693,000 SHU set by Pepper X in 2023.',
    category: 'apparel',
    originalPrice: 4999,
    premiumDiscountPercent: 15,
    proDiscountPercent: 30,
  },
  // kitchen
  {
    id: 4,
    name: 'Hot Sauce Bottling Kit',
    description:
      'Twelve 5 oz (150 ml) woozy bottles with orifice reducers, black caps and shrink bands, plus a stainless funnel and blank waterproof labels. Everything you need to bottle a batch.',
    category: 'kitchen',
    originalPrice: 3499,
    premiumDiscountPercent: 15,
    proDiscountPercent: 30,
  },
  {
    id: 5,
    name: 'Fermentation Lid & Weight Set',
    description:
      'Four wide-mouth waterless airlock lids and four glass weights that turn ordinary mason jars into pepper-mash fermenters. Dishwasher-safe, with a salt-ratio card.',
    category: 'kitchen',
    originalPrice: 2499,
    premiumDiscountPercent: 15,
    proDiscountPercent: 30,
  },
  {
    id: 6,
    name: 'Volcanic Stone Molcajete',
    description:
      'A traditional 8 in (20 cm) molcajete carved from volcanic basalt with a matching tejolote pestle. Grind salsas, guacamole and spice pastes the way they have been made for centuries.',
    category: 'kitchen',
    originalPrice: 4499,
    premiumDiscountPercent: 10,
    proDiscountPercent: 25,
  },
  {
    id: 7,
    name: 'Waxed Canvas Chile Apron',
    description:
      'A stain-resistant waxed canvas apron with leather straps, a towel loop and a glove pocket sized for a box of nitrile gloves. Takes spatters of habanero sauce in stride.',
    category: 'kitchen',
    originalPrice: 3299,
    premiumDiscountPercent: 10,
    proDiscountPercent: 25,
  },
  // garden
  {
    id: 8,
    name: 'Stainless Pepper Harvest Snips',
    description:
      'Spring-loaded micro-tip snips that cut pods cleanly at the stem without tearing brittle pepper branches. Locking, with a soft non-slip grip.',
    category: 'garden',
    originalPrice: 1499,
    premiumDiscountPercent: 10,
    proDiscountPercent: 25,
  },
  {
    id: 9,
    name: 'Organic Pepper Plant Food, 4 lb',
    description:
      'A slow-release 4-6-5 granular fertilizer with calcium and magnesium to help prevent blossom-end rot and support heavy fruit set. Enough for about 20 plants for a season.',
    category: 'garden',
    originalPrice: 1899,
    premiumDiscountPercent: 15,
    proDiscountPercent: 30,
  },
  {
    id: 10,
    name: 'Collapsible Pepper Support Cages (Set of 4)',
    description:
      'Powder-coated steel cages, 36 in (90 cm) tall, that keep pod-heavy pepper plants upright through summer storms and fold flat for winter storage.',
    category: 'garden',
    originalPrice: 2999,
    premiumDiscountPercent: 10,
    proDiscountPercent: 30,
  },
  // pantry
  {
    id: 11,
    name: 'Five-Chile Dried Pod Sampler',
    description:
      'Whole dried ancho, guajillo, pasilla, chile de árbol and chipotle morita in resealable pouches, with a card explaining how to toast and rehydrate each one.',
    category: 'pantry',
    originalPrice: 1699,
    premiumDiscountPercent: 10,
    proDiscountPercent: 25,
  },
  {
    id: 12,
    name: 'Superhot Powder Flight',
    description:
      'Three 0.5 oz (14 g) tins of pure ground ghost pepper, Trinidad Moruga Scorpion and Carolina Reaper, with a micro measuring spoon. Handle with gloves and a very light touch.',
    category: 'pantry',
    originalPrice: 2299,
    premiumDiscountPercent: 15,
    proDiscountPercent: 30,
  },
  {
    id: 13,
    name: 'Hatch Red Chile Powder, 8 oz',
    description:
      'Pure, single-origin mild red chile ground from sun-dried New Mexico pods, with no cumin or salt added. The base for red chile sauce and carne adovada.',
    category: 'pantry',
    originalPrice: 1299,
    premiumDiscountPercent: 10,
    proDiscountPercent: 25,
  },
  // books
  {
    id: 14,
    name: 'The Pepper Atlas Field Guide',
    description:
      'A 320-page hardcover guide to 150 chile varieties, each with a botanical illustration, heat range, origin, flavor notes and growing advice, arranged from Dainty to Devilish.',
    category: 'books',
    originalPrice: 3499,
    premiumDiscountPercent: 15,
    proDiscountPercent: 30,
  },
  {
    id: 15,
    name: 'The Fermented Hot Sauce Handbook',
    description:
      'A practical paperback on brines, mashes, salt ratios, calibrating a pH meter and safe bottling, with 40 tested sauces from mild red jalapeño to Reaper-garlic.',
    category: 'books',
    originalPrice: 2499,
    premiumDiscountPercent: 15,
    proDiscountPercent: 30,
  },
  // accessories
  {
    id: 16,
    name: 'Scoville Scale Enamel Pin Set',
    description:
      'Four hard-enamel pins with gold-tone edges: a bell pepper, a jalapeño, a habanero and a wrinkly red Carolina Reaper. Arrives on an illustrated backing card.',
    category: 'accessories',
    originalPrice: 1299,
    premiumDiscountPercent: 10,
    proDiscountPercent: 25,
  },
  {
    id: 17,
    name: 'Superhot Handling Kit',
    description:
      'A zip pouch with 20 nitrile gloves, anti-fog safety glasses and a reusable silicone cutting mat kept just for superhots. Your eyes will thank you.',
    category: 'accessories',
    originalPrice: 1899,
    premiumDiscountPercent: 15,
    proDiscountPercent: 30,
  },
  {
    id: 18,
    name: 'Chile Pod Bottle Opener Keychain',
    description:
      'A solid brass bottle opener shaped like a cayenne pod, on a split ring. Develops a warm patina with use.',
    category: 'accessories',
    originalPrice: 899,
    premiumDiscountPercent: 10,
    proDiscountPercent: 25,
  },
];
