import { describe, expect, it } from 'vitest';
import { leadTimeFor, leadTimeGroup, leadTimeSentence, leadTimesInWords, rangeLabel } from './lead-times';

describe('weeks indoors before transplanting, by species and heat', () => {
  it.each([
    // Illinois and Minnesota Extension: peppers 8-10 weeks; annuums, the quickest, the short end.
    ['Jalapeño', 'Capsicum annuum', 'medium', 'annuum', '8', 8],
    ['Bell', 'Capsicum annuum', 'no-heat', 'annuum', '8', 8],
    // Baccatum and frutescens come up slower (10-21 days): 8-10 weeks.
    ['Aji Amarillo', 'Capsicum baccatum', 'hot', 'baccatum', '8-10', 9],
    ['Tabasco', 'Capsicum frutescens', 'hot', 'frutescens', '8-10', 9],
    // Chinense growers start 10-12 weeks ahead.
    ['Habanero', 'Capsicum chinense', 'very-hot', 'chinense', '10-12', 11],
    // Superhots: 12 weeks, their seed taking 21-35+ days.
    ['Carolina Reaper', 'Capsicum chinense', 'superhot', 'superhot', '12', 12],
    // Rocoto has its own row: slow to sprout, slow to start.
    ['Rocoto', 'Capsicum pubescens', 'hot', 'pubescens', '10-12', 11],
    ['Chacoense', 'Capsicum chacoense', 'medium', 'wild', '10-12', 11],
  ] as const)(
    '%s (%s, %s) is %s: %s weeks, planned at %i',
    (_name, species, heatLevel, group, range, weeks) => {
      const lead = leadTimeFor({ species, heatLevel });
      expect(lead.group).toBe(group);
      expect(rangeLabel(lead.weeksIndoorsRange)).toBe(range);
      expect(lead.weeksIndoors).toBe(weeks);
    },
  );

  it('lets superhot heat decide whatever the species, and reads a missing species as annuum', () => {
    expect(leadTimeGroup({ species: 'Capsicum annuum', heatLevel: 'superhot' })).toBe('superhot');
    expect(leadTimeGroup({})).toBe('annuum');
    expect(leadTimeGroup({ species: null, heatLevel: 'hot' })).toBe('annuum');
  });
});

describe('days to germinate: the seed guide’s figures by heat class, slower for rocoto and wild species', () => {
  it.each([
    ['Capsicum annuum', 'mild', '7-14'],
    ['Capsicum annuum', 'medium', '10-21'],
    ['Capsicum baccatum', 'hot', '14-28'],
    ['Capsicum chinense', 'very-hot', '14-28'],
    ['Capsicum chinense', 'superhot', '21-35+'],
    ['Capsicum pubescens', 'hot', '21-42'],
  ] as const)('%s (%s) comes up in %s days', (species, heatLevel, days) => {
    expect(rangeLabel(leadTimeFor({ species, heatLevel }).germinationDays)).toBe(days);
  });
});

describe('days to maturity', () => {
  it('are the database’s own when known', () => {
    expect(leadTimeFor({ species: 'Capsicum annuum', heatLevel: 'medium', maturityDays: 72 })).toMatchObject({
      maturityDays: 72,
      maturityFromDatabase: true,
    });
  });
  it('are otherwise the first number of the harvest calculator’s ripe range for the heat', () => {
    expect(leadTimeFor({ heatLevel: 'mild', maturityDays: null }).maturityDays).toBe(80);
    expect(leadTimeFor({ heatLevel: 'medium' }).maturityDays).toBe(90);
    expect(leadTimeFor({ heatLevel: 'very-hot', maturityDays: 0 }).maturityDays).toBe(100);
    expect(leadTimeFor({ heatLevel: 'superhot' })).toMatchObject({
      maturityDays: 120,
      maturityFromDatabase: false,
    });
  });
});

describe('in words', () => {
  it('says one variety’s weeks, its range and its days to germinate', () => {
    expect(leadTimeSentence(leadTimeFor({ species: 'Capsicum chinense', heatLevel: 'hot' }))).toBe(
      'Sow indoors 11 weeks before you plant out (10-12 weeks for C. chinense); seed comes up in 14-28 days.',
    );
    expect(leadTimeSentence(leadTimeFor({ species: 'Capsicum annuum', heatLevel: 'mild' }))).toBe(
      'Sow indoors 8 weeks before you plant out; seed comes up in 7-14 days.',
    );
  });
  it('lists groups for the guides', () => {
    expect(leadTimesInWords(['annuum', 'chinense', 'superhot'])).toBe(
      '8 weeks for C. annuum, 11 for C. chinense and 12 for superhots',
    );
  });
});
