/**
 * Rate limit: `max` requests per minute per client address, per route, or shared by every route given the
 * same `group`.
 */
export const perMinute = (max: number, group?: string) => ({
  config: { rateLimit: { max, timeWindow: 60_000, ...(group ? { groupId: group } : {}) } },
});
