import { LitElement, css, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { isRuleViolation, seedRandom } from '../../rules/engine/index.ts';
import {
  conflictOdds,
  hidingLimit,
  maxHiddenForAttack,
  resolveConflict,
  ruleById,
  validateHands,
  type ConflictOdds,
  type ConflictResult,
  type HandPick,
  type Hands,
} from '../../rules/steamwork-arena/index.ts';
import { parseOneOf, parseWholeNumber, type AttributeProblem, type Parsed } from '../shared/attributes.ts';
import { LiveAnnouncer } from '../shared/live-announcer.ts';
import { errorMessage, renderGuarded, setupProblem } from '../shared/problems.ts';
import { renderCitation, type RuleCitation } from '../shared/rule-citation.ts';
import { baseStyles, tokens } from '../shared/theme.ts';
import { controlStyles, widgetStyles } from '../shared/widget-styles.ts';
import { botConflictChoice, type BotConflictChoice } from './conflict-bot.ts';

const HIDE_RULE = 'steamwork-arena/conflict.hide';
const PICK_RULE = 'steamwork-arena/conflict.pick';
const PDP_RULE = 'steamwork-arena/conflict.pdp';
const SPEND_RULE = 'steamwork-arena/conflict.spend';
const RANGE_RULE = 'steamwork-arena/ranged.range-cost';

/** A rule id as a citation with its title and docs link from the Steamwork Arena rule map. */
export function citation(id: string): RuleCitation {
  const entry = ruleById(id);
  return { id, title: entry?.title, docs: entry?.docs };
}

/** The numbers a conflict starts from: values and reserves. */
export interface ConflictSetup {
  attackValue: number;
  defenseValue: number;
  attackerEnergy: number;
  defenderEnergy: number;
  rangeEnergy: number;
}

/** A rulebook conflict as printed: who, the numbers, the splits and the picks. */
export interface ConflictPreset {
  name: string;
  title: string;
  attacker: string;
  defender: string;
  setup: ConflictSetup;
  /** Printed splits and picks; a preset without them (Ranged Attack Example 2) opens free play. */
  printed?: { attackerHands: Hands; defenderHands: Hands; attackerPicks: HandPick; defenderPicks: HandPick };
  description: string;
}

const LAUREL_HARDY = { attackValue: 5, defenseValue: 2, attackerEnergy: 6, defenderEnergy: 3, rangeEnergy: 0 };

/** The rulebook's conflicts: Laurel attacks Hardy (Conflict Examples 1–4), Harriet shoots at Ozzie (Ranged Attack Examples). */
export const CONFLICT_PRESETS: readonly ConflictPreset[] = [
  {
    name: 'example-1',
    title: 'Conflict Example 1',
    attacker: 'Laurel',
    defender: 'Hardy',
    setup: LAUREL_HARDY,
    printed: { attackerHands: [3, 2], defenderHands: [2, 0], attackerPicks: 1, defenderPicks: 1 },
    description: 'Laurel attacks Hardy; each picks the other’s right hand.',
  },
  {
    name: 'example-2',
    title: 'Conflict Example 2',
    attacker: 'Laurel',
    defender: 'Hardy',
    setup: LAUREL_HARDY,
    printed: { attackerHands: [3, 2], defenderHands: [2, 0], attackerPicks: 0, defenderPicks: 1 },
    description: 'The same hands, but Laurel picks Hardy’s left hand.',
  },
  {
    name: 'example-3',
    title: 'Conflict Example 3',
    attacker: 'Laurel',
    defender: 'Hardy',
    setup: LAUREL_HARDY,
    printed: { attackerHands: [5, 0], defenderHands: [2, 0], attackerPicks: 0, defenderPicks: 1 },
    description: 'Laurel puts everything in one hand, and Hardy picks the empty one. Attackers never take pdp.',
  },
  {
    name: 'example-4',
    title: 'Conflict Example 4',
    attacker: 'Laurel',
    defender: 'Hardy',
    setup: { attackValue: 2, defenseValue: 4, attackerEnergy: 6, defenderEnergy: 7, rangeEnergy: 0 },
    printed: { attackerHands: [0, 0], defenderHands: [2, 2], attackerPicks: 0, defenderPicks: 0 },
    description: 'A bluff: Laurel hides nothing at all, and Hardy spends 4 energy for nothing.',
  },
  {
    name: 'ranged-1',
    title: 'Ranged Attack Example 1',
    attacker: 'Harriet',
    defender: 'Ozzie',
    setup: { attackValue: 4, defenseValue: 3, attackerEnergy: 4, defenderEnergy: 5, rangeEnergy: 2 },
    printed: { attackerHands: [2, 0], defenderHands: [2, 1], attackerPicks: 1, defenderPicks: 0 },
    description: 'Harriet, in mode B, spends 2 energy on range (D+D), so she may hide only 2 of her attack value 4.',
  },
  {
    name: 'ranged-2',
    title: 'Ranged Attack Example 2',
    attacker: 'Attacker',
    defender: 'Defender',
    // The rulebook prints only the attack value and the range energy; the rest are free-play defaults.
    setup: { attackValue: 6, defenseValue: 2, attackerEnergy: 6, defenderEnergy: 3, rangeEnergy: 3 },
    description: 'Mode E, attack value 6, three energy spent on range (A+A+A): at most 3 energy may be hidden. Try it.',
  },
];

export const CONFLICT_PRESET_NAMES = CONFLICT_PRESETS.map((preset) => preset.name);

/** Free play: two players at one screen, or the reader against a bot. */
export const CONFLICT_OPPONENTS = ['hot-seat', 'bot'] as const;
export type ConflictOpponent = (typeof CONFLICT_OPPONENTS)[number];
/** The sides of a conflict; against a bot, the one the reader plays. */
export const CONFLICT_SIDES = ['attacker', 'defender'] as const;
type Side = (typeof CONFLICT_SIDES)[number];
/**
 * Free play's steps. Hot-seat: each side's secret steps, with a hand-off between them. Against a
 * bot: the reader's split, the reader's pick, the reveal; no hand-off.
 */
type FreeStep = 'attacker-split' | 'handoff-defender' | 'defender-split' | 'defender-pick' | 'handoff-attacker' | 'attacker-pick' | 'reveal';
const PRESET_STEPS = ['hands', 'picks', 'reveal', 'energy'] as const;
type PresetStep = (typeof PRESET_STEPS)[number];

const HAND = ['left', 'right'] as const;

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/**
 * One Steamwork Arena attack, attacker against defender, on one screen ("Conflict resolution").
 *
 * With `preset` (`example-1` … `example-4`, `ranged-1`) the reader steps through a rulebook
 * conflict as printed: the hands, the picks, the revealed hands with the pdp, and the energy left.
 * Otherwise (or with `ranged-2`) it is free play. Hot-seat (`opponent="hot-seat"`, the default):
 * the attacker splits their energy between two hands, passes the device to the defender, who
 * splits theirs and picks one of the attacker's hands, passes back, and the attacker picks; then
 * both hands are revealed. Against a bot (`opponent="bot"`): the reader plays `side`, splits and
 * picks, and the bot's split and pick (`botConflictChoice`, drawn from `seed` without seeing the
 * reader's hands) are revealed with theirs, no hand-off. A control in free play switches between
 * the two (and the side) and starts the conflict again. The exact odds of each pdp for the splits
 * come from `conflictOdds`; every limit and refusal from `validateHands`; the outcome from
 * `resolveConflict`. The widget holds no game logic.
 *
 * The class is not registered; import `steamwork-arena-conflict.ts` for the tag.
 *
 * Keyboard: number inputs, radio buttons and buttons only. After each step, focus moves to the new
 * step's heading.
 *
 * @tagname steamwork-arena-conflict
 * @attr preset - `example-1`, `example-2`, `example-3`, `example-4`, `ranged-1` or `ranged-2`.
 * @attr attack - Free play: the attacker's attack value. Default 5.
 * @attr defense - Free play: the defender's defense value. Default 2.
 * @attr attacker-energy - Free play: the attacker's reserves. Default 6.
 * @attr defender-energy - Free play: the defender's reserves. Default 3.
 * @attr range-energy - Free play: energy already spent on range (a ranged attack). Default 0.
 * @attr opponent - Free play: `hot-seat` (default: two players at one screen) or `bot`.
 * @attr side - Against a bot: the side the reader plays, `attacker` (default) or `defender`.
 * @attr seed - Against a bot: a whole number, 0 or more, that fixes the bot's split and pick (the
 *   same in every conflict). Default: a fresh random seed for each conflict.
 * @csspart base - The widget's box.
 * @csspart description - What the preset shows.
 * @csspart step - The current step.
 * @csspart hands - A side's hands; `hand` one of them, its count in `data-count`.
 * @csspart input - A number input for a hand.
 * @csspart refusal - Why a split is refused, with its rule.
 * @csspart handoff - The "pass the device" screen.
 * @csspart opponent - The free-play control: two players at one screen or against a bot, and the side.
 * @csspart bot-seed - After the reveal against a bot, the seed it drew its choice from.
 * @csspart outcome - The revealed hands and the pdp.
 * @csspart energy - The reserves after the conflict.
 * @csspart odds - The table of pdp odds; `odds-row` one outcome.
 * @csspart button - Every button; also `next-button`, `back-button`, `pick-button`, `reset-button`.
 * @csspart rule - A rule citation; `rule-link` its link, `rule-id` the id beside it.
 * @cssprop --rb-color-accent - Buttons, links, bars.
 * @cssprop --rb-color-surface - Background of the widget.
 * @cssprop --rb-color-border - Borders.
 * @cssprop --rb-color-muted - Secondary text.
 */
export class SteamworkArenaConflict extends LitElement {
  static override styles = [
    baseStyles,
    widgetStyles,
    controlStyles,
    css`
      :host {
        max-width: 48rem;
      }
      h3 {
        font-size: 1em;
        margin: 0 0 0.3rem;
      }
      h3:focus {
        outline: none;
      }
      h3:focus-visible {
        outline: ${tokens.focusRing};
      }
      .description {
        color: ${tokens.muted};
      }
      .sides {
        display: grid;
        grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
        gap: 0.75rem;
      }
      .hands {
        display: flex;
        gap: 0.6rem;
        flex-wrap: wrap;
        align-items: end;
      }
      .hand {
        border: 1px solid ${tokens.border};
        border-radius: ${tokens.radius};
        padding: 0.3rem 0.6rem;
        min-width: 5.5rem;
      }
      .hand.picked {
        border: 2px solid ${tokens.accent};
      }
      .hand .count {
        font-size: 1.4em;
        font-weight: 700;
      }
      label {
        display: grid;
        gap: 0.2rem;
      }
      input {
        font: inherit;
        width: 5rem;
      }
      .refusal {
        color: ${tokens.error};
      }
      .pdp {
        font-weight: 700;
      }
      table {
        border-collapse: collapse;
      }
      th,
      td {
        text-align: left;
        padding: 0.15rem 0.6rem 0.15rem 0;
      }
      .opponent {
        display: flex;
        flex-wrap: wrap;
        gap: 0.4rem 1.2rem;
        border: 1px solid ${tokens.border};
        border-radius: ${tokens.radius};
        margin: 0 0 0.75rem;
        padding: 0.3rem 0.6rem 0.5rem;
      }
      .opponent fieldset {
        border: 0;
        margin: 0;
        padding: 0;
      }
      .opponent label {
        display: inline-flex;
        align-items: center;
        gap: 0.3rem;
        margin-right: 0.8rem;
      }
      .opponent input {
        width: auto;
      }
      .bar {
        display: inline-block;
        height: 0.8em;
        background: ${tokens.accent};
        vertical-align: middle;
      }
    `,
  ];

  @property() preset: string | null = null;
  @property() attack: string | null = null;
  @property() defense: string | null = null;
  @property({ attribute: 'attacker-energy' }) attackerEnergy: string | null = null;
  @property({ attribute: 'defender-energy' }) defenderEnergy: string | null = null;
  @property({ attribute: 'range-energy' }) rangeEnergy: string | null = null;
  @property() opponent: string | null = null;
  @property() side: string | null = null;
  @property() seed: string | number | null = null;

  @state() private problems: readonly AttributeProblem[] = [];
  @state() private setup: ConflictSetup | null = null;
  @state() private shownPreset: ConflictPreset | undefined = undefined;
  @state() private presetStep: PresetStep = 'hands';
  @state() private freeStep: FreeStep = 'attacker-split';
  @state() private attackerHands: [number, number] = [0, 0];
  @state() private defenderHands: [number, number] = [0, 0];
  @state() private attackerPicks: HandPick | null = null;
  @state() private defenderPicks: HandPick | null = null;
  @state() private against: ConflictOpponent = 'hot-seat';
  @state() private readerSide: Side = 'attacker';
  /** The seed from the `seed` attribute; null draws a fresh one for each conflict. */
  private pinnedSeed: number | null = null;
  @state() private conflictSeed: number | null = null;
  /** The bot's split and pick for this conflict, drawn when it starts; null in hot-seat. */
  private botChoice: BotConflictChoice | null = null;

  private readonly announcer = new LiveAnnouncer(this);
  private needsSetup = true;

  /** The conflict's outcome once both hands are picked; null before. */
  get result(): ConflictResult | null {
    const setup = this.setup;
    const printed = this.shownPreset?.printed;
    if (setup === null) return null;
    if (printed !== undefined) return resolveConflict({ ...this.limits(setup), ...printed });
    if (this.attackerPicks === null || this.defenderPicks === null) return null;
    return resolveConflict({ ...this.limits(setup), attackerHands: this.attackerHands, defenderHands: this.defenderHands, attackerPicks: this.attackerPicks, defenderPicks: this.defenderPicks });
  }

  /** The odds of each pdp for the current splits. */
  get odds(): ConflictOdds {
    const printed = this.shownPreset?.printed;
    return printed === undefined ? conflictOdds(this.attackerHands, this.defenderHands) : conflictOdds(printed.attackerHands, printed.defenderHands);
  }

  /** The current step's name. */
  get step(): string {
    return this.shownPreset?.printed === undefined ? this.freeStep : this.presetStep;
  }

  /** Free play's opponent now: `hot-seat` or `bot` (the control may have changed the attribute's choice). */
  get opponentMode(): ConflictOpponent {
    return this.against;
  }

  /** The side the reader plays against the bot. */
  get readerPlays(): Side {
    return this.readerSide;
  }

  /** The seed the bot drew this conflict's choice from; null in hot-seat. */
  get botSeed(): number | null {
    return this.against === 'bot' ? this.conflictSeed : null;
  }

  /** Back to the start of the conflict. */
  reset(): void {
    this.startConflict();
    this.announcer.announce('Reset: back to the start of the conflict.');
  }

  /**
   * Free play: play against `opponent` (as `side`, against a bot) from now on, and start the
   * conflict again. The attributes are left as they are.
   */
  playAgainst(opponent: ConflictOpponent, side: Side = this.readerSide): void {
    this.against = opponent;
    this.readerSide = side;
    this.startConflict();
    this.announcer.announce(
      opponent === 'bot' ? `Against a bot: you play the ${side}. The conflict starts again.` : 'Two players, one screen. The conflict starts again.',
    );
  }

  /** Empty hands, no picks, the first step; against a bot, the bot's choice for this conflict. */
  private startConflict(): void {
    this.presetStep = 'hands';
    this.attackerHands = [0, 0];
    this.defenderHands = [0, 0];
    this.attackerPicks = null;
    this.defenderPicks = null;
    this.botChoice = null;
    this.conflictSeed = null;
    const botPlays = this.against === 'bot' && this.shownPreset?.printed === undefined ? otherSide(this.readerSide) : null;
    this.freeStep = botPlays === 'attacker' ? 'defender-split' : 'attacker-split';
    if (botPlays !== null && this.setup !== null) {
      const seed = this.pinnedSeed ?? Math.floor(Math.random() * 2 ** 31);
      this.conflictSeed = seed;
      this.botChoice = botConflictChoice(this.setup, botPlays, seedRandom(seed));
    }
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    const configChanged = (['preset', 'attack', 'defense', 'attackerEnergy', 'defenderEnergy', 'rangeEnergy', 'opponent', 'side', 'seed'] as const).some((name) =>
      changed.has(name),
    );
    if (configChanged || this.needsSetup) {
      this.needsSetup = false;
      this.build();
    }
  }

  private build(): void {
    const problems: AttributeProblem[] = [];
    const number = (attribute: string, raw: string | null, fallback: number): number => {
      const parsed = parseWholeNumber(attribute, raw, fallback);
      if (parsed.ok) return parsed.value;
      problems.push(parsed.problem);
      return fallback;
    };
    const presetName = this.preset === null || this.preset.trim() === '' ? undefined : this.preset.trim();
    const preset = presetName === undefined ? undefined : CONFLICT_PRESETS.find((candidate) => candidate.name === presetName);
    if (presetName !== undefined && preset === undefined) {
      problems.push({ attribute: 'preset', message: `preset must be one of ${CONFLICT_PRESET_NAMES.join(', ')}; got ${JSON.stringify(presetName)}.` });
    }
    const base = preset?.setup ?? LAUREL_HARDY;
    const setup: ConflictSetup = {
      attackValue: number('attack', this.attack, base.attackValue),
      defenseValue: number('defense', this.defense, base.defenseValue),
      attackerEnergy: number('attacker-energy', this.attackerEnergy, base.attackerEnergy),
      defenderEnergy: number('defender-energy', this.defenderEnergy, base.defenderEnergy),
      rangeEnergy: number('range-energy', this.rangeEnergy, base.rangeEnergy),
    };
    if (preset?.printed !== undefined) Object.assign(setup, preset.setup); // a printed conflict is shown as printed
    const opponent = parseOneOf('opponent', this.opponent, CONFLICT_OPPONENTS, 'hot-seat');
    if (!opponent.ok) problems.push(opponent.problem);
    const side = parseOneOf('side', this.side, CONFLICT_SIDES, 'attacker');
    if (!side.ok) problems.push(side.problem);
    const seed = parseSeed(this.seed);
    if (!seed.ok) problems.push(seed.problem);
    if (problems.length === 0) {
      try {
        maxHiddenForAttack(setup.attackValue, setup.rangeEnergy);
        validateHands({ ...this.limits(setup), attackerHands: [0, 0], defenderHands: [0, 0] });
      } catch (error) {
        problems.push(setupProblem(error, attributeOfField, { renameField: true }));
      }
    }
    this.problems = problems;
    if (problems.length > 0) {
      this.setup = null;
      return;
    }
    this.setup = setup;
    this.shownPreset = preset;
    this.against = opponent.ok ? opponent.value : 'hot-seat';
    this.readerSide = side.ok ? side.value : 'attacker';
    this.pinnedSeed = seed.ok ? seed.value : null;
    this.startConflict();
    this.announcer.clear();
  }

  private limits(setup: ConflictSetup): { attackValue: number; defenseValue: number; attackerEnergy: number; defenderEnergy: number; rangeEnergy: number } {
    return { ...setup };
  }

  /** The most a side may hide in total, from the rules. */
  private maxFor(side: Side, setup: ConflictSetup): number {
    return hidingLimit(side, setup);
  }

  /** The refusal of a side's split, from validateHands; null when the rules allow it. */
  refusalFor(side: Side): { rule: string; message: string } | null {
    const setup = this.setup;
    if (setup === null) return null;
    try {
      validateHands({
        ...this.limits(setup),
        attackerHands: side === 'attacker' ? this.attackerHands : [0, 0],
        defenderHands: side === 'defender' ? this.defenderHands : [0, 0],
      });
      return null;
    } catch (error) {
      if (isRuleViolation(error)) return { rule: error.rule, message: error.message };
      return { rule: HIDE_RULE, message: errorMessage(error) };
    }
  }

  private go(step: FreeStep | PresetStep, announcement: string): void {
    if (this.shownPreset?.printed === undefined) this.freeStep = step as FreeStep;
    else this.presetStep = step as PresetStep;
    this.announcer.announce(announcement);
    void this.updateComplete.then(() => {
      this.renderRoot.querySelector<HTMLElement>('#step-heading')?.focus();
    });
  }

  private readonly onInput = (event: Event): void => {
    const input = event.target as HTMLInputElement;
    const side = input.dataset.side as Side;
    const hand = Number(input.dataset.hand);
    const value = input.value.trim() === '' ? 0 : Number(input.value);
    const safe = Number.isSafeInteger(value) ? value : Number.NaN;
    const hands: [number, number] = side === 'attacker' ? [...this.attackerHands] : [...this.defenderHands];
    hands[hand] = safe;
    if (side === 'attacker') this.attackerHands = hands;
    else this.defenderHands = hands;
    const refusal = this.refusalFor(side);
    if (refusal !== null) this.announcer.announce(`Refused: ${refusal.message}`);
  };

  private confirmSplit(side: Side): void {
    const refusal = this.refusalFor(side);
    if (refusal !== null) {
      this.announcer.announce(`Refused: ${refusal.message}`);
      return;
    }
    const bot = this.botChoice;
    if (this.against === 'bot' && bot !== null) {
      // The bot's split and pick were drawn when the conflict started, without the reader's hands.
      if (side === 'attacker') {
        this.defenderHands = [...bot.hands];
        this.defenderPicks = bot.pick;
      } else {
        this.attackerHands = [...bot.hands];
        this.attackerPicks = bot.pick;
      }
      this.go(side === 'attacker' ? 'attacker-pick' : 'defender-pick', 'Your hands are hidden, and the bot has hidden its own. Pick one of the bot’s hands.');
    } else if (side === 'attacker') this.go('handoff-defender', 'The attacker’s hands are hidden. Pass the device to the defender.');
    else this.go('defender-pick', 'The defender’s hands are hidden. Defender, pick one of the attacker’s hands.');
  }

  private pick(side: Side, hand: HandPick): void {
    if (side === 'defender') this.defenderPicks = hand;
    else this.attackerPicks = hand;
    if (side === 'defender' && this.against === 'hot-seat') {
      this.go('handoff-attacker', `The defender picked the attacker’s ${HAND[hand]} hand. Pass the device back to the attacker.`);
      return;
    }
    const result = this.result;
    const [attacker, defender] = this.freeNames();
    this.go('reveal', result === null ? 'Revealed.' : this.revealSentence(result, attacker, defender));
  }

  /** Free play's names for the sides in a sentence, with who is the bot against a bot. */
  private freeNames(): [attacker: string, defender: string] {
    if (this.against === 'hot-seat') return ['The attacker', 'the defender'];
    const who = (side: Side): string => (side === this.readerSide ? 'you' : 'the bot');
    return [`The attacker (${who('attacker')})`, `the defender (${who('defender')})`];
  }

  /** "The attacker’s hands", against a bot with whose they are. */
  private handsLabel(side: Side): string {
    const whose = this.against === 'hot-seat' ? '' : side === this.readerSide ? ' (yours)' : ' (the bot’s)';
    return `The ${side}’s hands${whose}`;
  }

  private revealSentence(result: ConflictResult, attacker: string, defender: string): string {
    return `${attacker} reveals ${result.attackerRevealed}, ${defender} reveals ${result.defenderRevealed}: ${defender} gets ${result.pdp === 0 ? 'no pdp' : plural(result.pdp, 'pdp').replace(/pdps$/, 'pdp')}. ${attacker} ends at ${result.attackerEnergyAfter ?? 0} energy, ${defender} at ${result.defenderEnergyAfter ?? 0}.`;
  }

  protected override render(): unknown {
    return renderGuarded(this.localName, this.problems, () => {
      const setup = this.setup;
      return setup === null ? nothing : this.renderWidget(setup);
    });
  }

  private renderWidget(setup: ConflictSetup): TemplateResult {
    const preset = this.shownPreset;
    return html`<div class="widget" part="base" role="group" aria-labelledby="title">
      <h2 id="title">Conflict: ${preset?.title ?? 'free play'}</h2>
      ${preset === undefined ? nothing : html`<p class="description" part="description">${preset.description}</p>`} ${this.renderSetup(setup)}
      ${preset?.printed === undefined ? this.renderOpponentControl() : nothing}
      <section part="step" aria-labelledby="step-heading" data-step=${this.step}>
        ${preset?.printed === undefined ? this.renderFree(setup) : this.renderPreset(preset, setup, preset.printed)}
      </section>
      <div class="controls">
        <button part="button reset-button" @click=${() => { this.reset(); }}>Reset</button>
      </div>
      ${this.announcer.render()}
    </div>`;
  }

  private names(): [string, string] {
    const preset = this.shownPreset;
    return preset?.printed === undefined ? ['Attacker', 'Defender'] : [preset.attacker, preset.defender];
  }

  private renderSetup(setup: ConflictSetup): TemplateResult {
    const [attacker, defender] = this.names();
    return html`<dl class="sides" part="setup">
      <div>
        <dt>${attacker} (attacking)</dt>
        <dd>
          attack value <span data-value="attack">${setup.attackValue}</span>, <span data-value="attacker-energy">${setup.attackerEnergy}</span> energy${setup.rangeEnergy > 0
            ? html`, <span data-value="range-energy">${setup.rangeEnergy}</span> spent on range`
            : nothing}; may hide at most <span data-value="attacker-max">${this.maxFor('attacker', setup)}</span>
          ${renderCitation(citation(setup.rangeEnergy > 0 ? RANGE_RULE : HIDE_RULE))}
        </dd>
      </div>
      <div>
        <dt>${defender} (defending)</dt>
        <dd>
          defense value <span data-value="defense">${setup.defenseValue}</span>, <span data-value="defender-energy">${setup.defenderEnergy}</span> energy; may hide at
          most <span data-value="defender-max">${this.maxFor('defender', setup)}</span> ${renderCitation(citation(HIDE_RULE))}
        </dd>
      </div>
    </dl>`;
  }

  private renderHands(label: string, side: Side, hands: Hands, picked: HandPick | null, show: 'all' | 'picked' | 'none'): TemplateResult {
    return html`<div part="hands" data-side=${side}>
      <h4>${label}</h4>
      <div class="hands">
        ${([0, 1] as const).map((hand) => {
          const visible = show === 'all' || (show === 'picked' && picked === hand);
          return html`<div class="hand ${picked === hand ? 'picked' : ''}" part="hand" data-hand=${HAND[hand]} data-count=${visible ? String(hands[hand]) : 'hidden'}>
            <div>${HAND[hand]} hand${picked === hand ? ' (picked)' : ''}</div>
            <div class="count">${visible ? hands[hand] : '?'}</div>
          </div>`;
        })}
      </div>
    </div>`;
  }

  private renderPreset(preset: ConflictPreset, setup: ConflictSetup, printed: NonNullable<ConflictPreset['printed']>): TemplateResult {
    const step = this.presetStep;
    const index = PRESET_STEPS.indexOf(step);
    const result = resolveConflict({ ...this.limits(setup), ...printed });
    const { attacker, defender } = preset;
    const headings: Record<PresetStep, string> = {
      hands: 'Step 1: hands hidden',
      picks: 'Step 2: the picks',
      reveal: 'Step 3: picked hands revealed',
      energy: 'Step 4: all hands revealed, all hidden energy spent',
    };
    const showPicks = index >= 1;
    const attackerShow = 'all';
    let body: TemplateResult | typeof nothing = nothing;
    if (step === 'hands') body = html`<p>${attacker} hides ${printed.attackerHands[0]} in his left hand and ${printed.attackerHands[1]} in the right; ${defender} hides ${printed.defenderHands[0]} and ${printed.defenderHands[1]}. ${renderCitation(citation(HIDE_RULE))}</p>`;
    if (step === 'picks') body = html`<p>${attacker} picks ${defender}’s ${HAND[printed.attackerPicks]} hand; ${defender} picks ${attacker}’s ${HAND[printed.defenderPicks]} hand. ${renderCitation(citation(PICK_RULE))}</p>`;
    if (index >= 2) body = html`${this.renderOutcome(result, attacker, defender)} ${index >= 3 ? this.renderEnergy(result, attacker, defender) : nothing}`;
    const next = PRESET_STEPS[index + 1];
    const back = PRESET_STEPS[index - 1];
    return html`<h3 id="step-heading" tabindex="-1">${headings[step]}</h3>
      <div class="sides">
        ${this.renderHands(`${attacker}’s hands`, 'attacker', printed.attackerHands, showPicks ? printed.defenderPicks : null, attackerShow)}
        ${this.renderHands(`${defender}’s hands`, 'defender', printed.defenderHands, showPicks ? printed.attackerPicks : null, 'all')}
      </div>
      ${body} ${this.renderOdds(conflictOdds(printed.attackerHands, printed.defenderHands))}
      <div class="controls">
        ${back === undefined ? nothing : html`<button part="button back-button" @click=${() => { this.go(back, headings[back]); }}>Back</button>`}
        ${next === undefined
          ? nothing
          : html`<button class="primary" part="button next-button" @click=${() => { this.go(next, next === 'reveal' ? this.revealSentence(result, attacker, defender) : headings[next]); }}>Next</button>`}
      </div>`;
  }

  private renderOutcome(result: ConflictResult, attacker: string, defender: string): TemplateResult {
    return html`<div part="outcome">
      <p>
        ${attacker} reveals <span data-value="attacker-revealed">${result.attackerRevealed}</span>, ${defender} reveals
        <span data-value="defender-revealed">${result.defenderRevealed}</span>. ${renderCitation(citation(PICK_RULE))}
      </p>
      <p class="pdp">
        ${capitalise(defender)} gets <span data-value="pdp">${result.pdp}</span> pdp${result.pdp === 0 && result.attackerRevealed < result.defenderRevealed ? ' (attackers never take pdp)' : ''}.
        ${renderCitation(citation(PDP_RULE))}
      </p>
    </div>`;
  }

  private renderEnergy(result: ConflictResult, attacker: string, defender: string): TemplateResult {
    return html`<p part="energy">
      ${attacker} spends ${result.spentByAttacker} and ends at <span data-value="attacker-energy-after">${result.attackerEnergyAfter}</span> energy; ${defender}
      spends ${result.spentByDefender} and ends at <span data-value="defender-energy-after">${result.defenderEnergyAfter}</span> energy.
      ${renderCitation(citation(SPEND_RULE))}
    </p>`;
  }

  private renderOdds(odds: ConflictOdds): TemplateResult {
    return html`<div part="odds">
      <h4 id="odds-heading">Odds of each pdp for these splits, if both pick at random ${renderCitation(citation(PICK_RULE))}</h4>
      <table aria-labelledby="odds-heading">
        <thead>
          <tr>
            <th scope="col">pdp</th>
            <th scope="col">chance</th>
            <th scope="col"><span class="visually-hidden">bar</span></th>
          </tr>
        </thead>
        <tbody>
          ${odds.outcomes.map(
            (outcome) => html`<tr part="odds-row" data-pdp=${outcome.pdp} data-ways=${outcome.ways}>
              <td>${outcome.pdp}</td>
              <td>${outcome.ways}/4</td>
              <td><span class="bar" aria-hidden="true" style="width: ${outcome.ways * 2}rem"></span></td>
            </tr>`,
          )}
        </tbody>
      </table>
      <p class="hint">Average: <span data-value="expected-pdp">${odds.expectedPdp}</span> pdp.</p>
    </div>`;
  }

  private renderSplitInputs(side: Side, setup: ConflictSetup): TemplateResult {
    const hands = side === 'attacker' ? this.attackerHands : this.defenderHands;
    const max = this.maxFor(side, setup);
    const refusal = this.refusalFor(side);
    const label = side === 'attacker' ? 'Attacker' : 'Defender';
    return html`<fieldset part="hands" data-side=${side}>
        <legend>${label}: hide up to ${max} energy in two hands</legend>
        <div class="hands">
          ${([0, 1] as const).map(
            (hand) => html`<label
              >${HAND[hand]} hand
              <input
                part="input"
                type="number"
                min="0"
                max=${max}
                step="1"
                inputmode="numeric"
                data-side=${side}
                data-hand=${hand}
                aria-invalid=${refusal === null ? 'false' : 'true'}
                aria-describedby="refusal"
                .value=${Number.isNaN(hands[hand]) ? '' : String(hands[hand])}
                @input=${this.onInput}
            /></label>`,
          )}
        </div>
      </fieldset>
      <p id="refusal" class="refusal" part="refusal" data-rule=${refusal?.rule ?? ''}>
        ${refusal === null ? nothing : html`Refused: ${refusal.message} ${renderCitation(citation(refusal.rule))}`}
      </p>
      <div class="controls">
        <button class="primary" part="button next-button" aria-disabled=${refusal === null ? 'false' : 'true'} @click=${() => { this.confirmSplit(side); }}>Hide these hands</button>
      </div>`;
  }

  private renderOpponentControl(): TemplateResult {
    const radio = (name: string, value: string, label: string, checked: boolean, choose: () => void): TemplateResult =>
      html`<label
        ><input
          type="radio"
          name=${name}
          value=${value}
          .checked=${checked}
          @change=${(event: Event) => {
            if ((event.target as HTMLInputElement).checked) choose();
          }}
        />${label}</label
      >`;
    const bot = this.against === 'bot';
    return html`<div class="opponent" part="opponent">
      <fieldset>
        <legend>Play</legend>
        ${radio('opponent', 'hot-seat', 'Two players, one screen', !bot, () => { this.playAgainst('hot-seat'); })}
        ${radio('opponent', 'bot', 'Against a bot', bot, () => { this.playAgainst('bot'); })}
      </fieldset>
      ${bot
        ? html`<fieldset>
            <legend>You play</legend>
            ${CONFLICT_SIDES.map((side) => radio('side', side, `the ${side}`, this.readerSide === side, () => { this.playAgainst('bot', side); }))}
          </fieldset>`
        : nothing}
    </div>`;
  }

  private renderFree(setup: ConflictSetup): TemplateResult {
    return this.against === 'bot' ? this.renderAgainstBot(setup) : this.renderHotSeat(setup);
  }

  private pickButtons(side: Side): TemplateResult {
    const whose = this.against === 'bot' ? 'bot’s' : side === 'defender' ? 'attacker’s' : 'defender’s';
    return html`<div class="controls">
      ${([0, 1] as const).map((hand) => html`<button part="button pick-button" data-hand=${HAND[hand]} @click=${() => { this.pick(side, hand); }}>The ${whose} ${HAND[hand]} hand</button>`)}
    </div>`;
  }

  /** The reader against the bot: their split, their pick, the reveal. */
  private renderAgainstBot(setup: ConflictSetup): TemplateResult {
    const side = this.readerSide;
    const botSide = otherSide(side);
    switch (this.freeStep) {
      case 'attacker-split':
      case 'defender-split':
        return html`<h3 id="step-heading" tabindex="-1">You are the ${side}: hide your energy</h3>
          <p class="hint">The bot hides its own energy without seeing your hands.</p>
          ${this.renderSplitInputs(side, setup)}`;
      case 'attacker-pick':
      case 'defender-pick':
        return html`<h3 id="step-heading" tabindex="-1">Pick one of the bot’s hands</h3>
          ${this.renderHands(this.handsLabel(botSide), botSide, botSide === 'attacker' ? this.attackerHands : this.defenderHands, null, 'none')} ${this.pickButtons(side)}
          ${renderCitation(citation(PICK_RULE))}`;
      default:
        return this.renderReveal();
    }
  }

  private renderReveal(): TemplateResult {
    const result = this.result;
    if (result === null) return html`<h3 id="step-heading" tabindex="-1">Reveal</h3>`;
    const [attacker, defender] = this.freeNames();
    const seed = this.botSeed;
    return html`<h3 id="step-heading" tabindex="-1">Reveal</h3>
      <div class="sides">
        ${this.renderHands(this.handsLabel('attacker'), 'attacker', this.attackerHands, this.defenderPicks, 'all')}
        ${this.renderHands(this.handsLabel('defender'), 'defender', this.defenderHands, this.attackerPicks, 'all')}
      </div>
      ${this.renderOutcome(result, attacker, defender)} ${this.renderEnergy(result, attacker, defender)} ${this.renderOdds(this.odds)}
      ${seed === null
        ? nothing
        : html`<p class="hint" part="bot-seed">The bot drew its split and pick from seed <span data-value="bot-seed">${seed}</span>; <code>seed="${seed}"</code> meets the same bot again.</p>`}`;
  }

  private renderHotSeat(setup: ConflictSetup): TemplateResult {
    const step = this.freeStep;
    const pickButtons = (side: Side): TemplateResult => this.pickButtons(side);
    switch (step) {
      case 'attacker-split':
        return html`<h3 id="step-heading" tabindex="-1">Attacker: hide your energy (defender, look away)</h3>
          ${this.renderSplitInputs('attacker', setup)}`;
      case 'handoff-defender':
        return html`<div part="handoff">
          <h3 id="step-heading" tabindex="-1">Pass the device to the defender</h3>
          <p>The attacker’s hands are hidden. Attacker, look away now.</p>
          <div class="controls"><button class="primary" part="button next-button" @click=${() => { this.go('defender-split', 'Defender: hide your energy.'); }}>I am the defender: go on</button></div>
        </div>`;
      case 'defender-split':
        return html`<h3 id="step-heading" tabindex="-1">Defender: hide your energy (attacker, look away)</h3>
          ${this.renderSplitInputs('defender', setup)}`;
      case 'defender-pick':
        return html`<h3 id="step-heading" tabindex="-1">Defender: pick one of the attacker’s hands</h3>
          ${this.renderHands('The attacker’s hands', 'attacker', this.attackerHands, null, 'none')} ${pickButtons('defender')} ${renderCitation(citation(PICK_RULE))}`;
      case 'handoff-attacker':
        return html`<div part="handoff">
          <h3 id="step-heading" tabindex="-1">Pass the device to the attacker</h3>
          <p>The defender’s hands are hidden and their pick is made. Defender, look away now.</p>
          <div class="controls"><button class="primary" part="button next-button" @click=${() => { this.go('attacker-pick', 'Attacker: pick one of the defender’s hands.'); }}>I am the attacker: go on</button></div>
        </div>`;
      case 'attacker-pick':
        return html`<h3 id="step-heading" tabindex="-1">Attacker: pick one of the defender’s hands</h3>
          ${this.renderHands('The defender’s hands', 'defender', this.defenderHands, null, 'none')} ${pickButtons('attacker')} ${renderCitation(citation(PICK_RULE))}`;
      case 'reveal':
        return this.renderReveal();
    }
  }
}

/** The attribute behind a rules field named in a refusal of the setup. */
function attributeOfField(field: string): string {
  if (field === 'attackValue') return 'attack';
  if (field === 'defenseValue') return 'defense';
  if (field === 'rangeEnergy' || field === 'attackerHands') return 'range-energy';
  if (field === 'attackerEnergy') return 'attacker-energy';
  if (field === 'defenderEnergy') return 'defender-energy';
  return '';
}

function otherSide(side: Side): Side {
  return side === 'attacker' ? 'defender' : 'attacker';
}

/** `seed`: a whole number, 0 or more; missing or empty gives null (a fresh seed for each conflict). */
function parseSeed(raw: string | number | null): Parsed<number | null> {
  if (raw === null || String(raw).trim() === '') return { ok: true, value: null };
  const parsed = parseWholeNumber('seed', raw, 0);
  if (parsed.ok && parsed.value >= 0) return parsed;
  return { ok: false, problem: { attribute: 'seed', message: `seed must be a whole number, 0 or more, such as 42; got ${JSON.stringify(String(raw))}.` } };
}

/** `the defender` → `The defender`, at the start of a sentence. */
function capitalise(words: string): string {
  return words.charAt(0).toUpperCase() + words.slice(1);
}
