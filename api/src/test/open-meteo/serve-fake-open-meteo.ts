/** Runs the fake Open-Meteo as a process for the end-to-end tests, on PORT. */
import { startFakeOpenMeteo } from './fake-open-meteo.js';

const fake = await startFakeOpenMeteo(Number(process.env.PORT ?? 4340));
console.log(`Fake Open-Meteo listening at ${fake.url}`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
