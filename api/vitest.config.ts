import { projectConfig } from '../vitest.shared.ts';

// Each test file builds its own app on its own database (SQLite file, and a fresh MySQL database when
// one is reachable), so files run in parallel; the shared setup caps workers at 2. No network services
// are started by the setup itself.
export default projectConfig(import.meta.dirname, { timeoutMs: 60_000 });
