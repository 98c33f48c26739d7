import { INCONCLUSIVE_RESULT } from '@pepper/domain/identification';
import type { Identification } from '@pepper/contract';
import { identifyPhoto } from './identify-flow';

const found = (name: string, extra: Partial<Identification> = {}) => ({
  identification: { pepperName: name, definitive: true, ...extra } as Identification,
});

describe('the identification flow', () => {
  it('answers the primary result (placeholders for missing fields)', async () => {
    const call = vi.fn().mockResolvedValue(found('Habanero'));
    const { result, source } = await identifyPhoto('data:x', { call, log: vi.fn() });
    expect(source).toBe('primary');
    expect(call).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledWith({ image: 'data:x' });
    expect(result).toMatchObject({
      pepperName: 'Habanero',
      definitive: true,
      botanicalClassification: 'Classification pending',
      shuRange: 'Heat analysis required',
      origin: 'Origin undetermined',
      culturalContext: 'Cultural significance unknown',
    });
  });

  it('logs a primary failure as "Failed to analyze pepper image" and answers the fallback, never definitive', async () => {
    const log = vi.fn();
    const call = vi
      .fn()
      .mockRejectedValueOnce(new Error('503: down'))
      .mockResolvedValueOnce(found('Cayenne'));
    const { result, source } = await identifyPhoto('data:x', { call, log });
    expect(call).toHaveBeenLastCalledWith({ image: 'data:x', useAI: false });
    expect(source).toBe('fallback');
    expect(result.definitive).toBe(false);
    expect(result.identificationCriteria[0]).toBe('Database pattern matching');
    expect(log.mock.calls[0][1]).toMatchObject({ message: 'Failed to analyze pepper image' });
  });

  it('treats a primary answer without identification as a failure ("No identification data received")', async () => {
    const log = vi.fn();
    const call = vi.fn().mockResolvedValueOnce({}).mockResolvedValueOnce(found('Cayenne'));
    expect((await identifyPhoto('data:x', { call, log })).result.pepperName).toBe('Cayenne');
    expect(log.mock.calls[0][1]).toMatchObject({ message: 'No identification data received' });
  });

  it('answers the inconclusive result when both fail, or the fallback has no identification', async () => {
    expect(
      (await identifyPhoto('d', { call: vi.fn().mockRejectedValue(new Error('x')), log: vi.fn() })).result,
    ).toBe(INCONCLUSIVE_RESULT);
    const noData = vi
      .fn()
      .mockRejectedValueOnce(new Error('x'))
      .mockResolvedValueOnce({ identification: null });
    expect(await identifyPhoto('d', { call: noData, log: vi.fn() })).toEqual({
      result: INCONCLUSIVE_RESULT,
      source: 'none',
    });
  });
});
