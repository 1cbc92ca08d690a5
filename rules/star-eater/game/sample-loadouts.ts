/**
 * A sample loadout for each faction, to start a game at its first round's orders without the
 * draft (a quick game, the widgets' `loadout="quick"`). Our choice, not the rulebook's: one of each
 * weapon class between the two ships (the Lamais Lance Laser and Gun Decks, the FPA Rail Cannon
 * and Torpedo Tubes), so a short game shows lasers, direct fire, projectiles and torpedoes.
 * Played through the loadout's own rules by the setup (`loadouts`), so it is checked like a draft.
 */
import type { PlayerId } from '../../engine/index.ts';
import type { Loadout } from '../loadout.ts';

export interface GivenLoadout {
  loadout: Loadout;
  munitions: Record<string, number>;
}

export const SAMPLE_LOADOUTS: Readonly<Record<PlayerId, GivenLoadout>> = {
  lamais: {
    loadout: { main: 'lamais-lance', broadside: 'lamais-gun-decks', bay: 'lamais-hangar', 'point-defence': 'lamais-tracking-guns', squadrons: ['lamais-lancers', 'lamais-wasps', 'lamais-hornets'] },
    munitions: { 'lamais-lancers': 2, 'lamais-wasps': 1, 'lamais-hornets': 1 },
  },
  fpa: {
    loadout: { main: 'fpa-rail-cannon', broadside: 'fpa-torpedo-tubes', bay: 'fpa-launch-rails', 'point-defence': 'fpa-interceptor-grid', squadrons: ['fpa-strikers', 'fpa-darts', 'fpa-bombers'] },
    munitions: { 'fpa-strikers': 2, 'fpa-darts': 1, 'fpa-bombers': 1 },
  },
};

/** A fresh copy of the sample loadouts, for a setup a caller may change. */
export function sampleLoadouts(): Record<PlayerId, GivenLoadout> {
  return structuredClone(SAMPLE_LOADOUTS);
}
