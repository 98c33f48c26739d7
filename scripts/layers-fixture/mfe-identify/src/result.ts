// App code taking a value through the contract's index, which re-exports the schemas too.
import { endpoints } from '../../packages/contract/src/index';

export const resultAddress = endpoints.listGarden;
