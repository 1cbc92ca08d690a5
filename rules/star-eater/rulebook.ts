/**
 * The Star Eater rule map: every rule we encode, in our own words, with the id that the code
 * enforcing it, the tests checking it and the docs page explaining it all share.
 */
import type { RuleEntry } from '../engine/index.ts';
import { RULE, type RuleId } from './rule-ids.ts';
import { headingOf } from './rule-headings.ts';

export type { RuleEntry, RuleId };

/* @__NO_SIDE_EFFECTS__ */ // builds data only: a bundle that uses none of it drops the call
function directFireRule(entry: Omit<RuleEntry<RuleId>, 'docs' | 'title'>): RuleEntry<RuleId> {
  const { title, docs } = headingOf(entry.id);
  return { ...entry, title, docs };
}

export const rules: readonly RuleEntry<RuleId>[] = [
  directFireRule({
    id: RULE.stats,
    section: '3.3',
    summary:
      'A direct-fire weapon has an accuracy stat; everything it can shoot at (a squadron, a torpedo, a warship) has an evasion stat, a warship\'s printed on its armour mat. Some direct-fire weapons also have an AOE stat: the radius, in hexes, of the area they hit.',
    interpretations: [
      'Accuracy and evasion may be any whole numbers, negative or beyond 12: the hit formula is applied as printed, so extreme values simply always or never hit.',
      'A missing AOE stat means a radius of 0: the weapon hits a single target.',
    ],
    status: 'enforced',
  }),
  directFireRule({
    id: RULE.hitRoll,
    section: '7.4',
    summary:
      'Roll the twelve-sided die once per target. The shot hits when the roll is greater than 6 plus the target\'s evasion minus the weapon\'s accuracy; otherwise it misses. Every point of accuracy turns one more face into a hit, every point of evasion one fewer.',
    interpretations: [
      'A forced roll may replace the die for what-ifs and worked examples; it does not use up a random number, so the rolls after it are the ones the seed would have given anyway.',
    ],
    status: 'enforced',
  }),
  directFireRule({
    id: RULE.target,
    section: '7.4',
    summary:
      'Fighter squadrons, torpedoes and single hull sections of the enemy warship are valid targets. A weapon without an area picks exactly one of them per shot.',
    interpretations: [
      'Without the hex board, the widget lists the targets that are in the line of fire; picking one of them stands for aiming.',
    ],
    status: 'enforced',
  }),
  directFireRule({
    id: RULE.arcRange,
    section: '7.4',
    summary:
      'A direct-fire weapon aims inside its forward arc — straight ahead, one hex side to either side, or anywhere between — and no farther than its range stat.',
    interpretations: ['Needs the hex board and warship facing; it arrives with the full Star Eater game. Until then the targets listed are taken to be in arc and range.'],
    status: 'deferred',
  }),
  directFireRule({
    id: RULE.obstruction,
    section: '7.4.1',
    summary:
      'Hull sections, squadrons, torpedoes and projectiles block direct fire: nothing directly behind one of them can be targeted.',
    interpretations: ['Needs the hex board; it arrives with the full Star Eater game. Until then the targets listed are taken to be unobstructed.'],
    status: 'deferred',
  }),
  directFireRule({
    id: RULE.aoe,
    section: '7.4.2',
    summary:
      'A weapon with an AOE stat aims at a hex, empty or not, and rolls separately against every valid target within that many hexes of it — even targets beyond the weapon\'s own range.',
    interpretations: [
      'Without the hex board, the targets listed for an area weapon are the ones inside its area; the weapon rolls once against each of them and the reader does not pick one.',
      'The rolls are made in the order the targets are listed.',
    ],
    status: 'enforced',
  }),
  directFireRule({
    id: RULE.pointDefence,
    section: '7.4.3',
    summary:
      'Point-defence weapons are direct fire that can never target a warship. In exchange they may aim in any direction, and their own warship does not block them.',
    interpretations: [
      'A warship inside a point-defence area is skipped: no roll is made against it.',
      'Aiming in any direction and not being blocked by their own ship wait for the hex board.',
    ],
    status: 'enforced',
  }),
];

export function ruleById(id: string): RuleEntry<RuleId> | undefined {
  return rules.find((rule) => rule.id === id);
}
