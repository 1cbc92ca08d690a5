import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { RuleViolation } from '../engine/index.ts';
import { ruleset, sampleTilesRuleset } from './ruleset.ts';
import { SAMPLE_TILES_PANZER_LA_ROCHELLE, SAMPLE_TILES_TALION } from './sample-tiles.ts';
import { CONTROL_ROOM_CELL, cellKey } from './geometry.ts';
import { sightOf } from './effects.ts';
import type { SteamTorpedoSetup } from './setup.ts';
import { BRUNO, LUDOVIC, PANZER_LAYOUT, TALION_LAYOUT, cellOf, gameSetup, play, promptOf, refuse, startGame, sub, tile, tileDefinition, typesOf } from './test-support.ts';

const SETUP_TILES = 'steam-torpedo/setup.tiles';
const PLACEMENT = 'steam-torpedo/setup.placement';
const SWAP = 'steam-torpedo/setup.swap';
const FIRST_PLAYER = 'steam-torpedo/setup.first-player';

function refusedSetup(setup: SteamTorpedoSetup, rule: string, field: string): void {
  assert.throws(
    () => ruleset.initialState(setup),
    (error: unknown) => {
      assert.ok(error instanceof RuleViolation, String(error));
      assert.equal(error.rule, rule, error.message);
      assert.equal(error.field, field, error.message);
      return true;
    },
  );
}

describe('steam-torpedo/setup.first-game', () => {
  it('a seed alone gives Panzer la Rochelle (south) against Talion (north), each with its sample tiles', () => {
    const state = ruleset.initialState({ seed: 7 });
    assert.deepEqual(state.players, ['south', 'north']);
    assert.equal(sub(state, 'south').faction, 'panzer-la-rochelle');
    assert.equal(sub(state, 'north').faction, 'talion');
    assert.deepEqual(sub(state, 'south').tiles, SAMPLE_TILES_PANZER_LA_ROCHELLE);
    assert.deepEqual(sub(state, 'north').tiles, SAMPLE_TILES_TALION);
    assert.equal(sub(state, 'south').seat, 'south');
    assert.equal(sub(state, 'north').seat, 'north');
  });

  it('a player may take the other faction; its sample set comes with it', () => {
    const state = ruleset.initialState({ seed: 7, players: [{ faction: 'talion' }, { faction: 'panzer-la-rochelle' }] });
    assert.deepEqual(sub(state, 'south').tiles, SAMPLE_TILES_TALION);
    assert.deepEqual(sub(state, 'north').tiles, SAMPLE_TILES_PANZER_LA_ROCHELLE);
  });

  it('the state is plain JSON', () => {
    const state = ruleset.initialState({ seed: 7 });
    assert.deepEqual(JSON.parse(JSON.stringify(state)), state);
  });
});

