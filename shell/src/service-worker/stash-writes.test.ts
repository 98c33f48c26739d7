import { describe, expect, it } from 'vitest';
import { isStashWrite } from './stash-writes';

describe('seed stash writes kept offline', () => {
  it('are the packet, test and sowing writes', () => {
    expect(isStashWrite('POST', '/api/garden/seeds')).toBe(true);
    expect(isStashWrite('POST', '/api/garden/seeds/12')).toBe(true);
    expect(isStashWrite('DELETE', '/api/garden/seeds/12')).toBe(true);
    expect(isStashWrite('POST', '/api/garden/seeds/12/tests')).toBe(true);
    expect(isStashWrite('POST', '/api/garden/seeds/12/sow')).toBe(true);
    expect(isStashWrite('DELETE', '/api/garden/germination-tests/3')).toBe(true);
  });

  it('leave reads and other garden writes to the network', () => {
    expect(isStashWrite('GET', '/api/garden/seeds')).toBe(false);
    expect(isStashWrite('POST', '/api/garden/plantings')).toBe(false);
    expect(isStashWrite('POST', '/api/garden/seeds/12/photo')).toBe(false);
    expect(isStashWrite('DELETE', '/api/garden/seeds')).toBe(false);
  });
});
