/**
 * SAMPLE tiles: the rulebook lists 20 compartment tiles in the box but prints none of them, so we
 * designed these from its vocabulary alone (gears, oxygen gears, attack symbols, the four border
 * types, the control room, Standby/Duty/Counter buttons, single-use and two-keys alerts, arcs).
 * Every tile says `sample: true`; a designer replaces them with their own set through the setup.
 *
 * Only three names come from the rulebook: Talion's Gatling Gun, Long-range Sights and
 * Anti-propeller Chain, named in its trigger example. Their effects are our design.
 *
 * The two factions differ on purpose. Panzer la Rochelle: thick plating and heavy guns (more
 * attack symbols, armor bonuses, a two-keys torpedo). Talion: speed, sights and experimental
 * tricks (a speed bonus, a distant-range bonus, a tow, a gun that ignores armor, a marksman).
 * Each faction can attack from every position the battle area allows (ahead or astern, close or
 * distant; alongside only ever close), so no placement of the submarines is a safe corner.
 */
import type { Alert, Arc, Button, EffectAction, EffectDefinition, Faction, TileDefinition, TileType } from './model.ts';
import { RULE, type RuleId } from './rule-ids.ts';

// Arcs as the rulebook's examples pair them: an enemy in front is hit in its aft, one behind in its
// fore, one on your port side in its starboard, one on your starboard side in its port. Side by side
// means the same sector, which is always close range, so there are no distant side arcs.
const AHEAD_CLOSE: Arc = { position: 'front', range: 'close', target: 'aft' };
const AHEAD_DISTANT: Arc = { position: 'front', range: 'distant', target: 'aft' };
const ASTERN_CLOSE: Arc = { position: 'behind', range: 'close', target: 'fore' };
const ASTERN_DISTANT: Arc = { position: 'behind', range: 'distant', target: 'fore' };
const PORT_ALONGSIDE: Arc = { position: 'port-side', range: 'close', target: 'starboard' };
const STARBOARD_ALONGSIDE: Arc = { position: 'starboard-side', range: 'close', target: 'port' };
const ALONGSIDE: readonly Arc[] = [PORT_ALONGSIDE, STARBOARD_ALONGSIDE];

interface EffectParts {
  button: Button;
  action: EffectAction;
  text: string;
  alerts?: readonly Alert[];
  arcs?: readonly Arc[];
  overrides?: readonly RuleId[];
}

/** An effect with the same defaults the validator fills in, each list its own copy. */
/* @__NO_SIDE_EFFECTS__ */ // builds data only: a bundle that uses none of it drops the call
function effect(parts: EffectParts): EffectDefinition {
  return {
    button: parts.button,
    alerts: [...(parts.alerts ?? [])],
    action: parts.action,
    arcs: (parts.arcs ?? []).map((arc) => ({ ...arc })),
    overrides: [...(parts.overrides ?? [])],
    text: parts.text,
  };
}

interface TileParts {
  id: string;
  name: string;
  type: TileType;
  structure: number;
  oxygen: number;
  attack: number;
  effects: EffectDefinition[];
}

/* @__NO_SIDE_EFFECTS__ */ // builds data only: a bundle that uses none of it drops the call
function tilesOf(faction: Faction, parts: readonly TileParts[]): readonly TileDefinition[] {
  // Fields in the order the validator writes them, so a sample set reads as a checked copy of it does.
  return deepFreeze(parts.map(({ id, name, ...rest }) => ({ id, name, faction, ...rest, sample: true })));
}

/** Module data shared by every game: frozen, so a caller that mutates it fails loudly instead of corrupting the next game. */
/* @__NO_SIDE_EFFECTS__ */ // builds data only: a bundle that uses none of it drops the call
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

