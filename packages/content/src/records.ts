/**
 * The content's reference list for heat records: every record figure a text gives (a Guinness hottest-pepper
 * average) is one of these, and the text states its year (content-rules.test.ts checks both). A record is a
 * figure of its year: Guinness has revised a holder's figure after the year it was set, so the year says which.
 */
export interface HeatRecordFigure {
  /** The variety as the database names it. */
  variety: string;
  /** The published average, in SHU. */
  shu: number;
  /** The year the figure was published. */
  year: number;
  source: string;
}

export const HEAT_RECORD_FIGURES: readonly HeatRecordFigure[] = [
  {
    variety: 'Ghost Pepper',
    shu: 1_001_304,
    year: 2007,
    source: 'Guinness World Records, hottest chili pepper (2007)',
  },
  {
    variety: 'Infinity',
    shu: 1_067_286,
    year: 2011,
    source: 'Guinness World Records, hottest chili pepper (2011, held for two weeks)',
  },
  {
    variety: 'Naga Viper',
    shu: 1_382_118,
    year: 2011,
    source: 'Guinness World Records, hottest chili pepper (2011)',
  },
  {
    variety: 'Trinidad Scorpion Butch T',
    shu: 1_463_700,
    year: 2011,
    source: 'Guinness World Records, hottest chili pepper (2011)',
  },
  {
    variety: 'Carolina Reaper',
    shu: 1_569_300,
    year: 2013,
    source: 'Guinness World Records, hottest chili pepper (2013)',
  },
  {
    variety: 'Carolina Reaper',
    shu: 1_641_183,
    year: 2017,
    source: 'Guinness World Records, hottest chili pepper, revised figure (2017)',
  },
  {
    variety: 'Pepper X',
    shu: 2_693_000,
    year: 2023,
    source: 'Guinness World Records, hottest chili pepper (2023)',
  },
];
