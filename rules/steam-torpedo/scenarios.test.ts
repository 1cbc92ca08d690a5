import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { propertyRuns } from '../engine/testing/property-runs.ts';
import { RuleViolation, createEngine, replay, type Engine } from '../engine/index.ts';
import type { SteamTorpedoState } from './model.ts';
import type { SteamTorpedoCommand, SteamTorpedoEvent } from './messages.ts';
import { armorValue } from './damage.ts';
import { ruleById } from './rulebook.ts';
import {
  ATTACKER,
  DAMAGE_PRESETS,
  DAMAGE_PRESET_NAMES,
  DEFENDER,
  armorBreakdown,
  damagePreset,
  damageScenario,
  isSettled,
  openDamageScenario,
  previewChoice,
  type DamageScenario,
  type DamageScenarioSetup,
} from './scenarios.ts';

type ScenarioEngine = Engine<SteamTorpedoState, SteamTorpedoCommand, SteamTorpedoEvent>;

const ABSORB: SteamTorpedoCommand = { type: 'absorb-damage', player: DEFENDER };
const assign = (tile: string): SteamTorpedoCommand => ({ type: 'assign-damage', player: DEFENDER, tile });
const removeOxygen = (tile: string): SteamTorpedoCommand => ({ type: 'remove-oxygen', player: DEFENDER, tile });

function engineFor(setup: Omit<DamageScenarioSetup, 'seed'> = {}): ScenarioEngine {
  return createEngine(damageScenario, { seed: 1, ...setup });
}

function tile(state: SteamTorpedoState, id: string) {
  const found = state.submarines[DEFENDER]?.layout.find((candidate) => candidate.id === id);
  assert.ok(found, `no tile ${id}`);
  return found;
}

function crewAt(state: SteamTorpedoState, id: string) {
  const found = state.submarines[DEFENDER]?.crew.find((member) => member.id === id);
  assert.ok(found, `no crew ${id}`);
  return found;
}

function accept(engine: ScenarioEngine, command: SteamTorpedoCommand): SteamTorpedoEvent[] {
  const result = engine.dispatch(command);
  assert.ok(result.ok, result.ok ? '' : `${result.violation.rule}: ${result.violation.message}`);
  return result.events;
}

function attackNumbers(events: readonly SteamTorpedoEvent[]): [number, number, number] | null {
  const resolved = events.find((event) => event.type === 'attack-resolved');
  return resolved?.type === 'attack-resolved' ? [resolved.attackTotal, resolved.armorValue, resolved.damageTotal] : null;
}

function choices(state: SteamTorpedoState): string[] {
  return damageScenario.legalCommands(state).map((command) => ('tile' in command ? `${command.type}:${command.tile}` : command.type));
}

/** Refused with `rule`, and nothing changed. */
function assertRefused(engine: ScenarioEngine, command: SteamTorpedoCommand, rule: string): RuleViolation {
  const before = structuredClone(engine.state);
  const log = engine.log.length;
  const result = engine.dispatch(command);
  assert.equal(result.ok, false, `${command.type} should be refused`);
  assert.equal(result.violation.rule, rule, result.violation.message);
  assert.deepEqual(engine.state, before);
  assert.equal(engine.log.length, log);
  return result.violation;
}

/** A scenario with one change to the Example of Play's. */
function exampleWith(edit: (scenario: Record<string, unknown> & { defender: Record<string, unknown>; attack: Record<string, unknown> }) => void): unknown {
  const scenario = damagePreset('example-of-play') as unknown as Record<string, unknown> & { defender: Record<string, unknown>; attack: Record<string, unknown> };
  edit(scenario);
  return scenario;
}

function assertScenarioRefused(scenario: unknown, field: string, rule: string, mention?: string): void {
  assert.throws(
    () => openDamageScenario({ seed: 1, scenario }),
    (error: unknown) => {
      assert.ok(error instanceof RuleViolation, `expected a RuleViolation, got ${String(error)}`);
      assert.equal(error.field, field, error.message);
      assert.equal(error.rule, rule, error.message);
      assert.ok(error.message.startsWith(field), `"${error.message}" should start with ${field}`);
      if (mention !== undefined) assert.ok(error.message.includes(mention), `"${error.message}" should mention ${mention}`);
      assert.ok(ruleById(error.rule) !== undefined || error.rule.startsWith('engine/'), `${error.rule} is in the rule map`);
      return true;
    },
  );
}