/** Panzer la Rochelle: armour and heavy guns. 15 oxygen, 11 attack symbols. */
export const SAMPLE_TILES_PANZER_LA_ROCHELLE: readonly TileDefinition[] = tilesOf('panzer-la-rochelle', [
  {
    id: 'command-bridge',
    name: 'Command Bridge',
    type: 'control-room',
    structure: 4,
    oxygen: 2,
    attack: 1,
    effects: [
      effect({
        button: 'duty',
        action: { kind: 'attack' },
        arcs: [AHEAD_CLOSE, PORT_ALONGSIDE, STARBOARD_ALONGSIDE],
        text: 'Bridge guns: attack an enemy close ahead or alongside.',
      }),
    ],
  },
  {
    id: 'heavy-torpedo-tube',
    name: 'Heavy Torpedo Tube',
    type: 'standard',
    structure: 5,
    oxygen: 2,
    attack: 3,
    effects: [
      effect({
        button: 'duty',
        alerts: ['two-keys'],
        action: { kind: 'attack' },
        arcs: [AHEAD_CLOSE, AHEAD_DISTANT],
        text: 'Torpedo an enemy ahead at any range. Two crew loading together fire a double charge.',
      }),
    ],
  },
  {
    id: 'stern-mortar',
    name: 'Stern Mortar',
    type: 'standard',
    structure: 4,
    oxygen: 2,
    attack: 2,
    effects: [
      effect({
        button: 'duty',
        action: { kind: 'attack' },
        arcs: [ASTERN_CLOSE, ASTERN_DISTANT],
        text: 'Lob shells at an enemy behind you, close or distant.',
      }),
    ],
  },
  {
    id: 'broadside-battery',
    name: 'Broadside Battery',
    type: 'standard',
    structure: 4,
    oxygen: 2,
    attack: 2,
    effects: [
      effect({
        button: 'duty',
        action: { kind: 'attack' },
        arcs: ALONGSIDE,
        text: 'A row of guns on each flank fires at an enemy alongside.',
      }),
    ],
  },
  {
    id: 'steam-ram',
    name: 'Steam Ram',
    type: 'engine',
    structure: 3,
    oxygen: 1,
    attack: 1,
    effects: [
      effect({
        button: 'duty',
        alerts: ['single-use'],
        action: { kind: 'attack' },
        arcs: [AHEAD_CLOSE],
        text: 'Drive the plated prow into an enemy close ahead. Once per action phase.',
      }),
    ],
  },
  {
    id: 'boiler-room',
    name: 'Boiler Room',
    type: 'engine',
    structure: 3,
    oxygen: 2,
    attack: 0,
    effects: [
      effect({
        button: 'standby',
        action: { kind: 'attack-bonus', amount: 1, range: 'close' },
        text: 'Steam pressure feeds the guns: while manned, your close-range attacks get +1.',
      }),
    ],
  },
  {
    id: 'armored-bow',
    name: 'Armored Bow',
    type: 'armored',
    structure: 5,
    oxygen: 2,
    attack: 0,
    effects: [
      effect({
        button: 'standby',
        action: { kind: 'armor-bonus', amount: 1, location: 'fore' },
        text: 'Riveted bow plates: while manned, +1 armor in your fore.',
      }),
    ],
  },
  {
    id: 'armored-turret',
    name: 'Armored Turret',
    type: 'armored',
    structure: 5,
    oxygen: 1,
    attack: 2,
    effects: [
      effect({
        button: 'duty',
        action: { kind: 'attack' },
        arcs: [AHEAD_DISTANT, ASTERN_DISTANT],
        text: 'A shielded long gun that swings to fire at a distant enemy ahead or astern.',
      }),
    ],
  },
  {
    id: 'gas-projector',
    name: 'Telin Gas Projector',
    type: 'experimental',
    structure: 2,
    oxygen: 0,
    attack: 0,
    effects: [
      effect({
        button: 'counter',
        alerts: ['single-use'],
        action: { kind: 'drain-oxygen', amount: 2 },
        arcs: [AHEAD_CLOSE, PORT_ALONGSIDE, STARBOARD_ALONGSIDE],
        text: 'Spray Telin gas into an enemy close by: they lose 2 oxygen from the location hit. Once per action phase.',
      }),
    ],
  },
  {
    id: 'harpoon-gun',
    name: 'Harpoon Gun',
    type: 'experimental',
    structure: 2,
    oxygen: 1,
    attack: 0,
    effects: [
      effect({
        button: 'counter',
        action: { kind: 'shoot-crew', amount: 1, who: 'sailors' },
        arcs: ALONGSIDE,
        text: 'Harpoon one sailor in a compartment of an enemy alongside. Too crude to catch a captain.',
      }),
    ],
  },
]);

/**
 * Talion: speed, sights and experimental tricks. 14 oxygen, 8 attack symbols. Ordered so that the
 * rulebook's trigger example reads naturally: the Gatling Gun sits next to the Long-range Sights
 * and the Anti-propeller Chain in the list (placement in the hull is still random at setup).
 */
