import { describe, expect, it } from 'vitest';
import { remoteRouteFor, remoteRoutes, routeParams } from './app-routes.js';

const routes = remoteRoutes([
  { name: 'grow', pages: { GrowingTools: ['/tools', '/tools/:tool'], Garden: ['/garden'] } },
  { name: 'guides', pages: { HeatCalculator: ['/tools/heat-calc'] } },
  { name: 'catalog', pages: { PepperDetail: ['/peppers/:id'] } },
]);
const pageFor = (path: string) => {
  const route = remoteRouteFor(routes, path);
  return route && `${route.remote}/${route.module}`;
};

describe('which remote page renders a path', () => {
  it('lists every path of every page with its remote', () => {
    expect(routes).toContainEqual({ path: '/tools/:tool', remote: 'grow', module: 'GrowingTools' });
    expect(routes).toHaveLength(5);
  });

  it('fills parameters from the path, one segment each', () => {
    expect(pageFor('/peppers/42')).toBe('catalog/PepperDetail');
    expect(pageFor('/peppers')).toBeUndefined();
    expect(pageFor('/peppers/42/more')).toBeUndefined();
  });

  it('lets a fixed segment outrank a parameter, whatever the order', () => {
    expect(pageFor('/tools/heat-calc')).toBe('guides/HeatCalculator');
    expect(pageFor('/tools/spacing')).toBe('grow/GrowingTools');
    expect(pageFor('/tools/')).toBe('grow/GrowingTools');
  });

  it('knows no page for a path no remote renders', () => {
    expect(pageFor('/menu')).toBeUndefined();
    expect(pageFor('/')).toBeUndefined();
  });

  it('reads the parameters a path gives its route', () => {
    expect(routeParams(remoteRouteFor(routes, '/peppers/42')!, '/peppers/42')).toEqual({ id: '42' });
    expect(routeParams(remoteRouteFor(routes, '/tools/spacing')!, '/tools/spacing')).toEqual({
      tool: 'spacing',
    });
    expect(routeParams(remoteRouteFor(routes, '/garden')!, '/garden')).toEqual({});
  });
});