describe('steam-torpedo damage scenarios: the presets', () => {
  it('lists every preset with a title and a description, in a fixed order', () => {
    assert.deepEqual(
      DAMAGE_PRESETS.map((preset) => preset.name),
      [...DAMAGE_PRESET_NAMES],
    );
    for (const preset of DAMAGE_PRESETS) {
      assert.ok(preset.title.length > 0 && preset.description.length > 20, preset.name);
      // Every preset is a scenario that validates: the JSON shown to readers can be pasted back.
      assert.doesNotThrow(() => openDamageScenario({ seed: 1, scenario: JSON.parse(JSON.stringify(preset.scenario)) as unknown }));
    }
    assert.ok(Object.isFrozen(DAMAGE_PRESETS[0]?.scenario), 'presets are frozen');
    const copy = damagePreset('example-of-play');
    copy.attack.total = 9;
    assert.equal(damagePreset('example-of-play').attack.total, 3, 'damagePreset gives a fresh copy');
  });

  it('with neither preset nor scenario, gives the Example of Play; a scenario wins over a preset', () => {
    assert.deepEqual(openDamageScenario({ seed: 1 }).state, openDamageScenario({ seed: 1, preset: 'example-of-play' }).state);
    const scenario: DamageScenario = { attack: { total: 2, location: 'aft' } };
    assert.deepEqual(openDamageScenario({ seed: 1, preset: 'drain', scenario }).scenario.attack, { total: 2, location: 'aft', kind: 'damage' });
  });

  describe('example-of-play (rulebook p. 22)', () => {
    it('attack 3 on the fore, armor 1 from the one manned armored tile, damage 2; absorb or assign', () => {
      const start = openDamageScenario({ seed: 1, preset: 'example-of-play' });
      assert.deepEqual(attackNumbers(start.attack), [3, 1, 2]);
      assert.equal(start.state.prompt?.id, 'allocate-damage');
      assert.equal(start.state.prompt.player, DEFENDER);
      assert.equal(start.state.pendingDamage?.remaining, 2);
      assert.equal(start.state.pendingDamage.location, 'fore');
      // Three fore compartments destroyed; the last has one gear left, with two sailors in it.
      const fore = start.state.submarines[DEFENDER]?.layout.filter((candidate) => candidate.cell.column >= 4) ?? [];
      assert.equal(fore.length, 4);
      assert.equal(fore.filter((candidate) => candidate.destroyed).length, 3);
      const turret = tile(start.state, 'armored-turret');
      assert.equal(5 - turret.damage, 1);
      assert.deepEqual(choices(start.state), ['absorb-damage', 'assign-damage:armored-turret']);
      assert.equal(isSettled(start.state), false);
      assert.equal(damageScenario.outcome(start.state), null);
    });

    it('armor counts the turret once for its two sailors; the unmanned Armored Bow adds no bonus', () => {
      const { state } = openDamageScenario({ seed: 1 });
      const armor = armorBreakdown(state, DEFENDER, 'fore');
      assert.deepEqual(armor.armored, [{ tile: 'armored-turret', name: 'Armored Turret', crew: ['sailor-1', 'sailor-2'] }]);
      assert.deepEqual(
        armor.bonuses.map((bonus) => [bonus.tile, bonus.for, bonus.manned, bonus.counts]),
        [['armored-bow', 'fore', false, false]],
      );
      assert.equal(armor.value, 1);
      assert.equal(armor.value, armorValue(state, DEFENDER, 'fore'));
    });

    it('option 1, absorb: one damage token on the control room, nothing else touched (steam-torpedo/attack.absorb)', () => {
      const engine = engineFor();
      const before = engine.state;
      const events = accept(engine, ABSORB);
      assert.deepEqual(
        events.map((event) => [event.type, event.rule]),
        [
          ['damage-absorbed', 'steam-torpedo/attack.absorb'],
          ['damage-done', 'steam-torpedo/attack.absorb'],
        ],
      );
      assert.equal(tile(engine.state, 'command-bridge').damage, 1);
      assert.equal(tile(engine.state, 'command-bridge').oxygen, tile(before, 'command-bridge').oxygen, 'a free gear took the token');
      assert.deepEqual(tile(engine.state, 'armored-turret'), tile(before, 'armored-turret'));
      assert.deepEqual(engine.state.submarines[DEFENDER]?.crew, before.submarines[DEFENDER]?.crew);
      assert.equal(isSettled(engine.state), true);
      assert.deepEqual(engine.outcome, { winners: [], reason: 'the attack is fully resolved' });
      assert.deepEqual(damageScenario.legalCommands(engine.state), []);
    });

    it('option 2, assign: the turret is destroyed, both sailors eliminated, the last point reaches the control room as one token', () => {
      const engine = engineFor();
      const events = accept(engine, assign('armored-turret'));
      assert.deepEqual(
        events.map((event) => [event.type, event.rule]),
        [
          ['damage-placed', 'steam-torpedo/attack.assign'],
          ['compartment-destroyed', 'steam-torpedo/attack.destroyed'],
          ['damage-absorbed', 'steam-torpedo/attack.assign'],
          ['damage-done', 'steam-torpedo/attack.assign'],
        ],
      );
      const placed = events[0];
      assert.ok(placed?.type === 'damage-placed');
      assert.equal(placed.amount, 1);
      const destroyed = events[1];
      assert.ok(destroyed?.type === 'compartment-destroyed');
      assert.deepEqual(destroyed.crewLost, [
        { owner: DEFENDER, crew: 'sailor-1' },
        { owner: DEFENDER, crew: 'sailor-2' },
      ]);
      assert.equal(tile(engine.state, 'armored-turret').destroyed, true);
      assert.equal(crewAt(engine.state, 'sailor-1').at, null);
      assert.equal(crewAt(engine.state, 'sailor-2').at, null);
      assert.equal(tile(engine.state, 'command-bridge').damage, 1, 'one token, however much is left');
      assert.equal(engine.state.winner, null, 'captain and two sailors are still aboard');
      assert.equal(isSettled(engine.state), true);
    });
  });

  describe('spill-over', () => {
    it('fills the damaged compartment, then the rest must go on another one of the location; absorbing is over', () => {
      const engine = engineFor({ preset: 'spill-over' });
      assert.deepEqual(attackNumbers(openDamageScenario({ seed: 1, preset: 'spill-over' }).attack), [3, 0, 3]);
      // The defender sits south: the starboard is the outer row (never the control room).
      assert.deepEqual(choices(engine.state), [
        'absorb-damage',
        'assign-damage:armored-bow',
        'assign-damage:armored-turret',
        'assign-damage:gas-projector',
        'assign-damage:harpoon-gun',
      ]);
      const armor = armorBreakdown(engine.state, DEFENDER, 'starboard');
      assert.deepEqual(
        armor.armored.map((entry) => [entry.tile, entry.crew.length]),
        [
          ['armored-bow', 0],
          ['armored-turret', 0],
        ],
      );
      const first = accept(engine, assign('gas-projector'));
      assert.deepEqual(
        first.map((event) => event.type),
        ['damage-placed', 'compartment-destroyed', 'damage-pending'],
      );
      assert.equal(engine.state.pendingDamage?.remaining, 2);
      assert.deepEqual(choices(engine.state), ['assign-damage:armored-bow', 'assign-damage:armored-turret', 'assign-damage:harpoon-gun']);
      assertRefused(engine, ABSORB, 'steam-torpedo/attack.absorb');
      const second = accept(engine, assign('harpoon-gun'));
      const placed = second[0];
      assert.ok(placed?.type === 'damage-placed');
      assert.deepEqual([placed.amount, placed.oxygenLost], [2, 1], 'one plain gear, then the oxygen gear');
      assert.equal(tile(engine.state, 'harpoon-gun').destroyed, true);
      assert.equal(isSettled(engine.state), true);
    });
  });

  describe('oxygen-gear', () => {
    it('armor 1 from the captain in the Armored Bow (its fore bonus does not count in the aft), damage 2', () => {
      const start = openDamageScenario({ seed: 1, preset: 'oxygen-gear' });
      assert.deepEqual(attackNumbers(start.attack), [3, 1, 2]);
      const armor = armorBreakdown(start.state, DEFENDER, 'aft');
      assert.deepEqual(armor.armored, [{ tile: 'armored-bow', name: 'Armored Bow', crew: ['captain'] }]);
      assert.deepEqual(
        armor.bonuses.map((bonus) => [bonus.tile, bonus.manned, bonus.counts]),
        [['armored-bow', true, false]],
      );
      assert.deepEqual(choices(start.state), [
        'absorb-damage',
        'assign-damage:stern-mortar',
        'assign-damage:boiler-room',
        'assign-damage:armored-bow',
        'assign-damage:gas-projector',
      ]);
    });

    it('damage on the Boiler Room covers its two oxygen tokens; on the Stern Mortar it covers plain gears', () => {
      const boiler = engineFor({ preset: 'oxygen-gear' });
      const [placed] = accept(boiler, assign('boiler-room'));
      assert.ok(placed?.type === 'damage-placed');
      assert.deepEqual([placed.amount, placed.oxygenLost], [2, 2]);
      assert.deepEqual(tile(boiler.state, 'boiler-room'), { ...tile(boiler.state, 'boiler-room'), damage: 3, oxygen: 0, destroyed: true });

      const mortar = engineFor({ preset: 'oxygen-gear' });
      const [onMortar] = accept(mortar, assign('stern-mortar'));
      assert.ok(onMortar?.type === 'damage-placed');
      assert.deepEqual([onMortar.amount, onMortar.oxygenLost], [2, 0]);
      assert.equal(tile(mortar.state, 'stern-mortar').oxygen, 2);
    });
  });

  describe('drain', () => {
    it('removes 3 oxygen from the port, emptying one compartment before the next; armor plays no part', () => {
      const engine = engineFor({ preset: 'drain' });
      const start = openDamageScenario({ seed: 1, preset: 'drain' });
      assert.equal(attackNumbers(start.attack), null, 'no attack-resolved: an oxygen attack has no armor step');
      assert.equal(engine.state.prompt?.id, 'drain-oxygen');
      assert.deepEqual(engine.state.pendingDamage && [engine.state.pendingDamage.kind, engine.state.pendingDamage.remaining], ['oxygen', 3]);
      assert.deepEqual(choices(engine.state).sort(), [
        'remove-oxygen:boiler-room',
        'remove-oxygen:broadside-battery',
        'remove-oxygen:heavy-torpedo-tube',
        'remove-oxygen:steam-ram',
        'remove-oxygen:stern-mortar',
      ]);
      const first = accept(engine, removeOxygen('stern-mortar'));
      assert.deepEqual(
        first.map((event) => [event.type, 'amount' in event ? event.amount : null]),
        [
          ['oxygen-removed', 1],
          ['damage-pending', null],
        ],
      );
      assert.equal(tile(engine.state, 'stern-mortar').oxygen, 0);
      assert.ok(!choices(engine.state).includes('remove-oxygen:stern-mortar'));
      assertRefused(engine, ABSORB, 'engine/prompt.not-asked');
      accept(engine, removeOxygen('boiler-room'));
      assert.equal(tile(engine.state, 'boiler-room').oxygen, 0);
      assert.equal(isSettled(engine.state), true);
    });
  });

  describe('location-gone', () => {
    it('settles at once: the control room takes the damage as one token, under the assign rule', () => {
      const start = openDamageScenario({ seed: 1, preset: 'location-gone' });
      assert.deepEqual(
        start.attack.map((event) => [event.type, event.rule]),
        [
          ['attack-resolved', 'steam-torpedo/attack.damage-total'],
          ['damage-absorbed', 'steam-torpedo/attack.assign'],
          ['damage-done', 'steam-torpedo/attack.assign'],
        ],
      );
      assert.deepEqual(attackNumbers(start.attack), [2, 0, 2]);
      assert.equal(tile(start.state, 'command-bridge').damage, 1);
      assert.equal(isSettled(start.state), true);
      assert.deepEqual(damageScenario.legalCommands(start.state), []);
      assert.notEqual(damageScenario.outcome(start.state), null);
      assertRefused(createEngine(damageScenario, { seed: 1, preset: 'location-gone' }), ABSORB, 'engine/game-over');
    });
  });
});

