import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { botRandom, playerAsked, playout, type PlayerId } from '../../engine/index.ts';
import { heuristicStarEaterBot, randomStarEaterBot, type StarEaterBot } from './bots.ts';
import { legalCommands } from './legal.ts';
import type { StarEaterCommand, StarEaterState } from './model.ts';
import { shipPoints } from './queries.ts';
import { ruleset, toAct } from './ruleset.ts';
import { view } from './view.ts';

/** Heuristic against random: games with the round-limit variant (star-eater/round.limit), seats alternating. */
const DUELS = 12;
const ROUND_LIMIT = 8;

/** Plays a whole game with a bot per seat, checking every command the heuristic bot gives against the legal list of what it sees. */
function checkedGame(seed: number, bots: Readonly<Record<PlayerId, StarEaterBot>>, roundLimit: number): StarEaterState {
  let state = ruleset.initialState({ seed, roundLimit });
  for (let ply = 0; ply < 3_000 && state.outcome === null; ply++) {
    const player = toAct(state)[0];
    assert.ok(player !== undefined, 'somebody is to act until the game ends');
    const seen = view(state, player);
    const command = bots[player]?.(seen, player, botRandom(seed, ply)) ?? null;
    assert.ok(command !== null, `the bot for ${player} had no command`);
    if (bots[player] === heuristicStarEaterBot) {
      const listed = new Set(legalCommands(seen).map((candidate) => JSON.stringify(candidate)));
      assert.ok(listed.has(JSON.stringify(command)), `not a legal command: ${JSON.stringify(command)} (phase ${state.phase})`);
    }
    state = ruleset.decide(state, command).reduce((current, event) => ruleset.evolve(current, event), state);
  }
  assert.notEqual(state.outcome, null, 'the game ends');
  return state;
}

describe('star-eater bots', () => {
  it('the heuristic bot gives only legal commands and finishes games against itself and against random', () => {
    checkedGame(1, { lamais: heuristicStarEaterBot, fpa: heuristicStarEaterBot }, 6);
    checkedGame(2, { lamais: heuristicStarEaterBot, fpa: randomStarEaterBot }, 6);
    checkedGame(3, { lamais: randomStarEaterBot, fpa: heuristicStarEaterBot }, 6);
  });

  it('gives the same command for the same state and randomness, in every phase', () => {
    const { commands } = playout(ruleset, ruleset.initialState({ seed: 9, roundLimit: 4 }), heuristicStarEaterBot, { seed: 9 });
    let state = ruleset.initialState({ seed: 9, roundLimit: 4 });
    const phases = new Set<string>();
    for (const [ply, command] of commands.entries()) {
      const player = playerAsked(ruleset, state, ply) ?? '';
      const seen = view(state, player);
      const again: (StarEaterCommand | null)[] = [heuristicStarEaterBot(seen, player, botRandom(9, ply)), heuristicStarEaterBot(seen, player, botRandom(9, ply))];
      assert.deepEqual(again[0], command);
      assert.deepEqual(again[1], command);
      phases.add(state.phase);
      state = ruleset.decide(state, command).reduce((current, event) => ruleset.evolve(current, event), state);
    }
    assert.ok(phases.has('loadout') && phases.has('commit') && phases.has('fighter'), [...phases].join(', '));
  });

  it(`beats the random bot clearly: wins at least 10 of ${String(DUELS)} games of ${String(ROUND_LIMIT)} rounds, seats alternating`, (context) => {
    let wins = 0;
    let margin = 0;
    for (let game = 0; game < DUELS; game++) {
      const smart: PlayerId = game % 2 === 0 ? 'lamais' : 'fpa';
      const dumb: PlayerId = smart === 'lamais' ? 'fpa' : 'lamais';
      const result = playout(ruleset, ruleset.initialState({ seed: 700 + game, roundLimit: ROUND_LIMIT }), { [smart]: heuristicStarEaterBot, [dumb]: randomStarEaterBot }, { seed: game });
      const winners = result.outcome?.winners ?? [];
      if (winners.length === 1 && winners[0] === smart) wins++;
      margin += shipPoints(result.state, smart) - shipPoints(result.state, dumb);
    }
    context.diagnostic(`heuristic against random: ${String(wins)} of ${String(DUELS)} won, ${(margin / DUELS).toFixed(1)} points of hull left more on average`);
    assert.ok(wins >= 10, `won ${String(wins)} of ${String(DUELS)}`);
  });
});
