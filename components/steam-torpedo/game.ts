import { html, nothing, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { tryDecide, type PlayerId } from '../../rules/engine/index.ts';
import { GAME_PRESET_NAMES, gamePreset, heuristicBot, isGamePresetName, randomPlayer, sampleTilesRuleset as ruleset, speedOf, totalOxygen, type Cell, type SteamTorpedoCommand, type SteamTorpedoEvent, type SteamTorpedoSetup, type SteamTorpedoState, SEARCH_CUTOFF, SEARCH_PLAYOUTS } from '../../rules/steam-torpedo/index.ts';
import { parseOneOf, type AttributeProblem } from '../shared/attributes.ts';
import { GameShell, type GameConfig, type GameDefinition } from '../shared/game-shell.ts';
import type { SessionCommandDetail } from '../shared/game-session.ts';
import { describeBattleArea } from './battle-area-board.ts';
import type { SteamTorpedoSubmarine, TileSelectDetail } from './submarine-board.ts';
import { FACTION_NAMES, capitalise, citation, commandLabel, crewList, crewName, describeEvent, listWords, phaseWords, playerName, plural, promptWords, summarizeEvents, targetWords, tileAtName, tileName, withPlayerNames } from './words.ts';
// The elements this widget's template uses: importing them registers their tags.
import './steam-torpedo-battle-area.ts';
import './steam-torpedo-submarine.ts';
import { steamTorpedoGameStyles } from './game.styles.ts';

export { BOT_KINDS, GAME_MODES, type BotKind, type CommandSource, type GameMode } from '../shared/game-session.ts';
const SEATS = ['south', 'north'] as const;
/** Groups with more options than this show a list box and one button instead of a button each. */
const MAX_BUTTONS_PER_GROUP = 3;

type Command = SteamTorpedoCommand;
type TriggerCommand = Extract<Command, { type: 'trigger' }>;
type ReactCommand = Extract<Command, { type: 'react' }>;
type Config = GameConfig<SteamTorpedoSetup, Command>;

/** Detail of this widget's `rb-command` event: the shared `CommandDetail`, and who sent the command. */
export type GameCommandDetail = SessionCommandDetail<Command, SteamTorpedoEvent>;

/** What choosing a tile on a board does now. */
type TileChoice = { kind: 'command'; command: Command } | { kind: 'swap-first' };

/** Commands that share one tile effect (a trigger or a reaction), shown together. */
interface EffectGroup {
  key: string;
  tile: string;
  effect: number;
  commands: Command[];
}

/** Steam Torpedo as the whole-game shell plays it: its rules, words, presets and bots. */
const steamTorpedo: GameDefinition<SteamTorpedoState, Command, SteamTorpedoEvent, SteamTorpedoSetup> = {
  // The widget's setups (its attributes, the presets) never hold a designer's tiles.
  ruleset,
  words: {
    title: 'Steam Torpedo',
    citation,
    describeEvent: (state, event) => describeEvent(state, event),
    summarizeEvents: (state, events) => summarizeEvents(state, events),
    withNames: withPlayerNames,
    playerName: (player) => capitalise(playerName(player)),
    promptWords,
    statusWords: (state) => {
      const turn = Object.values(state.turnsBegun).reduce((sum, count) => sum + count, 0);
      const whose = state.phase === 'swap' ? 'Before the first turn' : `Turn ${String(turn)}: ${capitalise(playerName(state.active))}'s turn`;
      return `${whose} · ${phaseWords(state)}`;
    },
    outcomeWords: (state, outcome, log) => {
      const won = log.findLast((event) => event.type === 'game-won');
      const { winners } = outcome;
      const who = winners.length === 0 ? 'Nobody wins' : `${capitalise(listWords(winners.map(playerName)))} ${winners.length === 1 ? 'wins' : 'win'}`;
      return { text: `Game over: ${who}: ${withPlayerNames(state, outcome.reason)}.`, rule: won?.rule ?? null };
    },
    promptRule: (state) => state.prompt?.rule ?? null,
    secretPrompt: () => false,
  },
  presetNames: GAME_PRESET_NAMES,
  preset: (name) => (isGamePresetName(name) ? gamePreset(name) : null),
  bots: { heuristic: heuristicBot, random: randomPlayer },
  search: { playouts: SEARCH_PLAYOUTS, options: SEARCH_CUTOFF },
  // Against a bot, the reader plays the south seat.
  readerSeat: (state) => state.players[0],
  defaultBotDelay: 700,
  attributes: ['preset', 'seed', 'mode', 'bot', 'first-player', 'skip-swap', 'bot-delay'],
  attributeOfField: (field) => (field === 'seed' ? 'seed' : field === 'firstPlayer' ? 'first-player' : ''),
};

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
 * The class is not registered; import `steam-torpedo-game.ts` for the tag. The session, status,
 * controls, refusal, log and replay are the shared `GameShell`'s; this class brings the boards,
 * the choices and Steam Torpedo's words.
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
 * @attr bot - Which bot: the search bot at `easy`, `medium` (default) or `hard` (more playouts a
 *   move, more time to think; it thinks in slices, so the page never waits), or the game's own
 *   `heuristic` or `random` bot.
 * @attr first-player - `south` or `north`. Default: drawn from the seed.
 * @attr skip-swap - Start at the first player's recovery phase, without the optional setup swaps.
 * @attr bot-delay - Milliseconds a bot waits before each move. Default 700; 0 when the reader
 *   prefers reduced motion.
 * @fires rb-command - After every command sent to the rules engine, accepted or refused.
 *   `detail: { command, result, by }`, `by` being `reader` or `bot`.
 * @csspart status - Turn, phase and what the game waits for; `prompt` the sentence itself.
 * @csspart side - Each player's figures (oxygen, crew, speed, sector) above their board.
 * @csspart board - Each `<steam-torpedo-submarine>` (its owner in `data-owner`); its parts are
 *   exported as `board-tile`, `board-tile-selectable`, `board-tile-destroyed`, `board-highlight`.
 * @csspart battle-area - The `<steam-torpedo-battle-area>` between the boards.
 * @csspart where - "Where they are, in words": the battle area described, collapsed beside the key
 *   to the symbols under the last board.
 * @csspart actions - What the player to act can do now; `action` every button that sends a
 *   command, `crew` the crew list, `effects` the tile effects, `maneuver` the maneuver controls.
 * The parts every whole game shares (`base`, `description`, `preset-note`, `outcome`, `refusal`,
 * `button`, `replay`, `controls`, `log`, `rule`) are described on `GameShell`.
 *
 * @cssprop --rb-color-accent - Buttons, links, selectable tiles.
 * @cssprop --rb-color-surface - Background of the widget.
 * @cssprop --rb-color-border - Borders.
 * @cssprop --rb-color-muted - Secondary text.
 * @cssprop --rb-submarine-max-width - How wide the boards and the battle area grow. Default 52rem.
 */
export class SteamTorpedoGame extends GameShell<SteamTorpedoState, Command, SteamTorpedoEvent, SteamTorpedoSetup> {
  // Compact, so that the game stays within the ~1,200 px of issue 9 in a docs column, a preset
  // included: each side's figures on one line at 632 px; the choices under the boards with a bar
  // down the left of each group instead of a box, the crew in a line or two, an effect's options
  // on one line where they fit, and the maneuver beside ending the turn; buttons a little tighter
  // than elsewhere, and the gaps between the parts too.
  static override styles = steamTorpedoGameStyles;

  @property({ attribute: 'first-player' }) firstPlayer: string | null = null;

  @property({ type: Boolean, attribute: 'skip-swap' }) skipSwap = false;

  /** The crew member whose moves are shown ('captain-free' for the captain's free step). */
  @state() private selectedCrew: string | null = null;

  /** The first tile picked for a setup swap. */
  @state() private swapFirst: string | null = null;

  /** Option picked in each list box of effect choices, by group; cleared when the state changes. */
  private readonly picks = new Map<string, number>();

  constructor() {
    super(steamTorpedo);
  }

  protected override readSetup(seed: number, problems: AttributeProblem[]): SteamTorpedoSetup | null {
    const raw = (this.firstPlayer ?? '').trim();
    const first = raw === '' ? null : parseOneOf('first-player', raw, SEATS, 'south');
    if (first?.ok === false) {
      problems.push(first.problem);
      return null;
    }
    const setup: SteamTorpedoSetup = { seed };
    if (first !== null) setup.firstPlayer = first.value;
    if (this.skipSwap) setup.skipSwap = true;
    return setup;
  }

  protected override setupLine(config: Config, state: SteamTorpedoState): string {
    if (config.preset === null) return `Seed ${String(config.setup.seed)} · ${modeWords(config, state)}`;
    const sides = state.players.map((player) => {
      const submarine = state.submarines[player];
      return `${capitalise(playerName(player))} (${submarine === undefined ? '' : `${FACTION_NAMES[submarine.faction]}, `}${submarine?.seat ?? ''})`;
    });
    return `${sides.join(' against ')} · ${modeWords(config, state)}`;
  }

  protected override clearChoices(): void {
    this.selectedCrew = null;
    this.swapFirst = null;
  }

  protected override positionChanged(): void {
    this.picks.clear();
  }

  // --- Reading the state -------------------------------------------------------------------------

  /** What choosing each tile of `owner`'s board does now: from the legal commands only. */
  private tileChoices(state: SteamTorpedoState, owner: PlayerId): Map<string, TileChoice> {
    const choices = new Map<string, TileChoice>();
    if (this.answering === null) return choices;
    const legal = this.legalCommands;
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

  /** A choice made on `owner`'s board: send it, then focus the next tile to choose there, else the next choice. */
  private async chooseOnBoard(command: Command, owner: PlayerId): Promise<void> {
    const result = this.play(command, 'reader');
    await this.updateComplete;
    if (result?.ok !== true) return;
    await this.focusNext(owner);
  }

  /** From a board (`from`, its owner): its next tile to choose first; then the shell's next choice. */
  protected override async focusNext(from: PlayerId | null = null): Promise<void> {
    if (from !== null) {
      const board = this.boardOf(from);
      if (board) {
        await board.updateComplete;
        if (board.focusFirstSelectable()) return;
      }
    }
    await super.focusNext();
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
    void this.chooseOnBoard(choice.command, owner);
  }

  private selectCrew(entry: string): void {
    this.selectedCrew = this.selectedCrew === entry ? null : entry;
    void this.updateComplete.then(() => {
      this.renderRoot.querySelector<HTMLElement>('.destinations button')?.focus();
    });
  }

  private pickFromGroup(group: EffectGroup): void {
    const command = group.commands[this.picks.get(group.key) ?? 0] ?? group.commands[0];
    if (command !== undefined) void this.choose(command);
  }


  // --- Rendering -------------------------------------------------------------------------------------

  protected override renderTable(shown: SteamTorpedoState): TemplateResult {
    const [south, north] = shown.players;
    return html`<div class="table">
      ${this.renderSide(shown, north)}
      <steam-torpedo-battle-area part="battle-area" hide-description .state=${shown}></steam-torpedo-battle-area>
      ${this.renderSide(shown, south)}
    </div>`;
  }

  /** One player's figures and board. */
  private renderSide(state: SteamTorpedoState, owner: PlayerId | undefined): TemplateResult | typeof nothing {
    if (owner === undefined) return nothing;
    const submarine = state.submarines[owner];
    if (submarine === undefined) return nothing;
    const live = this.session.replayAt === null;
    const choices = live ? this.tileChoices(state, owner) : new Map<string, TileChoice>();
    const acting = ruleset.toAct(state).includes(owner);
    const pending = state.pendingDamage;
    const highlight = pending !== null && pending.defender === owner ? pending.location : '';
    const crew = submarine.crew.filter((member) => member.at !== null).length;
    const name = capitalise(playerName(owner));
    const bot = this.session.isBot(owner) ? ' (bot)' : '';
    return html`<figure data-owner=${owner}>
      <figcaption class="side" part="side">
        <strong>${name}${bot}</strong>
        <span>${FACTION_NAMES[submarine.faction]}</span>
        <span data-figure="oxygen">${plural(totalOxygen(submarine), 'oxygen token')}</span>
        <span data-figure="crew">${String(crew)} crew aboard</span>
        <span data-figure="speed">speed ${speedOf(state, owner)}</span>
        <span data-figure="sector">sector ${submarine.sector}</span>
        ${acting ? html`<span class="to-act">▶ to act</span>` : nothing}
      </figcaption>
      <steam-torpedo-submarine
        compact
        part="board"
        data-owner=${owner}
        exportparts="tile: board-tile, tile-selectable: board-tile-selectable, tile-destroyed: board-tile-destroyed, highlight: board-highlight"
        label=${`${name}'s submarine (${FACTION_NAMES[submarine.faction]})`}
        highlight-location=${highlight}
        ?hide-legend=${owner !== state.players[0]}
        .submarine=${submarine}
        .state=${state}
        .selectable=${[...choices.keys()]}
        @rb-tile-select=${(event: CustomEvent<TileSelectDetail>) => {
          this.onTileSelect(owner, event);
        }}
        >${owner === state.players[0]
          ? // The battle area in words, beside the key under the last board: one line for both while closed.
            html`<details slot="key" class="where" part="where">
              <summary>Where they are, in words</summary>
              <p>${describeBattleArea(state)}</p>
            </details>`
          : nothing}</steam-torpedo-submarine
      >
    </figure>`;
  }

  // --- The actions ------------------------------------------------------------------------------------

  protected override renderChoices(state: SteamTorpedoState, actor: PlayerId, legal: readonly Command[]): TemplateResult {
    switch (state.prompt?.id) {
      case 'swap':
        return this.renderSwap(state, actor, legal);
      case 'breathe':
        return html`<p class="hint">Choose a tile marked ▸ on your board, or here:</p>
          ${this.renderCommands(state, legal.filter((command) => command.type === 'breathe'))}`;
      case 'react':
        return this.renderReactions(state, legal);
      case 'allocate-damage':
      case 'drain-oxygen':
        return this.renderDamageChoices(state, legal);
      default:
        break;
    }
    if (state.phase !== 'action') return this.renderCommands(state, legal);
    if (state.maneuver !== null) return this.renderManeuver(state, actor, legal);
    // The crew's moves and the effects first, then what acts on the whole turn on one last line:
    // the maneuver and, last of all, ending the turn.
    return html`${this.renderCrew(state, actor, legal)} ${this.renderEffects(state, legal)}
      <div class="closing">
        ${this.renderManeuverStart(state, actor, legal)} ${this.renderAlways(legal, { type: 'end-turn', player: actor }, 'End the turn', 'primary')}
      </div>`;
  }

  /** One button per command, each sending it, labelled in the game's words. */
  private renderCommands(state: SteamTorpedoState, commands: readonly Command[], stack = false): TemplateResult {
    return this.renderButtons(commands, (command) => commandLabel(state, command), stack);
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
        void this.choose(command);
      }}
    >${label}</button>`;
  }

  private renderSwap(state: SteamTorpedoState, actor: PlayerId, legal: readonly Command[]): TemplateResult {
    const skip = legal.find((command) => command.type === 'skip-swap');
    const first = this.swapFirst;
    return html`<p class="hint">
        ${first === null
          ? 'To swap, choose two tiles marked ▸ on your board (the control room stays put).'
          : html`<strong>${tileName(state, actor, first)}</strong> chosen: now choose the tile to swap it with.`}
      </p>
      <ul class="choices">
        ${skip === undefined ? nothing : html`<li>${this.renderCommandButton(skip, commandLabel(state, skip))}</li>`}
        ${first === null
          ? nothing
          : html`<li><button part="button" @click=${() => {
              this.swapFirst = null;
              void this.updateComplete.then(() => this.focusNext(actor));
            }}>Cancel the swap</button></li>`}
      </ul>`;
  }

  private renderDamageChoices(state: SteamTorpedoState, legal: readonly Command[]): TemplateResult {
    return html`<p class="hint">Choose here, or a compartment marked ▸ on the board. Each choice says what it would do.</p>
      <ul class="choices stack">
        ${legal.map((command, index) => {
          const id = `preview-${String(index)}`;
          return html`<li>
            ${this.renderCommandButton(command, commandLabel(state, command), id)}
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
      ${pass === undefined ? nothing : html`<div>${this.renderCommandButton(pass, commandLabel(state, pass))}</div>`}`;
  }

  private renderManeuverStart(state: SteamTorpedoState, actor: PlayerId, legal: readonly Command[]): TemplateResult {
    const speed = speedOf(state, actor);
    // The button gives the speed; the note says where it comes from.
    const note = state.maneuvered ? 'You have maneuvered this turn.' : 'One sector per manned engine tile.';
    // The button says what it does: one line, without a box and heading of its own.
    return html`<div class="picker" part="maneuver">${this.renderAlways(legal, { type: 'start-maneuver', player: actor }, `Start a maneuver (speed ${String(speed)})`)} <span class="hint">${note}</span></div>`;
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
            ${this.renderCommands(state, mine, true)}
          </div>`;
        })}
        ${end === undefined ? nothing : html`<div>${this.renderCommandButton(end, commandLabel(state, end))}</div>`}
      </div>
      <div>${this.renderAlways(legal, { type: 'end-turn', player: actor }, 'End the turn')}</div>`;
  }

  private renderCrew(state: SteamTorpedoState, actor: PlayerId, legal: readonly Command[]): TemplateResult {
    const submarine = state.submarines[actor];
    if (submarine === undefined) return html``;
    // Who can move, by the tile they stand in, named once after them ("The captain, Sailor 4 in
    // Command Bridge"), so that the whole list takes a line or two.
    const places = new Map<string, string[]>();
    // Those who cannot move, by why (mostly exhausted): where they stand is on the board.
    const idle = { exhausted: [] as string[], ready: [] as string[] };
    for (const member of submarine.crew) {
      if (member.at === null) continue;
      // Only ready crew move (the heading says so).
      if (this.crewCommands(legal, member.id).length > 0) {
        const where = `in ${tileAtName(state, member.at.submarine, member.at.cell)}`;
        places.set(where, [...(places.get(where) ?? []), member.id]);
      } else idle[member.ready ? 'ready' : 'exhausted'].push(member.id);
    }
    const cannot = (['exhausted', 'ready'] as const).filter((why) => idle[why].length > 0).map((why) => `${crewList(idle[why])} (${why})`);
    if (this.crewCommands(legal, 'captain-free').length > 0) places.set('', ['captain-free']);
    const selected = this.selectedCrew;
    const destinations = selected === null ? [] : this.crewCommands(legal, selected);
    // The accessible name says where as well: "The captain, in Helm".
    const button = (id: string, where: string): TemplateResult => {
      const label = id === 'captain-free' ? "The captain's free step" : capitalise(crewName(id));
      return html`<button part="button" data-crew=${id} aria-label=${where === '' ? label : `${label}, ${where}`} aria-pressed=${selected === id ? 'true' : 'false'} @click=${() => {
        this.selectCrew(id);
      }}>${label}</button>`;
    };
    return html`<div class="group" part="crew">
      <div class="crew-line">
        <h4 id="crew-heading">Move ready crew:</h4>
        ${places.size === 0
          ? nothing
          : html`<ul class="crew-list" aria-labelledby="crew-heading">
              ${[...places].map(
                // The last of a tile's crew stays on the line of the tile's name.
                ([where, ids]) => html`<li>${ids.slice(0, -1).map((id) => button(id, where))}<span class="place">${button(ids.at(-1) ?? '', where)}${where}</span></li>`,
              )}
            </ul>`}
        ${cannot.length === 0 ? nothing : html`<p class="idle">Cannot move now: ${cannot.join('; ')}.</p>`}
      </div>
      ${destinations.length === 0
        ? nothing
        : html`<div class="destinations">
            <p class="hint">
              Where to? Choose here, or a tile marked ▸ on the board.${selected === 'captain-free' ? ' A free step: once a turn, and he stays as he is.' : ' Moving exhausts.'}
            </p>
            ${this.renderCommands(state, destinations)}
          </div>`}
    </div>`;
  }

  /** The effects to trigger, a heading each. */
  private renderEffects(state: SteamTorpedoState, legal: readonly Command[]): TemplateResult {
    const groups = effectGroups(legal.filter((command): command is TriggerCommand => command.type === 'trigger'));
    // Nothing to trigger takes one line, not a box of its own.
    if (groups.length === 0) return html`<p class="hint" part="effects">Trigger an effect: none can be triggered now.</p>`;
    return html`<div class="effects" part="effects">${groups.map((group) => this.renderEffectGroup(state, state.active, group, 'Trigger'))}</div>`;
  }

  /**
   * A few options of one effect, a button each. Where their labels start alike, the shared words are
   * said once before the buttons, which say only the rest, all on one line where they fit; each
   * button's accessible name is still its whole label.
   */
  private renderEffectOptions(commands: readonly Command[], label: (command: Command) => string, describedBy: string): TemplateResult {
    const labels = commands.map(label);
    const shared = sharedStart(labels);
    if (shared === '') return html`<ul class="choices stack">${commands.map((command, index) => html`<li>${this.renderCommandButton(command, labels[index] ?? '', describedBy)}</li>`)}</ul>`;
    return html`<div class="picker">
      <span class="effect-text">${shared}</span>
      <ul class="choices">
        ${commands.map(
          (command, index) =>
            html`<li><button part="button action" data-legal data-command=${command.type} aria-label=${labels[index] ?? ''} aria-describedby=${describedBy} @click=${() => {
              void this.choose(command);
            }}>${labels[index]?.slice(shared.length + 1)}</button></li> `,
        )}
      </ul>
    </div>`;
  }

  /**
   * One tile effect with its options: its heading says what it does ("Trigger Gatling Gun", and the
   * effect's words), then a button each, or a list box and one button when there are many. A button
   * says only what differs between the options; its description is the heading.
   */
  private renderEffectGroup(state: SteamTorpedoState, player: PlayerId, group: EffectGroup, verb: 'Trigger' | 'React'): TemplateResult {
    const definition = state.submarines[player]?.tiles.find((tile) => tile.id === group.tile);
    const effect = definition?.effects[group.effect];
    const name = tileName(state, player, group.tile);
    const label = (command: Command): string => capitalise(command.type === 'react' ? targetWords(state, command.player, command.target) || 'fire' : commandLabel(state, command));
    const headingId = `effect-${group.key}`;
    return html`<div class="group" data-tile=${group.tile} data-effect=${group.effect}>
      <h4 id=${headingId}>
        ${verb === 'React' ? 'React with' : verb} ${name}${effect === undefined ? nothing : html` <span class="effect-text">${capitalise(effect.button)}: ${effect.text}</span>`}
      </h4>
      ${group.commands.length <= MAX_BUTTONS_PER_GROUP
        ? this.renderEffectOptions(group.commands, label, headingId)
        : html`<div class="picker">
            <select
              aria-label=${`${name}: how to ${verb.toLowerCase()} it`}
              @change=${(changed: Event) => {
                this.picks.set(group.key, Number((changed.target as HTMLSelectElement).value));
              }}
            >
              ${group.commands.map((command, index) => html`<option value=${index} ?selected=${(this.picks.get(group.key) ?? 0) === index}>${label(command)}</option>`)}
            </select>
            <button part="button action" data-legal data-command=${group.commands[0]?.type ?? ''} aria-describedby=${headingId} @click=${() => {
              this.pickFromGroup(group);
            }}>${verb} ${name}</button>
          </div>`}
    </div>`;
  }
}

// --- Helpers ----------------------------------------------------------------------------------------

/** The whole words every label starts with ("At the port with sailor 1, then to"), or '' when none or one label. */
function sharedStart(labels: readonly string[]): string {
  const [first = '', ...others] = labels;
  let end = 0;
  for (let at = 0; at < first.length && others.every((label) => label[at] === first[at]); at++) if (first[at] === ' ') end = at;
  return others.length === 0 ? '' : first.slice(0, end);
}

function modeWords(config: Config, state: SteamTorpedoState): string {
  const bot = config.botKind;
  switch (config.mode) {
    case 'hot-seat':
      return 'two players at one screen: each plays in turn';
    case 'bot':
      return `you play ${playerName(state.players[0])} against the ${bot} bot`;
    case 'bots':
      return `two ${bot} bots play each other`;
  }
}

/** "Bruno's submarine (Panzer la Rochelle)": its owner and its faction. */
function submarineWords(state: SteamTorpedoState, owner: PlayerId): string {
  const submarine = state.submarines[owner];
  return `${capitalise(playerName(owner))}'s submarine${submarine === undefined ? '' : ` (${FACTION_NAMES[submarine.faction]})`}`;
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
  const result = tryDecide(ruleset, state, command);
  if (!result.ok) return `Refused: ${withPlayerNames(state, result.violation.message)}`;
  return summarizeEvents(state, result.events.filter((event) => event.type !== 'reaction-window-opened' && event.type !== 'reaction-window-closed'));
}
