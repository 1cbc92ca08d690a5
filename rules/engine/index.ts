/**
 * The generic event-stream engine every Rulebench game runs on. It knows nothing of any game:
 * a game is a `Ruleset` of plain functions over JSON data; `createEngine` wraps it in RxJS.
 */
export type { BaseCommand, BaseEvent, Outcome, PlayerId, Ruleset, Setup, StateOf, CommandOf, EventOf, SetupOf } from './ruleset.ts';
export { RuleViolation, isRuleViolation, ensure, unknownCommand, type ViolationParams } from './rule-violation.ts';
export { describeValue } from './describe-value.ts';
export { at, atKey, isOneOf, optional, readBoolean, readList, readMap, readOneOf, readRecord, readSeed, readText, readWholeNumber, refuse, refuseBecause, type Field } from './readers.ts';
export { jsonText, listText, wholeText, wordText } from './attribute-text.ts';
export { docsAnchor, ruleHeadings, type RuleEntry, type RuleHeading } from './rule-map.ts';
export { createEngine, type Engine, type Rejection, type Snapshot } from './engine.ts';
export { applyCommand, decideAndCheck, replay, tryDecide, whyRefused, type DispatchResult } from './fold.ts';
export { seedRandom, drawInt, gameSeed, rollDie, shuffle, isValidSeed, type RandomState, type Draw } from './random.ts';
export {
  HIDDEN,
  allCommitted,
  choicePrompt,
  commitRevealPrompt,
  commitSecret,
  dealHiddenSecrets,
  ensureAnswers,
  ensureNoPrompt,
  hideOthersSecrets,
  revealedSecrets,
  waitingFor,
  type ChoicePrompt,
  type CommitRevealPrompt,
  type Hidden,
  type Prompt,
} from './prompts.ts';
export { botRandom, commandsFor, playerAsked, playout, randomBot, type Bot, type EventWatcher, type Playout, type PlayoutOptions } from './bots.ts';
export { searchBot, searchDeliberator, settled, BOT_LEVELS, LEVEL_ITERATIONS, type BotLevel, type Deliberation, type Deliberator, type SearchBotOptions } from './search-bot.ts';
