import { createRemoteConfigs } from '@pepper/rspack-config';

// Its pages are listed in packages/rspack-config/remotes.json: each is src/pages/<Name>.tsx, default-exported.
export default createRemoteConfigs(import.meta.url);
