/**
 * Many games between bots on a designer's data: the profiles' contract, the runner a worker uses,
 * the tallies that merge across workers, and the report a reader is shown.
 */
export { SIMULATED_GAMES, isSimulatedGame, loadSimulation, type SimulatedGame } from './games.ts';
export { BOTS_WITH_SEARCH, searchBotsFor, defineFacts, defineSimulation, setupFromData, botForSeat, addGame, emptyTally, mergeTallies, type FigureDefinition, type GameResult, type Recorder, type FactsProfile, type Simulation, type SimulationFacts, type SimulationProfile, type TypedFacts, type SimulationTally, type SearchBudget, type SearchedGame } from './simulation.ts';
export { MAX_GAMES, playShare, readSimulationRequest, shares, type ProgressListener, type SimulationRequest } from './run.ts';
export { mirrorVerdict, percent, rateWords, reportOf, reportText, seatVerdict, type FigureReport, type SimulationReport, type WinRate } from './report.ts';
export { addSample, distributionOf, emptyMoments, mergeMoments, rateOf, spreadOf, type Distribution, type Moments, type Rate, type Spread } from './stats.ts';
export { gamesCsv, type GameRow, type VariantRows } from './csv.ts';
export { comparedRates, differenceWords, figureDifferences, rateName, sweepVariants, variantDifferences, VariantError, type Difference, type Variant } from './variants.ts';
export { simulationWorkerApi, type SimulationWorkerApi } from './worker-api.ts';
