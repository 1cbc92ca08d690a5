/**
 * The attack lab's presets: the six worked arcs of the rulebook's "Targeting" (p. 16–17), played
 * with sample weapons that fit, in the fixed sample layouts.
 */
import { isOneOf } from '../../engine/index.ts';
import type { Location, Range, RelativePosition, Seat } from '../model.ts';
import { RULE, type RuleId } from '../rule-ids.ts';
import type { AttackLabCrew } from './ruleset.ts';

export const ATTACK_LAB_PRESET_NAMES = ['ahead-close', 'ahead-distant', 'behind-close', 'behind-distant', 'port-side', 'starboard-side'] as const;
export type AttackLabPresetName = (typeof ATTACK_LAB_PRESET_NAMES)[number];

export interface AttackLabPreset {
  name: AttackLabPresetName;
  title: string;
  description: string;
  /** The rule the example shows: each is one of the rulebook's worked arcs (`targeting.arcs`). */
  rule: RuleId;
  /** The expected result, for tests and the docs: the arc that reaches and the location it hits. */
  expected: { position: RelativePosition; range: Range; hits: Location };
  setup: {
    attacker: Seat;
    weapon: string;
    southSector: number;
    northSector: number;
    northern: Seat;
    crew: AttackLabCrew;
  };
}

/**
 * The six examples of "Targeting" (rulebook p. 17) with sample weapons that fit, in the fixed
 * sample layouts. The numbers in the descriptions hold for those layouts.
 *
 * Built in a call marked pure: the rule ids are property reads, which would otherwise keep the
 * list in every tag that imports this file.
 */
export const ATTACK_LAB_PRESETS: readonly AttackLabPreset[] = deepFreeze(/* @__PURE__ */ ((): readonly AttackLabPreset[] => [
  {
    name: 'ahead-close',
    title: 'Target in front, close range: fire at its aft',
    description:
      'Talion is one sector ahead of Panzer la Rochelle. The Heavy Torpedo Tube’s close arc reaches Talion’s aft; its distant arc does not. A sailor in the Boiler Room adds +1 at close range (attack 4); one in Talion’s Plated Keel makes armor 1, and its own bonus is for the aft: armor 2, damage 2.',
    rule: RULE.targetingArcs,
    expected: { position: 'front', range: 'close', hits: 'aft' },
    setup: { attacker: 'south', weapon: 'heavy-torpedo-tube', southSector: 2, northSector: 3, northern: 'north', crew: { south: ['boiler-room'], north: ['plated-keel'] } },
  },
  {
    name: 'ahead-distant',
    title: 'Target in front, distant: fire at its aft',
    description:
      'Talion fires its Rocket Torpedo at Panzer la Rochelle, three sectors ahead. A sailor in the Long-range Sights adds +1 at distant range: attack 3. The manned Armored Bow lies in Panzer la Rochelle’s aft, so armor 1 (its bonus is for the fore only): damage 2.',
    rule: RULE.targetingArcs,
    expected: { position: 'front', range: 'distant', hits: 'aft' },
    setup: { attacker: 'north', weapon: 'rocket-torpedo', southSector: 5, northSector: 2, northern: 'north', crew: { north: ['long-range-sights'], south: ['armored-bow'] } },
  },
  {
    name: 'behind-close',
    title: 'Target behind, close range: fire at its fore',
    description:
      'Talion is one sector behind Panzer la Rochelle. The Stern Mortar’s close arc reaches Talion’s fore. The Marksman’s Nest there is armored but nobody mans it: attack 2 (the mortar’s symbols), armor 0, damage 2.',
    rule: RULE.targetingArcs,
    expected: { position: 'behind', range: 'close', hits: 'fore' },
    setup: { attacker: 'south', weapon: 'stern-mortar', southSector: 3, northSector: 2, northern: 'north', crew: {} },
  },
  {
    name: 'behind-distant',
    title: 'Target behind, distant: fire at its fore',
    description:
      'Talion is three sectors behind. The Armored Turret swings astern to fire at a distant enemy and hits its fore, where a sailor mans the Marksman’s Nest: attack 2, armor 1, damage 1.',
    rule: RULE.targetingArcs,
    expected: { position: 'behind', range: 'distant', hits: 'fore' },
    setup: { attacker: 'south', weapon: 'armored-turret', southSector: 5, northSector: 2, northern: 'north', crew: { north: ['marksman-nest'] } },
  },
  {
    name: 'port-side',
    title: 'Target on your port side: fire at its starboard',
    description:
      'Both submarines share sector 3, Talion to the north, so it lies on Panzer la Rochelle’s port side. The Broadside Battery’s port arc reaches Talion’s starboard; its starboard arc does not. The Boiler Room adds +1 at close range: attack 3, armor 0, damage 3.',
    rule: RULE.targetingArcs,
    expected: { position: 'port-side', range: 'close', hits: 'starboard' },
    setup: { attacker: 'south', weapon: 'broadside-battery', southSector: 3, northSector: 3, northern: 'north', crew: { south: ['boiler-room'] } },
  },
  {
    name: 'starboard-side',
    title: 'Target on your starboard side: fire at its port',
    description:
      'Panzer la Rochelle has come alongside to the north of Talion, so Talion lies on its starboard side. The same Broadside Battery now fires its other flank at Talion’s port, where the manned Marksman’s Nest makes armor 1: attack 2, damage 1.',
    rule: RULE.targetingArcs,
    expected: { position: 'starboard-side', range: 'close', hits: 'port' },
    setup: { attacker: 'south', weapon: 'broadside-battery', southSector: 4, northSector: 4, northern: 'south', crew: { north: ['marksman-nest'] } },
  },
])());

export function isAttackLabPresetName(value: unknown): value is AttackLabPresetName {
  return isOneOf(ATTACK_LAB_PRESET_NAMES, value);
}

export function attackLabPreset(name: AttackLabPresetName): AttackLabPreset {
  const preset = ATTACK_LAB_PRESETS.find((candidate) => candidate.name === name);
  if (preset === undefined) throw new Error(`No attack lab preset "${name}".`);
  return preset;
}

/** Module data shared by every lab: frozen, so a caller that mutates it fails loudly. */
/* @__NO_SIDE_EFFECTS__ */ // builds data only: a bundle that uses none of it drops the call
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}
