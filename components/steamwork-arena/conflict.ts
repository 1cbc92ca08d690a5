import { html, nothing, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { isOneOf, whyRefused } from '../../rules/engine/index.ts';
import {
  CONFLICT_PRESETS,
  CONFLICT_SIDES,
  PRINTED_STEPS,
  RULE,
  conflictBotSide,
  conflictHidingLimit,
  conflictLab,
  conflictOdds,
  conflictPresetNamed,
  conflictToAct,
  conflictView,
  type ConflictLabCommand,
  type ConflictLabEvent,
  type ConflictLabSetup,
  type ConflictLabState,
  type ConflictOdds,
  type ConflictOpponent,
  type ConflictPreset,
  type ConflictResult,
  type ConflictSide,
  type HandPick,
  type Hands,
  type PrintedStep,
  type StoredHands,
} from '../../rules/steamwork-arena/index.ts';
import type { AttributeProblem } from '../shared/attributes.ts';
import { LabShell, type LabPreset } from '../shared/lab-element.ts';
import { renderCitation } from '../shared/rule-citation.ts';
import { givenText, isGiven } from '../shared/setup-attributes.ts';
import { capitalise, plural } from '../shared/words.ts';
import { conflictStyles } from './conflict.styles.ts';
import { citation } from './game-words.ts';

export { CONFLICT_OPPONENTS, type ConflictOpponent } from '../../rules/steamwork-arena/index.ts';

/** The setup the lab's rules read: the attributes, and the seed every lab is given. */
type ConflictSetup = ConflictLabSetup & { seed: number };

type Side = ConflictSide;

/** The setup's fields the attributes beside `preset` and `seed` give, as typed. */
type GivenField = 'attackValue' | 'defenseValue' | 'attackerEnergy' | 'defenderEnergy' | 'rangeEnergy' | 'opponent' | 'side';

/**
 * Free play's steps. Hot-seat: each side's secret steps, with a hand-off between them. Against a
 * bot: the reader's split, the reader's pick, the reveal; no hand-off.
 */
type FreeStep = 'attacker-split' | 'handoff-defender' | 'defender-split' | 'defender-pick' | 'handoff-attacker' | 'attacker-pick' | 'reveal';

/** Free play's steps in a sentence, said after Undo. */
const FREE_STEP_WORDS: Readonly<Record<FreeStep, string>> = {
  'attacker-split': 'The attacker hides their energy.',
  'handoff-defender': 'The attacker’s hands are hidden: pass the device to the defender.',
  'defender-split': 'The defender hides their energy.',
  'defender-pick': 'The defender picks one of the attacker’s hands.',
  'handoff-attacker': 'The defender has picked: pass the device to the attacker.',
  'attacker-pick': 'The attacker picks one of the defender’s hands.',
  reveal: 'Both hands are revealed.',
};

const STEP_HEADINGS: Readonly<Record<PrintedStep, string>> = {
  hands: 'Step 1: hands hidden',
  picks: 'Step 2: the picks',
  reveal: 'Step 3: picked hands revealed',
  energy: 'Step 4: all hands revealed, all hidden energy spent',
};

const HAND = ['left', 'right'] as const;

/** The rulebook's conflicts, their titles as the heading shows them. */
const PRESETS: readonly LabPreset[] = CONFLICT_PRESETS.map(({ name, title, description, rule }) => ({ name, title: `Conflict: ${title}`, description, rule }));

/** The attributes behind the setup's fields, where their names differ. */
const ATTRIBUTES: Readonly<Record<string, string>> = {
  attackValue: 'attack',
  defenseValue: 'defense',
  attackerEnergy: 'attacker-energy',
  defenderEnergy: 'defender-energy',
  rangeEnergy: 'range-energy',
  attackerHands: 'range-energy',
  freshSeed: 'seed',
};

const EMPTY_HANDS: Readonly<Record<Side, Hands>> = { attacker: [0, 0], defender: [0, 0] };

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
 * The conflict is the rules' `conflictLab`, which reads every attribute (`readConflictLabSetup`),
 * plays the bot's moves, steps through a printed conflict and starts a conflict again. It runs in
 * the shell every lab shares (`LabShell`): every command is logged with its rule (a hand's
 * numbers only once revealed), Undo takes one back, Reset starts the conflict again, and a shared
 * link carries the opponent and side chosen and a printed conflict's steps, never a hand or a pick.
 * The widget renders the state, offers what `legalCommands` lists (the picks) or checks a typed
 * split with the rules' refusal, and sends each command. The presets are the rules'
 * `CONFLICT_PRESETS`; the odds come from `conflictOdds`.
 *
 * The class is not registered; import `steamwork-arena-conflict.ts` for the tag.
 *
 * Keyboard: number inputs, radio buttons and buttons only. After each step, focus moves to the new
 * step's heading. Undo, Reset and Copy link follow the step.
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
 * @fires rb-command - After every command sent to the rules, accepted or refused. `detail: { command, result }`.
 * @csspart base - The widget's box.
 * @csspart about - With a preset: "About this example", collapsed; `description` inside it, what the preset shows.
 * @csspart step - The current step.
 * @csspart hands - A side's hands; `hand` one of them, its count in `data-count`.
 * @csspart input - A number input for a hand.
 * @csspart refusal - Why a split is refused, with its rule; also a command the rules refused.
 * @csspart handoff - The "pass the device" screen.
 * @csspart opponent - The free-play control: two players at one screen or against a bot, and the side.
 * @csspart bot-seed - After the reveal against a bot, the seed it drew its choice from.
 * @csspart outcome - The revealed hands and the pdp.
 * @csspart energy - The reserves after the conflict.
 * @csspart odds - The table of pdp odds; `odds-row` one outcome.
 * @csspart controls - Undo, Reset and Copy link.
 * @csspart button - Every button; also `next-button`, `back-button`, `pick-button`, `undo-button`, `reset-button`.
 * @csspart log - The event log (`<rb-event-log>`): a line for every command, with its rule.
 * @csspart rule - A rule citation; `rule-link` its link, `rule-id` the id beside it.
 * @cssprop --rb-color-accent - Buttons, links, bars.
 * @cssprop --rb-color-surface - Background of the widget.
 * @cssprop --rb-color-border - Borders.
 * @cssprop --rb-color-muted - Secondary text.
 */
export class SteamworkArenaConflict extends LabShell<ConflictLabState, ConflictLabCommand, ConflictLabEvent, ConflictSetup> {
  static override styles = conflictStyles;

  @property() attack: string | null = null;
  @property() defense: string | null = null;
  @property({ attribute: 'attacker-energy' }) attackerEnergy: string | null = null;
  @property({ attribute: 'defender-energy' }) defenderEnergy: string | null = null;
  @property({ attribute: 'range-energy' }) rangeEnergy: string | null = null;
  @property() opponent: string | null = null;
  @property() side: string | null = null;

  /** The splits being typed, before they are hidden; every change of the lab's state empties them (`changed`). */
  @state() private typed: Readonly<Record<Side, Hands>> = EMPTY_HANDS;

  /** Hot-seat: the state in which the device was passed to the side now asked (a state object of the lab's run). */
  @state() private handedOffAt: ConflictLabState | null = null;

  constructor() {
    super({
      ruleset: conflictLab,
      presets: PRESETS,
      title: 'Conflict: free play',
      citation,
      reset: { type: 'reset' },
      properties: ['attack', 'defense', 'attackerEnergy', 'defenderEnergy', 'rangeEnergy', 'opponent', 'side'],
      attributes: ATTRIBUTES,
    });
  }

  /** The conflict's outcome once both hands are picked; null before. */
  get result(): ConflictResult | null {
    return this.state?.conflict.result ?? null;
  }

  /** The odds of each pdp for the splits: the hidden ones once both are in, else the ones being typed. */
  get odds(): ConflictOdds {
    const hands = this.state?.conflict.hands;
    if (hands === null || hands === undefined) return conflictOdds(this.typed.attacker, this.typed.defender);
    return conflictOdds(known(hands.attacker), known(hands.defender));
  }

  /** The current step's name: a printed conflict's, or free play's. */
  get step(): string {
    const state = this.state;
    if (state === null) return '';
    return state.step ?? this.freeStep(state);
  }

  /** Free play says who plays, so that two conflicts on one page (and their logs) are told apart. */
  protected override labTitle(state: ConflictLabState): string {
    return state.opponent === 'bot' ? `Conflict: free play against the bot, as the ${state.side}` : 'Conflict: free play, two at one screen';
  }

  /** Free play's opponent now: `hot-seat` or `bot` (the control may have changed the attribute's choice). */
  get opponentMode(): ConflictOpponent {
    return this.state?.opponent ?? 'hot-seat';
  }

  /** The side the reader plays against the bot. */
  get readerPlays(): Side {
    return this.state?.side ?? 'attacker';
  }

  /** The seed the bot plays this conflict with; null in hot-seat. */
  get botSeed(): number | null {
    return this.state?.botSeed ?? null;
  }

  /**
   * Free play: play against `opponent` (as `side`, against a bot) from now on, and start the
   * conflict again. The attributes are left as they are.
   */
  playAgainst(opponent: ConflictOpponent, side: Side = this.readerPlays): void {
    this.send({ type: 'play', opponent, side });
  }

  /** The refusal of a side's split as typed, from the rules; null when they allow it. */
  refusalFor(side: Side): { rule: string; message: string } | null {
    const state = this.state;
    if (state === null) return null;
    const violation = whyRefused(conflictLab, state, { type: 'hide', player: side, hands: this.typed[side] });
    return violation === null ? null : { rule: violation.rule, message: violation.message };
  }

  protected override readAttributes(): Partial<ConflictSetup> {
    const setup: Partial<ConflictSetup> = {};
    const given: readonly (readonly [GivenField, string | null])[] = [
      ['attackValue', this.attack],
      ['defenseValue', this.defense],
      ['attackerEnergy', this.attackerEnergy],
      ['defenderEnergy', this.defenderEnergy],
      ['rangeEnergy', this.rangeEnergy],
      ['opponent', this.opponent],
      ['side', this.side],
    ];
    // As typed: the rules read a number's text and name the range they allow.
    for (const [field, raw] of given) {
      const text = givenText(raw);
      if (text !== undefined) setup[field] = text;
    }
    // Without a seed, each conflict's bot plays from a seed drawn afresh. The rules draw those from
    // this number, which only the page can make up: the rules draw nothing without a seed.
    if (!isGiven(this.seed)) setup.freshSeed = Math.floor(Math.random() * 2 ** 31);
    return setup;
  }

  /** The rules name their fields (`attackValue`); the reader is told the attributes' names (`attack`). */
  protected override problemInWords(problem: AttributeProblem): AttributeProblem {
    return { ...problem, message: problem.message.replace(/^\w+/, (field) => ATTRIBUTES[field] ?? field) };
  }

  /** The example a `preset` names, by its name or an older one (`example-1`). */
  protected override presetShown(name: string | undefined): LabPreset | undefined {
    const preset = name === undefined ? undefined : conflictPresetNamed(name);
    return preset === undefined ? undefined : super.presetShown(preset.name);
  }

  /** An event in a sentence, for the log: a hand's numbers only once the conflict reveals them. */
  protected override describeEvent(event: ConflictLabEvent): string {
    switch (event.type) {
      case 'committed':
        return Array.isArray(event.secret) ? `The ${event.player} hides energy in two hands.` : `The ${event.player} picks one of the ${otherSide(event.player)}’s hands.`;
      case 'hands-held-out':
        return 'Both sides hold out their hands.';
      case 'prompted':
        return 'Each side picks one of the other’s hands.';
      case 'conflict-resolved':
        return this.revealSentence(event.result, ...this.names());
      case 'play-chosen':
        return event.opponent === 'bot' ? `Against a bot, you the ${event.side}: the conflict starts again.` : 'Two players, one screen: the conflict starts again.';
      case 'lab-reset':
        return 'Reset: the conflict starts again.';
      case 'stepped':
        return STEP_HEADINGS[event.step];
    }
  }

  protected override whereWords(state: ConflictLabState): string {
    return state.step === null ? FREE_STEP_WORDS[this.freeStep(state)] : `${STEP_HEADINGS[state.step]}.`;
  }

  /** What a command did, as the live region says it: what the side did and who goes on, or the reveal. */
  protected override commandWords(events: readonly ConflictLabEvent[]): string {
    const state = this.state;
    const first = events[0];
    if (state === null || first === undefined) return '';
    if (first.type === 'play-chosen') {
      return first.opponent === 'bot' ? `Against a bot: you play the ${first.side}. The conflict starts again.` : 'Two players, one screen. The conflict starts again.';
    }
    if (first.type === 'lab-reset') return 'Reset: back to the start of the conflict.';
    if (first.type === 'stepped') return first.step === 'reveal' && state.conflict.result !== null ? this.revealSentence(state.conflict.result, ...this.names()) : `${STEP_HEADINGS[first.step]}.`;
    const resolved = events.find((event) => event.type === 'conflict-resolved');
    if (resolved !== undefined) return this.revealSentence(resolved.result, ...this.freeNames(state));
    const botSide = conflictBotSide(state);
    const reader = events.find((event) => event.type === 'committed' && event.player !== botSide);
    if (reader?.type !== 'committed') return events.map((event) => this.describeEvent(event)).join(' ');
    if (botSide !== null) return 'Your hands are hidden, and the bot has hidden its own. Pick one of the bot’s hands.';
    if (Array.isArray(reader.secret)) {
      return reader.player === 'attacker' ? 'The attacker’s hands are hidden. Pass the device to the defender.' : 'The defender’s hands are hidden. Defender, pick one of the attacker’s hands.';
    }
    return `The defender picked the attacker’s ${HAND[reader.secret === 1 ? 1 : 0]} hand. Pass the device back to the attacker.`;
  }

  /** Every change of the lab's state (a command, Undo, Reset) empties the splits being typed: none shows to the next side. */
  protected override changed(): void {
    this.typed = EMPTY_HANDS;
  }

  /** A link carries how the reader plays and a printed conflict's steps, never a hand or a pick: it would show a side's secret to whoever opens it. */
  protected override sharedCommands(commands: readonly ConflictLabCommand[]): readonly ConflictLabCommand[] {
    return commands.filter((command) => command.type !== 'hide' && command.type !== 'pick');
  }

  /** Free play's step, read from the conflict's state (and, hot-seat, whether the device was passed). */
  private freeStep(state: ConflictLabState): FreeStep {
    const { conflict } = state;
    if (conflict.result !== null) return 'reveal';
    const asking = conflict.prompt?.id === 'picks' ? 'pick' : 'split';
    if (conflictBotSide(state) !== null) return `${state.side}-${asking}`;
    // Hot-seat: the attacker hides first, the defender picks first; a hand-off comes before the second side.
    const first: Side = asking === 'split' ? 'attacker' : 'defender';
    if (conflictToAct(conflict).includes(first)) return `${first}-${asking}`;
    const second = otherSide(first);
    return this.handedOffAt === state ? `${second}-${asking}` : `handoff-${second}`;
  }

  /** The most a side may hide in total, from the rules. */
  private maxFor(side: Side): number {
    const state = this.state;
    return state === null ? 0 : conflictHidingLimit(state.conflict, side);
  }

  /** After a step: focus on the new step's heading. */
  private focusStep(): void {
    void this.updateComplete.then(() => {
      this.renderRoot.querySelector<HTMLElement>('#step-heading')?.focus();
    });
  }

  /** Hot-seat: the device has been passed to the side now asked. */
  private handOff(announcement: string): void {
    this.handedOffAt = this.state;
    this.announcer.announce(announcement);
    this.focusStep();
  }

  private readonly onInput = (event: Event): void => {
    const input = event.target as HTMLInputElement;
    const side = input.dataset.side;
    if (!isOneOf(CONFLICT_SIDES, side)) return;
    const hand = Number(input.dataset.hand);
    const value = input.value.trim() === '' ? 0 : Number(input.value);
    const safe = Number.isSafeInteger(value) ? value : Number.NaN;
    const hands: [number, number] = [...this.typed[side]];
    hands[hand] = safe;
    this.typed = { ...this.typed, [side]: hands };
    const refusal = this.refusalFor(side);
    if (refusal !== null) this.announcer.announce(`Refused: ${refusal.message}`);
  };

  /** Hides the split typed: not sent while the rules would refuse it (the button is off, and says why). */
  private confirmSplit(side: Side): void {
    const refusal = this.refusalFor(side);
    if (refusal !== null) {
      this.announcer.announce(`Refused: ${refusal.message}`);
      return;
    }
    if (this.send({ type: 'hide', player: side, hands: this.typed[side] })?.ok === true) this.focusStep();
  }

  private pick(command: Extract<ConflictLabCommand, { type: 'pick' }>): void {
    if (this.send(command)?.ok === true) this.focusStep();
  }

  /** A printed conflict: show `step`. */
  private showStep(step: PrintedStep): void {
    if (this.send({ type: 'step', step })?.ok === true) this.focusStep();
  }

  /** The rulebook conflict shown, where it is printed: its names and hands. */
  private printedPreset(state: ConflictLabState): ConflictPreset | undefined {
    const preset = state.preset === null ? undefined : conflictPresetNamed(state.preset);
    return preset?.printed === undefined ? undefined : preset;
  }

  /** Free play's names for the sides in a sentence, with who is the bot against a bot. */
  private freeNames(state: ConflictLabState): [attacker: string, defender: string] {
    if (conflictBotSide(state) === null) return ['The attacker', 'the defender'];
    const who = (side: Side): string => (side === state.side ? 'you' : 'the bot');
    return [`The attacker (${who('attacker')})`, `the defender (${who('defender')})`];
  }

  /** The sides' names in a sentence: a printed conflict's as printed, else free play's. */
  private names(): [attacker: string, defender: string] {
    const state = this.state;
    if (state === null) return ['The attacker', 'the defender'];
    const preset = this.printedPreset(state);
    return preset === undefined ? this.freeNames(state) : [preset.attacker, preset.defender];
  }

  /** "The attacker’s hands", against a bot with whose they are. */
  private handsLabel(side: Side): string {
    const state = this.state;
    const whose = state === null || conflictBotSide(state) === null ? '' : side === state.side ? ' (yours)' : ' (the bot’s)';
    return `The ${side}’s hands${whose}`;
  }

  private revealSentence(result: ConflictResult, attacker: string, defender: string): string {
    return `${attacker} reveals ${String(result.attackerRevealed)}, ${defender} reveals ${String(result.defenderRevealed)}: ${defender} gets ${result.pdp === 0 ? 'no pending damage' : plural(result.pdp, 'pending damage point')}. ${attacker} ends at ${String(result.attackerEnergyAfter ?? 0)} energy, ${defender} at ${String(result.defenderEnergyAfter ?? 0)}.`;
  }

  protected override renderLab(state: ConflictLabState): TemplateResult {
    const preset = this.printedPreset(state);
    return html`${this.renderSetup(state)} ${preset === undefined ? this.renderOpponentControl(state) : nothing}
      <section part="step" aria-labelledby="step-heading title" data-step=${this.step}>
        ${preset === undefined || state.step === null ? this.renderFree(state) : this.renderPreset(preset, state.step, state)}
      </section>
      ${this.renderControls()}`;
  }

  private renderSetup(state: ConflictLabState): TemplateResult {
    const preset = this.printedPreset(state);
    const [attacker, defender] = preset === undefined ? ['Attacker', 'Defender'] : [preset.attacker, preset.defender];
    const setup = state.conflict.limits;
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
  private renderPreset(preset: ConflictPreset, step: PrintedStep, state: ConflictLabState): TemplateResult {
    const index = PRINTED_STEPS.indexOf(step);
    const { result, hands, picks } = state.conflict;
    if (result === null || hands === null || picks === null) return html`<h3 id="step-heading" tabindex="-1">${preset.title}</h3>`;
    const attackerHands = known(hands.attacker);
    const defenderHands = known(hands.defender);
    const { attacker, defender } = preset;
    const showPicks = index >= 1;
    let body: TemplateResult | typeof nothing = nothing;
    if (step === 'hands') body = html`<p>${attacker} hides ${attackerHands[0]} in his left hand and ${attackerHands[1]} in the right; ${defender} hides ${defenderHands[0]} and ${defenderHands[1]}. ${renderCitation(citation(RULE.hide))}</p>`;
    if (step === 'picks') body = html`<p>${attacker} picks ${defender}’s ${HAND[picks.attacker]} hand; ${defender} picks ${attacker}’s ${HAND[picks.defender]} hand. ${renderCitation(citation(RULE.pick))}</p>`;
    if (index >= 2) body = html`${this.renderOutcome(result, attacker, defender)} ${index >= 3 ? this.renderEnergy(result, attacker, defender) : nothing}`;
    const next = PRINTED_STEPS[index + 1];
    const back = PRINTED_STEPS[index - 1];
    return html`<h3 id="step-heading" tabindex="-1">${STEP_HEADINGS[step]}</h3>
      <div class="sides">
        ${this.renderHands(`${attacker}’s hands`, 'attacker', attackerHands, showPicks ? picks.defender : null, 'all')}
        ${this.renderHands(`${defender}’s hands`, 'defender', defenderHands, showPicks ? picks.attacker : null, 'all')}
      </div>
      ${body} ${this.renderOdds(this.odds)}
      <div class="controls">
        ${back === undefined ? nothing : html`<button part="button back-button" @click=${() => { this.showStep(back); }}>Back</button>`}
        ${next === undefined ? nothing : html`<button class="primary" part="button next-button" @click=${() => { this.showStep(next); }}>Next</button>`}
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
    const hands = this.typed[side];
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

  private renderOpponentControl(state: ConflictLabState): TemplateResult {
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
    const bot = state.opponent === 'bot';
    return html`<div class="opponent" part="opponent">
      <fieldset>
        <legend>Play</legend>
        ${radio('opponent', 'hot-seat', 'Two players, one screen', !bot, () => { this.playAgainst('hot-seat'); })}
        ${radio('opponent', 'bot', 'Against a bot', bot, () => { this.playAgainst('bot'); })}
      </fieldset>
      ${bot
        ? html`<fieldset>
            <legend>You play</legend>
            ${CONFLICT_SIDES.map((side) => radio('side', side, `the ${side}`, state.side === side, () => { this.playAgainst('bot', side); }))}
          </fieldset>`
        : nothing}
    </div>`;
  }

  private renderFree(state: ConflictLabState): TemplateResult {
    return conflictBotSide(state) === null ? this.renderHotSeat(state) : this.renderAgainstBot(state);
  }

  /** The picks the rules offer `side` now, one button each. */
  private pickButtons(state: ConflictLabState, side: Side): TemplateResult {
    const whose = conflictBotSide(state) !== null ? 'bot’s' : side === 'defender' ? 'attacker’s' : 'defender’s';
    const picks = conflictLab.legalCommands(state).filter((command) => command.type === 'pick' && command.player === side);
    return html`<div class="controls">
      ${picks.map((command) =>
        command.type === 'pick'
          ? html`<button part="button pick-button" data-hand=${HAND[command.hand]} @click=${() => { this.pick(command); }}>The ${whose} ${HAND[command.hand]} hand</button>`
          : nothing,
      )}
    </div>`;
  }

  /** The other side's hands as `side` sees them: none of them before the reveal. */
  private handsSeenBy(state: ConflictLabState, side: Side, whose: Side): StoredHands | undefined {
    return conflictView(state.conflict, side).hands?.[whose];
  }

  /** The reader against the bot: their split, their pick, the reveal. */
  private renderAgainstBot(state: ConflictLabState): TemplateResult {
    const side = state.side;
    const botSide = otherSide(side);
    switch (this.freeStep(state)) {
      case 'attacker-split':
      case 'defender-split':
        return html`<h3 id="step-heading" tabindex="-1">You are the ${side}: hide your energy</h3>
          <p class="hint">The bot hides its own energy without seeing your hands.</p>
          ${this.renderSplitInputs(side)}`;
      case 'attacker-pick':
      case 'defender-pick':
        return html`<h3 id="step-heading" tabindex="-1">Pick one of the bot’s hands</h3>
          ${this.renderHands(this.handsLabel(botSide), botSide, this.handsSeenBy(state, side, botSide), null, 'none')} ${this.pickButtons(state, side)}
          ${renderCitation(citation(RULE.pick))}`;
      default:
        return this.renderReveal(state);
    }
  }

  private renderReveal(state: ConflictLabState): TemplateResult {
    const { conflict } = state;
    const result = conflict.result;
    if (result === null) return html`<h3 id="step-heading" tabindex="-1">Reveal</h3>`;
    const [attacker, defender] = this.freeNames(state);
    const seed = state.botSeed;
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

  private renderHotSeat(state: ConflictLabState): TemplateResult {
    const step = this.freeStep(state);
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
          ${this.renderHands('The attacker’s hands', 'attacker', this.handsSeenBy(state, 'defender', 'attacker'), null, 'none')} ${this.pickButtons(state, 'defender')}
          ${renderCitation(citation(RULE.pick))}`;
      case 'handoff-attacker':
        return html`<div part="handoff">
          <h3 id="step-heading" tabindex="-1">Pass the device to the attacker</h3>
          <p>The defender’s hands are hidden and their pick is made. Defender, look away now.</p>
          <div class="controls"><button class="primary" part="button next-button" @click=${() => { this.handOff('Attacker: pick one of the defender’s hands.'); }}>I am the attacker: go on</button></div>
        </div>`;
      case 'attacker-pick':
        return html`<h3 id="step-heading" tabindex="-1">Attacker: pick one of the defender’s hands</h3>
          ${this.renderHands('The defender’s hands', 'defender', this.handsSeenBy(state, 'attacker', 'defender'), null, 'none')} ${this.pickButtons(state, 'attacker')}
          ${renderCitation(citation(RULE.pick))}`;
      case 'reveal':
        return this.renderReveal(state);
    }
  }
}

/** Hands from the whole state, where both are known; a hand unknown counts 0. */
function known(hands: StoredHands): Hands {
  return [hands[0] ?? 0, hands[1] ?? 0];
}

function otherSide(side: Side): Side {
  return side === 'attacker' ? 'defender' : 'attacker';
}
