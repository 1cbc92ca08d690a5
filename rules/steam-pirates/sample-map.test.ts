import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { BEARINGS } from './compass.ts';
import { flagshipRoute } from './flagships.ts';
import { SAMPLE_MAP } from './sample-map.ts';
import { GOODS, bearing, validateSkyMap, type Island } from './sky-map.ts';
import { linkDistance, neighboursOf } from './test-support.ts';

function island(id: string): Island {
  const found = SAMPLE_MAP.islands.find((candidate) => candidate.id === id);
  assert.ok(found, `SAMPLE_MAP has no island ${id}`);
  return found;
}

/** The islands the rulebook names, as SAMPLE_MAP spells them. */
const RULEBOOK_NAMES = ['Haven', 'Lumen', 'Gale', 'Felle', 'Concona', 'Erindelle', 'Zephyr', 'Tinguard', 'Nebula', 'Ventis', 'Rose Castle', 'Onyx', 'Stratos', 'Iona'];

describe('steam-pirates/map.data: SAMPLE_MAP, our sample board', () => {
  it('passes the map check unchanged', () => {
    assert.deepEqual(validateSkyMap(SAMPLE_MAP), SAMPLE_MAP);
  });

  it('has 22 city islands and exactly 4 treasure islands', () => {
    assert.equal(SAMPLE_MAP.islands.filter((candidate) => candidate.kind === 'city').length, 22);
    assert.equal(SAMPLE_MAP.islands.filter((candidate) => candidate.kind === 'treasure').length, 4);
  });

  it('names every island, using every name the rulebook gives (Zephyr spelt so)', () => {
    const names = SAMPLE_MAP.islands.map((candidate) => candidate.name);
    for (const name of RULEBOOK_NAMES) assert.ok(names.includes(name), name);
    assert.ok(!names.includes('Zephir'));
    assert.ok(SAMPLE_MAP.islands.every((candidate) => candidate.name !== undefined && candidate.name.length > 0));
    assert.equal(new Set(names).size, names.length);
  });

  it('balances the four goods: 5 or 6 city islands each', () => {
    for (const good of GOODS) {
      const count = SAMPLE_MAP.islands.filter((candidate) => candidate.good === good).length;
      assert.ok(count === 5 || count === 6, `${good}: ${String(count)}`);
    }
  });

  it('fits a 1000 × 700 drawing, and no link crosses another or runs through an island', () => {
    for (const { x, y } of SAMPLE_MAP.islands) assert.ok(x >= 0 && x <= 1000 && y >= 0 && y <= 700);
    const at = (id: string): Island => island(id);
    const turn = (p: Island, q: Island, r: Island): number => Math.sign((q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x));
    const links = SAMPLE_MAP.links.map(([a, b]) => [at(a), at(b)] as const);
    for (const [i, [p, q]] of links.entries()) {
      for (const [r, s] of links.slice(i + 1)) {
        const crosses = turn(p, q, r) * turn(p, q, s) < 0 && turn(r, s, p) * turn(r, s, q) < 0;
        assert.ok(!crosses, `${p.id}–${q.id} crosses ${r.id}–${s.id}`);
      }
      for (const other of SAMPLE_MAP.islands) {
        if (other === p || other === q) continue;
        const length = Math.hypot(q.x - p.x, q.y - p.y);
        const along = ((other.x - p.x) * (q.x - p.x) + (other.y - p.y) * (q.y - p.y)) / length;
        const away = Math.abs((other.x - p.x) * (q.y - p.y) - (other.y - p.y) * (q.x - p.x)) / length;
        assert.ok(along < 0 || along > length || away > 30, `${other.id} sits on ${p.id}–${q.id}`);
      }
    }
  });

  it('is frozen: a caller cannot change it for everyone else', () => {
    assert.throws(() => {
      SAMPLE_MAP.islands.push({ id: 'x', kind: 'treasure', x: 0, y: 0 });
    }, TypeError);
    assert.throws(() => {
      island('haven').cost = 9;
    }, TypeError);
  });
});

