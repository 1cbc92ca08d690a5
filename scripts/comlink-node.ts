/** Comlink's endpoint for Node's worker threads and message ports, typed as it behaves. */
import * as nodeAdapter from 'comlink/dist/umd/node-adapter.js';

// The adapter is a UMD file that sets module.exports to the function itself, while its types
// declare an ES default export: Node hands over the function as `default`, TypeScript expects it one level down.
export const nodeEndpoint = nodeAdapter.default as unknown as typeof nodeAdapter.default.default;