export const SAMPLE_TILES_TALION: readonly TileDefinition[] = tilesOf('talion', [
  {
    id: 'helm',
    name: 'Helm',
    type: 'control-room',
    structure: 4,
    oxygen: 2,
    attack: 1,
    effects: [
      effect({
        button: 'duty',
        action: { kind: 'attack' },
        arcs: [AHEAD_CLOSE, ASTERN_CLOSE],
        text: 'Helm guns: attack an enemy close ahead or close astern.',
      }),
    ],
  },
  {
    id: 'long-range-sights',
    name: 'Long-range Sights',
    type: 'standard',
    structure: 4,
    oxygen: 2,
    attack: 0,
    effects: [
      effect({
        button: 'standby',
        action: { kind: 'attack-bonus', amount: 1, range: 'distant' },
        text: 'While manned, your attacks at distant range get +1.',
      }),
    ],
  },
  {
    id: 'anti-propeller-chain',
    name: 'Anti-propeller Chain',
    type: 'standard',
    structure: 4,
    oxygen: 2,
    attack: 0,
    effects: [
      effect({
        button: 'duty',
        alerts: ['single-use'],
        action: { kind: 'tow', amount: 1 },
        arcs: [AHEAD_CLOSE, ASTERN_CLOSE],
        text: 'Foul the screw of an enemy close ahead or astern and drag their submarine 1 sector. Once per action phase.',
      }),
    ],
  },
  {
    id: 'gatling-gun',
    name: 'Gatling Gun',
    type: 'standard',
    structure: 4,
    oxygen: 2,
    attack: 2,
    effects: [
      effect({
        button: 'duty',
        action: { kind: 'attack' },
        arcs: [AHEAD_CLOSE, PORT_ALONGSIDE, STARBOARD_ALONGSIDE],
        text: 'Rake an enemy close ahead or alongside with bullets.',
      }),
    ],
  },
  {
    id: 'turbine-hall',
    name: 'Turbine Hall',
    type: 'engine',
    structure: 3,
    oxygen: 1,
    attack: 0,
    effects: [
      effect({
        button: 'standby',
        action: { kind: 'speed-bonus', amount: 1 },
        text: 'Overdriven turbines: while manned, +1 speed when you maneuver.',
      }),
    ],
  },
  {
    id: 'stern-torpedo-room',
    name: 'Stern Torpedo Room',
    type: 'engine',
    structure: 3,
    oxygen: 1,
    attack: 2,
    effects: [
      effect({
        button: 'duty',
        action: { kind: 'attack' },
        arcs: [ASTERN_CLOSE, ASTERN_DISTANT],
        text: 'Loose a torpedo from the propeller housing at an enemy behind you, close or distant.',
      }),
    ],
  },
  {
    id: 'marksman-nest',
    name: "Marksman's Nest",
    type: 'armored',
    structure: 4,
    oxygen: 1,
    attack: 0,
    effects: [
      effect({
        button: 'duty',
        alerts: ['single-use'],
        action: { kind: 'shoot-crew', amount: 1, who: 'crew' },
        arcs: [AHEAD_DISTANT, ASTERN_DISTANT],
        text: 'Through a scope, shoot one crew member, sailor or captain, in a compartment of a distant enemy. Once per action phase.',
      }),
    ],
  },
  {
    id: 'plated-keel',
    name: 'Plated Keel',
    type: 'armored',
    structure: 5,
    oxygen: 2,
    attack: 0,
    effects: [
      effect({
        button: 'standby',
        action: { kind: 'armor-bonus', amount: 1, location: 'aft' },
        text: 'Plating around the screw: while manned, +1 armor in your aft.',
      }),
    ],
  },
  {
    id: 'lightning-coil',
    name: 'Lightning Coil',
    type: 'experimental',
    structure: 2,
    oxygen: 0,
    attack: 1,
    effects: [
      effect({
        button: 'counter',
        action: { kind: 'attack' },
        arcs: [AHEAD_CLOSE, PORT_ALONGSIDE, STARBOARD_ALONGSIDE],
        overrides: [RULE.attackArmor],
        text: 'An electric arc leaps to an enemy close ahead or alongside. It ignores armor: the armor value counts as 0.',
      }),
    ],
  },
  {
    id: 'rocket-torpedo',
    name: 'Rocket Torpedo',
    type: 'experimental',
    structure: 2,
    oxygen: 1,
    attack: 2,
    effects: [
      effect({
        button: 'counter',
        action: { kind: 'attack' },
        arcs: [AHEAD_DISTANT, ASTERN_DISTANT],
        text: 'A rocket-driven torpedo for a distant enemy, ahead or astern.',
      }),
    ],
  },
]);

/** Both factions' samples: Panzer la Rochelle's ten, then Talion's ten. Ids are unique across all twenty. */
export const SAMPLE_TILES: readonly TileDefinition[] = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ SAMPLE_TILES_PANZER_LA_ROCHELLE.concat(SAMPLE_TILES_TALION));
