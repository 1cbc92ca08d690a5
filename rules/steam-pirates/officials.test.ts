/**
 * The officials: bribing, the display and the deck, basic and bribed actions, and each of the ten,
 * with the rulebook's examples (Brian bribes the Merchant; the Commodore moves the Flying Fortress).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { RULE } from './rule-ids.ts';
import { ruleset } from './ruleset.ts';
import { usesOf } from './decide.ts';
import type { OfficialId } from './officials.ts';
import type { SteamPiratesCommand, SteamPiratesState } from './model.ts';
import { eventOf, newGame, play, refusal, staged, withDice } from './test-support.ts';

/** Amber to play with Official dice, `display` on display (the rest in the deck), and `bribed` already bribed by her. */
function officialsGame(display: OfficialId[], bribed: OfficialId[] = [], change: (draft: SteamPiratesState) => void = () => undefined): SteamPiratesState {
  return staged(withDice(newGame(), ['official', 'official', 'official']), (draft) => {
    const all = [...draft.display, ...draft.deck];
    draft.display = [...display];
    draft.deck = all.filter((id) => !display.includes(id));
    const amber = draft.pirates.amber;
    if (amber !== undefined) amber.bribed = [...bribed];
    for (const id of bribed) draft.bribes[id] = ['amber'];
    change(draft);
  });
}

function official(official: OfficialId, bribed: boolean, use: SteamPiratesCommand extends infer C ? (C extends { type: 'official'; use?: infer U } ? U : never) : never = {}): SteamPiratesCommand {
  return { type: 'official', player: 'amber', die: 0, official, bribed, use };
}

describe('steam-pirates/officials.bribe', () => {
  it('example: Brian bribes the Merchant: pays 2 Gold, places a token, scores 2 VP, and the Merchant is replaced on display', () => {
    const state = staged(officialsGame(['merchant', 'judge', 'barkeep', 'captain']), (draft) => {
      draft.turn = { player: 'brian', sailed: false };
    });
    const { events, state: after } = play(state, { type: 'bribe', player: 'brian', die: 0, official: 'merchant' });
    assert.deepEqual(eventOf(events, 'bribed'), { type: 'bribed', rule: RULE.officialsBribe, player: 'brian', official: 'merchant', cost: 2, vp: 2, space: 0 });
    assert.deepEqual([after.pirates.brian?.gold, after.pirates.brian?.vp, after.bribes.merchant], [8, 2, ['brian']]);
    assert.ok(!after.display.includes('merchant'));
    assert.equal(after.display.length, 4);
    assert.deepEqual(after.discard, ['merchant']);
  });

  it('charges the next pirate the next space, and refuses a second bribe of the same official, one not on display, or one the pirate cannot pay', () => {
    const state = officialsGame(['merchant', 'judge', 'barkeep', 'captain'], [], (draft) => {
      draft.bribes.judge = ['brian'];
      const amber = draft.pirates.amber;
      if (amber !== undefined) amber.gold = 2;
    });
    assert.equal(eventOf(ruleset.decide(state, { type: 'bribe', player: 'amber', die: 0, official: 'judge' }), 'bribed').cost, 2);
    assert.throws(() => ruleset.decide(state, { type: 'bribe', player: 'amber', die: 0, official: 'governor' }), refusal(RULE.officialsBribe, undefined, /not on display/));
    assert.throws(() => ruleset.decide(state, { type: 'bribe', player: 'amber', die: 0, official: 'captain' }), refusal(RULE.officialsBribe, undefined, /costs 3 Gold/));
    const already = officialsGame(['merchant', 'judge', 'barkeep', 'captain'], ['merchant']);
    assert.throws(() => ruleset.decide(already, { type: 'bribe', player: 'amber', die: 0, official: 'merchant' }), refusal(RULE.officialsBribe, undefined, /already bribed/));
  });
});

