/**
 * What a weapon could do from where the submarines are now, and why not: for the attack widget
 * and for designers checking a tile. Pure reads of the state; nothing here decides a command.
 */
import type { PlayerId } from '../engine/index.ts';
import type { Arc, Location, Range, RelativePosition, SteamTorpedoState } from './model.ts';
import { definitionOf, opponentOf, submarineOf } from './board.ts';
import { armorValue, attackTotal, damageTotal, ignoresArmor } from './damage.ts';
import { sightOf } from './effects.ts';
import { RULE, type RuleId } from './rule-ids.ts';

export interface ArcCheck {
  arc: Arc;
  /** True when the opponent is at the arc's position and range. */
  inReach: boolean;
  /** Why not, in plain words, when out of reach. */
  why: string | null;
}

export interface LocationPreview {
  location: Location;
  attackTotal: number;
  armorValue: number;
  damageTotal: number;
  /** True when the effect sets the armor step aside ("the effect wins"). */
  ignoresArmor: boolean;
  /** The rule the armor value follows: the armor step, or the override that sets it aside. */
  armorRule: RuleId;
}

export interface AttackPreview {
  position: RelativePosition;
  range: Range;
  arcs: ArcCheck[];
  /** One entry per location an arc in reach hits; empty when nothing is in reach. */
  locations: LocationPreview[];
}

const POSITION_WORDS: Record<RelativePosition, string> = {
  front: 'in front',
  behind: 'behind',
  'port-side': 'on the port side',
  'starboard-side': 'on the starboard side',
};

/** Checks every arc of one effect of one of `player`'s tiles against where the opponent is now. */
export function previewAttack(state: SteamTorpedoState, player: PlayerId, tileId: string, effectIndex: number): AttackPreview {
  const submarine = submarineOf(state, player);
  const tile = definitionOf(submarine, tileId);
  const effect = tile.effects[effectIndex];
  const { position, range } = sightOf(state, player);
  if (effect === undefined) return { position, range, arcs: [], locations: [] };

  const arcs = effect.arcs.map((arc): ArcCheck => {
    const positionFits = arc.position === position;
    const rangeFits = arc.range === range;
    const why = positionFits && rangeFits ? null : whyOutOfReach(arc, position, range, positionFits);
    return { arc, inReach: why === null, why };
  });
  const ignored = ignoresArmor(effect);
  const defender = opponentOf(state, player);
  const reachable = [...new Set(arcs.filter((check) => check.inReach).map((check) => check.arc.target))];
  const locations = effect.action.kind === 'attack'
    ? reachable.map((location): LocationPreview => {
        const total = attackTotal(state, player, tile, effect.action, range);
        const armor = ignored ? 0 : armorValue(state, defender, location);
        const armorRule = ignored ? RULE.effectsOverride : RULE.attackArmor;
        return { location, attackTotal: total, armorValue: armor, damageTotal: damageTotal(total, armor), ignoresArmor: ignored, armorRule };
      })
    : [];
  return { position, range, arcs, locations };
}

function whyOutOfReach(arc: Arc, position: RelativePosition, range: Range, positionFits: boolean): string {
  if (!positionFits) return `fires at an opponent ${POSITION_WORDS[arc.position]}, but the opponent is ${POSITION_WORDS[position]}`;
  return `fires at ${arc.range} range, but the opponent is at ${range} range`;
}
