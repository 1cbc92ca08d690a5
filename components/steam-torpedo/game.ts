import { LitElement, css, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { isRuleViolation, type DispatchResult, type Engine, type PlayerId } from '../../rules/engine/index.ts';
import {
  GAME_PRESET_NAMES,
  actingPlayer,
  gamePreset,
  heuristicBot,
  isGamePresetName,
  randomPlayer,
  ruleset,
  speedOf,
  totalOxygen,
  type Cell,
  type GamePreset,
  type SteamTorpedoCommand,
  type SteamTorpedoEvent,
  type SteamTorpedoSetup,
  type SteamTorpedoState,
  type SteamTorpedoBot,
  type Submarine,
} from '../../rules/steam-torpedo/index.ts';
import { parseWholeNumber, type AttributeProblem } from '../shared/attributes.ts';
import { commandEvent } from '../shared/command-event.ts';
import type { LoggedRejection } from '../shared/engine-controller.ts';
import { GameSession, createGameEngine, parseBotDelay, presetProblem, BOT_KINDS, GAME_MODES, type BotKind, type CommandSource, type GameMode, type SessionCommandDetail } from '../shared/game-session.ts';
import { LiveAnnouncer } from '../shared/live-announcer.ts';
import { gameLogOf, type GameLog } from '../shared/log-entries.ts';
import { renderGuarded } from '../shared/problems.ts';
import { renderCitation } from '../shared/rule-citation.ts';
import { baseStyles, tokens } from '../shared/theme.ts';
import { controlStyles, widgetStyles } from '../shared/widget-styles.ts';
import { controlHandlers, gameStyles, renderReplayControls, renderSessionControls } from '../shared/game-controls.ts';
import type { SteamTorpedoSubmarine, TileSelectDetail } from './submarine-board.ts';
import {
  capitalise,
  citation,
  commandLabel,
  crewName,
  describeEvent,
  listWords,
  phaseWords,
  playerName,
  plural,
  promptWords,
  summarizeEvents,
  tileAtName,
  tileName,
  withPlayerNames,
} from './words.ts';
// The elements this widget's template uses: importing them registers their tags.
import '../shared/rb-event-log.ts';
import './steam-torpedo-battle-area.ts';
import './steam-torpedo-submarine.ts';

export { BOT_KINDS, GAME_MODES, type BotKind, type CommandSource, type GameMode } from '../shared/game-session.ts';
const SEATS = ['south', 'north'] as const;
const DEFAULT_BOT_DELAY = 700;
/** Groups with more options than this show a list box and one button instead of a button each. */
const MAX_BUTTONS_PER_GROUP = 3;

type Turns = readonly (readonly SteamTorpedoEvent[])[];

type Command = SteamTorpedoCommand;
type TriggerCommand = Extract<Command, { type: 'trigger' }>;
type ReactCommand = Extract<Command, { type: 'react' }>;

/** Detail of this widget's `rb-command` event: the shared `CommandDetail`, and who sent the command. */
export type GameCommandDetail = SessionCommandDetail<Command, SteamTorpedoEvent>;

/** The game as configured by the attributes. */
interface GameConfig {
  setup: SteamTorpedoSetup;
  mode: GameMode;
  botKind: BotKind;
  /** The rulebook example the game starts from, if any. */
  preset: GamePreset | null;
  /** Turns of the engine's log before the starting moment: the preset's opening (0 without one). */
  startTurns: number;
  /** Attributes the preset overrode (`seed`, `first-player`, `skip-swap`), for the note. */
  overridden: string[];
}

/** What choosing a tile on a board does now. */
type TileChoice = { kind: 'command'; command: Command } | { kind: 'swap-first' };

/** Commands that share one tile effect (a trigger or a reaction), shown together. */
interface EffectGroup {
  key: string;
  tile: string;
  effect: number;
  commands: Command[];
}

/**
 * A whole game of Steam Torpedo, from the setup swap to the last breath: both submarines (north
 * above, south below) with the battle area between them, oxygen, crew and speed for each side,
 * whose turn and phase it is, and what the game waits for, in plain words. Every choice open now
 * comes from the rules' `legalCommands`: tiles to choose on the boards (breathe, swap, take damage,
 * remove oxygen, a crew member's destination), the crew list, the maneuver, each tile effect with
 * its targets, reactions, and ending the turn. A refused command (the Start and End buttons stay
 * visible even when the rules would refuse them) is logged with the rule that refused it.
 *
 * Play two at one screen (`hot-seat`), against a bot (`bot`: the reader plays south), or watch two
 * bots (`bots`). Bots play after a short delay (none when the reader prefers reduced motion), one
 * move per timer, so the page never blocks; removing the element stops them.
 *
 * Undo (against a bot: back to the reader's last decision), Reset, and Replay: step through the
 * event log from the start with ◀ ▶ or the slider; each position is rebuilt by the engine's
 * `replay` from the setup and the first events. The log cites each event's rule; a live region
 * announces everything a command did.
 *
 * A `preset` starts the game at one of the rulebook's worked examples: the preset's setup (Bruno,
 * south, Panzer la Rochelle, against Ludovic, north, Talion, in fixed layouts), with its opening
 * commands already played through the rules engine, and its title and what to try above the
 * board. The opening is the start of the engine's log (Replay shows it move by move); the widget's
 * log lists it first, collapsed under "How we got here", and the example starts after it. Undo
 * goes back no further than the example's starting moment, and Reset returns to it. `mode` still
 * applies (against a bot, the reader plays Bruno). The preset fixes the setup, so `seed`,
 * `first-player` and `skip-swap` are ignored beside it, and a note says so.
 *
 * The class is not registered; import `steam-torpedo-game.ts` for the tag.
 *
 * Keyboard: every choice is a button or a list box; tiles to choose are buttons on the boards (Tab,
 * Enter or Space, arrow keys between them). After a choice, focus moves to the next choice.
 *
 * @tagname steam-torpedo-game
 * @attr preset - Start at a rulebook example: `maneuver-example-1`, `maneuver-example-2` or
 *   `trigger-example` (see `GAME_PRESETS` in the rules). Takes precedence over `seed`,
 *   `first-player` and `skip-swap`.
 * @attr seed - Seeds the layout, the first player (unless `first-player`) and the bots. Default 1.
 *   A bot's move depends only on the seed and the position: after Undo it plays the same again.
 * @attr mode - `hot-seat` (default: two players at one screen), `bot` (the reader plays south
 *   against a bot) or `bots` (watch two bots play).
 * @attr bot - Which bot: `heuristic` (default) or `random`.
 * @attr first-player - `south` or `north`. Default: drawn from the seed.
 * @attr skip-swap - Start at the first player's recovery phase, without the optional setup swaps.
 * @attr bot-delay - Milliseconds a bot waits before each move. Default 700; 0 when the reader
 *   prefers reduced motion.
 * @fires rb-command - After every command sent to the rules engine, accepted or refused.
 *   `detail: { command, result, by }`, `by` being `reader` or `bot`.
 * @csspart base - The widget's box.
 * @csspart description - With a preset: what the example shows and what to try.
 * @csspart preset-note - With a preset: which attributes it overrode.
 * @csspart status - Turn, phase and what the game waits for; `prompt` the sentence itself.
 * @csspart outcome - The result, once the game is over.
 * @csspart side - Each player's figures (oxygen, crew, speed, sector) above their board.
 * @csspart board - Each `<steam-torpedo-submarine>` (its owner in `data-owner`); its parts are
 *   exported as `board-tile`, `board-tile-selectable`, `board-tile-destroyed`, `board-highlight`.
 * @csspart battle-area - The `<steam-torpedo-battle-area>` between the boards.
 * @csspart actions - What the player to act can do now; `action` every button that sends a
 *   command, `crew` the crew list, `effects` the tile effects, `maneuver` the maneuver controls.
 * @csspart refusal - The last refused command and its rule, beside the actions.
 * @csspart button - Every button; also `undo-button`, `reset-button`, `replay-button`,
 *   `pause-button`, `replay-back`, `replay-forward`, `replay-exit`.
 * @csspart replay - The replay controls; `replay-slider` the slider, `replay-position` the event shown.
 * @csspart controls - Undo, Reset, Replay (and Pause when two bots play).
 * @csspart log - The event log (`<rb-event-log>`); its entries are `log-entry`, `log-entry-event`,
 *   `log-entry-rejection`, its rule links `log-rule-link`; with a preset, `log-prelude` the
 *   collapsed group of the opening moves.
 * @csspart rule - A rule citation; `rule-link` its link, `rule-id` the id beside it.
 * @cssprop --rb-color-accent - Buttons, links, selectable tiles.
 * @cssprop --rb-color-surface - Background of the widget.
 * @cssprop --rb-color-border - Borders.
 * @cssprop --rb-color-muted - Secondary text.
 * @cssprop --rb-submarine-max-width - How wide the boards and the battle area grow. Default 52rem.
 */
export class SteamTorpedoGame extends LitElement {
  static override styles = [
    baseStyles,
    widgetStyles,
    controlStyles,
    gameStyles,
    css`
      /* Wide: the table on the left, the rest beside it. */
      @container (min-width: 60rem) {
        .layout {
          grid-template-columns: minmax(0, 3fr) minmax(18rem, 2fr);
          grid-template-areas: 'table status' 'table actions' 'table controls' 'table log';
          grid-template-rows: auto auto auto 1fr;
          align-items: start;
          column-gap: 1rem;
        }
      }
      h4 {
        font-size: 0.95em;
        margin: 0.25rem 0;
      }
      .heading {
        display: grid;
        gap: 0.25rem;
      }
      .description {
        max-width: 60rem;
      }
      .side {
        display: flex;
        flex-wrap: wrap;
        gap: 0.1rem 0.8rem;
        align-items: baseline;
        font-size: 0.92em;
      }
      .side strong {
        font-size: 1.05em;
      }
      .to-act {
        font-weight: 700;
        border: 2px solid ${tokens.accent};
        border-radius: 999px;
        padding: 0 0.5rem;
      }
      figure {
        margin: 0;
        display: grid;
        gap: 0.2rem;
      }
      section {
        padding-top: 0.4rem;
        display: grid;
        gap: 0.35rem;
      }
      ul.stack {
        flex-direction: column;
        align-items: flex-start;
      }
      .effect-text {
        color: ${tokens.muted};
        font-size: 0.9em;
      }
      .preview {
        display: block;
        color: ${tokens.muted};
        font-size: 0.88em;
        padding-left: 0.2rem;
      }
      .picker {
        display: flex;
        flex-wrap: wrap;
        gap: 0.35rem;
        align-items: center;
      }
      select {
        font: inherit;
        width: 100%;
        padding: 0.2rem;
        border: 1px solid ${tokens.border};
        border-radius: ${tokens.radius};
        background: ${tokens.surface};
        color: ${tokens.text};
      }
      button[aria-pressed='true']::before {
        content: '✓ ';
      }
      button[aria-disabled='true'] {
        opacity: 0.6;
        border-style: dashed;
      }
      .crew-list {
        list-style: none;
        margin: 0;
        padding: 0;
        display: grid;
        gap: 0.25rem;
      }
      .crew-list .idle {
        color: ${tokens.muted};
        padding-left: 0.2rem;
      }
    `,
  ];

  @property() preset: string | null = null;

  @property() seed: string | number | null = null;

  @property() mode: string | null = null;

  @property() bot: string | null = null;

  @property({ attribute: 'first-player' }) firstPlayer: string | null = null;

  @property({ type: Boolean, attribute: 'skip-swap' }) skipSwap = false;

  @property({ attribute: 'bot-delay' }) botDelay: string | number | null = null;

  @state() private problems: readonly AttributeProblem[] = [];

  /** The crew member whose moves are shown ('captain-free' for the captain's free step). */
  @state() private selectedCrew: string | null = null;

  /** The first tile picked for a setup swap. */
  @state() private swapFirst: string | null = null;

  /** The engine, the commands since the starting moment, undo, reset, replay, pause and the bots' turns. */
  private readonly session = new GameSession<SteamTorpedoState, Command, SteamTorpedoEvent, SteamTorpedoSetup>(this, {
    ruleset,
    // Against a bot, the reader plays the south seat.
    readerSeat: (state) => state.players[0],
    botToMove: (state): PlayerId | null => {
      const player = actingPlayer(state);
      return player !== null && this.session.isBot(player) ? player : null;
    },
    botCommand: (state, player, random) => this.bots[player]?.(state, player, random) ?? null,
    playBot: (command) => {
      this.play(command, 'bot');
    },
    showProblem: (problem) => {
      this.showProblems([problem]);
    },
  });

  private readonly game = this.session.game;

  private readonly announcer = new LiveAnnouncer(this);

  private readonly controls = controlHandlers(this, this.session, (text) => {
    this.announcer.announce(text);
  });

  private config: GameConfig | null = null;

  private bots: Partial<Record<PlayerId, SteamTorpedoBot>> = {};

  private needsEngine = true;

  /** Option picked in each list box of effect choices, by group; cleared when the state changes. */
  private readonly picks = new Map<string, number>();

  private legalMemo: { state: SteamTorpedoState; commands: Command[] } | null = null;

  private logMemo: { turns: Turns; rejections: readonly LoggedRejection<Command>[]; names: SteamTorpedoState; startTurns: number; log: GameLog } | null = null;

  private lastState: SteamTorpedoState | null = null;

  /** The rules engine behind the widget; null while the attributes are wrong. */
  get engine(): Engine<SteamTorpedoState, Command, SteamTorpedoEvent> | null {
    return this.game.engine;
  }

  /** The live state, for scripts and tests; null while the attributes are wrong. */
  get state(): SteamTorpedoState | null {
    return this.game.snapshot?.state ?? null;
  }

  /** The setup the game started from (what `replay` rebuilds from); null while the attributes are wrong. */
  get setup(): SteamTorpedoSetup | null {
    return this.config?.setup ?? null;
  }

  /** Every command the rules accept now, in the live game. */
  get legalCommands(): readonly Command[] {
    const state = this.state;
    return state === null ? [] : this.legalIn(state);
  }

  /** The state on show: a replayed one in replay mode, else the live one. */
  get shownState(): SteamTorpedoState | null {
    const at = this.session.replayAt;
    return at === null ? this.state : this.session.replayedState(at);
  }

  /** The replay position (events shown), or null while playing live. */
  get replayPosition(): number | null {
    return this.session.replayAt;
  }

  /** Whether a bot's move is waiting on its timer. */
  get botPending(): boolean {
    return this.session.botPending;
  }

  /**
   * Sends a command to the rules, as the buttons do (`by` says who sent it). A refusal is logged
   * with its rule and returned, never thrown.
   */
  play(command: Command, by: CommandSource = 'reader'): DispatchResult<SteamTorpedoEvent> | null {
    const result = this.session.send(command, (problem) => {
      this.showProblems([problem]);
    });
    if (result === null) return null;
    const state = this.state;
    if (result.ok) {
      this.selectedCrew = null;
      this.swapFirst = null;
      if (state !== null) {
        const who = by === 'bot' ? `${capitalise(playerName(command.player))} (bot): ` : '';
        this.announcer.announce(`${who}${summarizeEvents(state, result.events)}`);
      }
    } else {
      const rule = citation(result.violation.rule);
      const message = state === null ? result.violation.message : withPlayerNames(state, result.violation.message);
      this.announcer.announce(`Refused: ${message} (rule: ${rule.title ?? rule.id})`);
    }
    this.dispatchEvent(commandEvent<GameCommandDetail>({ command, result, by }));
    return result;
  }

  /**
   * Takes back the last command; against a bot, every command back to (and including) the reader's
   * last decision, so the reader decides again. With two bots, pauses them first. Never further
   * back than the starting moment: a preset's opening stays played.
   */
  undo(): boolean {
    const config = this.config;
    if (config === null) return false;
    const undone = this.session.undo();
    this.selectedCrew = null;
    this.swapFirst = null;
    const nothing = config.preset === null ? 'Nothing to undo.' : 'Nothing to undo: the example starts here.';
    this.announcer.announce(undone === 0 ? nothing : `Undone: ${plural(undone, 'command')} taken back.`);
    return undone > 0;
  }

  /** Back to the start of the same game (same seed and setup); with a preset, to the example's starting moment. */
  reset(): void {
    const config = this.config;
    if (config === null) return;
    const refused = this.session.reset(config.preset?.opening ?? []);
    if (refused !== null) {
      this.showProblems([presetProblem(config.preset?.name ?? '', refused)]);
      return;
    }
    this.selectedCrew = null;
    this.swapFirst = null;
    this.announcer.announce(config.preset === null ? 'Reset: a new game from the same setup.' : `Reset: back to the start of the example, ${uncapitalise(config.preset.title)}.`);
  }

  /** Shows the game after the first `events` events of the log (replay mode); null goes back to the live game. */
  replayTo(events: number | null): void {
    const at = this.session.replayTo(events);
    this.announcer.announce(at === null ? 'Back to the live game.' : this.replayCaption(at, this.session.eventCount));
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    const setupChanged = (['preset', 'seed', 'mode', 'bot', 'firstPlayer', 'skipSwap'] as const).some((name) => changed.has(name));
    if (setupChanged || changed.has('botDelay') || this.needsEngine) {
      const delay = parseWholeNumber('bot-delay', this.botDelay, DEFAULT_BOT_DELAY);
      this.session.botDelay = delay.ok ? delay.value : DEFAULT_BOT_DELAY;
    }
    if (setupChanged || this.needsEngine) {
      this.needsEngine = false;
      this.buildEngine();
    }
    const live = this.state;
    if (live !== this.lastState) {
      this.lastState = live;
      this.picks.clear();
    }
  }

  private buildEngine(): void {
    this.session.cancelBot();
    const problems: AttributeProblem[] = [];
    const preset = oneOf('preset', this.preset, GAME_PRESET_NAMES, null);
    if (!preset.ok) problems.push(preset.problem);
    // A preset fixes the setup: the attributes it overrides are not read, so not checked either.
    const fromPreset = preset.ok && preset.value !== null;
    const seed = parseWholeNumber('seed', fromPreset ? null : this.seed, 1);
    if (!seed.ok) problems.push(seed.problem);
    const mode = oneOf('mode', this.mode, GAME_MODES, 'hot-seat');
    if (!mode.ok) problems.push(mode.problem);
    const botKind = oneOf('bot', this.bot, BOT_KINDS, 'heuristic');
    if (!botKind.ok) problems.push(botKind.problem);
    const first = oneOf('first-player', fromPreset ? null : this.firstPlayer, SEATS, null);
    if (!first.ok) problems.push(first.problem);
    const delay = parseBotDelay(this.botDelay, DEFAULT_BOT_DELAY);
    if (!delay.ok) problems.push(delay.problem);
    if (!preset.ok || !seed.ok || !mode.ok || !botKind.ok || !first.ok || problems.length > 0) {
      this.showProblems(problems);
      return;
    }
    const example = preset.value !== null && isGamePresetName(preset.value) ? gamePreset(preset.value) : null;
    let setup: SteamTorpedoSetup;
    const overridden: string[] = [];
    if (example === null) {
      setup = { seed: seed.value };
      if (first.value !== null) setup.firstPlayer = first.value;
      if (this.skipSwap) setup.skipSwap = true;
    } else {
      // A copy, so a script reading `setup` cannot change the preset for other widgets.
      setup = structuredClone(example.setup);
      if (this.seed !== null && String(this.seed).trim() !== '') overridden.push('seed');
      if (this.firstPlayer !== null && this.firstPlayer.trim() !== '') overridden.push('first-player');
      if (this.skipSwap) overridden.push('skip-swap');
    }
    const built = createGameEngine(ruleset, setup, example, attributeOfField);
    if (!built.ok) {
      this.showProblems([built.problem]);
      return;
    }
    const { engine } = built;
    this.config = { setup, mode: mode.value, botKind: botKind.value, preset: example, startTurns: example?.opening.length ?? 0, overridden };
    this.bots = makeBots(this.config, engine.state.players);
    this.problems = [];
    this.announcer.clear();
    this.selectedCrew = null;
    this.swapFirst = null;
    this.session.start(engine, { setup, mode: this.config.mode, startTurns: this.config.startTurns });
  }

  private showProblems(problems: readonly AttributeProblem[]): void {
    this.problems = problems;
    this.config = null;
    this.session.stop();
  }

  // --- Bots ---------------------------------------------------------------------------------------

  // --- Reading the state -------------------------------------------------------------------------

  private legalIn(state: SteamTorpedoState): Command[] {
    if (this.legalMemo?.state !== state) this.legalMemo = { state, commands: ruleset.legalCommands(state) };
    return this.legalMemo.commands;
  }

  private replayCaption(at: number, total: number): string {
    const state = this.state;
    const events = this.game.snapshot?.turns.flat() ?? [];
    const event = at === 0 ? undefined : events[at - 1];
    const shown = event === undefined || state === null ? 'the game as it was set up.' : describeEvent(state, event);
    return `Replay: event ${String(at)} of ${String(total)}: ${shown}${this.exampleStartsAt(at) ? ' The example starts here.' : ''}`;
  }

  /** Whether the first `events` events of the log end exactly at a preset's starting moment. */
  private exampleStartsAt(events: number): boolean {
    const config = this.config;
    const turns = this.game.snapshot?.turns;
    // Without a preset the starting moment is the setup, which needs no mark.
    if (config === null || config.startTurns === 0 || turns === undefined) return false;
    return events === turns.slice(0, config.startTurns).reduce((sum, turn) => sum + turn.length, 0);
  }

  /** What choosing each tile of `owner`'s board does now: from the legal commands only. */
  private tileChoices(state: SteamTorpedoState, owner: PlayerId): Map<string, TileChoice> {
    const choices = new Map<string, TileChoice>();
    const actor = actingPlayer(state);
    if (actor === null || this.session.isBot(actor)) return choices;
    const legal = this.legalIn(state);
    const submarine = state.submarines[owner];
    if (submarine === undefined) return choices;
    switch (state.prompt?.id) {
      case 'breathe':
        for (const command of legal) if (command.type === 'breathe' && command.player === owner) choices.set(command.tile, { kind: 'command', command });
        return choices;
      case 'allocate-damage':
      case 'drain-oxygen':
        if (state.pendingDamage?.defender !== owner) return choices;
        for (const command of legal) {
          if (command.type === 'assign-damage' || command.type === 'remove-oxygen') choices.set(command.tile, { kind: 'command', command });
        }
        return choices;
      case 'swap':
        if (state.prompt.player !== owner) return choices;
        for (const command of legal) {
          if (command.type !== 'swap-tiles') continue;
          if (this.swapFirst === null) {
            choices.set(command.first, { kind: 'swap-first' });
            choices.set(command.second, { kind: 'swap-first' });
          } else if (command.first === this.swapFirst) {
            choices.set(command.second, { kind: 'command', command });
          } else if (command.second === this.swapFirst) {
            choices.set(command.first, { kind: 'command', command });
          }
        }
        return choices;
      default:
        break;
    }
    const selected = this.selectedCrew;
    if (selected === null) return choices;
    for (const command of this.crewCommands(legal, selected)) {
      const member = state.submarines[command.player]?.crew.find((candidate) => candidate.id === crewOf(command));
      if (member?.at?.submarine !== owner) continue;
      const tile = submarine.layout.find((candidate) => sameCell(candidate.cell, command.to));
      if (tile !== undefined) choices.set(tile.id, { kind: 'command', command });
    }
    return choices;
  }

  /** The move commands of one crew entry ('captain-free': the captain's free step). */
  private crewCommands(legal: readonly Command[], entry: string): Extract<Command, { type: 'move-crew' | 'captain-move' }>[] {
    return legal.filter(
      (command): command is Extract<Command, { type: 'move-crew' | 'captain-move' }> =>
        (entry === 'captain-free' && command.type === 'captain-move') || (command.type === 'move-crew' && command.crew === entry),
    );
  }

  // --- Interaction ----------------------------------------------------------------------------------

  /** A choice of the reader's: send it, then move focus to what comes next. */
  /** `board`: the owner of the board the choice was made on; null for the list of choices. */
  private async choose(command: Command, board: PlayerId | null): Promise<void> {
    const result = this.play(command, 'reader');
    await this.updateComplete;
    if (result?.ok !== true) return;
    await this.focusNext(board);
  }

  private async focusNext(from: PlayerId | null): Promise<void> {
    if (from !== null) {
      const board = this.boardOf(from);
      if (board) {
        await board.updateComplete;
        if (board.focusFirstSelectable()) return;
      }
    }
    const next = this.renderRoot.querySelector<HTMLElement>('.actions button:not([aria-disabled="true"]), .actions select');
    if (next !== null) {
      next.focus();
      return;
    }
    this.renderRoot.querySelector<HTMLElement>('#status-heading')?.focus();
  }

  private boardOf(owner: PlayerId): SteamTorpedoSubmarine | null {
    return this.renderRoot.querySelector<SteamTorpedoSubmarine>(`steam-torpedo-submarine[data-owner="${CSS.escape(owner)}"]`);
  }

  private onTileSelect(owner: PlayerId, event: CustomEvent<TileSelectDetail>): void {
    const state = this.state;
    if (state === null || this.session.replayAt !== null) return;
    const choice = this.tileChoices(state, owner).get(event.detail.tile);
    if (choice === undefined) return;
    if (choice.kind === 'swap-first') {
      this.swapFirst = event.detail.tile;
      this.announcer.announce(`${tileName(state, owner, event.detail.tile)} chosen. Now choose the tile to swap it with.`);
      void this.updateComplete.then(() => this.focusNext(owner));
      return;
    }
    void this.choose(choice.command, owner);
  }

  private selectCrew(entry: string): void {
    this.selectedCrew = this.selectedCrew === entry ? null : entry;
    void this.updateComplete.then(() => {
      this.renderRoot.querySelector<HTMLElement>('.destinations button')?.focus();
    });
  }

  private pickFromGroup(group: EffectGroup): void {
    const command = group.commands[this.picks.get(group.key) ?? 0] ?? group.commands[0];
    if (command !== undefined) void this.choose(command, null);
  }


  // --- Rendering -------------------------------------------------------------------------------------

  protected override render(): unknown {
    return renderGuarded(this.localName, this.problems, () => {
      const snapshot = this.game.snapshot;
      const config = this.config;
      return snapshot === null || config === null ? nothing : this.renderWidget(config, snapshot.state, snapshot.turns);
    });
  }

  private renderWidget(config: GameConfig, live: SteamTorpedoState, turns: Turns): TemplateResult {
    const at = this.session.replayAt;
    const replaying = at !== null;
    const shown = (at === null ? live : this.session.replayedState(at)) ?? live;
    const [south, north] = shown.players;
    const log = this.logEntries(live, turns, config.startTurns);
    return html`<div class="widget" part="base" role="group" aria-labelledby="title">
      ${this.renderHeading(config, live)}
      <div class="layout">
        ${this.renderStatus(shown, replaying)}
        <div class="table">
          ${this.renderSide(shown, north)}
          <steam-torpedo-battle-area part="battle-area" .state=${shown}></steam-torpedo-battle-area>
          ${this.renderSide(shown, south)}
        </div>
        ${replaying ? this.renderReplay(turns) : this.renderActions(config, live)}
        <div class="controls" part="controls">${this.renderControls(config, turns)}</div>
        <rb-event-log
          part="log"
          silent
          exportparts="entry: log-entry, entry-event: log-entry-event, entry-rejection: log-entry-rejection, rule-link: log-rule-link, prelude: log-prelude"
          label="What happened"
          empty-text=${config.preset === null ? 'Nothing yet: the game waits for the first decision.' : 'Nothing yet: the example starts here.'}
          .entries=${log.entries}
          .prelude=${log.prelude}
        ></rb-event-log>
      </div>
      ${this.announcer.render()}
    </div>`;
  }

  /** The title; with a preset, its title, what to try, and which attributes it overrode. */
  private renderHeading(config: GameConfig, state: SteamTorpedoState): TemplateResult {
    const preset = config.preset;
    if (preset === null) {
      return html`<div>
        <h2 id="title">Steam Torpedo: a whole game</h2>
        <p class="setup-line">Seed ${config.setup.seed} · ${modeWords(config, state)}</p>
      </div>`;
    }
    const overridden = config.overridden;
    const sides = state.players.map((player) => {
      const submarine = state.submarines[player];
      return `${capitalise(playerName(player))} (${submarine === undefined ? '' : `${factionName(submarine)}, `}${submarine?.seat ?? ''})`;
    });
    return html`<div class="heading" data-preset=${preset.name}>
      <h2 id="title">${preset.title}</h2>
      <p class="description" part="description">${preset.description}</p>
      <p class="setup-line">Rulebook example · ${sides.join(' against ')} · ${modeWords(config, state)}</p>
      ${overridden.length === 0
        ? nothing
        : html`<p class="preset-note" part="preset-note">
            Note: the example fixes the setup, so ${listItems(overridden.map((name) => html`<code>${name}</code>`))}
            ${overridden.length === 1 ? 'is' : 'are'} ignored here.
          </p>`}
    </div>`;
  }

  /** One player's figures and board. */
  private renderSide(state: SteamTorpedoState, owner: PlayerId | undefined): TemplateResult | typeof nothing {
    if (owner === undefined) return nothing;
    const submarine = state.submarines[owner];
    if (submarine === undefined) return nothing;
    const live = this.session.replayAt === null;
    const choices = live ? this.tileChoices(state, owner) : new Map<string, TileChoice>();
    const acting = actingPlayer(state) === owner;
    const pending = state.pendingDamage;
    const highlight = pending !== null && pending.defender === owner ? pending.location : '';
    const crew = submarine.crew.filter((member) => member.at !== null).length;
    const name = capitalise(playerName(owner));
    const bot = this.session.isBot(owner) ? ' (bot)' : '';
    return html`<figure data-owner=${owner}>
      <figcaption class="side" part="side">
        <strong>${name}${bot}</strong>
        <span>${factionName(submarine)}</span>
        <span data-figure="oxygen">${plural(totalOxygen(submarine), 'oxygen token')}</span>
        <span data-figure="crew">${plural(crew, 'crew member')} aboard</span>
        <span data-figure="speed">speed ${speedOf(state, owner)}</span>
        <span data-figure="sector">sector ${submarine.sector}</span>
        ${acting ? html`<span class="to-act">▶ to act</span>` : nothing}
      </figcaption>
      <steam-torpedo-submarine
        part="board"
        data-owner=${owner}
        exportparts="tile: board-tile, tile-selectable: board-tile-selectable, tile-destroyed: board-tile-destroyed, highlight: board-highlight"
        label=${`${name}'s submarine (${factionName(submarine)})`}
        highlight-location=${highlight}
        ?hide-legend=${owner !== state.players[0]}
        .submarine=${submarine}
        .state=${state}
        .selectable=${[...choices.keys()]}
        @rb-tile-select=${(event: CustomEvent<TileSelectDetail>) => {
          this.onTileSelect(owner, event);
        }}
      ></steam-torpedo-submarine>
    </figure>`;
  }

  private renderStatus(state: SteamTorpedoState, replaying: boolean): TemplateResult {
    const turn = Object.values(state.turnsBegun).reduce((sum, count) => sum + count, 0);
    const whose = state.phase === 'swap' ? 'Before the first turn' : `Turn ${String(turn)}: ${capitalise(playerName(state.active))}'s turn`;
    const outcome = ruleset.outcome(state);
    return html`<div class="status" part="status">
      <h3 id="status-heading" tabindex="-1">${replaying ? 'Replay · ' : ''}${whose} · ${phaseWords(state)}</h3>
      ${outcome === null
        ? html`<p class="prompt" part="prompt">
            ${promptWords(state)}${state.prompt === null ? nothing : renderCitation(citation(state.prompt.rule))}
          </p>`
        : this.renderOutcome(state, outcome.winners, outcome.reason)}
    </div>`;
  }

  private renderOutcome(state: SteamTorpedoState, winners: readonly PlayerId[], reason: string): TemplateResult {
    const events = this.game.snapshot?.turns.flat() ?? [];
    const won = [...events].reverse().find((event) => event.type === 'game-won');
    const who = winners.length === 0 ? 'Nobody wins' : `${capitalise(listWords(winners.map(playerName)))} ${winners.length === 1 ? 'wins' : 'win'}`;
    return html`<p class="outcome" part="outcome" data-winners=${winners.join(' ')}>
      Game over: ${who}: ${withPlayerNames(state, reason)}.${won === undefined ? nothing : renderCitation(citation(won.rule))}
    </p>
    ${state === this.state ? html`<p class="hint">Replay the game, undo, or reset to play again.</p>` : nothing}`;
  }

  private renderControls(config: GameConfig, turns: Turns): TemplateResult {
    const live = this.session.replayAt === null;
    return renderSessionControls({
      canUndo: this.session.canUndo,
      canReset: this.session.played,
      onUndo: this.controls.onUndo,
      onReset: this.controls.onReset,
      replay: live ? { disabled: turns.length === 0, onClick: turns.length === 0 ? noop : this.controls.onReplay } : null,
      pause: config.mode === 'bots' && live && this.state !== null && ruleset.outcome(this.state) === null ? { paused: this.session.paused, onClick: this.controls.onPause } : null,
    });
  }

  private renderReplay(turns: Turns): TemplateResult {
    const total = turns.reduce((sum, turn) => sum + turn.length, 0);
    const at = Math.min(this.session.replayAt ?? 0, total);
    const events = turns.flat();
    const event = at === 0 ? undefined : events[at - 1];
    const live = this.state;
    const caption = event === undefined || live === null ? 'The game as it was set up.' : describeEvent(live, event);
    return html`<section class="replay" part="replay" aria-labelledby="replay-heading">
      <h3 id="replay-heading">Replay</h3>
      ${renderReplayControls(at, total, this.controls.onReplaySeek)}
      <p part="replay-position">
        Event ${at} of ${total}: ${caption}${event === undefined ? nothing : renderCitation(citation(event.rule))}
        ${this.exampleStartsAt(at) ? html`<strong class="example-start">The example starts here.</strong>` : nothing}
      </p>
      <div><button part="button replay-exit" @click=${this.controls.onReplayExit}>Back to the game</button></div>
    </section>`;
  }

  // --- The actions ------------------------------------------------------------------------------------

  private renderActions(config: GameConfig, state: SteamTorpedoState): TemplateResult {
    const actor = actingPlayer(state);
    const refusal = this.renderRefusal();
    if (actor === null) return html`<section class="actions" part="actions" aria-label="Actions">${refusal}</section>`;
    if (this.session.isBot(actor)) {
      const waiting =
        config.mode === 'bots' && this.session.paused ? 'Paused. Press Pause again to let the bots play on.' : `${capitalise(playerName(actor))} (the bot) is deciding…`;
      return html`<section class="actions" part="actions" aria-label="Actions"><p class="hint">${waiting}</p>${refusal}</section>`;
    }
    const legal = this.legalIn(state);
    const heading = `${capitalise(playerName(actor))}'s choices`;
    return html`<section class="actions" part="actions" aria-labelledby="actions-heading">
      <h3 id="actions-heading">${heading}</h3>
      ${this.renderChoices(state, actor, legal)} ${refusal}
    </section>`;
  }

  private renderRefusal(): TemplateResult | typeof nothing {
    const snapshot = this.game.snapshot;
    const last = this.game.rejections.at(-1);
    if (snapshot === null || last?.afterTurn !== snapshot.turns.length) return nothing;
    const { violation } = last.rejection;
    const message = withPlayerNames(snapshot.state, violation.message);
    return html`<p class="refusal" part="refusal"><strong><span aria-hidden="true">✗ </span>Refused:</strong> ${message}${renderCitation(citation(violation.rule))}</p>`;
  }

  private renderChoices(state: SteamTorpedoState, actor: PlayerId, legal: readonly Command[]): TemplateResult {
    switch (state.prompt?.id) {
      case 'swap':
        return this.renderSwap(state, actor, legal);
      case 'breathe':
        return html`<p class="hint">Choose a tile marked “choose” on your board, or here:</p>
          ${this.renderButtons(state, legal.filter((command) => command.type === 'breathe'))}`;
      case 'react':
        return this.renderReactions(state, legal);
      case 'allocate-damage':
      case 'drain-oxygen':
        return this.renderDamageChoices(state, legal);
      default:
        break;
    }
    if (state.phase !== 'action') return this.renderButtons(state, legal);
    if (state.maneuver !== null) return this.renderManeuver(state, actor, legal);
    return html`${this.renderManeuverStart(state, actor, legal)} ${this.renderCrew(state, actor, legal)} ${this.renderEffects(state, legal)}
      <div>${this.renderAlways(legal, { type: 'end-turn', player: actor }, 'End the turn', 'primary')}</div>`;
  }

  /** One button per command, each sending it. */
  private renderButtons(state: SteamTorpedoState, commands: readonly Command[], stack = false): TemplateResult {
    return html`<ul class=${stack ? 'choices stack' : 'choices'}>
      ${commands.map((command) => html`<li>${this.renderCommandButton(state, command)}</li>`)}
    </ul>`;
  }

  private renderCommandButton(state: SteamTorpedoState, command: Command, label = commandLabel(state, command), describedBy?: string): TemplateResult {
    return html`<button part="button action" data-legal data-command=${command.type} aria-describedby=${describedBy ?? nothing} @click=${() => {
      void this.choose(command, null);
    }}>${label}</button>`;
  }

  /**
   * A button that is always there in the action phase (start a maneuver, end the turn). When the
   * rules would refuse it now it looks unavailable, yet pressing it still asks them, and their
   * refusal, with its rule, says why.
   */
  private renderAlways(legal: readonly Command[], command: Command, label: string, kind = ''): TemplateResult {
    const allowed = legal.some((candidate) => candidate.type === command.type);
    return html`<button
      class=${kind}
      part="button action"
      data-command=${command.type}
      ?data-legal=${allowed}
      aria-disabled=${allowed ? 'false' : 'true'}
      @click=${() => {
        void this.choose(command, null);
      }}
    >${label}</button>`;
  }

  private renderSwap(state: SteamTorpedoState, actor: PlayerId, legal: readonly Command[]): TemplateResult {
    const skip = legal.find((command) => command.type === 'skip-swap');
    const first = this.swapFirst;
    return html`<p class="hint">
        ${first === null
          ? 'To swap, choose two tiles marked “choose” on your board (the control room stays put).'
          : html`<strong>${tileName(state, actor, first)}</strong> chosen: now choose the tile to swap it with.`}
      </p>
      <ul class="choices">
        ${skip === undefined ? nothing : html`<li>${this.renderCommandButton(state, skip)}</li>`}
        ${first === null
          ? nothing
          : html`<li><button part="button" @click=${() => {
              this.swapFirst = null;
              void this.updateComplete.then(() => this.focusNext(actor));
            }}>Cancel the swap</button></li>`}
      </ul>`;
  }

  private renderDamageChoices(state: SteamTorpedoState, legal: readonly Command[]): TemplateResult {
    return html`<p class="hint">Choose here, or a compartment marked “choose” on the board. Each choice says what it would do.</p>
      <ul class="choices stack">
        ${legal.map((command, index) => {
          const id = `preview-${String(index)}`;
          return html`<li>
            ${this.renderCommandButton(state, command, commandLabel(state, command), id)}
            <span class="preview" id=${id}>${previewWords(state, command)}</span>
          </li>`;
        })}
      </ul>`;
  }

  private renderReactions(state: SteamTorpedoState, legal: readonly Command[]): TemplateResult {
    const pass = legal.find((command) => command.type === 'pass-reaction');
    const groups = effectGroups(legal.filter((command): command is ReactCommand => command.type === 'react'));
    const player = state.prompt?.player ?? state.active;
    return html`${groups.map((group) => this.renderEffectGroup(state, player, group, 'React'))}
      ${pass === undefined ? nothing : html`<div>${this.renderCommandButton(state, pass, commandLabel(state, pass))}</div>`}`;
  }

  private renderManeuverStart(state: SteamTorpedoState, actor: PlayerId, legal: readonly Command[]): TemplateResult {
    const speed = speedOf(state, actor);
    const note = state.maneuvered ? 'You have maneuvered this turn.' : `Speed ${String(speed)}: one sector per manned engine tile.`;
    return html`<div class="group" part="maneuver">
      <h4>Maneuver</h4>
      <div class="picker">${this.renderAlways(legal, { type: 'start-maneuver', player: actor }, `Start a maneuver (speed ${String(speed)})`)} <span class="hint">${note}</span></div>
    </div>`;
  }

  private renderManeuver(state: SteamTorpedoState, actor: PlayerId, legal: readonly Command[]): TemplateResult {
    const steps = legal.filter((command): command is Extract<Command, { type: 'maneuver-step' }> => command.type === 'maneuver-step');
    const end = legal.find((command) => command.type === 'end-maneuver');
    return html`<div class="group" part="maneuver">
        <h4>Maneuver: ${plural(state.maneuver?.speedLeft ?? 0, 'step')} left</h4>
        ${state.players.map((moved) => {
          const mine = steps.filter((command) => command.submarine === moved);
          if (mine.length === 0) return nothing;
          return html`<div>
            <p>${submarineWords(state, moved)}, in sector ${state.submarines[moved]?.sector ?? '?'}:</p>
            ${this.renderButtons(state, mine, true)}
          </div>`;
        })}
        ${end === undefined ? nothing : html`<div>${this.renderCommandButton(state, end)}</div>`}
      </div>
      <div>${this.renderAlways(legal, { type: 'end-turn', player: actor }, 'End the turn')}</div>`;
  }

  private renderCrew(state: SteamTorpedoState, actor: PlayerId, legal: readonly Command[]): TemplateResult {
    const submarine = state.submarines[actor];
    if (submarine === undefined) return html``;
    const entries: { id: string; label: string; moves: number }[] = [];
    for (const member of submarine.crew) {
      if (member.at === null) continue;
      const where = tileAtName(state, member.at.submarine, member.at.cell);
      const moves = this.crewCommands(legal, member.id).length;
      entries.push({ id: member.id, label: `${capitalise(crewName(member.id))}, in ${where}, ${member.ready ? 'ready' : 'exhausted'}`, moves });
    }
    const free = this.crewCommands(legal, 'captain-free').length;
    if (free > 0) entries.push({ id: 'captain-free', label: "The captain's free step (once a turn; he stays as he is)", moves: free });
    const selected = this.selectedCrew;
    const destinations = selected === null ? [] : this.crewCommands(legal, selected);
    return html`<div class="group" part="crew">
      <h4 id="crew-heading">Crew: choose who moves</h4>
      <ul class="crew-list" aria-labelledby="crew-heading">
        ${entries.map((entry) =>
          entry.moves === 0
            ? html`<li class="idle">${entry.label}: cannot move now</li>`
            : html`<li>
                <button part="button" data-crew=${entry.id} aria-pressed=${selected === entry.id ? 'true' : 'false'} @click=${() => {
                  this.selectCrew(entry.id);
                }}>${entry.label}</button>
              </li>`,
        )}
      </ul>
      ${destinations.length === 0
        ? nothing
        : html`<div class="destinations">
            <p class="hint">Where to? Choose here, or a tile marked “choose” on the board.${selected === 'captain-free' ? '' : ' Moving exhausts.'}</p>
            ${this.renderButtons(state, destinations)}
          </div>`}
    </div>`;
  }

  private renderEffects(state: SteamTorpedoState, legal: readonly Command[]): TemplateResult {
    const groups = effectGroups(legal.filter((command): command is TriggerCommand => command.type === 'trigger'));
    return html`<div class="group" part="effects">
      <h4>Trigger an effect</h4>
      ${groups.length === 0
        ? html`<p class="hint">No effect can be triggered now.</p>`
        : groups.map((group) => this.renderEffectGroup(state, state.active, group, 'Trigger'))}
    </div>`;
  }

  /** One tile effect with its options: a button each, or a list box and one button when there are many. */
  private renderEffectGroup(state: SteamTorpedoState, player: PlayerId, group: EffectGroup, verb: string): TemplateResult {
    const definition = state.submarines[player]?.tiles.find((tile) => tile.id === group.tile);
    const effect = definition?.effects[group.effect];
    const name = tileName(state, player, group.tile);
    // The tile is named once above its options: an option says only what differs.
    const label = (command: Command): string => (verb === 'React' ? commandLabel(state, command).replace(/^React with [^:]+(: )?/, '') || 'fire' : commandLabel(state, command));
    const textId = `effect-${group.key}`;
    return html`<div class="group" data-tile=${group.tile} data-effect=${group.effect}>
      <p>
        <strong>${name}</strong>${effect === undefined ? nothing : html` <span class="effect-text" id=${textId}>${capitalise(effect.button)}: ${effect.text}</span>`}
      </p>
      ${group.commands.length <= MAX_BUTTONS_PER_GROUP
        ? html`<ul class="choices stack">
            ${group.commands.map((command) => html`<li>${this.renderCommandButton(state, command, `${verb}: ${uncapitalise(label(command))}`, textId)}</li>`)}
          </ul>`
        : html`<div class="picker">
            <select
              aria-label=${`${name}: how to ${verb.toLowerCase()} it`}
              @change=${(changed: Event) => {
                this.picks.set(group.key, Number((changed.target as HTMLSelectElement).value));
              }}
            >
              ${group.commands.map((command, index) => html`<option value=${index} ?selected=${(this.picks.get(group.key) ?? 0) === index}>${label(command)}</option>`)}
            </select>
            <button part="button action" data-legal data-command=${group.commands[0]?.type ?? ''} aria-describedby=${textId} @click=${() => {
              this.pickFromGroup(group);
            }}>${verb} ${name}</button>
          </div>`}
    </div>`;
  }

  // --- The log ----------------------------------------------------------------------------------------

  /**
   * The log: every event and refusal since the starting moment, and before it (a preset's
   * opening) the prelude, collapsed under "How we got here".
   */
  private logEntries(names: SteamTorpedoState, turns: Turns, startTurns: number): GameLog {
    const rejections = this.game.rejections;
    const memo = this.logMemo;
    if (memo?.turns === turns && memo.rejections === rejections && memo.names === names && memo.startTurns === startTurns) return memo.log;
    const words = {
      describeEvent: (event: SteamTorpedoEvent) => describeEvent(names, event),
      describeRefusal: (message: string) => withPlayerNames(names, message),
      citation,
    };
    const log = gameLogOf(turns, rejections, words, startTurns);
    this.logMemo = { turns, rejections, names, startTurns, log };
    return log;
  }
}

// --- Helpers ----------------------------------------------------------------------------------------

/** Parts of a template as a list: 'a', 'a and b', 'a, b and c'. */
function listItems(items: readonly TemplateResult[]): TemplateResult[] {
  return items.map((item, index) => (index === 0 ? item : html`${index === items.length - 1 ? ' and ' : ', '}${item}`));
}

function uncapitalise(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

function noop(): void {
  // A button that cannot do anything now.
}

/** The bots, by player id: against a bot, the second player (north); with two bots, both. */
function makeBots(config: GameConfig, players: readonly PlayerId[]): Partial<Record<PlayerId, SteamTorpedoBot>> {
  const bot: SteamTorpedoBot = config.botKind === 'random' ? randomPlayer : heuristicBot;
  const [first, second] = players;
  const bots: Partial<Record<PlayerId, SteamTorpedoBot>> = {};
  if (config.mode === 'bots' && first !== undefined) bots[first] = bot;
  if (config.mode !== 'hot-seat' && second !== undefined) bots[second] = bot;
  return bots;
}

function modeWords(config: GameConfig, state: SteamTorpedoState): string {
  const bot = config.botKind === 'random' ? 'random' : 'heuristic';
  switch (config.mode) {
    case 'hot-seat':
      return 'two players at one screen: each plays in turn';
    case 'bot':
      return `you play ${playerName(state.players[0])} against the ${bot} bot`;
    case 'bots':
      return `two ${bot} bots play each other`;
  }
}

function factionName(submarine: Submarine): string {
  return submarine.faction === 'panzer-la-rochelle' ? 'Panzer la Rochelle' : capitalise(submarine.faction);
}

/** "Bruno's submarine (Panzer la Rochelle)": its owner and its faction. */
function submarineWords(state: SteamTorpedoState, owner: PlayerId): string {
  const submarine = state.submarines[owner];
  return `${capitalise(playerName(owner))}'s submarine${submarine === undefined ? '' : ` (${factionName(submarine)})`}`;
}

function crewOf(command: Extract<Command, { type: 'move-crew' | 'captain-move' }>): string {
  return command.type === 'captain-move' ? 'captain' : command.crew;
}

function sameCell(a: Cell, b: Cell): boolean {
  return a.row === b.row && a.column === b.column;
}

/** Triggers or reactions grouped by tile effect, in the order the rules list them. */
function effectGroups(commands: readonly (TriggerCommand | ReactCommand)[]): EffectGroup[] {
  const groups = new Map<string, EffectGroup>();
  for (const command of commands) {
    const key = `${command.player}-${command.tile}-${String(command.effect)}`;
    let group = groups.get(key);
    if (group === undefined) {
      group = { key, tile: command.tile, effect: command.effect, commands: [] };
      groups.set(key, group);
    }
    group.commands.push(command);
  }
  return [...groups.values()];
}

/** What a damage or oxygen choice would do: the rules' own answer, in words. */
function previewWords(state: SteamTorpedoState, command: Command): string {
  try {
    return summarizeEvents(state, ruleset.decide(state, command).filter((event) => event.type !== 'reaction-window-opened' && event.type !== 'reaction-window-closed'));
  } catch (error) {
    return isRuleViolation(error) ? `Refused: ${error.message}` : '';
  }
}

function oneOf<const T extends string, F extends T | null>(attribute: string, raw: string | null, allowed: readonly T[], fallback: F): { ok: true; value: T | F } | { ok: false; problem: AttributeProblem } {
  if (raw === null || raw.trim() === '') return { ok: true, value: fallback };
  const value = raw.trim();
  if ((allowed as readonly string[]).includes(value)) return { ok: true, value: value as T };
  return { ok: false, problem: { attribute, message: `${attribute} must be one of ${allowed.join(', ')}; got ${JSON.stringify(raw)}.` } };
}

/** The attribute a setup field the rules refused came from. */
function attributeOfField(field: string): string {
  return field === 'seed' ? 'seed' : field === 'firstPlayer' ? 'first-player' : '';
}
