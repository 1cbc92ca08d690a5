/**
 * Event cards (steam-pirates/season.event): each sends both flagships on a side mission, from a
 * starting island to a destination. SAMPLE DATA of ours, apart from the first card, whose two
 * missions the rulebook tells: Wonder Boy (the Dreadnought leaves Zephyr for Iona) and the Royal
 * Kitty (the Flying Fortress leaves Felle for Erindelle). The stories are ours, in a line each.
 */

export type Flagship = 'dreadnought' | 'fortress';

export const FLAGSHIPS: readonly Flagship[] = ['dreadnought', 'fortress'];

export interface Mission {
  title: string;
  story: string;
  start: string;
  destination: string;
}

export interface EventCard {
  id: string;
  /** The Syndicate's mission, sailed by the Dreadnought, and the Empire's, by the Flying Fortress. */
  missions: Readonly<Record<Flagship, Mission>>;
}

export const SAMPLE_EVENTS: readonly EventCard[] = [
  {
    id: 'wonder-boy-royal-kitty',
    missions: {
      dreadnought: { title: 'Wonder Boy', story: 'A boy with a jetpack who never grows older is teasing pirate crews; he was last seen near Iona.', start: 'zephyr', destination: 'iona' },
      fortress: { title: 'The Royal Kitty', story: 'The princess lost her cat on her way to Erindelle, and the Fortress must follow her route to find it.', start: 'felle', destination: 'erindelle' },
    },
  },
  {
    id: 'crystal-run-census',
    missions: {
      dreadnought: { title: 'The Crystal Run', story: 'Fresh crystals for the Dreadnought’s engines wait in Tinguard.', start: 'gale', destination: 'tinguard' },
      fortress: { title: 'The Census', story: 'The Empire counts every roof between Aurelia and Nimbus.', start: 'aurelia', destination: 'nimbus' },
    },
  },
  {
    id: 'smoke-signals-harbour-inspection',
    missions: {
      dreadnought: { title: 'Smoke Signals', story: 'A rival crew signals from Onyx, and the Queen wants to know why.', start: 'sirocco', destination: 'onyx' },
      fortress: { title: 'Harbour Inspection', story: 'Inspectors sail from Lumen to weigh every barrel in Rose Castle.', start: 'lumen', destination: 'rose-castle' },
    },
  },
  {
    id: 'rum-rush-convoy',
    missions: {
      dreadnought: { title: 'The Rum Rush', story: 'Zephyr’s distillers pay double for a fast escort.', start: 'cobalt', destination: 'zephyr' },
      fortress: { title: 'Convoy Escort', story: 'A convoy of automatons needs the Fortress from Erindelle to Tinguard.', start: 'erindelle', destination: 'tinguard' },
    },
  },
  {
    id: 'ghost-lights-governors-ball',
    missions: {
      dreadnought: { title: 'Ghost Lights', story: 'Strange lights over Halcyon might mean Old Cap is back.', start: 'nebula', destination: 'halcyon' },
      fortress: { title: 'The Governor’s Ball', story: 'The Governor must be in Zephyr for his ball, and he will travel in style.', start: 'cirrus', destination: 'zephyr' },
    },
  },
  {
    id: 'black-powder-fog-patrol',
    missions: {
      dreadnought: { title: 'Black Powder', story: 'A cargo of powder must reach Concona before the Empire hears of it.', start: 'onyx', destination: 'concona' },
      fortress: { title: 'Fog Patrol', story: 'Smugglers hide in the fog between Ventis and Stratos.', start: 'ventis', destination: 'stratos' },
    },
  },
];