describe('steam-torpedo damage scenarios: refusals', () => {
  it('refuses anything but an allocation command, naming the rule, and changes nothing', () => {
    const engine = engineFor();
    for (const command of [
      { type: 'end-turn', player: ATTACKER },
      { type: 'breathe', player: DEFENDER, tile: 'command-bridge' },
      { type: 'pass-reaction', player: DEFENDER },
    ] as SteamTorpedoCommand[]) {
      const violation = assertRefused(engine, command, 'steam-torpedo/attack.assign');
      assert.match(violation.message, /Only the answers to an attack/);
    }
  });

  it('refuses a compartment outside the location, a destroyed one, and the wrong player, changing nothing', () => {
    const engine = engineFor();
    assertRefused(engine, assign('stern-mortar'), 'steam-torpedo/attack.assign');
    assertRefused(engine, assign('steam-ram'), 'steam-torpedo/attack.assign');
    assertRefused(engine, assign('command-bridge'), 'steam-torpedo/attack.assign');
    assertRefused(engine, { type: 'absorb-damage', player: ATTACKER }, 'engine/prompt.wrong-player');
    assertRefused(engine, removeOxygen('armored-turret'), 'engine/prompt.not-asked');
  });

  it('refuses everything once settled (the engine reports the outcome), and decide alone says why', () => {
    const engine = engineFor();
    accept(engine, ABSORB);
    assertRefused(engine, ABSORB, 'engine/game-over');
    assert.throws(() => damageScenario.decide(engine.state, ABSORB), { rule: 'steam-torpedo/attack.assign', message: /nothing left to place/ });
  });

  it('previewChoice tells what a choice would do without doing it', () => {
    const engine = engineFor();
    const before = structuredClone(engine.state);
    const preview = previewChoice(engine.state, assign('armored-turret'));
    assert.ok(preview.ok);
    assert.deepEqual(engine.state, before);
    assert.deepEqual(accept(engine, assign('armored-turret')), preview.events);
    const refused = previewChoice(before, assign('stern-mortar'));
    assert.ok(!refused.ok);
    assert.equal(refused.violation.rule, 'steam-torpedo/attack.assign');
  });
});

