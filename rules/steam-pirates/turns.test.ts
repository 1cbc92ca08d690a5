import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { RULE } from './rule-ids.ts';
import { ruleset } from './ruleset.ts';
import type { SteamPiratesCommand, SteamPiratesEvent, SteamPiratesState } from './model.ts';
import { eventOf, eventsOf, newGame, play, refusal, staged, withDice } from './test-support.ts';

/** Plays a whole game, always taking the first legal action (no sail), and returns its events. */
function playThrough(state: SteamPiratesState): SteamPiratesEvent[] {
  const events: SteamPiratesEvent[] = [];
  let current = state;
  for (let step = 0; step < 2_000 && ruleset.outcome(current) === null; step++) {
    const legal = ruleset.legalCommands(current);
    const command = legal.find((candidate) => candidate.type !== 'sail') ?? legal[0];
    if (command === undefined) break;
    const played = play(current, command);
    events.push(...played.events);
    current = played.state;
  }
  return events;
}

describe('steam-pirates/season.rounds', () => {
  it('plays 3 seasons of 2 rounds with two pirates, 3 of 3 with three, and 7 turns a round, so each pirate gets 21 turns', () => {
    for (const players of [['amber', 'brian'], ['amber', 'brian', 'carol']]) {
      const events = playThrough(newGame({ players }));
      const rounds = events.filter((event) => event.type === 'round-started').length + 1;
      assert.equal(rounds, players.length * 3, `${String(players.length)} pirates`);
      const turns = events.filter((event) => event.type === 'die-used');
      assert.equal(turns.length, rounds * 7);
      for (const player of players) assert.equal(eventsOf(turns, 'die-used').filter((event) => event.player === player).length, 21, player);
      assert.equal(events.at(-1)?.type, 'game-ended');
    }
  });
});

describe('steam-pirates/season.gold', () => {
  it('is 2, 3 and 4 Gold in seasons 1, 2 and 3: cutting losses earns it', () => {
    for (const [season, gold] of [[1, 2], [2, 3], [3, 4]] as const) {
      const state = staged(withDice(newGame(), ['establish']), (draft) => {
        draft.season = season;
        if (draft.turn !== null) draft.turn.sailed = true;
      });
      const { events } = play(state, { type: 'cut-losses', player: 'amber', die: 0 });
      assert.equal(eventOf(events, 'cut-losses').gold, gold);
    }
  });
});

describe('engine/command.unknown', () => {
  it('refuses a command Steam Pirates does not know, or one with no type, from the pirate to act, and changes nothing', () => {
    const state = withDice(newGame(), ['profit']);
    const unknown = { type: 'plunder', player: 'amber' } as unknown as SteamPiratesCommand;
    const typeless = { player: 'amber' } as unknown as SteamPiratesCommand;
    assert.throws(() => ruleset.decide(state, unknown), refusal('engine/command.unknown', undefined, /no command "plunder"/));
    assert.throws(() => ruleset.decide(state, typeless), refusal('engine/command.unknown', undefined, /no command with no type/));
    assert.deepEqual(state, withDice(newGame(), ['profit']));
  });
});