describe('steam-pirates/officials.deck', () => {
  it('refills the display from the deck, and reshuffles the discard pile into a new deck when the deck is empty', () => {
    const state = officialsGame(['merchant', 'judge', 'barkeep', 'captain'], [], (draft) => {
      draft.discard = [...draft.deck];
      draft.deck = [];
    });
    const { events, state: after } = play(state, { type: 'bribe', player: 'amber', die: 0, official: 'judge' });
    const drawn = eventOf(events, 'official-drawn');
    assert.equal(drawn.reshuffled, true);
    assert.equal(after.display.length, 4);
    assert.equal(after.deck.length + after.discard.length + after.display.length, 10);
    assert.deepEqual(after.discard, []);
  });
});

describe('steam-pirates/officials.basic', () => {
  it('uses the basic action of an official on display, then discards the card and refills the display', () => {
    const state = officialsGame(['merchant', 'judge', 'barkeep', 'captain']);
    const { events, state: after } = play(state, official('merchant', false));
    assert.equal(eventOf(events, 'official-used').bribed, false);
    assert.ok(after.discard.includes('merchant'));
    assert.throws(() => ruleset.decide(state, official('governor', false)), refusal(RULE.officialsBasic, undefined, /not on display/));
  });
});

describe('steam-pirates/officials.bribed', () => {
  it('uses the bribed action of an official the pirate bribed, on display or not, without discarding it', () => {
    const state = officialsGame(['merchant', 'judge', 'barkeep', 'captain'], ['governor']);
    const { state: after } = play(state, official('governor', true, { target: 'judge' }));
    assert.ok(after.discard.includes('judge'));
    assert.ok(!after.discard.includes('governor'));
    assert.throws(() => ruleset.decide(state, official('merchant', true)), refusal(RULE.officialsBribed, undefined, /has not bribed/));
  });
});

describe('steam-pirates/officials.barkeep', () => {
  it('basic: bribes a Syndicate official on display for 1 Gold less, never under 1; not a British one', () => {
    const state = officialsGame(['barkeep', 'charter', 'merchant', 'judge']);
    const { events, state: after } = play(state, official('barkeep', false, { target: 'charter' }));
    assert.deepEqual(eventOf(events, 'bribed'), { type: 'bribed', rule: RULE.barkeep, player: 'amber', official: 'charter', cost: 1, vp: 2, space: 0 });
    assert.ok(after.discard.includes('barkeep') && after.discard.includes('charter'));
    assert.throws(() => ruleset.decide(state, official('barkeep', false, { target: 'merchant' })), refusal(RULE.barkeep));
    const judge = officialsGame(['barkeep', 'charter', 'merchant', 'judge'], ['barkeep']);
    assert.equal(eventOf(ruleset.decide(judge, official('barkeep', true, { target: 'judge' })), 'bribed').cost, 1);
  });

  it('bribed: bribes any official on display for 1 Gold less', () => {
    const state = officialsGame(['charter', 'merchant', 'judge', 'captain'], ['barkeep']);
    assert.equal(eventOf(ruleset.decide(state, official('barkeep', true, { target: 'merchant' })), 'bribed').cost, 1);
    assert.equal(eventOf(ruleset.decide(state, official('barkeep', true, { target: 'captain' })), 'bribed').cost, 2);
  });
});

describe('steam-pirates/officials.smuggler', () => {
  it('basic: a Profit action that ignores the blockade but not the embargo; bribed: ignores both', () => {
    // The Dreadnought blockades Haven (Amber's Coal house) and the Fortress embargoes Rum at Lumen.
    const state = officialsGame(['smuggler', 'charter', 'merchant', 'judge'], ['smuggler'], (draft) => {
      draft.flagships.dreadnought.at = 'haven';
      draft.flagships.fortress.at = 'lumen';
      const amber = draft.pirates.amber;
      if (amber !== undefined) Object.assign(amber, { at: 'gale', connected: ['haven', 'gale'], houses: ['haven', 'gale'] });
    });
    assert.equal(eventOf(ruleset.decide(state, official('smuggler', false)), 'profited').total, 2 + 1);
    assert.equal(eventOf(ruleset.decide(state, official('smuggler', true)), 'profited').total, 2 + 1 + 1);
    assert.equal(eventOf(ruleset.decide(withDice(state, ['profit']), { type: 'profit', player: 'amber', die: 0 }), 'profited').total, 2);
  });
});

