import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { RuleViolation } from '../engine/index.ts';
import { propertyRuns } from '../engine/testing/property-runs.ts';
import { castTorpedo, fireVolleys, resolveFiring, traceTorpedo, type Piece } from './index.ts';
import { mirror, quarterTurn, segmentPieceDistance, ship, tableArb } from './test-support.ts';

/** A shooter at (50, 100) pointing right: its line is y = 100 from x = 50 on. */
const shooter = (size: Piece['size'], owner = 'red'): Piece => ship('shooter', size, [50, 100], [1, 0], owner);
/** A ship lying across the line y = 100 at x ≈ 100, pointing down (its body above its tip). */
const across = (id: string, size: Piece['size'], x = 100, owner = 'blue'): Piece => ship(id, size, [x, 110], [0, 1], owner);

describe('torpedo/fire.line', () => {
  it('the torpedo runs from the tip along the heading and meets the first ship in its way', () => {
    const table = [shooter('small'), across('far', 'large', 200), across('near', 'medium', 120)];
    assert.deepEqual(castTorpedo(table, 'shooter'), { hit: 'near', result: 'sinks' });
    const shot = traceTorpedo(table, 'shooter');
    assert.equal(shot.contact?.y, 100);
    assert.ok(shot.reach !== null && shot.reach > 60 && shot.reach < 70, String(shot.reach));
  });

  it('a ship beside the line, behind the tip, or behind the shooter is not met', () => {
    const table = [shooter('small'), ship('beside', 'large', [100, 60], [1, 0]), ship('behind', 'large', [20, 100], [1, 0]), ship('below', 'large', [100, 150], [-1, 0])];
    assert.deepEqual(castTorpedo(table, 'shooter'), { hit: null, result: 'miss' });
    assert.equal(traceTorpedo(table, 'shooter').reach, null);
  });

  it('a graze counts: a tip within a millionth of a millimetre of the line is met; two millionths away it is not', () => {
    // Pointing up, the tip is the top of the ship: it lies just below the line.
    const grazed = [shooter('small'), ship('t', 'large', [100, 100 + 0.9e-6], [0, -1])];
    assert.deepEqual(castTorpedo(grazed, 'shooter'), { hit: 't', result: 'sinks' });
    const missed = [shooter('small'), ship('t', 'large', [100, 100 + 2e-6], [0, -1])];
    assert.deepEqual(castTorpedo(missed, 'shooter'), { hit: null, result: 'miss' });
  });

  it('a line running along a ship\'s flank within the tolerance meets it', () => {
    // Pointing right, centred 100 + w/2 + 0.5e-6 below: its flank lies half a millionth below the line.
    const flank = 100 + 25.4 / 2 + 0.5e-6;
    assert.equal(castTorpedo([shooter('small'), ship('t', 'large', [200, flank])], 'shooter').hit, 't');
  });

  it('the shooter never hits itself, even pointing back along its own body', () => {
    assert.deepEqual(castTorpedo([shooter('large')], 'shooter'), { hit: null, result: 'miss' });
  });

  it('two ships met at the very same distance: the first by id, whatever the order of the table', () => {
    // Mirror images either side of the line, 1.8e-6 mm apart (not touching), both grazed at once.
    const above = ship('b-above', 'large', [100, 100 - 0.9e-6], [0, 1]);
    const below = ship('a-below', 'medium', [100, 100 + 0.9e-6], [0, -1]);
    assert.equal(castTorpedo([shooter('small'), above, below], 'shooter').hit, 'a-below');
    assert.equal(castTorpedo([below, shooter('small'), above], 'shooter').hit, 'a-below');
    assert.equal(castTorpedo([shooter('small'), { ...above, id: 'a-above' }, { ...below, id: 'b-below' }], 'shooter').hit, 'a-above');
  });

  it('a shooter not on the table, two pieces with one id, or a malformed piece is refused, naming it', () => {
    const refusal = (run: () => unknown): RuleViolation => {
      try {
        run();
      } catch (error) {
        if (error instanceof RuleViolation) return error;
        throw error;
      }
      return assert.fail('expected a RuleViolation');
    };
    assert.equal(refusal(() => castTorpedo([shooter('small')], 'ghost')).field, 'shooterId');
    assert.equal(refusal(() => castTorpedo([shooter('small'), shooter('large')], 'shooter')).field, 'table[1].id');
    assert.equal(refusal(() => castTorpedo([shooter('small'), ship('x', 'small', [1, 1], [0, 0])], 'shooter')).field, 'table[1].heading');
  });

  it('property: the torpedo meets nothing before its contact, and is within the tolerance of what it hits', () => {
    fc.assert(
      fc.property(tableArb({ minLength: 1, maxLength: 10 }), (table) => {
        for (const firing of table) {
          const shot = traceTorpedo(table, firing.id);
          const unit = Math.hypot(firing.heading.x, firing.heading.y);
          const ahead = { x: firing.tip.x + (firing.heading.x / unit) * (shot.reach ?? 5000), y: firing.tip.y + (firing.heading.y / unit) * (shot.reach ?? 5000) };
          for (const other of table) {
            if (other.id === firing.id) continue;
            const distance = segmentPieceDistance(firing.tip, ahead, other);
            if (other.id === shot.hit) assert.ok(distance <= 1e-6 + 1e-9, `${other.id} is hit but ${String(distance)} mm away`);
            else assert.ok(distance >= 1e-6 - 1e-6 * (shot.hit === null ? 0 : 1) - 1e-9, `${firing.id}'s torpedo passes ${other.id} at ${String(distance)} mm before it hits ${String(shot.hit)}`);
          }
        }
      }),
      { numRuns: propertyRuns(150) },
    );
  });

  it('property: turning or mirroring the whole table changes no shot', () => {
    fc.assert(
      fc.property(tableArb({ minLength: 1, maxLength: 10 }), (table) => {
        for (const firing of table) {
          const shot = castTorpedo(table, firing.id);
          assert.deepEqual(castTorpedo(table.map(quarterTurn), firing.id), shot);
          assert.deepEqual(castTorpedo(table.map(mirror), firing.id), shot);
        }
      }),
      { numRuns: propertyRuns(150) },
    );
  });
});

