import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { routes } from './routes';
import { GerminationTestBody, SeedPacketBody, SowFromPacketBody } from './seeds';

const packet = { pepperId: 3, source: 'swap', year: 2024, seedsLeft: 20, note: '' };

describe('the seed stash contract', () => {
  it('takes a packet from a known source with no seeds below zero, and nothing else', () => {
    expect(Value.Check(SeedPacketBody, packet)).toBe(true);
    expect(Value.Check(SeedPacketBody, { ...packet, source: 'own-harvest', harvestEntryId: 4 })).toBe(true);
    expect(Value.Check(SeedPacketBody, { ...packet, seedsLeft: -1 })).toBe(false);
    expect(Value.Check(SeedPacketBody, { ...packet, source: 'garden centre' })).toBe(false);
    expect(Value.Check(SeedPacketBody, { ...packet, year: 1900 })).toBe(false);
    expect(Value.Check(SeedPacketBody, { ...packet, colour: 'red' })).toBe(false);
  });

  it('takes a germination test of at least one seed, with counts not below zero', () => {
    const test = { sown: 10, sprouted: 4, startedOn: '2026-03-01', readOn: '2026-03-11' };
    expect(Value.Check(GerminationTestBody, test)).toBe(true);
    expect(Value.Check(GerminationTestBody, { ...test, sown: 0 })).toBe(false);
    expect(Value.Check(GerminationTestBody, { ...test, sprouted: -1 })).toBe(false);
    expect(Value.Check(GerminationTestBody, { ...test, readOn: 'March 11' })).toBe(false);
  });

  it('sows at least one seed for at least one plant', () => {
    const sow = { seeds: 4, count: 2, place: 'container', label: '', sownOn: '2026-03-01' };
    expect(Value.Check(SowFromPacketBody, sow)).toBe(true);
    expect(Value.Check(SowFromPacketBody, { ...sow, seeds: 0 })).toBe(false);
    expect(Value.Check(SowFromPacketBody, { ...sow, place: 'moon' })).toBe(false);
  });

  it('lists the stash routes with the garden', () => {
    expect(routes.seedStash).toMatchObject({ method: 'GET', path: '/api/garden/seeds', auth: 'none' });
    expect(routes.sowFromPacket.path).toBe('/api/garden/seeds/:id/sow');
  });
});
