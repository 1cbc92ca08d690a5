/**
 * The five games, each declared once (issue 24, point 4). Every list of games elsewhere derives
 * from this one: the simulations (rules/simulation/games.ts), the docs' sidebar and rule links
 * (site/astro.config.mjs, site/src/lib/rule-docs.ts), the smoke test's rule pages and the
 * benches. A game's widgets are declared in its own components folder (components/<game>/tags.ts)
 * and gathered by components/games.ts. Adding a game: its folders, one entry here and one there.
 *
 * Everything a game brings is loaded only when asked for: reading this list loads no game.
 */
import type { RuleEntry } from '../engine/index.ts';
import type { Simulation } from '../simulation/simulation.ts';

/** A game's rule map, as its index exports it. */
export interface RuleMap {
  rules: readonly RuleEntry[];
  ruleById(id: string): RuleEntry | undefined;
}

export interface GameEntry {
  /** Its folder name (rules/<id>/, components/<id>/, the docs' /<id>/), rule-id prefix and tag prefix. */
  id: string;
  title: string;
  /** What the game is, in a few words, for lists of the games (the docs' home page). */
  tagline: string;
  /** The game's rule map. */
  rules(): Promise<RuleMap>;
  /** The game simulated many times over, for the designers' benches, `npm run simulate` and the bench. */
  simulation(): Promise<Simulation>;
}

/**
 * The games' ids, in the order the docs' sidebar lists them: a list apart from `GAMES` so that a
 * page checking an id (the designers' benches) does not bundle every game's loaders.
 */
export const GAME_IDS = ['star-eater', 'steam-torpedo', 'steam-pirates', 'steamwork-arena', 'torpedo'] as const;

export type GameId = (typeof GAME_IDS)[number];

/** Every game by its id. */
export const GAMES: Readonly<Record<GameId, Omit<GameEntry, 'id'>>> = {
  'star-eater': {
    title: 'Star Eater',
    tagline: 'deep-space warship duels on a hex board',
    rules: () => import('../star-eater/rulebook.ts'),
    simulation: async () => (await import('../star-eater/game/simulation.ts')).simulation,
  },
  'steam-torpedo': {
    title: 'Steam Torpedo',
    tagline: 'submarine duels, the crew inside a 2 × 5 hull',
    rules: () => import('../steam-torpedo/rulebook.ts'),
    simulation: async () => (await import('../steam-torpedo/simulation.ts')).simulation,
  },
  'steam-pirates': {
    title: 'Steam Pirates',
    tagline: 'sky pirates trading between floating islands',
    rules: () => import('../steam-pirates/rulebook.ts'),
    simulation: async () => (await import('../steam-pirates/simulation.ts')).simulation,
  },
  'steamwork-arena': {
    title: 'Steamwork Arena',
    tagline: 'steam-driven machines powered by hidden energy',
    rules: () => import('../steamwork-arena/rulebook.ts'),
    simulation: async () => (await import('../steamwork-arena/simulation.ts')).simulation,
  },
  torpedo: {
    title: 'Torpedo',
    tagline: 'the Icehouse pyramid game, a real-time naval rush',
    rules: () => import('../torpedo/rulebook.ts'),
    simulation: async () => (await import('../torpedo/simulation.ts')).simulation,
  },
};

export function isGameId(id: unknown): id is GameId {
  return typeof id === 'string' && (GAME_IDS as readonly string[]).includes(id);
}

/** The games in the sidebar's order. */
export function gamesInOrder(): GameEntry[] {
  return GAME_IDS.map((id) => ({ id, ...GAMES[id] }));
}