describe('torpedo/fire.hit', () => {
  it('a ship of the shooter\'s size blocks the torpedo; any other size is sunk', () => {
    for (const size of ['small', 'medium', 'large'] as const) {
      for (const target of ['small', 'medium', 'large'] as const) {
        const expected = size === target ? 'blocked' : 'sinks';
        assert.deepEqual(castTorpedo([shooter(size), across('t', target)], 'shooter'), { hit: 't', result: expected }, `${size} at ${target}`);
      }
    }
  });

  it('friend or foe: a ship of the shooter\'s own colour is sunk all the same', () => {
    assert.deepEqual(castTorpedo([shooter('small', 'red'), across('friend', 'large', 100, 'red')], 'shooter'), { hit: 'friend', result: 'sinks' });
  });

  it('a blocking ship shields what lies behind it', () => {
    const table = [shooter('medium'), across('shield', 'medium', 100), across('behind', 'large', 160)];
    assert.deepEqual(castTorpedo(table, 'shooter'), { hit: 'shield', result: 'blocked' });
  });
});

describe('torpedo/fire.volleys', () => {
  /** s aims right at m; m points down at l; l points right at nothing. */
  const chain = [ship('s', 'small', [50, 100]), ship('m', 'medium', [100, 110], [0, 1]), ship('l', 'large', [130, 160])];

  it('small ships fire first: a medium they sink never fires, so the large it aimed at survives', () => {
    assert.equal(castTorpedo(chain, 's').hit, 'm');
    assert.equal(castTorpedo(chain, 'm').hit, 'l');
    assert.deepEqual(resolveFiring(chain), {
      volleys: [
        { size: 'small', sunk: ['m'] },
        { size: 'medium', sunk: [] },
        { size: 'large', sunk: [] },
      ],
      afloat: ['l', 's'],
    });
  });

  it('the order is small, medium, large: each size fires once, and larges last, at ships that have already fired', () => {
    // l now points left along s's line, at m, and beyond m at s.
    const table = [ship('s', 'small', [50, 100]), ship('m', 'medium', [100, 110], [0, 1]), ship('l', 'large', [200, 100], [-1, 0])];
    const { volleys } = fireVolleys(table);
    assert.deepEqual(
      volleys.map((volley) => [volley.size, volley.shots.map((shot) => shot.shooter), volley.sunk]),
      [
        ['small', ['s'], ['m']],
        ['medium', [], []],
        ['large', ['l'], ['s']],
      ],
    );
  });

  it('an empty table, or one with no ship in a size, still has its three volleys', () => {
    assert.deepEqual(resolveFiring([]), {
      volleys: [
        { size: 'small', sunk: [] },
        { size: 'medium', sunk: [] },
        { size: 'large', sunk: [] },
      ],
      afloat: [],
    });
  });

  it('property: every volley\'s shooters are exactly the ships of its size still afloat when it begins; a sunk ship never fires', () => {
    fc.assert(
      fc.property(tableArb({ maxLength: 14 }), (table) => {
        const { volleys, afloat } = fireVolleys(table);
        let standing = table.map((piece) => piece.id).sort();
        for (const volley of volleys) {
          const shooters = table.filter((piece) => piece.size === volley.size && standing.includes(piece.id)).map((piece) => piece.id).sort();
          assert.deepEqual(volley.shots.map((shot) => shot.shooter), shooters);
          for (const id of volley.sunk) assert.ok(standing.includes(id), `${id} sunk twice`);
          standing = standing.filter((id) => !volley.sunk.includes(id));
        }
        assert.deepEqual(afloat, standing);
      }),
      { numRuns: propertyRuns(200) },
    );
  });
});