describe('steam-torpedo damage scenarios: bad scenarios name the field', () => {
  const cases: [name: string, scenario: unknown, field: string, rule: string, mention?: string][] = [
    ['not an object', 'fore', 'scenario', 'steam-torpedo/setup.tiles'],
    ['an unknown field', { attack: { total: 1, location: 'fore' }, attacker: {} }, 'scenario.attacker', 'steam-torpedo/setup.tiles', 'not a field we know; scenario has defender, attack'],
    ['no attack', { defender: {} }, 'scenario.attack', 'steam-torpedo/attack.total'],
    ['a total that is no number', exampleWith((s) => (s.attack.total = 'three')), 'scenario.attack.total', 'steam-torpedo/attack.total', '"three"'],
    ['a total of 0', exampleWith((s) => (s.attack.total = 0)), 'scenario.attack.total', 'steam-torpedo/attack.total'],
    ['an oxygen amount of 2.5', { attack: { total: 2.5, location: 'aft', kind: 'oxygen' } }, 'scenario.attack.total', 'steam-torpedo/attack.drain-oxygen'],
    ['a made-up location', exampleWith((s) => (s.attack.location = 'bow')), 'scenario.attack.location', 'steam-torpedo/targeting.locations', 'fore, aft, port, starboard'],
    ['a made-up kind', exampleWith((s) => (s.attack.kind = 'fire')), 'scenario.attack.kind', 'steam-torpedo/attack.assign'],
    ['a misspelt defender field', exampleWith((s) => (s.defender.dammage = {})), 'scenario.defender.dammage', 'steam-torpedo/setup.tiles'],
    ['a made-up faction', exampleWith((s) => (s.defender.faction = 'pirates')), 'scenario.defender.faction', 'steam-torpedo/setup.tiles'],
    ['damage on a tile that is not aboard', exampleWith((s) => (s.defender.damage = { gatling: 1 })), 'scenario.defender.damage.gatling', 'steam-torpedo/setup.tiles', 'armored-turret'],
    ['damage filling a tile', exampleWith((s) => (s.defender.damage = { 'armored-turret': 5 })), 'scenario.defender.damage.armored-turret', 'steam-torpedo/setup.tiles', 'from 0 to 4'],
    ['damage that is no number', exampleWith((s) => (s.defender.damage = { 'armored-turret': 'x' })), 'scenario.defender.damage.armored-turret', 'steam-torpedo/setup.tiles', 'whole number'],
    ['damage that is no object', exampleWith((s) => (s.defender.damage = [1])), 'scenario.defender.damage', 'steam-torpedo/setup.tiles', 'damage tokens by tile id'],
    ['damage keyed by a name, not an id', exampleWith((s) => (s.defender.damage = { 'Armored Turret': 1 })), 'scenario.defender.damage["Armored Turret"]', 'steam-torpedo/setup.tiles', 'armored-turret'],
    ['damage on a destroyed tile', exampleWith((s) => (s.defender.damage = { 'steam-ram': 1 })), 'scenario.defender.damage.steam-ram', 'steam-torpedo/setup.tiles', 'destroyed'],
    ['more oxygen than gears', exampleWith((s) => (s.defender.oxygen = { 'armored-turret': 1, 'stern-mortar': 3 })), 'scenario.defender.oxygen.stern-mortar', 'steam-torpedo/setup.tiles', 'from 0 to 2'],
    ['oxygen where damage sits', exampleWith((s) => (s.defender.oxygen = { 'armored-turret': 2 })), 'scenario.defender.oxygen.armored-turret', 'steam-torpedo/setup.tiles', 'from 0 to 1'],
    ['a destroyed list that is no list', exampleWith((s) => (s.defender.destroyed = 'steam-ram')), 'scenario.defender.destroyed', 'steam-torpedo/setup.tiles'],
    ['a destroyed control room', exampleWith((s) => (s.defender.destroyed = ['command-bridge'])), 'scenario.defender.destroyed[0]', 'steam-torpedo/tiles.control-room'],
    ['a tile destroyed twice', exampleWith((s) => (s.defender.destroyed = ['steam-ram', 'steam-ram'])), 'scenario.defender.destroyed[1]', 'steam-torpedo/setup.tiles', 'twice'],
    ['a crew member who does not exist', exampleWith((s) => (s.defender.crew = { 'sailor-5': 'armored-turret' })), 'scenario.defender.crew.sailor-5', 'steam-torpedo/setup.crew'],
    ['crew in a destroyed tile', exampleWith((s) => (s.defender.crew = { captain: 'steam-ram' })), 'scenario.defender.crew.captain', 'steam-torpedo/setup.crew', 'destroyed'],
    ['crew that is no object', exampleWith((s) => (s.defender.crew = ['captain'])), 'scenario.defender.crew', 'steam-torpedo/setup.crew', 'tile ids by crew id'],
    ['a destroyed tile that is no id', exampleWith((s) => (s.defender.destroyed = [5])), 'scenario.defender.destroyed[0]', 'steam-torpedo/setup.tiles', 'an id'],
    ['crew at a number', exampleWith((s) => (s.defender.crew = { captain: 3 })), 'scenario.defender.crew.captain', 'steam-torpedo/setup.crew'],
    ['an eliminated crew member exhausted', exampleWith((s) => (s.defender.crew = { captain: null }, s.defender.exhausted = ['captain'])), 'scenario.defender.exhausted[0]', 'steam-torpedo/setup.crew'],
    [
      'no crew left',
      exampleWith((s) => {
        s.defender.crew = { captain: null, 'sailor-1': null, 'sailor-2': null, 'sailor-3': null, 'sailor-4': null };
        s.defender.exhausted = [];
      }),
      'scenario.defender',
      'steam-torpedo/winning.crew',
      'already lost',
    ],
    ['a layout without the control room in place', exampleWith((s) => (s.defender.layout = { inner: ['command-bridge', 'boiler-room', 'broadside-battery', 'heavy-torpedo-tube', 'steam-ram'], outer: ['armored-bow', 'gas-projector', 'stern-mortar', 'armored-turret', 'harpoon-gun'] })), 'scenario.defender.layout', 'steam-torpedo/setup.placement'],
    ['a layout that is no object', exampleWith((s) => (s.defender.layout = 'fixed')), 'scenario.defender.layout', 'steam-torpedo/setup.placement', 'tile ids by row'],
    ['a misspelt layout row', exampleWith((s) => (s.defender.layout = { inner: [], outr: [] })), 'scenario.defender.layout.outr', 'steam-torpedo/setup.placement', 'scenario.defender.layout has inner, outer'],
    ['tiles that are no list', { defender: { tiles: {} }, attack: { total: 1, location: 'fore' } }, 'scenario.defender.tiles', 'steam-torpedo/setup.tiles'],
  ];
  for (const [name, scenario, field, rule, mention] of cases) {
    it(`${name}: ${field}`, () => {
      assertScenarioRefused(scenario, field, rule, mention);
    });
  }

  it('a preset that does not exist, and a seed that is no number', () => {
    assert.throws(() => openDamageScenario({ seed: 1, preset: 'example' }), { field: 'preset', message: /preset must be one of example-of-play, spill-over/ });
    assert.throws(() => openDamageScenario({ seed: 1.5 }), { field: 'seed', rule: 'engine/setup.seed' });
  });

  it('a misspelt setup option is refused by name, not ignored for the Example of Play', () => {
    const misspelt = { seed: 1, senario: {} } as unknown as Parameters<typeof openDamageScenario>[0];
    assert.throws(() => openDamageScenario(misspelt), { field: 'senario', rule: 'steam-torpedo/setup.tiles', message: /^senario is not a field we know; the fields are seed, scenario, preset\.$/ });
  });
});