describe('steam-pirates/map.data: the rulebook examples hold on SAMPLE_MAP', () => {
  it('Haven trades Coal: every frigate\'s first Trade House counts on the Coal track, and a blockade of Haven stops Coal houses', () => {
    assert.equal(island('haven').good, 'coal');
  });

  it('Lumen trades Rum and a Trade House there costs 4 (Amber pays 4 Gold)', () => {
    assert.equal(island('lumen').good, 'rum');
    assert.equal(island('lumen').cost, 4);
  });

  it('Gale is a Rum island (the Flying Fortress embargoes Rum there)', () => {
    assert.equal(island('gale').good, 'rum');
  });

  it('Felle trades Coal and Concona Firearms (the embargo on Coal changes to Firearms)', () => {
    assert.equal(island('felle').good, 'coal');
    assert.equal(island('concona').good, 'firearms');
  });

  it('from Zephyr a frigate can sail to Tinguard, Nebula and Ventis, but not to Stratos or Onyx', () => {
    assert.deepEqual(neighboursOf(SAMPLE_MAP, 'zephyr').sort(), ['nebula', 'tinguard', 'ventis']);
  });

  it('Tinguard → Rose Castle → Onyx, starting West: with the wind die pointing West it sails with the wind', () => {
    assert.ok(neighboursOf(SAMPLE_MAP, 'tinguard').includes('rose-castle'));
    assert.ok(neighboursOf(SAMPLE_MAP, 'rose-castle').includes('onyx'));
    assert.equal(bearing(SAMPLE_MAP, 'tinguard', 'rose-castle'), 'W');
    assert.equal(linkDistance(SAMPLE_MAP, 'tinguard', 'onyx'), 2);
  });

  it('Zephyr → Rose Castle is 2 island movements', () => {
    assert.equal(linkDistance(SAMPLE_MAP, 'zephyr', 'rose-castle'), 2);
  });

  it('Zephyr → Haven is a sail through 4 islands: 4 links and no fewer', () => {
    assert.equal(linkDistance(SAMPLE_MAP, 'zephyr', 'haven'), 4);
  });

  it('Felle → the treasure island to its west → Nebula → Ventis, 3 movements; Nebula that way is 2', () => {
    const west = island('gull-key');
    assert.equal(west.kind, 'treasure');
    assert.equal(bearing(SAMPLE_MAP, 'felle', 'gull-key'), 'W');
    assert.ok(neighboursOf(SAMPLE_MAP, 'felle').includes('gull-key'));
    assert.ok(neighboursOf(SAMPLE_MAP, 'gull-key').includes('nebula'));
    assert.ok(neighboursOf(SAMPLE_MAP, 'nebula').includes('ventis'));
    assert.equal(linkDistance(SAMPLE_MAP, 'felle', 'nebula'), 2);
    assert.equal(linkDistance(SAMPLE_MAP, 'felle', 'ventis'), 3);
  });
});

describe('steam-pirates/flagships.route: the rulebook\'s flagship examples on SAMPLE_MAP', () => {
  it('the Commodore advances the Flying Fortress 2 islands from Felle towards Erindelle: it lands on Concona, whatever the wind', () => {
    for (const wind of BEARINGS) {
      const route = flagshipRoute(SAMPLE_MAP, 'felle', 'erindelle', { wind, steps: 2, rolls: [] });
      assert.deepEqual(route, { islands: ['felle', 'brassport', 'concona'], arrived: false, rolls: [] }, `wind ${wind}`);
    }
    // The embargo moves with the fortress: from Felle's Coal to Concona's Firearms.
    assert.equal(island('felle').good, 'coal');
    assert.equal(island('concona').good, 'firearms');
  });

  it('the Royal Kitty: the Flying Fortress sails from Felle to Erindelle on city islands, 1 island a round', () => {
    const fullRoute = flagshipRoute(SAMPLE_MAP, 'felle', 'erindelle', { wind: 'N' });
    assert.deepEqual(fullRoute, { islands: ['felle', 'brassport', 'concona', 'erindelle'], arrived: true, rolls: [] });
    assert.deepEqual(flagshipRoute(SAMPLE_MAP, 'felle', 'erindelle', { wind: 'N', steps: 1 }).islands, ['felle', 'brassport']);
  });

  it('Wonder Boy: the Dreadnought leaves Zephyr for Iona, 2 islands a round; at Nimbus an East wind cannot choose and the die does', () => {
    const firstRound = flagshipRoute(SAMPLE_MAP, 'zephyr', 'iona', { wind: 'E', steps: 2 });
    assert.deepEqual(firstRound, { islands: ['zephyr', 'tinguard', 'nimbus'], arrived: false, rolls: [] });
    assert.deepEqual(flagshipRoute(SAMPLE_MAP, 'nimbus', 'iona', { wind: 'E', steps: 2, rolls: ['S'] }), { islands: ['nimbus', 'halcyon', 'iona'], arrived: true, rolls: ['S'] });
    assert.deepEqual(flagshipRoute(SAMPLE_MAP, 'nimbus', 'iona', { wind: 'N', steps: 2, rolls: ['S'] }), { islands: ['nimbus', 'sirocco', 'iona'], arrived: true, rolls: [] });
    // The whole voyage under a West wind: East leaves Sirocco (NE) and Halcyon (SE) tied, North picks Sirocco.
    assert.deepEqual(flagshipRoute(SAMPLE_MAP, 'zephyr', 'iona', { wind: 'W', rolls: ['E', 'N'] }), {
      islands: ['zephyr', 'tinguard', 'nimbus', 'sirocco', 'iona'],
      arrived: true,
      rolls: ['E', 'N'],
    });
  });
});