describe('steam-pirates/officials.charter', () => {
  it('basic: establishes a Trade House (a cube into the bag); bribed: without the cube', () => {
    const state = officialsGame(['charter', 'merchant', 'judge', 'captain'], ['charter'], (draft) => {
      const amber = draft.pirates.amber;
      if (amber !== undefined) Object.assign(amber, { at: 'lumen', connected: ['haven', 'lumen'] });
    });
    assert.equal(eventOf(ruleset.decide(state, official('charter', false)), 'established').cube, true);
    const { events, state: after } = play(state, official('charter', true));
    assert.equal(eventOf(events, 'established').cube, false);
    assert.equal(after.bag.length, state.bag.length);
  });
});

describe('steam-pirates/officials.captain', () => {
  it('basic: moves the Dreadnought 1 or 2 islands along her route and aids her mission: a cube, 1 VP and the season\'s gold', () => {
    const state = officialsGame(['captain', 'merchant', 'judge', 'charter'], [], (draft) => {
      draft.flagships.dreadnought = { at: 'zephyr', destination: 'iona', arrived: false, mission: [] };
      draft.wind = 'N';
    });
    const { events, state: after } = play(state, official('captain', false, { islands: 2 }));
    assert.deepEqual(eventOf(events, 'flagship-moved').islands, ['zephyr', 'tinguard', 'nimbus']);
    assert.deepEqual(eventOf(events, 'mission-aided'), { type: 'mission-aided', rule: RULE.missionsAid, player: 'amber', ship: 'dreadnought', cube: true, vp: 1, gold: 2 });
    assert.deepEqual([after.pirates.amber?.vp, after.pirates.amber?.gold, after.pirates.amber?.cubes, after.flagships.dreadnought.mission], [1, 11, 7, ['amber']]);
    assert.throws(() => ruleset.decide(state, official('captain', false, { islands: 3 })), refusal(RULE.captain, undefined, /1 to 2/));
    assert.deepEqual(usesOf(state, 'amber', 'captain', false), [{ islands: 1 }, { islands: 2 }]);
  });

  it('bribed: up to 3 islands; a Dreadnought at her destination cannot be moved', () => {
    const state = officialsGame(['merchant', 'judge', 'charter', 'barkeep'], ['captain'], (draft) => {
      draft.flagships.dreadnought = { at: 'zephyr', destination: 'iona', arrived: false, mission: [] };
    });
    assert.equal(eventOf(ruleset.decide(state, official('captain', true, { islands: 3 })), 'flagship-moved').islands.length, 4);
    const arrived = staged(state, (draft) => {
      draft.flagships.dreadnought = { at: 'iona', destination: 'iona', arrived: true, mission: [] };
    });
    assert.throws(() => ruleset.decide(arrived, official('captain', true, { islands: 1 })), refusal(RULE.captain, undefined, /already reached/));
  });
});