describe('steam-torpedo/setup.tiles', () => {
  it('a designer set replaces the sample set through the setup', () => {
    const tiles = structuredClone(SAMPLE_TILES_TALION).map((definition) => (definition.id === 'gatling-gun' ? { ...definition, name: 'Twin Gatling', attack: 3, sample: false } : definition));
    const state = ruleset.initialState(gameSetup({ tiles: [undefined, tiles] }));
    assert.equal(tileDefinition(state, LUDOVIC, 'gatling-gun').attack, 3);
  });

  it('a submarine may mix both factions\' tiles; the control room\'s faction names it', () => {
    // Talion's Helm and nine more: five Talion tiles and Panzer's four heaviest guns and plates.
    const panzer = SAMPLE_TILES_PANZER_LA_ROCHELLE.filter((definition) => ['heavy-torpedo-tube', 'broadside-battery', 'armored-bow', 'armored-turret'].includes(definition.id));
    const tiles = [...SAMPLE_TILES_TALION.slice(0, 6), ...panzer];
    const state = ruleset.initialState({ seed: 3, players: [undefined, { tiles }] });
    assert.deepEqual(new Set(sub(state, 'north').tiles.map((definition) => definition.faction)), new Set(['talion', 'panzer-la-rochelle']));
    assert.equal(sub(state, 'north').faction, 'talion');
    refusedSetup({ seed: 3, players: [undefined, { tiles, faction: 'panzer-la-rochelle' }] }, SETUP_TILES, 'players[1].faction');
  });

  it('a bad set is refused at setup, naming the player and the field', () => {
    const tiles = structuredClone(SAMPLE_TILES_TALION).map((definition) => (definition.id === 'helm' ? { ...definition, type: 'standard' } : definition));
    refusedSetup({ seed: 1, players: [undefined, { tiles }] }, SETUP_TILES, 'players[1].tiles');
    refusedSetup({ seed: 1, players: [{ tiles: SAMPLE_TILES_TALION.slice(0, 9) }] }, SETUP_TILES, 'players[0].tiles');
    const broken = structuredClone(SAMPLE_TILES_TALION).map((definition) => (definition.id === 'gatling-gun' ? { ...definition, structure: 0 } : definition));
    refusedSetup({ seed: 1, players: [{ tiles: broken }] }, SETUP_TILES, 'players[0].tiles[3].structure');
  });

  it('refuses an unknown faction and two players with one id', () => {
    refusedSetup({ seed: 1, players: [{ faction: 'atlantis' as 'talion' }] }, SETUP_TILES, 'players[0].faction');
    refusedSetup({ seed: 1, players: [{ id: 'same' }, { id: 'same' }] }, SETUP_TILES, 'players');
  });

  it('refuses a misspelt player field by name, and an empty id', () => {
    // A designer's typo would otherwise be ignored: the player would silently get the default faction.
    const misspelt = { seed: 1, players: [{ fation: 'talion' }] } as unknown as SteamTorpedoSetup;
    refusedSetup(misspelt, SETUP_TILES, 'players[0].fation');
    assert.throws(() => ruleset.initialState(misspelt), { message: 'players[0].fation is not a field we know; players[0] has id, faction, tiles, layout.' });
    refusedSetup({ seed: 1, players: [undefined, { id: ' ' }] }, SETUP_TILES, 'players[1].id');
  });

  it('the sample-tiles ruleset sets up exactly as the full one, and refuses a designer set by name', () => {
    for (const setup of [{ seed: 5 }, gameSetup({}), { seed: 9, skipSwap: true, players: [{ faction: 'talion' }, { faction: 'talion', id: 'ludo' }] }] as SteamTorpedoSetup[]) {
      const sample = sampleTilesRuleset.initialState(setup);
      assert.equal(JSON.stringify(sample), JSON.stringify(ruleset.initialState(setup)));
      assert.ok(!Object.isFrozen(sub(sample, sample.players[0]).tiles[0]), 'each game gets its own copy of the sample tiles');
    }
    assert.throws(
      () => sampleTilesRuleset.initialState({ seed: 1, players: [undefined, { tiles: SAMPLE_TILES_TALION }] }),
      (error: unknown) => error instanceof RuleViolation && error.rule === SETUP_TILES && error.field === 'players[1].tiles',
    );
    assert.throws(() => sampleTilesRuleset.initialState({ seed: 1, players: [undefined, { tiles: SAMPLE_TILES_TALION }] }), {
      message: /^players\[1\]\.tiles must be left out: this game is played with the sample tiles only; got /,
    });
  });

  it('refuses a misspelt setup option by name', () => {
    const misspelt = { seed: 1, firstplayer: 'north' } as unknown as SteamTorpedoSetup;
    refusedSetup(misspelt, SETUP_TILES, 'firstplayer');
    assert.throws(() => ruleset.initialState(misspelt), { message: 'firstplayer is not a field we know; the fields are seed, players, firstPlayer, skipSwap.' });
  });

  it('refuses players that are no list of two, a player that is no object, and a skipSwap that is no boolean', () => {
    const threePlayers = { seed: 1, players: [{}, {}, {}] } as unknown as SteamTorpedoSetup;
    refusedSetup(threePlayers, SETUP_TILES, 'players');
    assert.throws(() => ruleset.initialState(threePlayers), { message: /^players must be a list of at most two player setups \(south, then north\); got / });
    refusedSetup({ seed: 1, players: 'south' } as unknown as SteamTorpedoSetup, SETUP_TILES, 'players');
    refusedSetup({ seed: 1, players: [undefined, 'ludo'] } as unknown as SteamTorpedoSetup, SETUP_TILES, 'players[1]');
    refusedSetup({ seed: 1, skipSwap: 'yes' } as unknown as SteamTorpedoSetup, SWAP, 'skipSwap');
  });
});

