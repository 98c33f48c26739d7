import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A lead time (weeks indoors before the last frost or planting out, days for seed to come up) is written once,
 * in the lead-time rule (lead-times.ts); every screen, guide, plan and variety text takes it from there. This
 * searches the product's code and content for one written anywhere else.
 */
const ROOT = path.resolve(import.meta.dirname, '../../../..');
const RULE = 'packages/domain/src/grow-calendar/lead-times.ts';
const PLACES = [
  'api/src',
  'shell/src',
  'packages',
  'mfe-catalog/src',
  'mfe-grow/src',
  'mfe-guides/src',
  'mfe-premium/src',
  'mfe-identify/src',
];
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'coverage', 'test', 'tests', 'e2e', 'bench']);
const SOURCE = /\.(ts|tsx|js|mjs|json|md)$/;
const TEST = /\.(test|spec)\.[a-z]+$/;

function sourceFiles(dir: string, found: string[] = []): string[] {
  if (!fs.existsSync(dir)) return found;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!entry.name.startsWith('.') && !SKIPPED_FOLDERS.has(entry.name)) sourceFiles(full, found);
    } else if (SOURCE.test(entry.name) && !TEST.test(entry.name)) {
      found.push(path.relative(ROOT, full).split(path.sep).join('/'));
    }
  }
  return found;
}

const N = String.raw`(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen)`;
const SPAN = String.raw`${N}(?:\s*(?:-|–|to)\s*${N})?\+?`;
/** "8-10 weeks before your last frost", "ten weeks before transplanting", "12 weeks indoors". */
const WEEKS_AHEAD = new RegExp(
  String.raw`\b${SPAN}\s*weeks?\s+(?:indoors|before\s+(?:the\s+|your\s+)?(?:average\s+)?(?:last\s+(?:spring\s+)?frost|transplant\w*|planting\s+out|you\s+plant\s+out|setting\s+out))`,
  'i',
);
/** "sprout in 7-14 days", "germination can take 2-3 weeks", "21-35 days to germinate". */
const GERMINATION = new RegExp(
  String.raw`\b(?:sprout|germinat|come\s+up)\w*\b[^.;'"\x60]{0,25}?\b${SPAN}\s*(?:days|weeks)|\b${SPAN}\s*(?:days|weeks)\s+to\s+(?:sprout|germinate|come\s+up)`,
  'i',
);

/** The text of a file without its comments (a comment may explain where a figure comes from). */
const withoutComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

export function handWrittenLeadTimes(text: string): string[] {
  return withoutComments(text)
    .split('\n')
    .filter((line) => WEEKS_AHEAD.test(line) || GERMINATION.test(line))
    .map((line) => line.trim());
}

describe('lead times are written once, in the lead-time rule', () => {
  it('recognises a lead time written by hand', () => {
    expect(handWrittenLeadTimes("'Sow indoors 8-10 weeks before your last frost'")).toHaveLength(1);
    expect(handWrittenLeadTimes("'start eight to ten weeks before the last frost'")).toHaveLength(1);
    expect(handWrittenLeadTimes("'Start seeds indoors 10 to 12 weeks before transplant'")).toHaveLength(1);
    expect(handWrittenLeadTimes("'germination can take 2-3 weeks'")).toHaveLength(1);
    expect(handWrittenLeadTimes("'most sprout in 7-14 days at 75-85°F'")).toHaveLength(1);
    expect(handWrittenLeadTimes("'Ferment for 2 to 4 weeks'")).toEqual([]);
    expect(handWrittenLeadTimes("'Harden seedlings off over 7-10 days'")).toEqual([]);
    expect(handWrittenLeadTimes('// sown 8 weeks before the last frost')).toEqual([]);
  });

  it('finds none in the code and content outside the rule', () => {
    const found = PLACES.flatMap((place) => sourceFiles(path.join(ROOT, place)))
      .filter((file) => file !== RULE)
      .flatMap((file) =>
        handWrittenLeadTimes(fs.readFileSync(path.join(ROOT, file), 'utf8')).map(
          (line) => `${file}: ${line}`,
        ),
      );
    expect(found).toEqual([]);
  });
});
