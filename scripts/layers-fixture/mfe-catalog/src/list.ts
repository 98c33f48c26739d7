// One remote importing another.
import { plan } from '../../mfe-grow/src/plan';

export const list = [plan];