describe('steam-torpedo/tiles.anatomy', () => {
  it('each submarine carries its validated tile definitions, and every tile state starts intact', () => {
    const state = ruleset.initialState(gameSetup());
    for (const player of state.players) {
      const submarine = sub(state, player);
      assert.equal(submarine.tiles.length, 10);
      assert.deepEqual(
        submarine.layout.map((placed) => placed.id),
        submarine.tiles.map((definition) => definition.id),
      );
      for (const placed of submarine.layout) assert.equal(placed.damage, 0);
      for (const definition of submarine.tiles) assert.equal(definition.sample, true);
    }
  });
});

describe('steam-torpedo/setup.placement', () => {
  it('the random layout puts the control room in the middle of the row nearest its owner, every tile in its own cell', () => {
    for (const seed of [1, 2, 3, 42, 1000]) {
      const state = ruleset.initialState({ seed });
      for (const player of state.players) {
        const submarine = sub(state, player);
        const controlRoom = submarine.tiles.find((definition) => definition.type === 'control-room');
        assert.ok(controlRoom);
        assert.deepEqual(cellOf(state, player, controlRoom.id), CONTROL_ROOM_CELL);
        assert.equal(new Set(submarine.layout.map((placed) => cellKey(placed.cell))).size, 10);
      }
    }
  });

  it('the same seed lays out the same submarines; different seeds lay them out differently', () => {
    const layoutOf = (seed: number): string[] => sub(ruleset.initialState({ seed }), 'south').layout.map((placed) => cellKey(placed.cell));
    assert.deepEqual(layoutOf(5), layoutOf(5));
    const layouts = new Set([1, 2, 3, 4, 5, 6].map((seed) => layoutOf(seed).join()));
    assert.ok(layouts.size > 1);
  });

  it('a fixed layout puts every tile where it says; both players line their columns up', () => {
    const state = ruleset.initialState(gameSetup());
    PANZER_LAYOUT.inner.forEach((id, index) => {
      assert.deepEqual(cellOf(state, BRUNO, id), { row: 'inner', column: index + 1 });
    });
    TALION_LAYOUT.outer.forEach((id, index) => {
      assert.deepEqual(cellOf(state, LUDOVIC, id), { row: 'outer', column: index + 1 });
    });
  });

  it('refuses a fixed layout with the control room out of place, a tile twice or a tile of another submarine', () => {
    const swapped = { inner: PANZER_LAYOUT.inner, outer: ['harpoon-gun', 'steam-ram', 'boiler-room', 'command-bridge', 'heavy-torpedo-tube'] };
    refusedSetup(gameSetup({ layouts: [swapped] }), PLACEMENT, 'players[0].layout');
    const twice = { inner: PANZER_LAYOUT.inner, outer: ['stern-mortar', 'steam-ram', 'command-bridge', 'boiler-room', 'heavy-torpedo-tube'] };
    refusedSetup(gameSetup({ layouts: [twice] }), PLACEMENT, 'players[0].layout');
    refusedSetup(gameSetup({ layouts: [undefined, PANZER_LAYOUT] }), PLACEMENT, 'players[1].layout');
    refusedSetup(gameSetup({ layouts: [{ inner: PANZER_LAYOUT.inner, outer: [] }] }), PLACEMENT, 'players[0].layout');
    assert.throws(() => ruleset.initialState(gameSetup({ layouts: [{ inner: PANZER_LAYOUT.inner, outer: [] }] })), { message: 'players[0].layout.outer must be a list of 5 tile ids; got [].' });
    const stranger = { inner: PANZER_LAYOUT.inner, outer: ['gatling-gun', ...PANZER_LAYOUT.outer.slice(1)] };
    refusedSetup(gameSetup({ layouts: [stranger] }), PLACEMENT, 'players[0].layout');
    assert.throws(() => ruleset.initialState(gameSetup({ layouts: [stranger] })), { message: /^players\[0\]\.layout\.outer\[0\] must be one of this submarine's tiles: .*; got "gatling-gun"\.$/ });
    assert.throws(() => ruleset.initialState(gameSetup({ layouts: [twice] })), { message: 'players[0].layout places "stern-mortar" twice.' });
  });

  it('names a misspelt row of a fixed layout', () => {
    const misspelt = { inner: PANZER_LAYOUT.inner, outr: PANZER_LAYOUT.outer } as unknown as typeof PANZER_LAYOUT;
    refusedSetup(gameSetup({ layouts: [misspelt] }), PLACEMENT, 'players[0].layout.outr');
    assert.throws(() => ruleset.initialState(gameSetup({ layouts: [misspelt] })), { message: /players\[0\]\.layout\.outr is not a field we know; players\[0\]\.layout has inner, outer/ });
  });
});

describe('steam-torpedo/setup.swap', () => {
  it('the first player may swap two tiles, then the other; then the first player\'s turn begins', () => {
    const engine = startGame({ skipSwap: false });
    assert.equal(engine.state.phase, 'swap');
    assert.deepEqual(promptOf(engine)?.id, 'swap');
    assert.equal(promptOf(engine)?.player, BRUNO);
    const mortar = cellOf(engine.state, BRUNO, 'stern-mortar');
    const tube = cellOf(engine.state, BRUNO, 'heavy-torpedo-tube');
    play(engine, { type: 'swap-tiles', player: BRUNO, first: 'stern-mortar', second: 'heavy-torpedo-tube' });
    assert.deepEqual(cellOf(engine.state, BRUNO, 'stern-mortar'), tube);
    assert.deepEqual(cellOf(engine.state, BRUNO, 'heavy-torpedo-tube'), mortar);
    assert.equal(promptOf(engine)?.player, LUDOVIC);
    const events = play(engine, { type: 'skip-swap', player: LUDOVIC });
    assert.deepEqual(typesOf(events), ['swap-skipped']);
    assert.equal(engine.state.phase, 'recovery');
    assert.equal(engine.state.active, BRUNO);
    assert.equal(promptOf(engine)?.id, 'breathe');
    assert.equal(engine.state.turnsBegun[BRUNO], 1);
    assert.equal(engine.state.turnsBegun[LUDOVIC], 0);
  });

  it('offers keeping the layout or any swap of two tiles other than the control room', () => {
    const engine = startGame({ skipSwap: false });
    const commands = ruleset.legalCommands(engine.state);
    assert.deepEqual(commands[0], { type: 'skip-swap', player: BRUNO });
    assert.equal(commands.length, 1 + (9 * 8) / 2);
    assert.ok(commands.every((command) => command.type !== 'swap-tiles' || (command.first !== 'command-bridge' && command.second !== 'command-bridge')));
  });

  it('refuses moving the control room, swapping a tile with itself, an unknown tile, and the wrong player', () => {
    const engine = startGame({ skipSwap: false });
    refuse(engine, { type: 'swap-tiles', player: BRUNO, first: 'command-bridge', second: 'steam-ram' }, SWAP, /control room/);
    refuse(engine, { type: 'swap-tiles', player: BRUNO, first: 'steam-ram', second: 'steam-ram' }, SWAP);
    refuse(engine, { type: 'swap-tiles', player: BRUNO, first: 'gatling-gun', second: 'steam-ram' }, SWAP, /no tile/);
    refuse(engine, { type: 'skip-swap', player: LUDOVIC }, 'engine/prompt.wrong-player');
    refuse(engine, { type: 'breathe', player: BRUNO, tile: 'steam-ram' }, 'engine/prompt.not-asked');
  });

  it('swaps only once: after both have decided, a swap is no longer asked for', () => {
    const engine = startGame({ skipSwap: false });
    play(engine, { type: 'skip-swap', player: BRUNO }, { type: 'skip-swap', player: LUDOVIC });
    refuse(engine, { type: 'swap-tiles', player: BRUNO, first: 'stern-mortar', second: 'steam-ram' }, 'engine/prompt.not-asked');
  });
});

describe('steam-torpedo/setup.crew', () => {
  it('a captain and four sailors, all ready, stand in each control room', () => {
    const state = ruleset.initialState({ seed: 3 });
    for (const player of state.players) {
      const { crew } = sub(state, player);
      assert.deepEqual(
        crew.map((member) => [member.id, member.rank]),
        [
          ['captain', 'captain'],
          ['sailor-1', 'sailor'],
          ['sailor-2', 'sailor'],
          ['sailor-3', 'sailor'],
          ['sailor-4', 'sailor'],
        ],
      );
      for (const member of crew) {
        assert.equal(member.ready, true);
        assert.deepEqual(member.at, { submarine: player, cell: CONTROL_ROOM_CELL });
      }
    }
  });
});

describe('steam-torpedo/setup.oxygen', () => {
  it('every oxygen gear starts with a token: 15 for the Panzer samples, 14 for Talion\'s', () => {
    const state = ruleset.initialState(gameSetup());
    for (const player of state.players) {
      const submarine = sub(state, player);
      for (const definition of submarine.tiles) assert.equal(tile(state, player, definition.id).oxygen, definition.oxygen, definition.id);
    }
    const total = (player: string): number => sub(state, player).layout.reduce((sum, placed) => sum + placed.oxygen, 0);
    assert.equal(total(BRUNO), 15);
    assert.equal(total(LUDOVIC), 14);
  });
});

describe('steam-torpedo/setup.battle-area', () => {
  it('both submarines start side by side in sector 3, each on its owner\'s side', () => {
    const state = ruleset.initialState(gameSetup());
    assert.equal(sub(state, BRUNO).sector, 3);
    assert.equal(sub(state, LUDOVIC).sector, 3);
    assert.equal(state.northernSubmarine, LUDOVIC);
    // Both face sector 5, so the northern submarine is on the other's port side, and the other on its starboard.
    assert.deepEqual(sightOf(state, BRUNO), { position: 'port-side', range: 'close' });
    assert.deepEqual(sightOf(state, LUDOVIC), { position: 'starboard-side', range: 'close' });
  });
});

describe('steam-torpedo/setup.first-player', () => {
  it('the setup names who goes first', () => {
    assert.equal(ruleset.initialState(gameSetup({ firstPlayer: LUDOVIC })).active, LUDOVIC);
    assert.equal(ruleset.initialState(gameSetup({ firstPlayer: BRUNO })).active, BRUNO);
  });

  it('without a choice the seed picks, and each player can be picked', () => {
    const firsts = new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((seed) => ruleset.initialState({ seed }).active));
    assert.deepEqual([...firsts].sort(), ['north', 'south']);
    assert.equal(ruleset.initialState({ seed: 4 }).active, ruleset.initialState({ seed: 4 }).active);
  });

  it('refuses a first player who is not playing', () => {
    refusedSetup({ seed: 1, firstPlayer: 'nemo' }, FIRST_PLAYER, 'firstPlayer');
  });

  it('skipping the swap starts at the first player\'s recovery phase', () => {
    const state = ruleset.initialState(gameSetup({ firstPlayer: LUDOVIC }));
    assert.equal(state.phase, 'recovery');
    assert.equal(state.prompt?.id, 'breathe');
    assert.equal(state.prompt.player, LUDOVIC);
  });
});