describe('steam-pirates/officials.pirate-queen', () => {
  it('basic: uses another Syndicate official\'s basic action, on display or not, which stays where it is', () => {
    const state = officialsGame(['pirate-queen', 'smuggler', 'judge', 'merchant']);
    const { events, state: after } = play(state, official('pirate-queen', false, { as: 'smuggler' }));
    assert.equal(eventOf(events, 'official-used').as, 'smuggler');
    assert.ok(after.display.includes('smuggler'));
    assert.ok(after.discard.includes('pirate-queen'));
    assert.throws(() => ruleset.decide(state, official('pirate-queen', false, { as: 'merchant' })), refusal(RULE.pirateQueen));
    assert.doesNotThrow(() => ruleset.decide(state, official('pirate-queen', false, { as: 'captain', islands: 1 })), 'the Captain is not on display');
  });

  it('bribed: the same, then takes one of the pirate\'s map pieces from the board', () => {
    const state = officialsGame(['smuggler', 'judge', 'merchant', 'charter'], ['pirate-queen']);
    const { events, state: after } = play(state, official('pirate-queen', true, { as: 'smuggler', treasure: 'driftstone' }));
    assert.deepEqual(eventOf(events, 'treasure-taken'), { type: 'treasure-taken', rule: RULE.pirateQueen, player: 'amber', island: 'driftstone' });
    assert.deepEqual(after.pirates.amber?.maps, ['driftstone']);
    assert.throws(() => ruleset.decide(state, official('pirate-queen', true, { as: 'smuggler' })), refusal(RULE.pirateQueen, undefined, /map pieces/));
  });
});

describe('steam-pirates/officials.port-master', () => {
  it('basic: pays 1 Gold, then uses another British official\'s basic action; bribed: without paying', () => {
    const state = officialsGame(['port-master', 'judge', 'charter', 'smuggler'], ['port-master']);
    const basic = play(state, official('port-master', false, { as: 'merchant' }));
    assert.deepEqual(eventOf(basic.events, 'gold-paid'), { type: 'gold-paid', rule: RULE.portMaster, player: 'amber', gold: 1, why: 'the Port Master' });
    assert.equal(eventOf(basic.events, 'profited').bonus, 1);
    assert.equal(ruleset.decide(state, official('port-master', true, { as: 'merchant' })).some((event) => event.type === 'gold-paid'), false);
    assert.throws(() => ruleset.decide(state, official('port-master', false, { as: 'barkeep' })), refusal(RULE.portMaster));
    const broke = staged(state, (draft) => {
      const amber = draft.pirates.amber;
      if (amber !== undefined) amber.gold = 0;
    });
    assert.throws(() => ruleset.decide(broke, official('port-master', false, { as: 'merchant' })), refusal(RULE.portMaster, undefined, /costs 1 Gold/));
  });
});

describe('steam-pirates/officials.merchant', () => {
  it('basic: a Profit action and 1 Gold more; bribed: also ignoring the embargo', () => {
    const state = officialsGame(['merchant', 'judge', 'charter', 'smuggler'], ['merchant'], (draft) => {
      draft.flagships.fortress.at = 'mistral';
    });
    // The Fortress at Mistral embargoes Coal, Amber's only good.
    assert.equal(eventOf(ruleset.decide(state, official('merchant', false)), 'profited').total, 2 + 1);
    assert.equal(eventOf(ruleset.decide(state, official('merchant', true)), 'profited').total, 2 + 1 + 1);
  });
});

describe('steam-pirates/officials.judge', () => {
  it('basic: draws 2 cubes; the pirate gives 1 back to its owner and the other goes back into the bag', () => {
    const state = officialsGame(['judge', 'merchant', 'charter', 'smuggler'], [], (draft) => {
      draft.bag = ['brian', 'syndicate'];
    });
    const drawn = play(state, official('judge', false));
    assert.deepEqual(drawn.state.prompt, { id: 'judge', player: 'amber', drawn: eventOf(drawn.events, 'cubes-drawn').cubes, most: 1 });
    assert.deepEqual(ruleset.toAct(drawn.state), ['amber']);
    const brian = eventOf(drawn.events, 'cubes-drawn').cubes.indexOf('brian');
    assert.throws(() => ruleset.decide(drawn.state, { type: 'return-cubes', player: 'amber', cubes: [0, 1] }), refusal(RULE.judge));
    const { state: after } = play(drawn.state, { type: 'return-cubes', player: 'amber', cubes: [brian] });
    assert.deepEqual([after.bag, after.pirates.brian?.cubes, after.prompt, after.turn?.player], [['syndicate'], 9, null, 'brian']);
  });

  it('bribed: draws 3 and gives 1 or 2 back; an empty bag cannot be drawn from', () => {
    const state = officialsGame(['merchant', 'charter', 'smuggler', 'captain'], ['judge'], (draft) => {
      draft.bag = ['brian', 'syndicate', 'amber', 'syndicate'];
    });
    const drawn = play(state, official('judge', true));
    assert.equal(eventOf(drawn.events, 'cubes-drawn').cubes.length, 3);
    assert.equal(ruleset.legalCommands(drawn.state).length, 3 + 3);
    const { state: after } = play(drawn.state, { type: 'return-cubes', player: 'amber', cubes: [0, 2] });
    assert.equal(after.bag.length, 2);
    const empty = staged(state, (draft) => {
      draft.bag = [];
    });
    assert.throws(() => ruleset.decide(empty, official('judge', true)), refusal(RULE.judge, undefined, /empty/));
  });
});

