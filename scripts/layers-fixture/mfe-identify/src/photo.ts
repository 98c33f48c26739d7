// App code taking a schema: it would ship TypeBox to the browser.
import { PepperSchema } from '../../packages/contract/src/schemas';

export const fields = Object.keys(PepperSchema.properties);
