/**
 * Each widget's presets (the rulebooks' worked examples it can start from), by tag, straight from
 * the rules that define them: the same lists the elements hand their shells. Read where a preset
 * must be known without running an element: the Custom Elements Manifest (scripts/manifest.ts
 * writes them as the `preset` attribute's allowed values), and the docs site's embed pages and
 * embed builder (site/src/lib/embeds.ts), which give every preset a URL of its own.
 *
 * Importing this file loads the rules, never an element, so Node can read it. A tag with a
 * `preset` attribute and no entry here fails scripts/manifest.test.ts.
 */
import { COLLISION_PRESETS, DIRECT_FIRE_PRESETS, MOMENTUM_PRESETS, STAR_EATER_GAME_PRESETS, TORPEDO_PRESETS } from '../rules/star-eater/index.ts';
import { ATTACK_LAB_PRESETS, DAMAGE_PRESETS, GAME_PRESETS as STEAM_TORPEDO_GAME_PRESETS } from '../rules/steam-torpedo/index.ts';
import { BAG_PRESETS, FLAGSHIP_ROUTE_PRESETS, GAME_PRESETS as STEAM_PIRATES_GAME_PRESETS, PROFIT_PRESETS, SAIL_PRESETS } from '../rules/steam-pirates/index.ts';
import { CONFLICT_PRESETS, GAME_PRESETS as STEAMWORK_ARENA_GAME_PRESETS, TEMPLATE_LAB_PRESETS } from '../rules/steamwork-arena/index.ts';
import { LINE_OF_FIRE_PRESETS, PLACEMENT_PRESETS, VOLLEYS_PRESETS } from '../rules/torpedo/index.ts';
import type { AutoloadTag } from './autoload.ts';

/** A preset as a reader picks it: the `preset` attribute's value and what the example is. */
export interface NamedPreset {
  name: string;
  title: string;
}

function named(presets: readonly NamedPreset[]): readonly NamedPreset[] {
  return presets.map(({ name, title }) => ({ name, title }));
}

/** The tags that take a `preset`, each with its presets in the order the element lists them. */
export const TAG_PRESETS: Readonly<Partial<Record<AutoloadTag, readonly NamedPreset[]>>> = {
  'star-eater-direct-fire': named(DIRECT_FIRE_PRESETS),
  'star-eater-momentum': named(MOMENTUM_PRESETS),
  'star-eater-torpedo': named(TORPEDO_PRESETS),
  'star-eater-collision': named(COLLISION_PRESETS),
  'star-eater-game': named(STAR_EATER_GAME_PRESETS),
  'steam-torpedo-damage': named(DAMAGE_PRESETS),
  'steam-torpedo-attack': named(ATTACK_LAB_PRESETS),
  'steam-torpedo-game': named(STEAM_TORPEDO_GAME_PRESETS),
  'steam-pirates-profit': named(PROFIT_PRESETS),
  'steam-pirates-bag': named(BAG_PRESETS),
  'steam-pirates-flagship-route': named(FLAGSHIP_ROUTE_PRESETS),
  'steam-pirates-sail': named(SAIL_PRESETS),
  'steam-pirates-game': named(STEAM_PIRATES_GAME_PRESETS),
  'steamwork-arena-conflict': named(CONFLICT_PRESETS),
  'steamwork-arena-template': named(TEMPLATE_LAB_PRESETS),
  'steamwork-arena-game': named(STEAMWORK_ARENA_GAME_PRESETS),
  'torpedo-line-of-fire': named(LINE_OF_FIRE_PRESETS),
  'torpedo-volleys': named(VOLLEYS_PRESETS),
  'torpedo-placement': named(PLACEMENT_PRESETS),
  // Its `preset` attribute is the game shell's; Torpedo has no rulebook example to start from yet.
  'torpedo-game': [],
};

/** The presets of `tag`, none for a tag without any. */
export function presetsOf(tag: string): readonly NamedPreset[] {
  return Object.hasOwn(TAG_PRESETS, tag) ? (TAG_PRESETS[tag as AutoloadTag] ?? []) : [];
}