describe('steam-torpedo damage scenarios: a designer’s own submarine', () => {
  it('takes a Talion defender with its own layout: the north-facing rows do not move, the south seat decides port', () => {
    const start = openDamageScenario({
      seed: 1,
      scenario: { defender: { faction: 'talion', crew: { 'sailor-1': 'plated-keel' } }, attack: { total: 2, location: 'aft' } },
    });
    const armor = armorBreakdown(start.state, DEFENDER, 'aft');
    // The Plated Keel is armored and in the aft (column 2): itself 1, and its +1 aft bonus while manned.
    assert.deepEqual(armor.armored.map((entry) => entry.tile), ['plated-keel']);
    assert.deepEqual(
      armor.bonuses.map((bonus) => [bonus.tile, bonus.counts]),
      [['plated-keel', true]],
    );
    assert.deepEqual(attackNumbers(start.attack), [2, 2, 0]);
    assert.equal(isSettled(start.state), true, 'no damage: nothing to place');
    assert.equal(start.state.submarines[ATTACKER]?.faction, 'panzer-la-rochelle');
  });

  it('with a designer’s tiles and no layout, lays them out from the seed, the same way every time', () => {
    const tiles = JSON.parse(JSON.stringify(openDamageScenario({ seed: 1 }).state.submarines[DEFENDER]?.tiles)) as unknown;
    const scenario = { defender: { tiles }, attack: { total: 1, location: 'port' } };
    const a = openDamageScenario({ seed: 7, scenario });
    const b = openDamageScenario({ seed: 7, scenario });
    assert.deepEqual(a.state, b.state);
    assert.deepEqual(
      a.state.submarines[DEFENDER]?.layout.find((candidate) => candidate.id === 'command-bridge')?.cell,
      { row: 'outer', column: 3 },
    );
  });
});