describe('torpedo/fire.together', () => {
  /** s1 aims right at m; s2 points up through m's body, and beyond m at l. */
  const crossfire = [ship('s1', 'small', [60, 100]), ship('s2', 'small', [95, 150], [0, -1]), ship('m', 'medium', [100, 110], [0, 1]), ship('l', 'large', [130, 40])];

  it('a ship hit in a volley still stands until the volley ends: it takes a second torpedo that would have flown on', () => {
    assert.equal(castTorpedo(crossfire.filter((piece) => piece.id !== 'm'), 's2').hit, 'l', 'without m, s2 would sink l');
    const { volleys, afloat } = fireVolleys(crossfire);
    assert.deepEqual(volleys[0]?.shots.map((shot) => [shot.shooter, shot.hit, shot.result]), [
      ['s1', 'm', 'sinks'],
      ['s2', 'm', 'sinks'],
    ]);
    assert.deepEqual(afloat, ['l', 's1', 's2']);
  });

  it('two torpedoes at one ship sink it once', () => {
    assert.deepEqual(fireVolleys(crossfire).volleys[0]?.sunk, ['m']);
  });

  it('ships sunk in a volley leave after it: later volleys fly on past where they lay', () => {
    const table = [ship('s', 'small', [50, 100]), ship('m', 'medium', [100, 110], [0, 1]), ship('l', 'large', [200, 100], [-1, 0])];
    assert.deepEqual(castTorpedo(table, 'l'), { hit: 'm', result: 'sinks' }, "at first m stands in l's way");
    const { volleys, afloat } = fireVolleys(table);
    assert.deepEqual(volleys[2]?.shots.map((shot) => [shot.hit, shot.result]), [['s', 'sinks']]);
    assert.deepEqual(afloat, ['l']);
  });

  it('property: the volleys come out the same whatever the order of the table, turned or mirrored', () => {
    fc.assert(
      fc.property(tableArb({ maxLength: 14 }), fc.nat(), (table, seed) => {
        const result = resolveFiring(table);
        const shuffled = table.map((piece, index) => ({ piece, key: (index * 7919 + seed) % 101 })).sort((a, b) => a.key - b.key).map(({ piece }) => piece);
        assert.deepEqual(resolveFiring(shuffled), result);
        assert.deepEqual(resolveFiring(table.map(quarterTurn)), result);
        assert.deepEqual(resolveFiring(table.map(mirror)), result);
      }),
      { numRuns: propertyRuns(200) },
    );
  });
});
