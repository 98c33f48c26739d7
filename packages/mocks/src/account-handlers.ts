/**
 * The mock API's account recovery and signed-in sessions, answering as the API does. In the mocks the code
 * mailed for a password reset is always 12345678, and the account is signed in on three devices.
 */
import { http, HttpResponse, type JsonBodyType } from 'msw';
import {
  PASSWORD_MIN_LENGTH,
  pathPattern,
  RESET_REFUSED_MESSAGE,
  RESET_STARTED_MESSAGE,
  routes,
  type AccountSession,
} from '@pepper/contract';
import { deviceName } from '@pepper/domain/plans';
import { apiError } from './api-error';
import { userFor } from './fixtures';
import { getScenario, planFor, setScenario } from './scenarios';

export const MOCK_RESET_CODE = '12345678';

const json = (body: JsonBodyType, init?: ResponseInit) => HttpResponse.json(body, init);
const signedIn = () => Boolean(planFor(getScenario()));
const isEmail = (value: unknown) => typeof value === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function initialSessions(): AccountSession[] {
  return [
    {
      id: 'a1000000000000000000000000000001',
      device: deviceName(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
      ),
      signedInAt: minutesAgo(3 * 24 * 60),
      lastSeenAt: minutesAgo(0),
      current: true,
    },
    {
      id: 'b2000000000000000000000000000002',
      device: deviceName('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0'),
      signedInAt: minutesAgo(12 * 24 * 60),
      lastSeenAt: minutesAgo(2 * 60),
      current: false,
    },
    {
      id: 'c3000000000000000000000000000003',
      device: deviceName(
        'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
      ),
      signedInAt: minutesAgo(20 * 24 * 60),
      lastSeenAt: minutesAgo(5 * 24 * 60),
      current: false,
    },
  ];
}

let sessions = initialSessions();

export function resetAccountMock() {
  sessions = initialSessions();
}

/** Signs out every session but this device's; returns how many ended. */
export function endOtherMockSessions(): number {
  const ended = sessions.filter((s) => !s.current).length;
  sessions = sessions.filter((s) => s.current);
  return ended;
}

const tooShort = () =>
  apiError(400, `body/newPassword must NOT have fewer than ${PASSWORD_MIN_LENGTH} characters`, 'Bad Request');

export const accountHandlers = [
  http.post(pathPattern(routes.forgotPassword), async ({ request }) => {
    const { email } = (await request.json()) as { email?: unknown };
    if (!isEmail(email)) return apiError(400, 'body/email must match format "email"', 'Bad Request');
    return json({ message: RESET_STARTED_MESSAGE }, { status: 202 });
  }),
  http.post(pathPattern(routes.resetPassword), async ({ request }) => {
    const body = (await request.json()) as { email?: unknown; code?: unknown; newPassword?: unknown };
    if (!isEmail(body.email)) return apiError(400, 'body/email must match format "email"', 'Bad Request');
    if (typeof body.code !== 'string' || !/^[0-9]{8}$/.test(body.code))
      return apiError(400, 'body/code must match pattern "^[0-9]{8}$"', 'Bad Request');
    if (typeof body.newPassword !== 'string' || body.newPassword.length < PASSWORD_MIN_LENGTH)
      return tooShort();
    if (body.code !== MOCK_RESET_CODE) return apiError(400, RESET_REFUSED_MESSAGE, 'Bad Request');
    sessions = [{ ...initialSessions()[0]!, signedInAt: minutesAgo(0) }];
    if (!signedIn()) setScenario('free');
    return json(userFor(planFor(getScenario()) ?? 'free'));
  }),
  http.get(pathPattern(routes.accountSessions), () => {
    if (!signedIn()) return apiError(401, 'Sign in required', 'Unauthorized');
    return json({ sessions });
  }),
  http.delete(pathPattern(routes.endAccountSession), ({ params }) => {
    if (!signedIn()) return apiError(401, 'Sign in required', 'Unauthorized');
    const session = sessions.find((s) => s.id === params.id);
    if (!session) return apiError(404, 'No such session is signed in to your account', 'Not Found');
    if (session.current)
      return apiError(409, 'This is the session you are using now: sign out instead.', 'Conflict');
    sessions = sessions.filter((s) => s !== session);
    return json({ ok: true });
  }),
  http.post(pathPattern(routes.endOtherSessions), () => {
    if (!signedIn()) return apiError(401, 'Sign in required', 'Unauthorized');
    return json({ ended: endOtherMockSessions() });
  }),
];
