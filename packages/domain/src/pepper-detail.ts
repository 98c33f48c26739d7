import { foldName, mentionsWords } from './search';

interface GrowDifficulty {
  label: 'Expert' | 'Advanced' | 'Intermediate' | 'Beginner';
  stars: number;
}

/** By shuMax: above 1,000,000 Expert (5 stars); above 100,000 Advanced (4); above 30,000 Intermediate (3); else Beginner (2). */
export function growDifficulty(shuMax: number): GrowDifficulty {
  if (shuMax > 1_000_000) return { label: 'Expert', stars: 5 };
  if (shuMax > 100_000) return { label: 'Advanced', stars: 4 };
  if (shuMax > 30_000) return { label: 'Intermediate', stars: 3 };
  return { label: 'Beginner', stars: 2 };
}

type OriginClimate = 'Tropical/Subtropical' | 'Humid Subtropical' | 'Tropical' | 'Temperate';

const CENTRAL_AMERICA_PLACES = [
  'Mexico',
  'Central America',
  'Guatemala',
  'Belize',
  'Honduras',
  'El Salvador',
  'Nicaragua',
  'Costa Rica',
  'Panama',
  'Yucatan',
  'Oaxaca',
  'Tabasco',
  'Veracruz',
  'Chiapas',
  'Puebla',
  'Sonora',
  'Chihuahua',
] as const;

/** 'Asia' is the continent: South, Southeast, East, Central and West Asia. */
const ASIA_PLACES = [
  'Asia',
  'India',
  'Thailand',
  'China',
  'Japan',
  'Korea',
  'South Korea',
  'North Korea',
  'Vietnam',
  'Viet Nam',
  'Indonesia',
  'Malaysia',
  'Philippines',
  'Sri Lanka',
  'Bangladesh',
  'Pakistan',
  'Nepal',
  'Bhutan',
  'Myanmar',
  'Burma',
  'Laos',
  'Cambodia',
  'Taiwan',
  'Singapore',
  'Brunei',
  'Timor',
  'Mongolia',
  'Kazakhstan',
  'Uzbekistan',
  'Afghanistan',
  'Iran',
  'Iraq',
  'Syria',
  'Turkey',
  'Türkiye',
  'Lebanon',
  'Israel',
  'Jordan',
  'Yemen',
  'Saudi Arabia',
  'Oman',
  'Maldives',
  'Assam',
  'Nagaland',
  'Manipur',
  'Sichuan',
  'Hunan',
  'Yunnan',
  'Kashmir',
  'Goa',
  'Kerala',
  'Bali',
  'Java',
  'Sumatra',
] as const;

const AFRICA_PLACES = [
  'Africa',
  'Algeria',
  'Angola',
  'Benin',
  'Botswana',
  'Burkina Faso',
  'Burundi',
  'Cameroon',
  'Cape Verde',
  'Chad',
  'Comoros',
  'Congo',
  'Djibouti',
  'Egypt',
  'Eritrea',
  'Eswatini',
  'Ethiopia',
  'Gabon',
  'Gambia',
  'Ghana',
  'Guinea',
  'Guinea-Bissau',
  'Ivory Coast',
  "Cote d'Ivoire",
  'Kenya',
  'Lesotho',
  'Liberia',
  'Libya',
  'Madagascar',
  'Malawi',
  'Mali',
  'Mauritania',
  'Mauritius',
  'Morocco',
  'Mozambique',
  'Namibia',
  'Niger',
  'Nigeria',
  'Rwanda',
  'Senegal',
  'Seychelles',
  'Sierra Leone',
  'Somalia',
  'Sudan',
  'South Sudan',
  'Tanzania',
  'Togo',
  'Tunisia',
  'Uganda',
  'Zambia',
  'Zanzibar',
  'Zimbabwe',
] as const;

const CARIBBEAN_PLACES = [
  'Caribbean',
  'West Indies',
  'Trinidad',
  'Tobago',
  'Jamaica',
  'Barbados',
  'Cuba',
  'Haiti',
  'Dominican Republic',
  'Dominica',
  'Puerto Rico',
  'Grenada',
  'Bahamas',
  'St. Lucia',
  'Saint Lucia',
  'St Lucia',
  'St. Vincent',
  'Saint Vincent',
  'St. Kitts',
  'Saint Kitts',
  'Martinique',
  'Guadeloupe',
  'Antigua',
  'Aruba',
  'Curacao',
  'Bonaire',
  'Cayman Islands',
  'Virgin Islands',
  'Montserrat',
  'Anguilla',
] as const;

/** Places whose names contain another region's word but are not in it ('New Mexico' is the USA, 'Papua New Guinea' is Oceania). */
const NOT_PLACES = ['new mexico', 'new guinea', 'guinea pig'];

const mentionsAny = (origin: string, places: readonly string[]) =>
  places.some((p) => mentionsWords(origin, p));

/**
 * Mexico or Central America 'Tropical/Subtropical'; Asia 'Humid Subtropical'; Africa or the
 * Caribbean 'Tropical'; anything else 'Temperate'. Places are matched as whole words ignoring case and
 * accents, so 'Indiana' is not India and 'New Mexico' (USA) is not Mexico.
 */
export function climateZoneForOrigin(origin: string | null | undefined): OriginClimate {
  let o = foldName(origin ?? '');
  for (const p of NOT_PLACES) o = o.split(p).join(' ');
  if (mentionsAny(o, CENTRAL_AMERICA_PLACES)) return 'Tropical/Subtropical';
  if (mentionsAny(o, ASIA_PLACES)) return 'Humid Subtropical';
  if (mentionsAny(o, AFRICA_PLACES) || mentionsAny(o, CARIBBEAN_PLACES)) return 'Tropical';
  return 'Temperate';
}

/** The safety card appears above 100,000 shuMax. */
export function showsSafetyCard(shuMax: number): boolean {
  return shuMax > 100_000;
}

/** The extreme-heat warning appears above 1,000,000 shuMax. */
export function showsExtremeWarning(shuMax: number): boolean {
  return shuMax > 1_000_000;
}