describe('steam-pirates/officials.commodore', () => {
  it('example: in the 2nd season Brian\'s bribed Commodore moves the Flying Fortress 2 islands from Felle towards Erindelle, to Concona: the embargo turns from Coal to Firearms, and Brian gains 1 VP and 3 Gold', () => {
    const state = staged(officialsGame(['merchant', 'judge', 'charter', 'smuggler']), (draft) => {
      draft.season = 2;
      draft.turn = { player: 'brian', sailed: false };
      const brian = draft.pirates.brian;
      if (brian !== undefined) brian.bribed = ['commodore'];
      draft.bribes.commodore = ['brian'];
      draft.flagships.fortress = { at: 'felle', destination: 'erindelle', arrived: false, mission: [] };
    });
    assert.equal(state.data.map.islands.find((island) => island.id === 'felle')?.good, 'coal');
    const { events, state: after } = play(state, { type: 'official', player: 'brian', die: 0, official: 'commodore', bribed: true, use: { islands: 2 } });
    assert.deepEqual(eventOf(events, 'flagship-moved').islands, ['felle', 'brassport', 'concona']);
    assert.equal(after.data.map.islands.find((island) => island.id === after.flagships.fortress.at)?.good, 'firearms');
    assert.deepEqual(eventOf(events, 'mission-aided'), { type: 'mission-aided', rule: RULE.missionsAid, player: 'brian', ship: 'fortress', cube: true, vp: 1, gold: 3 });
    assert.deepEqual([after.pirates.brian?.vp, after.pirates.brian?.gold], [1, 13]);
  });

  it('basic: 1 island only', () => {
    const state = officialsGame(['commodore', 'merchant', 'judge', 'charter'], [], (draft) => {
      draft.flagships.fortress = { at: 'felle', destination: 'erindelle', arrived: false, mission: [] };
    });
    assert.throws(() => ruleset.decide(state, official('commodore', false, { islands: 2 })), refusal(RULE.commodore));
    assert.deepEqual(eventOf(ruleset.decide(state, official('commodore', false, { islands: 1 })), 'flagship-moved').islands, ['felle', 'brassport']);
  });
});

describe('steam-pirates/officials.governor', () => {
  it('basic: discards the Governor from the display; bribed: discards any official on display and gains 2 Gold', () => {
    const state = officialsGame(['governor', 'merchant', 'judge', 'charter'], ['governor']);
    const basic = play(state, official('governor', false));
    assert.ok(basic.state.discard.includes('governor'));
    const bribed = play(state, official('governor', true, { target: 'judge' }));
    assert.deepEqual(eventOf(bribed.events, 'gold-gained'), { type: 'gold-gained', rule: RULE.governor, player: 'amber', gold: 2, why: 'the Governor' });
    assert.ok(bribed.state.discard.includes('judge') && bribed.state.display.includes('governor'));
    assert.throws(() => ruleset.decide(state, official('governor', true, { target: 'smuggler' })), refusal(RULE.governor));
  });
});
