import { createRemoteConfigs } from '@pepper/rspack-config';

// Its pages, and the module that renders each, are in the page registry (packages/contract/src/pages.ts);
// where it is deployed and its dev port, in packages/rspack-config/remotes.json.
export default createRemoteConfigs(import.meta.url);
