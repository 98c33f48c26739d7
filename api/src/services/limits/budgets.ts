/**
 * Budgets for writes and expensive work, counted per visitor session, per account and per address at once
 * (over the shared counters, so every API process draws on the same budget). Spending past any of them answers
 * 429 with Retry-After. A budget counts requests, or a cost (the CPU a photo takes) when the route says so.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimits } from '../../config/app-config.js';
import { HttpError } from '../../lib/http-error.js';
import type { Limiter } from './rate-limit-store.js';

export type BudgetName =
  'gardenWrites' | 'gardenSettings' | 'photoCpuMs' | 'suggestions' | 'imports' | 'ratings';

export interface BudgetRule {
  windowMs: number;
  /** For one visitor session, or one account (across its sessions and addresses). */
  perCaller: number;
  /** For one address, whichever sessions or accounts use it. */
  perAddress: number;
  message: string;
}

const MINUTE = 60_000;

/** A budget of `perCaller` in each window; an address may hold a household, so by default it gets twice that. */
const budget = (
  windowMs: number,
  perCaller: number,
  message: string,
  perAddress = perCaller * 2,
): BudgetRule => ({ windowMs, perCaller, perAddress, message });

/** A budget counted by the minute: its refusal names what it counts. */
const perMinute = (perCaller: number, counted: string, perAddress?: number): BudgetRule =>
  budget(
    MINUTE,
    perCaller,
    `Too many ${counted} in a minute. Please wait a moment and try again.`,
    perAddress,
  );

/**
 * The rules, from the per-minute figures of the configuration. Photos are counted in 10-second windows of a
 * sixth of the minute's figure, so a burst can never take more than a moment of the server's CPU.
 */
export function budgetRules(limits: RateLimits): Record<BudgetName, BudgetRule> {
  const photoCpuMs = Math.ceil(limits.photoCpuMs / 6);
  return {
    gardenWrites: perMinute(limits.gardenWrites, 'garden changes'),
    gardenSettings: perMinute(limits.gardenSettings, 'changes to your garden settings'),
    photoCpuMs: budget(
      MINUTE / 6,
      photoCpuMs,
      'Too many photos in a short time. Please wait a few seconds before adding another.',
      photoCpuMs,
    ),
    imports: budget(60 * MINUTE, limits.imports, 'Too many imports in an hour. Please try again later.'),
    ratings: perMinute(limits.ratings, 'ratings'),
    suggestions: perMinute(limits.suggestions, 'suggestions', limits.suggestions),
  };
}

/**
 * Who a request is counted against: its address always, and its account or else its visitor session (a
 * request without a cookie is counted against the session it would start).
 */
function callers(request: FastifyRequest): { key: string; caller: boolean }[] {
  const keys = [{ key: `address:${request.ip}`, caller: false }];
  const session = request.session;
  if (session?.userId) keys.push({ key: `account:${session.userId}`, caller: true });
  else if (session?.sessionId) keys.push({ key: `session:${session.sessionId}`, caller: true });
  return keys;
}

const retryAfter = (resetAt: number) => String(Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)));

export class Budgets {
  private readonly rules: Record<BudgetName, BudgetRule>;

  constructor(
    private readonly limiter: Limiter,
    limits: RateLimits,
  ) {
    this.rules = budgetRules(limits);
  }

  rule(name: BudgetName): BudgetRule {
    return this.rules[name];
  }

  /** Spends `cost` from every budget the request is counted against, or answers 429 (throws) if one is spent. */
  async spend(request: FastifyRequest, reply: FastifyReply, name: BudgetName, cost = 1): Promise<void> {
    const rule = this.rules[name];
    const takes = await Promise.all(
      callers(request).map(({ key, caller }) =>
        this.limiter.take(`budget:${name}|${key}`, {
          max: caller ? rule.perCaller : rule.perAddress,
          windowMs: rule.windowMs,
          cost,
        }),
      ),
    );
    const refused = takes.filter((t) => !t.allowed);
    if (refused.length) this.refuse(reply, rule, Math.max(...refused.map((t) => t.resetAt)));
  }

  /** Refuses (throws 429) when this process has already seen one of the request's budgets spent; no I/O. */
  refuseIfSpent(request: FastifyRequest, reply: FastifyReply, name: BudgetName): void {
    const until = callers(request)
      .map(({ key }) => this.limiter.blockedUntil(`budget:${name}|${key}`))
      .filter((t): t is number => t !== null);
    if (until.length) this.refuse(reply, this.rules[name], Math.max(...until));
  }

  private refuse(reply: FastifyReply, rule: BudgetRule, resetAt: number): never {
    reply.header('retry-after', retryAfter(resetAt));
    throw new HttpError(429, rule.message);
  }
}

/**
 * Route options that spend one request from `name` once the request has passed its guard (a route's sign-in
 * check) and before its body is read.
 */
export const spends = (app: { budgets: Budgets }, name: BudgetName) => ({
  preParsing: async <P>(request: FastifyRequest, reply: FastifyReply, payload: P): Promise<P> => {
    await app.budgets.spend(request, reply, name);
    return payload;
  },
});
