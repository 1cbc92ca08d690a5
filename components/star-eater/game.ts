import { html, nothing, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { PlayerId } from '../../rules/engine/index.ts';
import { COMMITMENT_CARDS, DIR_NAMES, LOADOUT_SLOTS, RULE, SAMPLE_FACTIONS, explainThrust, factionOf, fitted, flightPoses, heuristicStarEaterBot, hexKey, hullHexes, rowOf, randomStarEaterBot, restoredArmour, ruleset, STAR_EATER_GAME_PRESET_NAMES, sampleLoadouts, starEaterGamePreset, shotPreview, squadronCard, tokensLeft, ventCoolant, cardComponent, type CommitmentCard, type ComponentCard, type FlyCommand, type Hex, type LoadoutCommand, type LoadoutSlot, type MomentumMat, type Order, type Pose, type StarEaterCommand, type StarEaterEvent, type StarEaterSetup, type StarEaterState, type ThrustSetting, type WeaponStats, SEARCH_CUTOFF, SEARCH_PLAYOUTS } from '../../rules/star-eater/index.ts';
import { parseOneOf, parseWholeNumber, type AttributeProblem } from '../shared/attributes.ts';
import { DrawnWidth } from '../shared/drawn-width.ts';
import type { SessionCommandDetail } from '../shared/game-session.ts';
import { GameShell, type GameConfig, type GameDefinition } from '../shared/game-shell.ts';
import { renderCitation } from '../shared/rule-citation.ts';
import { uncapitalise } from '../shared/words.ts';
import { capitalise, cardName, citation, commitmentName, describeEvent, hexWords, listWords, loadoutLabel, matWords, nameOf, plural, promptRule, promptWords, settingWords, shotWords, slotName, squadronMark, squadronWords, statusWords, summarizeEvents, withNames } from './game-words.ts';
import { renderGameBoard, type BoardChoices, type BoardPiece } from './game-board.ts';
import { SECTION_LETTERS, boardSize, type BoardPath } from './hex-board.ts';
import { thrustWords } from './momentum-words.ts';
import { starEaterGameStyles } from './game.styles.ts';

export { BOT_KINDS, GAME_MODES, type BotKind, type CommandSource, type GameMode } from '../shared/game-session.ts';

type Command = StarEaterCommand;
type Config = GameConfig<StarEaterSetup, Command>;
type ShotCommand = Extract<Command, { type: 'aim' | 'defend' | 'fly' }>;

/** Detail of this widget's `rb-command` event: the shared `CommandDetail`, and who sent the command. */
export type GameCommandDetail = SessionCommandDetail<Command, StarEaterEvent>;

/** How the loadout is made: drafted in play (the rules' loadout phase), or the sample loadouts at once. */
export const LOADOUT_MODES = ['draft', 'quick'] as const;

/** The engine settings in the order the form lists them: the six board directions, then double, the turns and none. */
const ENGINE_SETTINGS: readonly ThrustSetting[] = [0, 1, 2, 3, 4, 5, 'double', 'cw', 'ccw', 'none'];

/** Where a squadron's flight stands while the reader builds it: the squadron, then the launch hex, then where it ends. */
interface FlightDraft {
  squadron: string | null;
  launch: string | null;
  to: string | null;
}

const NO_FLIGHT: FlightDraft = { squadron: null, launch: null, to: null };

/** Star Eater as the whole-game shell plays it: its rules, words and bots. */
const starEater: GameDefinition<StarEaterState, Command, StarEaterEvent, StarEaterSetup> = {
  ruleset,
  words: {
    title: 'Star Eater',
    citation,
    describeEvent,
    summarizeEvents,
    withNames,
    playerName: nameOf,
    promptWords,
    statusWords,
    outcomeWords: (state, outcome, log) => {
      const ended = log.findLast((event) => event.type === 'game-ended');
      const who = outcome.winners.length === 1 ? `${nameOf(outcome.winners[0])} wins` : 'A draw';
      return { text: `${who}: ${uncapitalise(withNames(state, outcome.reason))}`, rule: ended?.rule ?? RULE.destroyed };
    },
    promptRule,
    secretPrompt: (state) => state.prompt?.kind === 'commit-reveal',
  },
  presetNames: STAR_EATER_GAME_PRESET_NAMES,
  preset: (name) => starEaterGamePreset(name),
  bots: { heuristic: heuristicStarEaterBot, random: randomStarEaterBot },
  search: { playouts: SEARCH_PLAYOUTS, options: SEARCH_CUTOFF },
  // Against a bot, the reader commands the first faction (Lamais).
  readerSeat: (state) => state.players[0],
  defaultBotDelay: 700,
  attributes: ['preset', 'loadout', 'initiative', 'round-limit', 'mode', 'bot', 'seed', 'bot-delay'],
  attributeOfField: (field) => (field === 'roundLimit' ? 'round-limit' : field.startsWith('loadouts') ? 'loadout' : field === 'initiative' || field === 'seed' ? field : ''),
};

/**
 * A whole game of Star Eater for two: the sample hex board with both warships (their sections
 * lettered, the centre marked with the faction's initial), the squadrons in flight and the weapon
 * tokens; a table of both ships (armour per section, structure, momentum, the orders once revealed,
 * every component with its cooldown, the special ability's power, the squadrons and their
 * munitions); the question the rules ask, with its rule; and the reader's choices, all from the
 * rules' `legalCommands`: the loadout draft, the secret orders (an engine setting and two
 * commitment cards, with what each does), the action cards' choices, a squadron's activation built
 * step by step (which squadron, where it launches, where it flies, what it does there), and where
 * each direct-fire weapon aims, with the exact odds against each target. The hexes a choice allows
 * are highlighted on the board and are buttons there (Tab to the board, the arrow keys between
 * them, Enter to press one); every one of them is in a list beside it too.
 *
 * Play at one screen (`hot-seat`, the default): before each player's secret orders a hand-off
 * screen hides everything until they press Ready, and the other player's order is never on screen
 * before the reveal. The rest of the game is open, so it needs no hand-off. Or command Lamais against
 * a bot (`bot`), or watch bots play (`bots`). Undo, Reset, Replay and the log with rule links are
 * the shared `GameShell`'s.
 *
 * The class is not registered; import `star-eater-game.ts` for the tag.
 *
 * @tagname star-eater-game
 * @attr preset - Start at a rulebook example staged in a game (the sample loadouts, Lamais holding
 *   the initiative, the opening played): `launch-and-fly` (a squadron's launch and flight, 6.4),
 *   `head-on` (two warships on a collision course, 6.2.3), `laser-through-two` (the laser example of
 *   7.1: damage 3 through two squadrons) or `torpedo-run` (two torpedoes homing in, 7.3). It fixes
 *   the setup, so `loadout`, `initiative`, `round-limit` and `seed` are not read beside it.
 * @attr loadout - `draft` (default: the loadout phase, picked in turns, one swap each, munitions)
 *   or `quick` (each ship with a sample loadout, starting at the first round's orders).
 * @attr initiative - Who wins the coin toss (`lamais` or `fpa`): picks first and starts with the
 *   initiative. Default drawn from the seed.
 * @attr round-limit - End after this many rounds, the ship with more structure and armour left
 *   winning (a variant, off by default; for short games and tests).
 * @attr mode - `hot-seat` (default), `bot` (the reader commands Lamais against a bot) or `bots` (watch).
 * @attr bot - Which bot: the search bot at `easy`, `medium` (default) or `hard` (more playouts a
 *   move, more time to think; it thinks in slices, so the page never waits), the game's own
 *   `heuristic` (it steers clear of the edge, brings its weapons to bear and aims by the odds; the
 *   search plays its games out with it) or `random`.
 * @attr seed - A whole number (any, as on every tag), seeding the coin toss, the dice and the bots. Default 1.
 * @attr bot-delay - Milliseconds a bot waits before each move. Default 700; 0 when the reader prefers reduced motion.
 * @fires rb-command - After every command sent to the rules engine, accepted or refused.
 *   `detail: { command, result, by }`, `by` being `reader` or `bot`.
 * @csspart board - The hex board (an SVG); `ship`, `piece` (squadrons and weapon tokens) and
 *   `choice` (a hex to press) inside it.
 * @csspart key - The key to the board's letters and marks, under it.
 * @csspart ships - The table of both warships.
 * @csspart card-stats - "What the fitted cards do": every fitted card's stats (a `<details>`, closed at first).
 * @csspart orders - The secret orders form.
 * @csspart actions - What the player to act can do now; `action` every button that sends a command.
 * The parts every whole game shares (`base`, `status`, `prompt`, `outcome`, `handoff`, `refusal`,
 * `button`, `replay`, `controls`, `log`, `rule`) are described on `GameShell`.
 *
 * @cssprop --rb-color-accent - Buttons, links, the hexes to press.
 * @cssprop --rb-hex-board-space - Fill of the board's hexes.
 * @cssprop --rb-hex-board-ship - Fill of the Lamais warship's sections.
 * @cssprop --rb-hex-board-ship-b - Fill of the FPA warship's sections.
 */
export class StarEaterGame extends GameShell<StarEaterState, Command, StarEaterEvent, StarEaterSetup> {
  static override styles = starEaterGameStyles;

  @property() loadout: string | null = null;

  @property() initiative: string | null = null;

  @property({ attribute: 'round-limit' }) roundLimit: string | number | null = null;

  /** The orders form: the engine setting and the cards ticked so far. */
  @state() private engineSetting: ThrustSetting = 'none';

  @state() private cards: readonly CommitmentCard[] = [];

  /** The slot whose cards the draft shows (null: the first open one). */
  @state() private draftSlot: LoadoutSlot | null = null;

  /** A squadron's activation as far as the reader has built it. */
  @state() private flight: FlightDraft = NO_FLIGHT;

  /** The board's one Tab stop among the hexes to press (kept across renders). */
  private boardCurrent: Hex | null = null;

  /** Option picked in each list box, by key; forgotten when the decision changes. */
  private readonly picks = new Map<string, number>();

  /** What the reader is deciding now, so half-made choices survive a bot's move in between (both give orders at once). */
  private decisionKey = '';

  private readonly drawnWidth = new DrawnWidth(this);

  constructor() {
    super(starEater);
  }

  // --- Attributes and the session -------------------------------------------------------------------

  protected override readSetup(seed: number, problems: AttributeProblem[]): StarEaterSetup | null {
    const loadout = parseOneOf('loadout', this.loadout, LOADOUT_MODES, 'draft');
    if (!loadout.ok) problems.push(loadout.problem);
    const factions = SAMPLE_FACTIONS.map((faction) => faction.id);
    const initiative = (this.initiative ?? '').trim();
    if (initiative !== '' && !factions.includes(initiative)) problems.push({ attribute: 'initiative', message: `initiative must be one of ${factions.join(', ')}; got ${JSON.stringify(initiative)}.` });
    const limit = parseWholeNumber('round-limit', this.roundLimit, 0);
    if (!limit.ok) problems.push(limit.problem);
    const given = this.roundLimit !== null && String(this.roundLimit).trim() !== '';
    if (limit.ok && given && limit.value < 1) problems.push({ attribute: 'round-limit', message: `round-limit must be a whole number of rounds from 1 (leave it out for no limit); got ${String(limit.value)}.` });
    if (problems.length > 0 || !loadout.ok || !limit.ok) return null;
    const setup: StarEaterSetup = { seed };
    if (initiative !== '') setup.initiative = initiative;
    if (given) setup.roundLimit = limit.value;
    if (loadout.value === 'quick') setup.loadouts = sampleLoadouts();
    return setup;
  }

  protected override setupLine(config: Config, live: StarEaterState): string {
    const sides = `${nameOf(live.players[0])} against ${nameOf(live.players[1])}`;
    const variant = `${config.setup.loadouts === undefined ? '' : ' · sample loadouts'}${live.roundLimit === null ? '' : ` · ${plural(live.roundLimit, 'round')} at most`}`;
    switch (config.mode) {
      case 'hot-seat':
        return `${sides} at one screen, handed over for secret orders${variant}`;
      case 'bot':
        return `You command ${nameOf(live.players[0])} against the ${config.botKind} bot${variant}`;
      case 'bots':
        return `${sides}, ${config.botKind} bots playing each other${variant}`;
    }
  }

  /**
   * At one screen only secret orders need a hand-off: everything else in Star Eater is open to
   * both players, so the screen is not passed for each pick, activation or aim.
   */
  override get handOff(): boolean {
    return this.state?.prompt?.kind === 'commit-reveal' && super.handOff;
  }

  protected override positionChanged(): void {
    const live = this.state;
    // Out of the secret orders the table is open to both: nobody needs to be "at the screen", so
    // the next orders begin with a hand-off again.
    if (live !== null && this.config?.mode === 'hot-seat' && live.prompt?.kind !== 'commit-reveal') this.ready = null;
    const key = live === null ? '' : decisionOf(live);
    if (key === this.decisionKey) return;
    this.decisionKey = key;
    this.picks.clear();
    this.flight = NO_FLIGHT;
    this.boardCurrent = null;
    this.draftSlot = null;
    this.engineSetting = 'none';
    this.cards = [];
  }

  protected override clearChoices(): void {
    this.flight = NO_FLIGHT;
    this.cards = [];
    this.engineSetting = 'none';
  }

  // --- The table ------------------------------------------------------------------------------------

  protected override renderTable(shown: StarEaterState, replaying: boolean): TemplateResult {
    const { width } = boardSize(shown.board);
    const choices = replaying ? null : this.boardChoices(shown, this.legalCommands);
    const path = replaying ? null : this.flightPath(shown, this.legalCommands);
    const paths: BoardPath[] = path === null || path.length < 2 ? [] : [{ kind: 'coming', poses: path }];
    const end = path?.at(-1);
    const planned: BoardPiece[] = end === undefined || this.flight.squadron === null ? [] : [{ at: end.at, facing: end.facing, label: squadronMark(shown, this.flight.squadron), className: 'squadron planned' }];
    return html`<div class="table">
      <div class="table-row">
        <div class="board-box" style=${`width: ${String(width)}px`}>
          ${renderGameBoard({
            board: shown.board,
            label: boardLabel(shown, choices),
            ships: shown.players.map((player, index) => ({ id: player, pose: shown.ships[player]?.pose ?? { at: { q: 0, r: 0 }, facing: 0 }, hull: shown.hull, className: index === 0 ? 'ship-a' : 'ship-b', initial: nameOf(player).charAt(0) })),
            pieces: [...piecesOf(shown), ...planned],
            paths,
            choices,
            scrolls: this.drawnWidth.narrowerThan(width),
          })}
          <p class="key" part="key">
            <strong>Key:</strong> B bow, P port, L or F the core (the ship's initial), Sb starboard, St stern, FPA's dashed; L1, F2… squadrons; P projectile, T torpedo;
            ticks point where each faces.
          </p>
        </div>
        ${this.renderShips(shown)}
      </div>
      ${this.renderCardStats(shown)}
    </div>`;
  }

  /** Every fitted card's stats and each warship's evasion, collapsed: the table says what each ship has, this what it does. */
  private renderCardStats(shown: StarEaterState): TemplateResult {
    const rows = shown.players.flatMap((player) => {
      const faction = factionOf(shown, player);
      const slots = (['main', 'broadside', 'bay', 'point-defence', 'special'] as const).flatMap((slot) => {
        const card = fitted(shown, player, slot);
        return card === undefined ? [] : [{ name: card.name, stats: componentStats(card) }];
      });
      const squadrons = (shown.loadout.loadouts[player]?.squadrons ?? []).flatMap((id) => {
        const card = squadronCard(shown, id);
        return card === undefined ? [] : [{ name: squadronWords(shown, id), stats: `${card.heavy ? 'heavy; ' : ''}speed ${String(card.speed)}, evasion ${String(card.evasion)}, carries ${String(card.capacity)}; ${weaponWords(card.weapon)}` }];
      });
      return [{ player, name: `${faction.name} warship`, stats: `evasion ${String(faction.evasion)}, structure ${String(faction.structure)}` }, ...slots.map((row) => ({ player, ...row })), ...squadrons.map((row) => ({ player, ...row }))];
    });
    return html`<details class="card-stats" part="card-stats">
      <summary>What the fitted cards do</summary>
      <table lang="en">
        <tbody>
          ${rows.map((row) => html`<tr><th scope="row">${row.name} <span class="muted">(${nameOf(row.player).charAt(0)})</span></th><td>${row.stats}</td></tr>`)}
        </tbody>
      </table>
    </details>`;
  }

  private renderShips(shown: StarEaterState): TemplateResult {
    const players = shown.players;
    const row = (label: string, cell: (player: PlayerId) => TemplateResult | string): TemplateResult => html`<tr>
      <th scope="row">${label}</th>
      ${players.map((player) => html`<td>${cell(player)}</td>`)}
    </tr>`;
    const component = (slot: 'main' | 'broadside' | 'bay' | 'point-defence' | 'special') => (player: PlayerId) => {
      const card = fitted(shown, player, slot);
      if (card === undefined) return html`<span class="muted">not yet</span>`;
      const cooling = shown.ships[player]?.cooldowns[card.id] ?? 0;
      const extra = slot === 'special' ? `${String(shown.ships[player]?.power ?? 0)} power` : card.weapon?.tokens === undefined ? '' : `${String(tokensLeft(shown, player, card))}/${String(card.weapon.tokens)} tokens`;
      return html`${card.name}${extra === '' ? nothing : html`, <span class="muted">${extra}</span>`}${cooling > 0 ? html`, <strong>cooling ${cooling}</strong>` : nothing}`;
    };
    return html`<div class="ships" part="ships" role="group" aria-label="The warships">
      <table>
        <thead>
          <tr>
            <th scope="col"><span class="visually-hidden">Warship</span></th>
            ${players.map((player) => html`<th scope="col" data-ship=${player}>${nameOf(player)} (${nameOf(player).charAt(0)})</th>`)}
          </tr>
        </thead>
        <tbody>
          ${row('Structure', (player) => `${String(shown.ships[player]?.structure ?? 0)} of ${String(factionOf(shown, player).structure)}`)}
          ${row('Armour', (player) => armourCell(shown, player))}
          ${row('Momentum', (player) => {
            const ship = shown.ships[player];
            return ship === undefined ? '' : html`facing ${DIR_NAMES[ship.pose.facing]}; mat ${shortMat(ship.mat)}`;
          })}
          ${shown.phase === 'loadout' ? nothing : row('Orders', (player) => this.orderCell(shown, player))}
          ${row('Main', component('main'))} ${row('Broadsides', component('broadside'))} ${row('Bay', component('bay'))}
          ${row('Point defence', component('point-defence'))} ${row('Special', component('special'))}
          ${row('Squadrons', (player) => this.squadronsCell(shown, player))}
        </tbody>
      </table>
    </div>`;
  }

  private orderCell(shown: StarEaterState, player: PlayerId): string {
    const revealed = shown.orders?.[player];
    if (revealed !== undefined) return shortOrder(revealed);
    const prompt = shown.prompt;
    if (prompt?.kind !== 'commit-reveal') return '—';
    const committed = prompt.commitments[player];
    if (committed === null || committed === undefined) return 'choosing…';
    // The view hides the other player's order: only one's own is readable before the reveal.
    return committed === 'hidden' ? 'given, secret' : `yours: ${shortOrder(committed)}`;
  }

  private squadronsCell(shown: StarEaterState, player: PlayerId): TemplateResult {
    const own = shown.squadrons.filter((squadron) => squadron.owner === player);
    if (own.length === 0) {
      const picked = shown.loadout.loadouts[player]?.squadrons ?? [];
      return picked.length === 0 ? html`<span class="muted">not yet</span>` : html`${listWords(picked.map((id) => cardName(shown, id)))}`;
    }
    return html`<ul>
      ${own.map((squadron) => {
        const card = squadronCard(shown, squadron.id);
        const where = squadron.where === 'flying' && squadron.pose !== null ? `col ${String(squadron.pose.at.q)}, row ${String(rowOf(squadron.pose.at))}` : squadron.where;
        return html`<li data-squadron=${squadron.id}>
          ${squadronWords(shown, squadron.id)}${squadron.where === 'destroyed' ? nothing : ` ${String(squadron.munitions)}/${String(card?.capacity ?? 0)}`}
          <span class="muted">${where}</span>
        </li>`;
      })}
    </ul>`;
  }

  // --- The board's choices ------------------------------------------------------------------------------

  /** The hexes the reader may press now, each with what pressing it does; null when none. */
  private boardChoices(shown: StarEaterState, legal: readonly Command[]): BoardChoices | null {
    if (legal.length === 0) return null;
    const hexes = this.hexOptions(shown, legal);
    if (hexes.length === 0) return null;
    return {
      hexes: hexes.map((option) => ({ hex: option.hex, label: option.label })),
      current: this.boardCurrent,
      press: (hex) => {
        this.boardCurrent = hex;
        const option = hexes.find((candidate) => hexKey(candidate.hex) === hexKey(hex));
        if (option !== undefined) void this.pressHex(option);
      },
      moved: (hex) => {
        this.boardCurrent = hex;
      },
    };
  }

  /** A hex the reader may press: what it does, and either a command to send or a step of the flight to take. */
  private hexOptions(shown: StarEaterState, legal: readonly Command[]): HexOption[] {
    const prompt = shown.prompt;
    if (prompt?.kind === 'choice' && (prompt.id === 'aim' || prompt.id === 'defend')) {
      return legal.flatMap((command): HexOption[] => {
        if ((command.type !== 'aim' && command.type !== 'defend') || command.target === null) return [];
        const shot = shotPreview(shown, command);
        return [{ hex: command.target, label: `Fire ${shot === null ? '' : `the ${cardName(shown, shot.source)} `}at ${shot === null ? hexWords(command.target) : shotWords(shown, shot)}`, command }];
      });
    }
    if (shown.phase !== 'fighter') return [];
    const stage = this.flightStage(shown, legal);
    switch (stage.kind) {
      case 'launch':
        return stage.hexes.map((hex) => ({ hex, label: `Launch ${squadronWords(shown, stage.squadron)} at ${hexWords(hex)}`, step: { ...this.flight, launch: hexKey(hex) } }));
      case 'destination':
        return stage.ends.map(({ hex, moves }) => ({ hex, label: `${squadronWords(shown, stage.squadron)}: ${moves === 0 ? 'stay at' : `fly ${plural(moves, 'hex', 'hexes')} to`} ${hexWords(hex)}`, step: { ...this.flight, to: hexKey(hex) } }));
      case 'act':
        return stage.shots.map((command) => {
          const shot = shotPreview(shown, command);
          const hex = typeof command.act === 'object' ? command.act : { q: 0, r: 0 };
          return { hex, label: `${squadronWords(shown, stage.squadron)} fires at ${shot === null ? hexWords(hex) : shotWords(shown, shot)}`, command };
        });
      default:
        return [];
    }
  }

  private async pressHex(option: HexOption): Promise<void> {
    if (option.command !== undefined) {
      await this.choose(option.command);
      return;
    }
    if (option.step !== undefined) await this.takeStep(option.step);
  }

  /** The reader took a step of a flight (no command yet): the choices change, so focus goes to the first of the new ones. */
  private async takeStep(flight: FlightDraft): Promise<void> {
    this.flight = flight;
    this.boardCurrent = null;
    this.announcer.announce(this.flightAnnouncement(flight));
    await this.updateComplete;
    await this.focusNext();
  }

  private flightAnnouncement(flight: FlightDraft): string {
    const live = this.state;
    if (live === null || flight.squadron === null) return 'Choose a squadron to activate, or pass.';
    const who = squadronWords(live, flight.squadron);
    if (flight.to !== null) return `${who} will end at ${hexWords(hexOfKey(flight.to))}: choose what it does there.`;
    if (flight.launch !== null) return `${who} launches at ${hexWords(hexOfKey(flight.launch))}: choose where it flies.`;
    return `${who} chosen.`;
  }

  /** The flight the reader is building, to draw on the board: where it launches, or its path to where it ends. */
  private flightPath(shown: StarEaterState, legal: readonly Command[]): Pose[] | null {
    if (shown.phase !== 'fighter' || this.flight.squadron === null) return null;
    const stage = this.flightStage(shown, legal);
    if (stage.kind === 'destination' && this.flight.launch !== null) return [{ at: hexOfKey(this.flight.launch), facing: shown.ships[shown.fighters?.toAct ?? '']?.pose.facing ?? 0 }];
    if (stage.kind !== 'act') return null;
    const first = stage.commands[0];
    return first === undefined ? null : flightPoses(shown, first);
  }

  /** Where the reader is in building an activation, and what is open at that step (all from the legal fly commands). */
  private flightStage(shown: StarEaterState, legal: readonly Command[]): FlightStage {
    const flights = legal.filter((command): command is FlyCommand => command.type === 'fly');
    const { squadron, launch, to } = this.flight;
    if (squadron === null) return { kind: 'squadron', squadrons: [...new Set(flights.map((command) => command.squadron))] };
    const own = flights.filter((command) => command.squadron === squadron);
    const launching = own.some((command) => command.launch !== undefined);
    if (launching && launch === null) return { kind: 'launch', squadron, hexes: uniqueHexes(own.map((command) => command.launch ?? { q: 0, r: 0 })) };
    const launched = launching ? own.filter((command) => command.launch !== undefined && hexKey(command.launch) === launch) : own;
    const endOf = (command: FlyCommand): Hex => command.path.at(-1) ?? command.launch ?? shown.squadrons.find((candidate) => candidate.id === squadron)?.pose?.at ?? { q: 0, r: 0 };
    if (to === null) {
      const ends = new Map<string, { hex: Hex; moves: number }>();
      for (const command of launched) {
        const hex = endOf(command);
        if (!ends.has(hexKey(hex))) ends.set(hexKey(hex), { hex, moves: command.path.length });
      }
      return { kind: 'destination', squadron, ends: [...ends.values()] };
    }
    const commands = launched.filter((command) => hexKey(endOf(command)) === to);
    const shots = commands.filter((command): command is FlyCommand & { act: Hex } => typeof command.act === 'object');
    return { kind: 'act', squadron, commands, shots };
  }

  // --- The choices ------------------------------------------------------------------------------------

  protected override renderChoices(shown: StarEaterState, player: PlayerId, legal: readonly Command[]): TemplateResult {
    if (shown.phase === 'loadout') return this.renderLoadout(shown, legal);
    const prompt = shown.prompt;
    if (prompt?.kind === 'commit-reveal') return this.renderOrders(shown, player);
    if (prompt?.kind === 'choice') {
      if (prompt.id === 'aim' || prompt.id === 'defend') return this.renderShots(shown, legal);
      return this.renderButtons(legal, (command) => actionLabel(shown, command), true);
    }
    if (shown.phase === 'fighter') return this.renderFighters(shown, legal);
    return html``;
  }

  /** A list box and a button for many options of one kind; one button each for a few. */
  private renderPicker(key: string, label: string, commands: readonly Command[], optionLabel: (command: Command) => string, button: string): TemplateResult | typeof nothing {
    const only = commands[0];
    if (only === undefined) return nothing;
    if (commands.length <= 3) return this.renderButtons(commands, (command) => (commands.length === 1 ? `${button}: ${optionLabel(command)}` : optionLabel(command)));
    const picked = commands[this.picks.get(key) ?? 0] ?? only;
    return html`<div class="row">
      <select
        id=${`pick-${key}`}
        aria-label=${label}
        @change=${(event: Event) => {
          this.picks.set(key, Number((event.target as HTMLSelectElement).value));
          this.requestUpdate();
        }}
      >
        ${commands.map((command, index) => html`<option value=${String(index)} ?selected=${command === picked}>${optionLabel(command)}</option>`)}
      </select>
      ${this.renderCommandButton(picked, button)}
    </div>`;
  }

  private renderLoadout(shown: StarEaterState, legal: readonly Command[]): TemplateResult {
    const commands = legal.filter((command): command is LoadoutCommand => command.type === 'pick' || command.type === 'swap' || command.type === 'keep' || command.type === 'arm');
    const stage = shown.loadout.stage;
    if (stage === 'swap') {
      const keep = commands.find((command) => command.type === 'keep');
      const swaps = commands.filter((command) => command.type === 'swap');
      return html`<div class="group">
        ${keep === undefined ? nothing : html`<div>${this.renderCommandButton(keep, 'Keep the loadout as drafted')}</div>`}
        <p class="muted">Or swap one component (the other player may then swap one too):</p>
        ${this.renderPicker('swap', 'Swap which component for which', swaps, (command) => loadoutLabel(shown, command as LoadoutCommand), 'Swap')}
      </div>`;
    }
    if (stage === 'munitions') {
      const player = shown.loadout.toAct ?? '';
      const squadrons = (shown.loadout.loadouts[player]?.squadrons ?? []).map((id) => squadronCard(shown, id));
      return html`<div class="group">
        <p class="muted">Each squadron carries at most: ${listWords(squadrons.map((card) => `${card?.name ?? '?'} ${String(card?.capacity ?? 0)}`))}. A squadron acts once per munition.</p>
        ${this.renderPicker('arm', 'How to spread the munitions', commands, (command) => loadoutLabel(shown, command as LoadoutCommand), 'Arm the squadrons')}
      </div>`;
    }
    const player = shown.loadout.toAct ?? '';
    const faction = factionOf(shown, player);
    const open = LOADOUT_SLOTS.filter((slot) => commands.some((command) => command.type === 'pick' && command.slot === slot));
    const slot = this.draftSlot !== null && open.includes(this.draftSlot) ? this.draftSlot : open[0];
    const picks = commands.filter((command) => command.type === 'pick' && command.slot === slot);
    return html`<div class="group" data-group="draft">
      <div class="row" role="group" aria-label="Open slots">
        ${open.map(
          (each) => html`<button part="button" data-slot=${each} aria-pressed=${each === slot ? 'true' : 'false'} @click=${() => {
            this.draftSlot = each;
          }}>${capitalise(slotName(each))}</button>`,
        )}
      </div>
      ${slot === 'squadrons'
        ? html`<table class="cards-table">
              <caption>
                The squadron cards: pick three, never three heavies
              </caption>
              <thead>
                <tr><th scope="col">Squadron</th><th scope="col">Speed</th><th scope="col">Evasion</th><th scope="col">Carries</th><th scope="col">Weapon</th></tr>
              </thead>
              <tbody>
                ${faction.squadrons.map((card) => html`<tr><th scope="row">${card.name}${card.heavy ? ' (heavy)' : ''}</th><td>${card.speed}</td><td>${card.evasion}</td><td>${card.capacity}</td><td>${weaponWords(card.weapon)}</td></tr>`)}
              </tbody>
            </table>
            ${this.renderPicker('squadrons', 'Which three squadrons', picks, (command) => loadoutLabel(shown, command as LoadoutCommand), 'Pick these squadrons')}`
        : this.renderButtons(
            picks,
            (command) => {
              const card = command.type === 'pick' && command.slot !== 'squadrons' ? faction.components.find((candidate) => candidate.id === command.card) : undefined;
              return card === undefined ? loadoutLabel(shown, command as LoadoutCommand) : `${card.name}: ${componentStats(card)}`;
            },
            true,
          )}
    </div>`;
  }

  /** The secret orders: an engine setting (with what it does to the mat) and exactly two commitment cards. */
  private renderOrders(shown: StarEaterState, player: PlayerId): TemplateResult {
    const ship = shown.ships[player];
    if (ship === undefined) return html``;
    const facing = ship.pose.facing;
    const preview = explainThrust(ship.mat, this.engineSetting, facing);
    const chosen = this.cards;
    const ready = chosen.length === 2;
    return html`<div class="group" part="orders" data-group="orders">
      <fieldset class="engine">
        <legend>Engine setting</legend>
        ${ENGINE_SETTINGS.map(
          (setting) => html`<label
            ><input
              type="radio"
              name="engine"
              .checked=${this.engineSetting === setting}
              @change=${() => {
                this.engineSetting = setting;
              }}
            />${setting === 'double' ? `double (2 × ${DIR_NAMES[facing]})` : settingWords(setting, facing)}</label
          >`,
        )}
      </fieldset>
      <p class="muted" aria-live="off">
        ${preview.steps.length === 0 ? 'No thrust: the mat stays as it is.' : preview.steps.map(thrustWords).join(' ')} The mat will hold: ${matWords(preview.mat)}.
        ${renderCitation(citation(RULE.momentumEngine))}
      </p>
      <fieldset class="cards">
        <legend>Two commitment cards (${chosen.length} of 2)</legend>
        ${COMMITMENT_CARDS.map((card) => {
          const checked = chosen.includes(card);
          return html`<label
            ><input
              type="checkbox"
              .checked=${checked}
              ?disabled=${!checked && ready}
              @change=${(event: Event) => {
                const on = (event.target as HTMLInputElement).checked;
                this.cards = on ? [...this.cards.filter((other) => other !== card), card] : this.cards.filter((other) => other !== card);
              }}
            /><span>${capitalise(commitmentName(card))} <span class="stats">${cardEffect(shown, player, card)}</span></span></label
          >`;
        })}
      </fieldset>
      <div>
        <button
          class="primary"
          part="button action"
          data-command="commit"
          aria-disabled=${ready ? 'false' : 'true'}
          @click=${() => {
            const [first, second] = this.cards;
            if (first === undefined || second === undefined) {
              this.announcer.announce('Tick two commitment cards first.');
              return;
            }
            void this.choose({ type: 'commit', player, engine: this.engineSetting, cards: [first, second] });
          }}
        >
          ${ready ? `Commit: ${settingWords(this.engineSetting, facing)}, ${listWords(chosen.map(commitmentName))}, in secret` : 'Commit the order (tick two cards)'}
        </button>
      </div>
    </div>`;
  }

  /** Where a direct-fire weapon aims (the weapons phase, or defence stations): each hex with what it rolls against. */
  private renderShots(shown: StarEaterState, legal: readonly Command[]): TemplateResult {
    const shots = legal.filter((command): command is ShotCommand => (command.type === 'aim' || command.type === 'defend') && command.target !== null);
    const hold = legal.find((command) => command.type === 'defend' && command.target === null);
    return html`<div class="group" data-group="shots">
      <p class="muted">Press a highlighted hex on the board, or choose it here.</p>
      ${this.renderPicker('shot', 'Aim at which hex', shots, (command) => {
        const shot = shotPreview(shown, command);
        return shot === null ? actionLabel(shown, command) : capitalise(shotWords(shown, shot));
      }, 'Fire')}
      ${hold === undefined ? nothing : html`<div>${this.renderCommandButton(hold, 'Hold fire')}</div>`}
    </div>`;
  }

  private renderFighters(shown: StarEaterState, legal: readonly Command[]): TemplateResult {
    const stage = this.flightStage(shown, legal);
    const pass = legal.find((command) => command.type === 'pass');
    const back = (flight: FlightDraft, label: string): TemplateResult => html`<button part="button" @click=${() => void this.takeStep(flight)}>${label}</button>`;
    switch (stage.kind) {
      case 'squadron':
        return html`<div class="group" data-group="squadrons">
          <ul class="choices stack">
            ${stage.squadrons.map((id) => {
              const squadron = shown.squadrons.find((candidate) => candidate.id === id);
              const card = squadronCard(shown, id);
              const doing = squadron?.where === 'aboard' ? 'launch' : `move from ${squadron?.pose === null || squadron?.pose === undefined ? '?' : hexWords(squadron.pose.at)}`;
              return html`<li>
                <button part="button" data-squadron=${id} @click=${() => void this.takeStep({ squadron: id, launch: null, to: null })}>
                  ${squadronWords(shown, id)}: ${doing} <span class="stats">(speed ${card?.speed ?? 0}, ${plural(squadron?.munitions ?? 0, 'munition')}; ${card === undefined ? '' : weaponWords(card.weapon)})</span>
                </button>
              </li>`;
            })}
            ${pass === undefined ? nothing : html`<li>${this.renderCommandButton(pass, 'Pass: no more activations this round')}</li>`}
          </ul>
        </div>`;
      case 'launch':
        return html`<div class="group" data-group="launch">
          <h4>${squadronWords(shown, stage.squadron)}: launch where?</h4>
          <p class="muted">Press a highlighted hex by the bay, or choose it here. Launching is its first move.</p>
          ${this.renderStepPicker('launch', 'Launch at which hex', stage.hexes.map((hex) => ({ hex, label: hexWords(hex) })), 'Launch here', (hex) => ({ ...this.flight, launch: hexKey(hex) }))}
          <div>${back(NO_FLIGHT, 'Back: another squadron')}</div>
        </div>`;
      case 'destination':
        return html`<div class="group" data-group="destination">
          <h4>${squadronWords(shown, stage.squadron)}: fly where?</h4>
          <p class="muted">Press a highlighted hex, or choose it here; it faces the way it last moved.</p>
          ${this.renderStepPicker('to', 'Fly to which hex', stage.ends.map(({ hex, moves }) => ({ hex, label: `${hexWords(hex)}${moves === 0 ? ' (stay)' : ` (${plural(moves, 'move')})`}` })), 'Fly here', (hex) => ({ ...this.flight, to: hexKey(hex) }))}
          <div>${back({ ...this.flight, launch: null }, this.flight.launch === null ? 'Back: another squadron' : 'Back: launch elsewhere')}</div>
        </div>`;
      case 'act': {
        const plain = stage.commands.filter((command) => command.act !== 'fire' && typeof command.act !== 'object');
        const fire = stage.commands.filter((command) => command.act === 'fire');
        const card = squadronCard(shown, stage.squadron);
        return html`<div class="group" data-group="act">
          <h4>${squadronWords(shown, stage.squadron)} at ${stage.commands[0] === undefined ? '' : hexWords(flightPoses(shown, stage.commands[0]).at(-1)?.at ?? { q: 0, r: 0 })}: then?</h4>
          ${this.renderButtons([...plain, ...fire], (command) => (command.type === 'fly' ? flyEndLabel(shown, command, card?.weapon) : ''), true)}
          ${stage.shots.length === 0
            ? nothing
            : html`<p class="muted">Or fire (one munition): press a highlighted hex, or choose it here.</p>
                ${this.renderPicker('fly-shot', 'Fire at which hex', stage.shots, (command) => {
                  const shot = shotPreview(shown, command);
                  return shot === null ? actionLabel(shown, command) : capitalise(shotWords(shown, shot));
                }, 'Fly and fire')}`}
          <div>${back({ ...this.flight, to: null }, 'Back: fly elsewhere')}</div>
        </div>`;
      }
    }
  }

  /** A step of the flight from a list (as the board's highlighted hexes offer it): a list box and a button. */
  private renderStepPicker(key: string, label: string, options: readonly { hex: Hex; label: string }[], button: string, step: (hex: Hex) => FlightDraft): TemplateResult | typeof nothing {
    const first = options[0];
    if (first === undefined) return nothing;
    const picked = options[this.picks.get(key) ?? 0] ?? first;
    return html`<div class="row">
      <select
        aria-label=${label}
        @change=${(event: Event) => {
          this.picks.set(key, Number((event.target as HTMLSelectElement).value));
          this.requestUpdate();
        }}
      >
        ${options.map((option, index) => html`<option value=${String(index)} ?selected=${option === picked}>${option.label}</option>`)}
      </select>
      <button part="button" @click=${() => void this.takeStep(step(picked.hex))}>${button}</button>
    </div>`;
  }
}

// --- Helpers ----------------------------------------------------------------------------------------

interface HexOption {
  hex: Hex;
  label: string;
  command?: Command;
  step?: FlightDraft;
}

type FlightStage =
  | { kind: 'squadron'; squadrons: string[] }
  | { kind: 'launch'; squadron: string; hexes: Hex[] }
  | { kind: 'destination'; squadron: string; ends: { hex: Hex; moves: number }[] }
  | { kind: 'act'; squadron: string; commands: FlyCommand[]; shots: (FlyCommand & { act: Hex })[] };

function uniqueHexes(hexes: readonly Hex[]): Hex[] {
  const found = new Map<string, Hex>();
  for (const hex of hexes) if (!found.has(hexKey(hex))) found.set(hexKey(hex), hex);
  return [...found.values()];
}

function hexOfKey(key: string): Hex {
  const [q, r] = key.split(',').map(Number);
  return { q: q ?? 0, r: r ?? 0 };
}

/** What the reader is deciding, as a key: the same key means the same decision (a bot's order in between changes nothing). */
function decisionOf(state: StarEaterState): string {
  const prompt = state.prompt;
  return [
    state.phase,
    state.round,
    state.loadout.stage,
    state.loadout.toAct,
    prompt?.id,
    prompt?.kind === 'choice' ? `${prompt.player}:${String(state.pendingActions.length)}:${String(state.fired.length)}` : '',
    state.fighters === null ? '' : `${state.fighters.toAct}:${String(state.fighters.activated.length)}:${String(state.fighters.passed.length)}`,
    state.outcome === null ? '' : 'over',
  ].join('|');
}

/** "laser, 3 damage, range 6". */
function weaponWords(weapon: WeaponStats): string {
  const parts = [weapon.class, `${String(weapon.damage)} damage`];
  if (weapon.range !== undefined) parts.push(`range ${String(weapon.range)}`);
  if (weapon.speed !== undefined) parts.push(`speed ${String(weapon.speed)}`);
  if (weapon.accuracy !== undefined) parts.push(`accuracy ${String(weapon.accuracy)}`);
  if ((weapon.aoe ?? 0) > 0) parts.push(`area ${String(weapon.aoe)}`);
  return parts.join(', ');
}

/** A component's stats in a few words: its weapon or what it does, and its cooldown. */
function componentStats(card: ComponentCard): string {
  const what = card.weapon === undefined ? (card.text ?? '').replace(/\.$/, '') : weaponWords(card.weapon);
  return `${what}${card.cooldown > 0 ? `; cooldown ${String(card.cooldown)}` : ''}`;
}

const SHORT_CARDS: Readonly<Record<CommitmentCard, string>> = {
  'fire-main': 'main',
  'port-broadside': 'port',
  'starboard-broadside': 'starboard',
  launch: 'launch',
  'defence-stations': 'defence',
  'vent-coolant': 'vent',
  maintenance: 'maintenance',
  special: 'special',
};

/** An order in the table's few words: "N · main, launch"; rotations as cw and ccw. */
function shortOrder(order: Order): string {
  const engine = order.engine === 'double' ? 'double' : order.engine === 'none' ? 'no thrust' : typeof order.engine === 'number' ? DIR_NAMES[order.engine] : order.engine;
  return `${engine} · ${order.cards.map((card) => SHORT_CARDS[card]).join(', ')}`;
}

/** The mat in the table's few words: "N, NE, cw"; "empty". */
function shortMat(mat: MomentumMat): TemplateResult {
  if (mat.linear.length + mat.rotational.length === 0) return html`empty`;
  const tokens = [...mat.linear.map((dir) => html`${DIR_NAMES[dir]}`), ...mat.rotational.map((turn) => html`<abbr title=${turn === 'cw' ? 'clockwise' : 'anticlockwise'}>${turn}</abbr>`)];
  return html`${tokens.map((token, index) => html`${index === 0 ? '' : ', '}${token}`)}`;
}

/** Armour per section, each "B 4" kept on one line. */
function armourCell(state: StarEaterState, player: PlayerId): TemplateResult {
  const armour = state.ships[player]?.armour ?? {};
  return html`${Object.entries(armour).map(([section, value]) => html`<span class="nowrap"><abbr title=${section}>${SECTION_LETTERS[section] ?? section}</abbr> ${value}</span> `)}`;
}

/** What a commitment card would do for `player` now, in a few words (its component, and whether it is cooling down). */
function cardEffect(state: StarEaterState, player: PlayerId, card: CommitmentCard): string {
  const ship = state.ships[player];
  const component = cardComponent(state, player, card);
  const tokens = component === undefined ? 0 : (ship?.cooldowns[component.id] ?? 0);
  const cooling = tokens > 0 ? ` (cooling down: ${String(tokens)})` : '';
  switch (card) {
    case 'vent-coolant':
      return 'a cooldown token off';
    case 'maintenance':
      return '2 munitions or a repair';
    case 'special':
      return `${component?.name ?? ''}, ${String(ship?.power ?? 0)} power`;
    default:
      return `${component?.name ?? 'nothing fitted'}${cooling}`;
  }
}

/** An action card's answer, saying what it does. */
function actionLabel(state: StarEaterState, command: Command): string {
  switch (command.type) {
    case 'vent': {
      const cooldowns = state.ships[command.player]?.cooldowns ?? {};
      return `Vent the ${cardName(state, command.card)}: cooldown ${String(cooldowns[command.card] ?? 0)} → ${String(ventCoolant(cooldowns, command.card)[command.card] ?? 0)}`;
    }
    case 'maintain':
      if (command.repair !== undefined) return `Repair ${squadronWords(state, command.repair)}: back on board, no munitions`;
      return `Load ${listWords(
        Object.entries(command.munitions ?? {}).map(([id, count]) => {
          const now = state.squadrons.find((squadron) => squadron.id === id)?.munitions ?? 0;
          return `${String(count)} on ${squadronWords(state, id)} (${String(now)} → ${String(now + count)} of ${String(squadronCard(state, id)?.capacity ?? 0)})`;
        }),
      )}`;
    case 'special': {
      const ship = state.ships[command.player];
      if (command.section !== undefined) {
        const { now, after, most } = restoredArmour(state, command.player, command.section);
        return `Restore the ${command.section}: armour ${String(now)} → ${String(after)} of ${String(most)}`;
      }
      const tokens = ship === undefined ? [] : [...ship.mat.linear.map((dir) => DIR_NAMES[dir]), ...ship.mat.rotational.map((turn) => (turn === 'cw' ? 'clockwise' : 'anticlockwise'))];
      const index = command.token ?? 0;
      return `Remove the ${tokens[index] ?? '?'} token (number ${String(index + 1)}) from the mat`;
    }
    case 'defend':
      return command.target === null ? 'Hold fire' : `Fire at ${hexWords(command.target)}`;
    case 'aim':
      return `Aim at ${hexWords(command.target)}`;
    default:
      return command.type;
  }
}

/** How a flight ends without a direct-fire shot: it stays, lands, or fires a token or a laser. */
function flyEndLabel(state: StarEaterState, command: FlyCommand, weapon: WeaponStats | undefined): string {
  if (command.act === 'fire') return `Fire: ${weapon === undefined ? 'its weapon' : `a ${weapon.class} (${String(weapon.damage)} damage${weapon.class === 'laser' ? ', now' : ', moves in the weapons phase'})`}; one munition`;
  if (command.recall === true) return 'Land on board (recall)';
  return `End its move here`;
}

/** Squadrons in flight and weapon tokens as small pieces on the board, each marked and facing its way. */
function piecesOf(state: StarEaterState): BoardPiece[] {
  const side = (owner: PlayerId): string => (state.players.indexOf(owner) === 0 ? 'own-a' : 'own-b');
  const squadrons: BoardPiece[] = state.squadrons.flatMap((squadron) =>
    squadron.where === 'flying' && squadron.pose !== null ? [{ at: squadron.pose.at, facing: squadron.pose.facing, label: squadronMark(state, squadron.id), className: `squadron ${side(squadron.owner)}` }] : [],
  );
  const weapons: BoardPiece[] = state.tokens.map((token) => ({ at: token.at, facing: token.facing, label: token.kind === 'torpedo' ? 'T' : 'P', className: `${token.kind} ${side(token.owner)}` }));
  return [...squadrons, ...weapons];
}

/** The board in words: where every ship, squadron and token is, and how many hexes may be pressed. */
function boardLabel(state: StarEaterState, choices: BoardChoices | null): string {
  const ships = state.players.map((player) => {
    const pose = state.ships[player]?.pose;
    const bow = pose === undefined ? undefined : hullHexes(state.hull, pose).find((section) => section.section === 'bow')?.hex;
    return pose === undefined ? '' : `the ${nameOf(player)} warship centred at ${hexWords(pose.at)}, facing ${DIR_NAMES[pose.facing]}${bow === undefined ? '' : ` (bow at ${hexWords(bow)})`}`;
  });
  const squadrons = state.squadrons.flatMap((squadron) => (squadron.where === 'flying' && squadron.pose !== null ? [`${squadronWords(state, squadron.id)} at ${hexWords(squadron.pose.at)}`] : []));
  const weapons = state.tokens.map((token) => `${nameOf(token.owner)}'s ${token.kind} ${token.id} at ${hexWords(token.at)}, heading ${DIR_NAMES[token.facing]}`);
  const pieces = [...squadrons, ...weapons];
  const press = choices === null ? '' : ` ${plural(choices.hexes.length, 'highlighted hex', 'highlighted hexes')} to press: the arrow keys move between them.`;
  return `The board, ${String(state.board.columns)} columns by ${String(state.board.rows)} rows: ${listWords(ships)}.${pieces.length === 0 ? '' : ` In flight: ${pieces.join('; ')}.`}${press}`;
}
