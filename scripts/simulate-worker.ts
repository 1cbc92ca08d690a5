/** A worker thread of `npm run simulate`: the shared simulation worker, spoken to through Comlink. */
import { parentPort } from 'node:worker_threads';
import { expose } from 'comlink';
import { simulationWorkerApi } from '../rules/simulation/worker-api.ts';
import { nodeEndpoint } from './comlink-node.ts';

if (parentPort === null) throw new Error('simulate-worker.ts runs as a worker thread of scripts/simulate.ts.');
expose(simulationWorkerApi, nodeEndpoint(parentPort));
