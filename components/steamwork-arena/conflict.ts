import { LitElement, css, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { applyCommand, isOneOf, isRuleViolation, whyRefused } from '../../rules/engine/index.ts';
import {
  CONFLICT_OPPONENTS,
  CONFLICT_SIDES,
  RULE,
  conflictBotMove,
  conflictHidingLimit,
  conflictOdds,
  conflictPresetNamed,
  conflictRuleset,
  conflictToAct,
  conflictView,
  printedConflictCommands,
  readConflictPlay,
  ruleHeading,
  type ConflictCommand,
  type ConflictOpponent,
  type ConflictPlay,
  type ConflictLimits,
  type ConflictOdds,
  type ConflictPreset,
  type ConflictResult,
  type ConflictSide,
  type ConflictState,
  type HandPick,
  type Hands,
  type StoredHands,
} from '../../rules/steamwork-arena/index.ts';
import { parseWholeNumber, type AttributeProblem } from '../shared/attributes.ts';
import { LiveAnnouncer } from '../shared/live-announcer.ts';
import { renderGuarded, setupProblem } from '../shared/problems.ts';
import { renderCitation, type RuleCitation } from '../shared/rule-citation.ts';
import { capitalise, citationFrom, plural } from '../shared/words.ts';
import { baseStyles, tokens } from '../shared/theme.ts';
import { controlStyles, widgetStyles } from '../shared/widget-styles.ts';
import { ShareController } from '../shared/share-link.ts';

/** A rule id as a citation with its title and docs link. */
export const citation: (id: string) => RuleCitation = citationFrom(ruleHeading);

/** Free play: two players at one screen, or the reader against a bot (the rules read it: `readConflictPlay`). */
export { CONFLICT_OPPONENTS, type ConflictOpponent };
type Side = ConflictSide;
/**
 * Free play's steps. Hot-seat: each side's secret steps, with a hand-off between them. Against a
 * bot: the reader's split, the reader's pick, the reveal; no hand-off.
 */
type FreeStep = 'attacker-split' | 'handoff-defender' | 'defender-split' | 'defender-pick' | 'handoff-attacker' | 'attacker-pick' | 'reveal';
const PRESET_STEPS = ['hands', 'picks', 'reveal', 'energy'] as const;
type PresetStep = (typeof PRESET_STEPS)[number];

const HAND = ['left', 'right'] as const;

/**
 * One Steamwork Arena attack, attacker against defender, on one screen ("Conflict resolution").
 *
 * With `preset` (`conflict-example-1` … `conflict-example-4`, `ranged-example-1`) the reader steps
 * through a rulebook conflict as printed: the hands, the picks, the revealed hands with the pdp, and
 * the energy left. Otherwise (or with `ranged-example-2`) it is free play. Hot-seat
 * (`opponent="hot-seat"`, the default): the attacker splits their energy between two hands, passes
 * the device to the defender, who splits theirs and picks one of the attacker's hands, passes back,
 * and the attacker picks; then both hands are revealed. Against a bot (`opponent="bot"`): the reader
 * plays `side`, splits and picks, and the bot (the rules' `conflictBotMove`: `conflictBot` on its own
 * view, with randomness from `seed`) hides and picks without seeing the reader's hands; no hand-off. A control in free play
 * switches between the two (and the side) and starts the conflict again.
 *
 * The conflict is the rules' `conflictRuleset`, which reads every attribute (`initialState`,
 * `readConflictPlay`): the widget renders its state, offers what `legalCommands` lists (the picks)
 * or checks a typed split with `decide`'s refusal, and plays each command through the rules.
 * The presets are the rules' `CONFLICT_PRESETS`; the odds come from `conflictOdds`.
 *
 * The class is not registered; import `steamwork-arena-conflict.ts` for the tag.
 *
 * Keyboard: number inputs, radio buttons and buttons only. After each step, focus moves to the new
 * step's heading.
 *
 * @tagname steamwork-arena-conflict
 * @attr preset - `conflict-example-1` … `conflict-example-4`, `ranged-example-1` or `ranged-example-2`
 *   (the older names `example-1` … `example-4`, `ranged-1`, `ranged-2` still work).
 * @attr attack - Free play: the attacker's attack value, 0 to 9 (the most a zone can show). Default 5.
 * @attr defense - Free play: the defender's defense value, 0 to 10 (the most a zone can show). Default 2.
 * @attr attacker-energy - Free play: the attacker's reserves, 0 to 100 (the bank). Default 6.
 * @attr defender-energy - Free play: the defender's reserves, 0 to 100 (the bank). Default 3.
 * @attr range-energy - Free play: energy already spent on range (a ranged attack), at most the attack
 *   value and the attacker's reserves. Default 0.
 * @attr opponent - Free play: `hot-seat` (default: two players at one screen) or `bot`.
 * @attr side - Against a bot: the side the reader plays, `attacker` (default) or `defender`.
 * @attr seed - Against a bot: a whole number (any, as on every tag) that fixes the bot's split and pick (the
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
  @state() private limits: ConflictLimits | null = null;
  @state() private shownPreset: ConflictPreset | undefined = undefined;
  /** The conflict, from the rules: the whole state (both sides' secrets), shown as each step allows. */
  @state() private conflict: ConflictState | null = null;
  /** Hot-seat: whether the device has been passed to the side now asked. */
  @state() private handedOff = false;
  /** A printed conflict's step: the reader steps through the played conflict. */
  @state() private presetStep: PresetStep = 'hands';
  /** The split being typed, per side, before it is hidden. */
  @state() private attackerHands: [number, number] = [0, 0];
  @state() private defenderHands: [number, number] = [0, 0];
  @state() private against: ConflictOpponent = 'hot-seat';
  @state() private readerSide: Side = 'attacker';
  /** The seed from the `seed` attribute; null draws a fresh one for each conflict. */
  private pinnedSeed: number | null = null;
  @state() private conflictSeed: number | null = null;
  /** The conflict as the rules open it (before any command), for Reset; null while the attributes are wrong. */
  private opened: ConflictState | null = null;

  private readonly announcer = new LiveAnnouncer(this);

  /**
   * "Copy link", and the widget restored from a shared link (share-link.ts): the attributes, and in
   * free play the opponent and the reader's side as chosen (`{ opponent, side }`). Not the hands:
   * a link in the middle of a conflict would show one side's secret to whoever opens it.
   */
  private readonly share = new ShareController(this, {
    announce: (text) => {
      this.announcer.announce(text);
    },
    log: () => (this.shownPreset?.printed === undefined ? [{ opponent: this.against, side: this.readerSide }] : []),
    replay: (log) => {
      const [entry] = log as readonly (Partial<Record<'opponent' | 'side', unknown>> | null)[];
      if (log.length !== 1 || !isOneOf(CONFLICT_OPPONENTS, entry?.opponent) || !isOneOf(CONFLICT_SIDES, entry.side)) return { step: 1, why: 'it is not an opponent and a side.' };
      this.playAgainst(entry.opponent, entry.side);
      return null;
    },
  });
  private needsSetup = true;

  /** The conflict's outcome once both hands are picked; null before. */
  get result(): ConflictResult | null {
    return this.conflict?.result ?? null;
  }

  /** The odds of each pdp for the splits: the hidden ones once both are in, else the ones being typed. */
  get odds(): ConflictOdds {
    const hands = this.conflict?.hands;
    if (hands === null || hands === undefined) return conflictOdds(this.attackerHands, this.defenderHands);
    return conflictOdds(known(hands.attacker), known(hands.defender));
  }

  /** The current step's name. */
  get step(): string {
    return this.shownPreset?.printed === undefined ? this.freeStep : this.presetStep;
  }

  /** Free play's step, read from the conflict's state (and, hot-seat, whether the device was passed). */
  private get freeStep(): FreeStep {
    const conflict = this.conflict;
    if (conflict?.result !== null) return 'reveal';
    const toAct = conflictToAct(conflict);
    const asking = conflict.prompt?.id === 'picks' ? 'pick' : 'split';
    if (this.against === 'bot') return `${this.readerSide}-${asking}`;
    // Hot-seat: the attacker hides first, the defender picks first; a hand-off comes before the second side.
    const first: Side = asking === 'split' ? 'attacker' : 'defender';
    const second = otherSide(first);
    if (toAct.includes(first)) return `${first}-${asking}`;
    if (!this.handedOff) return `handoff-${second}`;
    return `${second}-${asking}`;
  }

  /** Free play's opponent now: `hot-seat` or `bot` (the control may have changed the attribute's choice). */
  get opponentMode(): ConflictOpponent {
    return this.against;
  }

  /** The side the reader plays against the bot. */
  get readerPlays(): Side {
    return this.readerSide;
  }

  /** The seed the bot plays this conflict with; null in hot-seat. */
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

  /** Empty hands, the first step; a printed conflict played through; against a bot, the bot's first move. */
  private startConflict(): void {
    this.presetStep = 'hands';
    this.attackerHands = [0, 0];
    this.defenderHands = [0, 0];
    this.handedOff = false;
    this.conflictSeed = null;
    const preset = this.shownPreset;
    this.conflict = this.opened;
    // A printed conflict is played through as printed, by the rules.
    if (preset?.printed !== undefined) for (const command of printedConflictCommands(preset.printed)) this.play(command);
    if (this.against === 'bot' && preset?.printed === undefined) {
      this.conflictSeed = this.pinnedSeed ?? Math.floor(Math.random() * 2 ** 31);
      this.botMoves();
    }
  }

  /** Against a bot: the bot's moves, from the rules (`conflictBotMove`), played for as long as they ask its side. */
  private botMoves(): void {
    const seed = this.conflictSeed;
    if (this.against !== 'bot' || seed === null) return;
    const botSide = otherSide(this.readerSide);
    for (let command = this.conflict && conflictBotMove(this.conflict, botSide, seed); command !== null; command = this.conflict && conflictBotMove(this.conflict, botSide, seed)) {
      if (!this.play(command)) return;
    }
  }

  /** The conflict after one command, as the rules play it; false (and nothing changed) when they refuse it. */
  private play(command: ConflictCommand): boolean {
    if (this.conflict === null) return false;
    try {
      this.conflict = applyCommand(conflictRuleset, this.conflict, command);
    } catch (error) {
      if (isRuleViolation(error)) return false;
      throw error;
    }
    this.handedOff = false;
    return true;
  }

  /** Why the rules would refuse `command` now, or null. */
  private refusalOf(command: ConflictCommand): { rule: string; message: string } | null {
    const conflict = this.conflict;
    if (conflict === null) return null;
    const violation = whyRefused(conflictRuleset, conflict, command);
    return violation === null ? null : { rule: violation.rule, message: violation.message };
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
    // Not a number at all goes to the rules as typed: their refusal names the range and its reason.
    const number = (raw: string | null): number | string | undefined => {
      if (raw === null) return undefined;
      const parsed = parseWholeNumber('', raw, 0);
      return parsed.ok ? parsed.value : raw;
    };
    const text = (raw: string | number | null): string | number | undefined => (raw === null || String(raw).trim() === '' ? undefined : typeof raw === 'number' ? raw : raw.trim());
    const seedText = text(this.seed);
    const presetName = text(this.preset);
    // Every attribute is read by the rules, which name the one at fault.
    let play: ConflictPlay | null = null;
    try {
      play = readConflictPlay({ opponent: text(this.opponent), side: text(this.side), seed: typeof seedText === 'string' && /^[+-]?\d+$/.test(seedText) ? Number(seedText) : seedText });
    } catch (error) {
      problems.push(setupProblem(error, attributeOfField, { renameField: true }));
    }
    const preset = typeof presetName === 'string' ? conflictPresetNamed(presetName) : undefined;
    const given = {
      attackValue: number(this.attack),
      defenseValue: number(this.defense),
      attackerEnergy: number(this.attackerEnergy),
      defenderEnergy: number(this.defenderEnergy),
      rangeEnergy: number(this.rangeEnergy),
    };
    let opened: ConflictState | null = null;
    try {
      // A printed conflict is shown as printed: the numbers given apply to free play only.
      const numbers = preset?.printed === undefined ? given : {};
      opened = conflictRuleset.initialState({ seed: play?.seed ?? 1, preset: presetName, ...numbers });
    } catch (error) {
      problems.push(setupProblem(error, attributeOfField, { renameField: true }));
    }
    this.problems = problems;
    this.opened = opened;
    if (opened === null || play === null) {
      this.limits = null;
      this.conflict = null;
      return;
    }
    this.limits = opened.limits;
    this.shownPreset = preset;
    this.against = play.opponent;
    this.readerSide = play.side;
    this.pinnedSeed = play.seed;
    this.startConflict();
    this.announcer.clear();
  }

  /** The most a side may hide in total, from the rules. */
  private maxFor(side: Side): number {
    return this.conflict === null ? 0 : conflictHidingLimit(this.conflict, side);
  }

  /** The refusal of a side's split as typed, from the rules; null when they allow it. */
  refusalFor(side: Side): { rule: string; message: string } | null {
    return this.refusalOf({ type: 'hide', player: side, hands: side === 'attacker' ? this.attackerHands : this.defenderHands });
  }

  private go(step: FreeStep | PresetStep, announcement: string): void {
    if (this.shownPreset?.printed !== undefined) this.presetStep = step as PresetStep;
    this.announcer.announce(announcement);
    void this.updateComplete.then(() => {
      this.renderRoot.querySelector<HTMLElement>('#step-heading')?.focus();
    });
  }

  /** Hot-seat: the device has been passed to the side now asked. */
  private handOff(announcement: string): void {
    this.handedOff = true;
    this.go(this.freeStep, announcement);
  }

  private readonly onInput = (event: Event): void => {
    const input = event.target as HTMLInputElement;
    const side = input.dataset.side;
    if (!isOneOf(CONFLICT_SIDES, side)) return;
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
    this.play({ type: 'hide', player: side, hands: side === 'attacker' ? this.attackerHands : this.defenderHands });
    if (this.against === 'bot') {
      this.botMoves();
      this.go(this.freeStep, 'Your hands are hidden, and the bot has hidden its own. Pick one of the bot’s hands.');
    } else if (side === 'attacker') this.go(this.freeStep, 'The attacker’s hands are hidden. Pass the device to the defender.');
    else this.go(this.freeStep, 'The defender’s hands are hidden. Defender, pick one of the attacker’s hands.');
  }

  private pick(command: Extract<ConflictCommand, { type: 'pick' }>): void {
    if (!this.play(command)) return;
    this.botMoves();
    if (this.against === 'hot-seat' && command.player === 'defender') {
      this.go(this.freeStep, `The defender picked the attacker’s ${HAND[command.hand]} hand. Pass the device back to the attacker.`);
      return;
    }
    const result = this.result;
    const [attacker, defender] = this.freeNames();
    this.go(this.freeStep, result === null ? 'Revealed.' : this.revealSentence(result, attacker, defender));
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
    return `${attacker} reveals ${result.attackerRevealed}, ${defender} reveals ${result.defenderRevealed}: ${defender} gets ${result.pdp === 0 ? 'no pending damage' : plural(result.pdp, 'pending damage point')}. ${attacker} ends at ${result.attackerEnergyAfter ?? 0} energy, ${defender} at ${result.defenderEnergyAfter ?? 0}.`;
  }

  protected override render(): unknown {
    return renderGuarded(this.localName, this.problems, () => {
      const limits = this.limits;
      const conflict = this.conflict;
      return limits === null || conflict === null ? nothing : this.renderWidget(limits, conflict);
    });
  }

  private renderWidget(setup: ConflictLimits, conflict: ConflictState): TemplateResult {
    const preset = this.shownPreset;
    return html`<div class="widget" part="base" role="group" aria-labelledby="title">
      <h2 id="title">Conflict: ${preset?.title ?? 'free play'}</h2>
      ${this.share.renderNotice()}
      ${preset === undefined ? nothing : html`<p class="description" part="description">${preset.description}</p>`} ${this.renderSetup(setup)}
      ${preset?.printed === undefined ? this.renderOpponentControl() : nothing}
      <section part="step" aria-labelledby="step-heading title" data-step=${this.step}>
        ${preset?.printed === undefined ? this.renderFree() : this.renderPreset(preset, conflict)}
      </section>
      <div class="controls">
        <button part="button reset-button" @click=${() => { this.reset(); }}>Reset</button>
        ${this.share.renderButton()}
      </div>
      ${this.announcer.render()}
    </div>`;
  }

  private names(): [string, string] {
    const preset = this.shownPreset;
    return preset?.printed === undefined ? ['Attacker', 'Defender'] : [preset.attacker, preset.defender];
  }

  private renderSetup(setup: ConflictLimits): TemplateResult {
    const [attacker, defender] = this.names();
    return html`<dl class="sides" part="setup">
      <div>
        <dt>${attacker} (attacking)</dt>
        <dd>
          attack value <span data-value="attack">${setup.attackValue}</span>, <span data-value="attacker-energy">${setup.attackerEnergy}</span> energy${setup.rangeEnergy > 0
            ? html`, <span data-value="range-energy">${setup.rangeEnergy}</span> spent on range`
            : nothing}; may hide at most <span data-value="attacker-max">${this.maxFor('attacker')}</span>
          ${renderCitation(citation(setup.rangeEnergy > 0 ? RULE.rangeCost : RULE.hide))}
        </dd>
      </div>
      <div>
        <dt>${defender} (defending)</dt>
        <dd>
          defense value <span data-value="defense">${setup.defenseValue}</span>, <span data-value="defender-energy">${setup.defenderEnergy}</span> energy; may hide at
          most <span data-value="defender-max">${this.maxFor('defender')}</span> ${renderCitation(citation(RULE.hide))}
        </dd>
      </div>
    </dl>`;
  }

  /** A side's two hands; a hand not shown, or not known in the state shown, reads `?`. */
  private renderHands(label: string, side: Side, hands: StoredHands | undefined, picked: HandPick | null, show: 'all' | 'none'): TemplateResult {
    return html`<div part="hands" data-side=${side}>
      <h4>${label}</h4>
      <div class="hands">
        ${([0, 1] as const).map((hand) => {
          const count = show === 'all' ? (hands?.[hand] ?? null) : null;
          return html`<div class="hand ${picked === hand ? 'picked' : ''}" part="hand" data-hand=${HAND[hand]} data-count=${count === null ? 'hidden' : String(count)}>
            <div>${HAND[hand]} hand${picked === hand ? ' (picked)' : ''}</div>
            <div class="count">${count ?? '?'}</div>
          </div>`;
        })}
      </div>
    </div>`;
  }

  /** A printed conflict, played through by the rules: the reader steps through its hands, picks, reveal and energy. */
  private renderPreset(preset: ConflictPreset, conflict: ConflictState): TemplateResult {
    const step = this.presetStep;
    const index = PRESET_STEPS.indexOf(step);
    const { result, hands, picks } = conflict;
    if (result === null || hands === null || picks === null) return html`<h3 id="step-heading" tabindex="-1">${preset.title}</h3>`;
    const attackerHands = known(hands.attacker);
    const defenderHands = known(hands.defender);
    const { attacker, defender } = preset;
    const headings: Record<PresetStep, string> = {
      hands: 'Step 1: hands hidden',
      picks: 'Step 2: the picks',
      reveal: 'Step 3: picked hands revealed',
      energy: 'Step 4: all hands revealed, all hidden energy spent',
    };
    const showPicks = index >= 1;
    let body: TemplateResult | typeof nothing = nothing;
    if (step === 'hands') body = html`<p>${attacker} hides ${attackerHands[0]} in his left hand and ${attackerHands[1]} in the right; ${defender} hides ${defenderHands[0]} and ${defenderHands[1]}. ${renderCitation(citation(RULE.hide))}</p>`;
    if (step === 'picks') body = html`<p>${attacker} picks ${defender}’s ${HAND[picks.attacker]} hand; ${defender} picks ${attacker}’s ${HAND[picks.defender]} hand. ${renderCitation(citation(RULE.pick))}</p>`;
    if (index >= 2) body = html`${this.renderOutcome(result, attacker, defender)} ${index >= 3 ? this.renderEnergy(result, attacker, defender) : nothing}`;
    const next = PRESET_STEPS[index + 1];
    const back = PRESET_STEPS[index - 1];
    return html`<h3 id="step-heading" tabindex="-1">${headings[step]}</h3>
      <div class="sides">
        ${this.renderHands(`${attacker}’s hands`, 'attacker', attackerHands, showPicks ? picks.defender : null, 'all')}
        ${this.renderHands(`${defender}’s hands`, 'defender', defenderHands, showPicks ? picks.attacker : null, 'all')}
      </div>
      ${body} ${this.renderOdds(this.odds)}
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
        <span data-value="defender-revealed">${result.defenderRevealed}</span>. ${renderCitation(citation(RULE.pick))}
      </p>
      <p class="pdp">
        ${capitalise(defender)} gets <span data-value="pdp">${result.pdp}</span> pending damage ${result.pdp === 1 ? 'point' : 'points'}${result.pdp === 0 && result.attackerRevealed < result.defenderRevealed ? ' (attackers never take pending damage)' : ''}.
        ${renderCitation(citation(RULE.pdp))}
      </p>
    </div>`;
  }

  private renderEnergy(result: ConflictResult, attacker: string, defender: string): TemplateResult {
    return html`<p part="energy">
      ${attacker} spends ${result.spentByAttacker} and ends at <span data-value="attacker-energy-after">${result.attackerEnergyAfter}</span> energy; ${defender}
      spends ${result.spentByDefender} and ends at <span data-value="defender-energy-after">${result.defenderEnergyAfter}</span> energy.
      ${renderCitation(citation(RULE.spend))}
    </p>`;
  }

  private renderOdds(odds: ConflictOdds): TemplateResult {
    return html`<div part="odds">
      <h4 id="odds-heading">Odds of each amount of pending damage for these splits, if both pick at random ${renderCitation(citation(RULE.pick))}</h4>
      <table aria-labelledby="odds-heading">
        <thead>
          <tr>
            <th scope="col">Pending damage</th>
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
      <p class="hint">Average: <span data-value="expected-pdp">${odds.expectedPdp}</span> pending damage points.</p>
    </div>`;
  }

  private renderSplitInputs(side: Side): TemplateResult {
    const hands = side === 'attacker' ? this.attackerHands : this.defenderHands;
    const max = this.maxFor(side);
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

  private renderFree(): TemplateResult {
    return this.against === 'bot' ? this.renderAgainstBot() : this.renderHotSeat();
  }

  /** The picks the rules offer `side` now, one button each. */
  private pickButtons(side: Side): TemplateResult {
    const whose = this.against === 'bot' ? 'bot’s' : side === 'defender' ? 'attacker’s' : 'defender’s';
    const conflict = this.conflict;
    const picks = conflict === null ? [] : conflictRuleset.legalCommands(conflict).filter((command) => command.type === 'pick' && command.player === side);
    return html`<div class="controls">
      ${picks.map((command) =>
        command.type === 'pick'
          ? html`<button part="button pick-button" data-hand=${HAND[command.hand]} @click=${() => { this.pick(command); }}>The ${whose} ${HAND[command.hand]} hand</button>`
          : nothing,
      )}
    </div>`;
  }

  /** The other side's hands as `side` sees them: none of them before the reveal. */
  private handsSeenBy(side: Side, whose: Side): StoredHands | undefined {
    const conflict = this.conflict;
    if (conflict === null) return undefined;
    return conflictView(conflict, side).hands?.[whose];
  }

  /** The reader against the bot: their split, their pick, the reveal. */
  private renderAgainstBot(): TemplateResult {
    const side = this.readerSide;
    const botSide = otherSide(side);
    switch (this.freeStep) {
      case 'attacker-split':
      case 'defender-split':
        return html`<h3 id="step-heading" tabindex="-1">You are the ${side}: hide your energy</h3>
          <p class="hint">The bot hides its own energy without seeing your hands.</p>
          ${this.renderSplitInputs(side)}`;
      case 'attacker-pick':
      case 'defender-pick':
        return html`<h3 id="step-heading" tabindex="-1">Pick one of the bot’s hands</h3>
          ${this.renderHands(this.handsLabel(botSide), botSide, this.handsSeenBy(side, botSide), null, 'none')} ${this.pickButtons(side)}
          ${renderCitation(citation(RULE.pick))}`;
      default:
        return this.renderReveal();
    }
  }

  private renderReveal(): TemplateResult {
    const conflict = this.conflict;
    const result = this.result;
    if (conflict === null || result === null) return html`<h3 id="step-heading" tabindex="-1">Reveal</h3>`;
    const [attacker, defender] = this.freeNames();
    const seed = this.botSeed;
    return html`<h3 id="step-heading" tabindex="-1">Reveal</h3>
      <div class="sides">
        ${this.renderHands(this.handsLabel('attacker'), 'attacker', conflict.hands?.attacker, conflict.picks?.defender ?? null, 'all')}
        ${this.renderHands(this.handsLabel('defender'), 'defender', conflict.hands?.defender, conflict.picks?.attacker ?? null, 'all')}
      </div>
      ${this.renderOutcome(result, attacker, defender)} ${this.renderEnergy(result, attacker, defender)} ${this.renderOdds(this.odds)}
      ${seed === null
        ? nothing
        : html`<p class="hint" part="bot-seed">The bot drew its split and pick from seed <span data-value="bot-seed">${seed}</span>; <code>seed="${seed}"</code> meets the same bot again.</p>`}`;
  }

  private renderHotSeat(): TemplateResult {
    const step = this.freeStep;
    switch (step) {
      case 'attacker-split':
        return html`<h3 id="step-heading" tabindex="-1">Attacker: hide your energy (defender, look away)</h3>
          ${this.renderSplitInputs('attacker')}`;
      case 'handoff-defender':
        return html`<div part="handoff">
          <h3 id="step-heading" tabindex="-1">Pass the device to the defender</h3>
          <p>The attacker’s hands are hidden. Attacker, look away now.</p>
          <div class="controls"><button class="primary" part="button next-button" @click=${() => { this.handOff('Defender: hide your energy.'); }}>I am the defender: go on</button></div>
        </div>`;
      case 'defender-split':
        return html`<h3 id="step-heading" tabindex="-1">Defender: hide your energy (attacker, look away)</h3>
          ${this.renderSplitInputs('defender')}`;
      case 'defender-pick':
        return html`<h3 id="step-heading" tabindex="-1">Defender: pick one of the attacker’s hands</h3>
          ${this.renderHands('The attacker’s hands', 'attacker', this.handsSeenBy('defender', 'attacker'), null, 'none')} ${this.pickButtons('defender')}
          ${renderCitation(citation(RULE.pick))}`;
      case 'handoff-attacker':
        return html`<div part="handoff">
          <h3 id="step-heading" tabindex="-1">Pass the device to the attacker</h3>
          <p>The defender’s hands are hidden and their pick is made. Defender, look away now.</p>
          <div class="controls"><button class="primary" part="button next-button" @click=${() => { this.handOff('Attacker: pick one of the defender’s hands.'); }}>I am the attacker: go on</button></div>
        </div>`;
      case 'attacker-pick':
        return html`<h3 id="step-heading" tabindex="-1">Attacker: pick one of the defender’s hands</h3>
          ${this.renderHands('The defender’s hands', 'defender', this.handsSeenBy('attacker', 'defender'), null, 'none')} ${this.pickButtons('attacker')}
          ${renderCitation(citation(RULE.pick))}`;
      case 'reveal':
        return this.renderReveal();
    }
  }
}

/** The attribute behind a rules field named in a refusal of the setup. */
function attributeOfField(field: string): string {
  if (field === 'preset' || field === 'opponent' || field === 'side' || field === 'seed') return field;
  if (field === 'attackValue') return 'attack';
  if (field === 'defenseValue') return 'defense';
  if (field === 'rangeEnergy' || field === 'attackerHands') return 'range-energy';
  if (field === 'attackerEnergy') return 'attacker-energy';
  if (field === 'defenderEnergy') return 'defender-energy';
  return '';
}

/** Hands from the whole state, where both are known; a hand unknown counts 0. */
function known(hands: StoredHands): Hands {
  return [hands[0] ?? 0, hands[1] ?? 0];
}

function otherSide(side: Side): Side {
  return side === 'attacker' ? 'defender' : 'attacker';
}
