/**
 * SAMPLE MAP, designed by us: the rulebook's board is a picture that did not survive into the text
 * we have, so this is NOT the published board of Materia. It keeps every fact the rulebook's
 * examples state, and invents the rest:
 *
 * - Names from the rulebook: Haven, Lumen, Gale, Felle, Concona, Erindelle, Zephyr (printed both
 *   "Zephyr" and "Zephir"; we write Zephyr), Tinguard, Nebula, Ventis, Rose Castle, Onyx, Stratos,
 *   Iona. The other eight city islands and the four treasure islands are ours.
 * - Goods and costs from the rulebook: Haven trades Coal (every frigate's first Trade House is
 *   there and counts on the Coal track; the Dreadnought's blockade of Haven stops Coal houses);
 *   Lumen Rum, and a Trade House there costs 4 (Amber pays 4 Gold); Gale Rum; Felle Coal and
 *   Concona Firearms (the Flying Fortress moving from Felle to Concona turns the embargo on Coal
 *   into one on Firearms). Every other good and cost is ours.
 * - Links and distances from the sailing examples: Zephyr is linked to Tinguard, Nebula and
 *   Ventis and nothing else (so not to Stratos or Onyx); Tinguard → Rose Castle → Onyx is a route whose first link
 *   points West; Zephyr → Rose Castle takes 2 moves; Zephyr → Haven takes 4 (and nothing shorter);
 *   Felle → the treasure island to its west (Gull Key) → Nebula → Ventis.
 * - Flagship examples: the Royal Kitty sends the Flying Fortress from Felle to Erindelle, and the
 *   Commodore's 2-island advance from Felle lands it on Concona. On the city graph Felle's only
 *   neighbour on a shortest route is Brassport and Brassport's is Concona, so that holds under
 *   any wind. Wonder Boy sends the Dreadnought from Zephyr to Iona, 4 links over Tinguard and
 *   Nimbus, where Sirocco (NE) and Halcyon (SE) tie: an East or West wind cannot choose, so the
 *   wind die does.
 *
 * Coordinates are on a 1000 × 700 plane, x growing east and y growing south. The goods are
 * balanced 5–6–5–6 (coal, rum, firearms, automatons) over the 22 city islands. A designer replaces
 * the whole map with their own; `validateSkyMap` checks it the same way.
 */
import { validateSkyMap, type Island, type SkyMap } from './sky-map.ts';

function city(id: string, name: string, x: number, y: number, good: NonNullable<Island['good']>, cost: number): Island {
  return { id, name, kind: 'city', x, y, good, cost };
}

function treasure(id: string, name: string, x: number, y: number): Island {
  return { id, name, kind: 'treasure', x, y };
}

/**
 * Checked once, here, by the rules' own validation, which freezes it (module data shared by every
 * caller fails loudly if one mutates it) and remembers it as checked: the rules check the map again
 * on every flagship move, and the sample must not be validated afresh each time.
 */
export const SAMPLE_MAP: SkyMap = /* @__PURE__ */ validateSkyMap({
  islands: [
    // The west: the frigates' home port and the Rum coast.
    city('haven', 'Haven', 90, 610, 'coal', 2),
    city('gale', 'Gale', 270, 640, 'rum', 3),
    city('lumen', 'Lumen', 220, 480, 'rum', 4),
    city('mistral', 'Mistral', 90, 380, 'coal', 3),
    city('onyx', 'Onyx', 110, 200, 'firearms', 4),
    // The north.
    city('aurelia', 'Aurelia', 250, 80, 'automatons', 5),
    city('rose-castle', 'Rose Castle', 280, 240, 'rum', 5),
    city('tinguard', 'Tinguard', 440, 240, 'firearms', 3),
    city('stratos', 'Stratos', 470, 90, 'coal', 4),
    city('cirrus', 'Cirrus', 790, 80, 'automatons', 4),
    city('sirocco', 'Sirocco', 830, 200, 'automatons', 3),
    city('iona', 'Iona', 940, 170, 'rum', 5),
    // The middle of the sky.
    city('zephyr', 'Zephyr', 540, 350, 'automatons', 5),
    city('nimbus', 'Nimbus', 690, 260, 'rum', 3),
    city('nebula', 'Nebula', 410, 470, 'automatons', 3),
    city('ventis', 'Ventis', 620, 490, 'rum', 4),
    city('halcyon', 'Halcyon', 830, 330, 'firearms', 4),
    // The east and the south-east: the princess' route from Felle to Erindelle.
    city('erindelle', 'Erindelle', 950, 420, 'automatons', 5),
    city('concona', 'Concona', 860, 510, 'firearms', 4),
    city('felle', 'Felle', 650, 610, 'coal', 3),
    city('brassport', 'Brassport', 790, 620, 'firearms', 2),
    city('cobalt', 'Cobalt', 950, 640, 'coal', 2),
    // Old Cap's four treasure islands.
    treasure('gull-key', 'Gull Key', 480, 600),
    treasure('caps-perch', "Cap's Perch", 300, 370),
    treasure('lantern-rock', 'Lantern Rock', 740, 430),
    treasure('driftstone', 'Driftstone', 640, 130),
  ],
  links: [
    // West
    ['haven', 'mistral'],
    ['haven', 'lumen'],
    ['haven', 'gale'],
    ['gale', 'lumen'],
    ['gale', 'gull-key'],
    ['lumen', 'mistral'],
    ['lumen', 'caps-perch'],
    ['mistral', 'onyx'],
    ['mistral', 'caps-perch'],
    ['onyx', 'rose-castle'],
    ['onyx', 'aurelia'],
    // North
    ['aurelia', 'rose-castle'],
    ['aurelia', 'stratos'],
    ['rose-castle', 'tinguard'],
    ['rose-castle', 'caps-perch'],
    ['tinguard', 'stratos'],
    ['tinguard', 'zephyr'],
    ['tinguard', 'nimbus'],
    ['stratos', 'driftstone'],
    ['driftstone', 'cirrus'],
    ['driftstone', 'nimbus'],
    ['cirrus', 'sirocco'],
    ['cirrus', 'iona'],
    ['sirocco', 'iona'],
    ['sirocco', 'nimbus'],
    // Middle
    ['zephyr', 'nebula'],
    ['zephyr', 'ventis'],
    ['nimbus', 'halcyon'],
    ['halcyon', 'iona'],
    ['halcyon', 'erindelle'],
    ['halcyon', 'concona'],
    ['halcyon', 'lantern-rock'],
    ['nebula', 'ventis'],
    ['nebula', 'caps-perch'],
    ['nebula', 'gull-key'],
    ['ventis', 'lantern-rock'],
    // South and east
    ['gull-key', 'felle'],
    ['felle', 'brassport'],
    ['brassport', 'concona'],
    ['brassport', 'cobalt'],
    ['concona', 'erindelle'],
    ['concona', 'cobalt'],
    ['concona', 'lantern-rock'],
  ],
});
