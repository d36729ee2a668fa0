/** What the service worker tells its pages about the network (src/pwa/sw.ts → src/pwa/state.ts). */
export const NETWORK_FAILED = 'NETWORK_FAILED';
export const NETWORK_OK = 'NETWORK_OK';
