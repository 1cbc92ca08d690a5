/** The Web Worker a workbench plays its games in: the shared simulation worker, spoken to through Comlink. */
import { expose } from 'comlink';
import { simulationWorkerApi } from '../../rules/simulation/index.ts';

expose(simulationWorkerApi);