describe('steam-pirates/round.turns', () => {
  it('gives the first turn to the first player and the next to the pirate on their left, and refuses anyone else', () => {
    const state = withDice(newGame(), ['profit', 'profit', 'profit']);
    assert.throws(() => ruleset.decide(state, { type: 'profit', player: 'brian', die: 0 }), refusal(RULE.roundTurns, undefined, /amber's turn/));
    const { state: after } = play(state, { type: 'profit', player: 'amber', die: 0 });
    assert.equal(after.turn?.player, 'brian');
    assert.equal(after.dice.length, 2);
  });

  it('ends the action phase when the seventh die is used: the refresh runs and the new first player starts the next round', () => {
    const state = withDice(newGame(), ['profit']);
    const { events, state: after } = play(state, { type: 'profit', player: 'amber', die: 0 });
    assert.deepEqual(
      events.map((event) => event.type).filter((type) => ['first-player-passed', 'dice-rolled', 'round-started', 'turn-started'].includes(type)),
      ['first-player-passed', 'dice-rolled', 'round-started', 'turn-started'],
    );
    assert.deepEqual([after.round, after.firstPlayer, after.turn?.player, after.dice.length], [2, 'brian', 'brian', 7]);
  });
});

describe('steam-pirates/turn.steps', () => {
  it('lets a frigate sail once, before the action, and the action ends the turn', () => {
    const state = withDice(newGame(), ['profit', 'profit']);
    const { state: sailed } = play(state, { type: 'sail', player: 'amber', path: ['lumen'] });
    assert.throws(() => ruleset.decide(sailed, { type: 'sail', player: 'amber', path: ['haven'] }), refusal(RULE.turnSteps));
    const { state: acted } = play(sailed, { type: 'profit', player: 'amber', die: 0 });
    assert.deepEqual([acted.turn?.player, acted.turn?.sailed], ['brian', false]);
  });
});

describe('steam-pirates/action.dice', () => {
  it('allows only the action the die shows, the octopus any of them, and refuses a die that is not there', () => {
    const state = withDice(newGame(), ['profit', 'wild', 'establish']);
    assert.throws(() => ruleset.decide(state, { type: 'establish', player: 'amber', die: 0 }), refusal(RULE.actionDice, undefined, /does not allow an Establish action/));
    assert.throws(() => ruleset.decide(state, { type: 'profit', player: 'amber', die: 3 }), refusal(RULE.actionDice));
    const commands: SteamPiratesCommand[] = [
      { type: 'profit', player: 'amber', die: 1 },
      { type: 'bribe', player: 'amber', die: 1, official: state.display[0] ?? 'merchant' },
    ];
    for (const command of commands) assert.doesNotThrow(() => ruleset.decide(state, command));
    const { events, state: after } = play(state, { type: 'profit', player: 'amber', die: 1 });
    assert.deepEqual(eventOf(events, 'die-used'), { type: 'die-used', rule: RULE.actionDice, player: 'amber', die: 1, symbol: 'wild' });
    assert.deepEqual(after.dice, ['profit', 'establish']);
  });
});

describe('steam-pirates/action.cut-losses', () => {
  it('refuses to cut losses while a die can be played', () => {
    const state = withDice(newGame(), ['establish', 'profit']);
    assert.throws(() => ruleset.decide(state, { type: 'cut-losses', player: 'amber', die: 0 }), refusal(RULE.actionCutLosses));
  });

  it('lets a pirate who cannot play any die set one aside for the season\'s gold (only Establish dice, a house already here, and the sail made)', () => {
    const state = staged(withDice(newGame(), ['establish', 'establish']), (draft) => {
      if (draft.turn !== null) draft.turn.sailed = true;
    });
    assert.deepEqual(ruleset.legalCommands(state).filter((command) => command.type !== 'sail').map((command) => command.type), ['cut-losses']);
    const { events, state: after } = play(state, { type: 'cut-losses', player: 'amber', die: 1 });
    assert.equal(eventOf(events, 'cut-losses').gold, 2);
    assert.equal(after.pirates.amber?.gold, 11);
    assert.deepEqual(after.dice, ['establish']);
    assert.equal(after.turn?.player, 'brian');
  });

  it('counts the sail as part of the turn: a pirate who could sail to a city and establish there may not cut losses before sailing', () => {
    const state = withDice(newGame(), ['establish', 'establish']);
    const sails = ruleset.legalCommands(state).filter((command) => command.type === 'sail');
    const establishAfter = sails.filter((command) => ruleset.legalCommands(play(state, command).state).some((next) => next.type === 'establish'));
    assert.ok(establishAfter.length > 0, 'some sail reaches a city where Amber can build');
    assert.equal(ruleset.legalCommands(state).some((command) => command.type === 'cut-losses'), false);
    assert.throws(() => ruleset.decide(state, { type: 'cut-losses', player: 'amber', die: 0 }), refusal(RULE.actionCutLosses));
  });
});
