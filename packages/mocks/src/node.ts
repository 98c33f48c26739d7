import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The MSW server for component tests (Node). */
export const server = setupServer(...handlers);
export { http, HttpResponse, delay } from 'msw';
export { resetMockState } from './handlers';
export { apiError } from './api-error';
export { recordMockOrder } from './shop-handlers';
export { setScenario, getScenario, SCENARIOS, type Scenario } from './scenarios';