describe('steam-torpedo damage scenarios: properties', () => {
  it('states are JSON, and replaying the log rebuilds the state, for every preset and every allocation path', () => {
    for (const preset of DAMAGE_PRESET_NAMES) {
      const setup = { seed: 3, preset };
      // Walk every path of choices (the trees are small).
      const walk = (engine: ScenarioEngine, depth: number): void => {
        assert.deepEqual(JSON.parse(JSON.stringify(engine.state)), engine.state);
        assert.deepEqual(replay(damageScenario, setup, engine.log), engine.state);
        const legal = damageScenario.legalCommands(engine.state);
        assert.equal(legal.length === 0, damageScenario.outcome(engine.state) !== null, 'settled exactly when nothing is legal');
        assert.ok(depth < 10, 'allocation ends');
        for (const command of legal) {
          accept(engine, command);
          walk(engine, depth + 1);
          assert.ok(engine.undo());
        }
      };
      walk(createEngine(damageScenario, setup), 0);
    }
  });

  it('the armor breakdown adds up to the rules’ armor value, wherever the crew stands', () => {
    const tiles = ['command-bridge', 'armored-bow', 'armored-turret', 'boiler-room', 'stern-mortar', 'gas-projector', null] as const;
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...tiles), { minLength: 5, maxLength: 5 }),
        fc.constantFrom('fore', 'aft', 'port', 'starboard' as const),
        (places, location) => {
          const crew: Record<string, string | null> = {};
          ['captain', 'sailor-1', 'sailor-2', 'sailor-3', 'sailor-4'].forEach((id, index) => (crew[id] = places[index] ?? null));
          fc.pre(places.some((place) => place !== null));
          const { state } = openDamageScenario({ seed: 1, scenario: { defender: { crew }, attack: { total: 4, location } } });
          const armor = armorBreakdown(state, DEFENDER, location);
          const counted = armor.armored.filter((entry) => entry.crew.length > 0).length + armor.bonuses.filter((bonus) => bonus.counts).reduce((sum, bonus) => sum + bonus.amount, 0);
          assert.equal(counted, armor.value);
          assert.equal(armor.value, armorValue(state, DEFENDER, location));
        },
      ),
      { numRuns: propertyRuns(200) },
    );
  });
});
