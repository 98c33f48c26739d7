import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { isScenario, setScenario } from './scenarios';

const STORAGE_KEY = 'pepper-mock-scenario';

/**
 * Starts the mock API in the browser. QA switches scenarios without code changes: open any page with
 * ?mock=premium (or free, pro, admin, signed-out, empty, server-error, slow); the choice is remembered.
 */
export async function startMockWorker() {
  const fromUrl = new URLSearchParams(window.location.search).get('mock');
  if (isScenario(fromUrl)) localStorage.setItem(STORAGE_KEY, fromUrl);
  const stored = localStorage.getItem(STORAGE_KEY);
  if (isScenario(stored)) setScenario(stored);
  const worker = setupWorker(...handlers);
  // Remote manifests, chunks and images are real files: let everything the mocks do not answer through.
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
  console.info(`Mock API active, scenario '${stored ?? 'signed-out'}'. Switch with ?mock=<scenario>.`);
}
