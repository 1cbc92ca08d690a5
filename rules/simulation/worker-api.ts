/**
 * What a simulation worker offers, the same in a browser's Web Worker and a Node worker thread:
 * each end wraps it with Comlink, so this file knows nothing of either.
 */
import { loadSimulation } from './games.ts';
import { playShare, readSimulationRequest, type ProgressListener, type SimulationRequest } from './run.ts';
import type { SimulationTally } from './simulation.ts';

export interface SimulationWorkerApi {
  /** Plays games `from` to `to` of the request and returns their tally; `onProgress` hears of them as they are played, for a live view. */
  playShare(request: SimulationRequest, from: number, to: number, onProgress: ProgressListener): Promise<SimulationTally>;
}

export const simulationWorkerApi: SimulationWorkerApi = {
  async playShare(request, from, to, onProgress) {
    const checked = readSimulationRequest(request);
    return playShare(await loadSimulation(checked.game), checked, from, to, onProgress);
  },
};
