import { html, nothing, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { PlayerId } from '../../rules/engine/index.ts';
import { MIN_PLAYERS, playersOfCount, MODES, RULE, SIZES, heuristicTorpedoBot, outcomeRule, piecesLeft, placementProblem, randomTorpedoBot, ruleset, samplePlacements, turnHeading, type Mode, type Piece, type Point, type Size, type TorpedoCommand, type TorpedoEvent, type TorpedoSetup, type TorpedoState, SEARCH_PLAYOUTS } from '../../rules/torpedo/index.ts';
import { parseOneOf, parseWholeNumber, type AttributeProblem } from '../shared/attributes.ts';
import { DrawnWidth, widthProbe } from '../shared/drawn-width.ts';
import { GameShell, type GameConfig, type GameDefinition } from '../shared/game-shell.ts';
import { renderCitation } from '../shared/rule-citation.ts';
import { ownerMarks, renderField, type FieldShip, type FieldShot } from './field-board.ts';
import { dragTip, shipKey, startDrag, type ShipDrag } from './ship-moves.ts';
import { describeEvent, nameOf, nextVolleyWords, promptRule, promptWords, statusWords, summarizeEvents, tableLabels, withNames } from './game-words.ts';
import { atWords, capitalise, citation, listWords, mm, plural, pointingWords } from './words.ts';
import { torpedoGameStyles } from './game.styles.ts';

export { BOT_KINDS, GAME_MODES, type BotKind, type CommandSource, type GameMode } from '../shared/game-session.ts';

type Command = TorpedoCommand;

/** The players by seat: the Icehouse colours. */

/** A smaller table than the rulebook's card table, so the ships are drawn large enough to read on a screen. */
const GAME_FIELD = { width: 480, height: 320 };

/**
 * How long a bot waits between placements in the free mode, in milliseconds: calm, quick and
 * frantic, and slow for a reader at the keyboard or with a screen reader, who needs time to hear
 * what changed and to move the ghost.
 */
export const PACES = { slow: 6000, calm: 2500, quick: 1200, frantic: 500 } as const;
export type Pace = keyof typeof PACES;
const PACE_NAMES = Object.keys(PACES) as Pace[];

/** How far an arrow key moves the ghost, in millimetres (the game's field is larger than a lab's); with Shift, the fine step. */
const STEP_MM = 10;
const FINE_STEP_MM = 1;

/** The ship in the reader's hand before it is placed. */
interface Ghost {
  size: Size;
  tip: Point;
  heading: Point;
}

const torpedo: GameDefinition<TorpedoState, Command, TorpedoEvent, TorpedoSetup> = {
  ruleset,
  words: {
    title: 'Torpedo',
    citation,
    describeEvent,
    summarizeEvents,
    withNames,
    playerName: nameOf,
    promptWords,
    statusWords,
    outcomeWords: (state, outcome) => ({ text: withNames(state, capitalise(outcome.reason)), rule: outcomeRule(outcome) }),
    promptRule,
    secretPrompt: (state) => state.prompt !== null,
  },
  presetNames: [],
  preset: () => null,
  bots: { heuristic: heuristicTorpedoBot, random: randomTorpedoBot },
  search: { playouts: SEARCH_PLAYOUTS },
  // Against bots, the reader plays the first seat (red).
  readerSeat: (state) => state.players[0],
  defaultBotDelay: PACES.calm,
  attributes: ['players', 'timing', 'mode', 'bot', 'pace', 'seed', 'bot-delay'],
  attributeOfField: (field) => (field.startsWith('mode') ? 'timing' : field.startsWith('players') ? 'players' : field),
};

/**
 * A whole game of Torpedo, the Icehouse pyramid game, for 2–5 players: everyone readies, then
 * places ships on the field — in the free mode all at once, as fast as each likes (bots on a
 * timer at the pace the reader picks), in the rounds mode one secret placement or wait a round,
 * revealed together, touching placements crashing — until someone has placed their last ship;
 * then the three volleys fire and the ships afloat are scored. Both real-time modes are our
 * adaptation, said on the placing page. Any player may fire a volley; against bots, the bots
 * leave the firing to the reader, who fires each volley when ready to watch it.
 *
 * The reader places with a ghost ship: drag it over the field, or Tab to it and move it with the
 * arrow keys (Shift: 1 mm) and turn it with Q and E; the widget says whether the rules would take
 * it there (touching nothing, wholly on the field) and Place or Enter places it. The shell brings
 * the rest: hot-seat with hand-off screens for the rounds mode's secrets, against bots, or bots
 * alone; Undo, Reset, Replay; the event log with rule links.
 *
 * The class is not registered; import `torpedo-game.ts` for the tag.
 *
 * @tagname torpedo-game
 * @attr players - How many players, 2 to 5 (red, blue, green, yellow, black). Default 2.
 * @attr timing - `free` (default: placements as they come, no turns) or `rounds` (a secret placement or wait each round).
 * @attr mode - `hot-seat` (default), `bot` (the reader plays red against bots) or `bots` (watch).
 * @attr bot - Which bot: the search bot at `easy`, `medium` (default) or `hard` (more playouts a
 *   move, more time to think; it thinks in slices, so the page never waits), or the game's own
 *   `heuristic` or `random` bot.
 * @attr pace - How fast bots place: `slow` (6 s, for keyboard and screen-reader play), `calm`
 *   (default, 2.5 s), `quick` (1.2 s) or `frantic` (0.5 s). The reader can change it during the game.
 * @attr seed - A whole number, seeding the game and the bots. Default 1.
 * @attr bot-delay - Milliseconds a bot waits before each move, overriding `pace`.
 * @fires rb-command - After every command sent to the rules engine. `detail: { command, result, by }`.
 * @csspart field - The drawing of the field; `ship` each ship (`data-id`; the ghost's is `ghost`).
 * @csspart verdict - Whether the ghost may be placed where it is, in words, with the rule.
 * @csspart sizes - The size radio buttons, with the ships left of each size.
 * @csspart pace - The bots' pace.
 * @csspart actions - What the reader can do now; `action` every button that sends a command.
 * The parts every whole game shares (`base`, `status`, `outcome`, `handoff`, `refusal`, `button`,
 * `replay`, `controls`, `log`, `rule`) are described on `GameShell`.
 */
export class TorpedoGame extends GameShell<TorpedoState, Command, TorpedoEvent, TorpedoSetup> {
  static override styles = torpedoGameStyles;

  @property() players: string | number | null = null;
  @property() timing: string | null = null;
  @property() pace: string | null = null;

  @state() private ghost: Ghost = { size: 'large', tip: { x: 120, y: 160 }, heading: { x: 1, y: 0 } };
  @state() private dragging: ShipDrag | null = null;

  private readonly drawn = new DrawnWidth(this);

  constructor() {
    super(torpedo);
  }

  protected override readSetup(seed: number, problems: AttributeProblem[]): TorpedoSetup | null {
    const count = parseWholeNumber('players', this.players, MIN_PLAYERS);
    let players: PlayerId[] = [];
    try {
      // The rules read the count (as typed, when it is no number) and word its refusal: the range, and why.
      players = playersOfCount(count.ok ? count.value : this.players);
    } catch (error) {
      problems.push({ attribute: 'players', message: error instanceof Error ? error.message : String(error) });
    }
    const timing = parseOneOf<Mode>('timing', this.timing, MODES, 'free');
    if (!timing.ok) problems.push(timing.problem);
    const pace = parseOneOf<Pace>('pace', this.pace, PACE_NAMES, 'calm');
    if (!pace.ok) problems.push(pace.problem);
    if (!timing.ok || !pace.ok || problems.length > 0) return null;
    if (this.botDelay === null) this.session.botDelay = PACES[pace.value];
    return { seed, players, mode: timing.value, field: { ...GAME_FIELD } };
  }

  protected override setupLine(config: GameConfig<TorpedoSetup, Command>, live: TorpedoState): string {
    const who = config.mode === 'bot' ? `you play ${nameOf(live.players[0] ?? 'red')} against ${plural(live.players.length - 1, 'bot')}` : config.mode === 'bots' ? 'bots play each other' : 'everyone at one screen';
    return `${plural(live.players.length, 'player')} (${listWords(live.players.map(nameOf))}), ${live.mode === 'free' ? 'the free mode: no turns' : 'the rounds mode: secret moves each round'}; ${who}.`;
  }

  /**
   * Bots take turns by what has happened so far, so each places, not only the first seat. Any
   * player may fire a volley; with a reader at the table the bots leave it to them, so the reader
   * watches each volley when they choose.
   */
  protected override botToMove(live: TorpedoState): PlayerId | null {
    const acting = ruleset.toAct(live);
    if (live.phase === 'firing' && acting.some((player) => !this.session.isBot(player))) return null;
    const bots = acting.filter((player) => this.session.isBot(player));
    return bots[(live.table.length + live.waiting.length + live.round + live.ready.length) % Math.max(1, bots.length)] ?? null;
  }

  protected override positionChanged(): void {
    // The ghost keeps its place and turn; its size falls back to one the reader still has.
    const live = this.state;
    const player = this.answering;
    if (live === null || player === null) return;
    const left = piecesLeft(live, player);
    if (left[this.ghost.size] === 0) {
      const size = SIZES.find((candidate) => left[candidate] > 0);
      if (size !== undefined) this.ghost = { ...this.ghost, size };
    }
  }

  /** The ghost as a piece of `player`'s: the first unplayed piece of its size. */
  private ghostPiece(shown: TorpedoState, player: PlayerId): Piece {
    const id = (shown.unplayed[player] ?? []).find((piece) => piece.size === this.ghost.size)?.id ?? 'ghost';
    return { id, owner: player, size: this.ghost.size, tip: this.ghost.tip, heading: this.ghost.heading };
  }

  private placeGhost(player: PlayerId): void {
    const live = this.state;
    if (live === null) return;
    const piece = this.ghostPiece(this.seenBy(live, this.viewer), player);
    void this.choose({ type: 'place', player, piece: { id: piece.id, tip: piece.tip, heading: piece.heading } }).then(() => {
      this.moveGhostClear(player);
    });
  }

  /**
   * After a placement the ghost would lie on the ship just placed: it moves to a spot where it
   * fits, the first of the rules' own sample of legal placements for its size (any size if none).
   */
  private moveGhostClear(player: PlayerId): void {
    const live = this.state;
    if (live === null || this.verdict().fits) return;
    const shown = this.seenBy(live, this.viewer);
    const sizeOf = (id: string): Size | undefined => (shown.unplayed[player] ?? []).find((piece) => piece.id === id)?.size;
    const spots = samplePlacements(shown, player);
    const spot = spots.find((placement) => sizeOf(placement.id) === this.ghost.size) ?? spots[0];
    if (spot !== undefined) this.ghost = { size: sizeOf(spot.id) ?? this.ghost.size, tip: spot.tip, heading: spot.heading };
  }

  private readonly onGhostKey = (_id: string, event: KeyboardEvent): void => {
    const player = this.answering;
    if (player === null) return;
    const key = shipKey(event, STEP_MM, FINE_STEP_MM);
    if (key?.kind === 'turn') {
      this.ghost = { ...this.ghost, heading: turnHeading(this.ghost.heading, key.steps) };
      this.announcer.announce(`Ghost ${pointingWords(this.ghost.heading)}. ${this.verdict().words}`);
    } else if (key?.kind === 'move') {
      this.ghost = { ...this.ghost, tip: { x: this.ghost.tip.x + key.by.x, y: this.ghost.tip.y + key.by.y } };
      this.announcer.announce(`Ghost ${atWords(this.ghost.tip)}. ${this.verdict().words}`);
    } else if (key?.kind === 'press') this.placeGhost(player);
  };

  private readonly onPointerDown = (_id: string, event: PointerEvent): void => {
    this.dragging = startDrag(event, this.ghost.tip) ?? this.dragging;
  };

  private readonly onPointerMove = (event: PointerEvent): void => {
    const tip = dragTip(this.dragging, event);
    if (tip !== null) this.ghost = { ...this.ghost, tip };
  };

  private readonly onPointerUp = (event: PointerEvent): void => {
    if (this.dragging?.pointerId === event.pointerId) this.dragging = null;
  };

  /** Whether the rules would take the ghost where it is, in words, with the rule. */
  private verdict(): { fits: boolean; words: string; rule: string } {
    const live = this.state;
    const player = this.answering;
    if (live === null || player === null) return { fits: false, words: '', rule: RULE.noTouch };
    const shown = this.seenBy(live, this.viewer);
    const problem = placementProblem(shown.table, this.ghostPiece(shown, player), shown.field);
    return problem === null ? { fits: true, words: 'It fits here.', rule: RULE.noTouch } : { fits: false, words: `Refused here: ${withNames(shown, problem.reason)}`, rule: problem.rule };
  }

  protected override renderTable(shown: TorpedoState, replaying: boolean): TemplateResult {
    const labels = tableLabels(shown);
    const player = replaying ? null : this.answering;
    const placing = player !== null && this.legalCommands.some((command) => command.type === 'place');
    const volley = shown.phase === 'firing' || shown.phase === 'over' ? shown.volleys.at(-1) : undefined;
    const ships: FieldShip[] = shown.table.map((piece) => ({ piece, fixed: true, mark: shown.sunk.includes(piece.id) ? 'sunk' : null }));
    const shots: FieldShot[] = (volley?.shots ?? []).map((shot) => ({ from: shot.from, heading: shown.table.find((piece) => piece.id === shot.shooter)?.heading ?? { x: 1, y: 0 }, contact: shot.contact, result: shot.result }));
    const ghost = placing ? this.ghostPiece(shown, player) : null;
    const scale = this.drawn.width > 0 ? this.drawn.width / shown.field.width : 1.25;
    const waiting = shown.phase === 'ready';
    return html`<div class="table">
      ${widthProbe}${renderField({
        field: shown.field,
        ships,
        top: ghost === null ? undefined : { piece: { ...ghost, id: 'ghost' }, mark: 'ghost' },
        shots,
        scale,
        marks: ownerMarks(shown.players),
        labels: { ...labels, ghost: 'ghost' },
        label: `The field, ${mm(shown.field.width)} by ${mm(shown.field.height)} mm, with ${plural(shown.table.length, 'ship')} placed${ghost === null ? '' : ' and your ghost ship'}${waiting ? `; ${stashesWords(shown).join('; ')}` : ''}`,
        interaction:
          ghost === null
            ? undefined
            : {
                mode: 'move',
                focused: 'ghost',
                labelOf: () => `Your ghost: a ${this.ghost.size} ship, tip ${atWords(this.ghost.tip)}, ${pointingWords(this.ghost.heading)}. ${this.verdict().words} Arrow keys move it, Q and E turn it, Enter places it.`,
                onKey: this.onGhostKey,
                onPointerDown: this.onPointerDown,
              },
        onPointerMove: this.onPointerMove,
        onPointerUp: this.onPointerUp,
      })}${waiting ? renderStashes(shown) : nothing}
    </div>`;
  }

  protected override renderChoices(shown: TorpedoState, player: PlayerId, legal: readonly Command[]): TemplateResult {
    const name = nameOf(player);
    const ready = legal.filter((command) => command.type === 'ready');
    const fire = legal.filter((command) => command.type === 'fire');
    if (ready.length > 0) return html`${this.renderButtons(ready, () => `${name}: ready`)}${this.renderPace()}`;
    if (fire.length > 0) return this.renderButtons(fire.slice(0, 1), () => nextVolleyWords(shown));
    const wait = legal.find((command) => command.type === 'wait');
    if (!legal.some((command) => command.type === 'place') && wait === undefined) return html``;
    const left = piecesLeft(shown, player);
    const verdict = this.verdict();
    return html`<fieldset part="sizes">
        <legend>${name}’s ship to place</legend>
        ${SIZES.map(
          (size) =>
            html`<label
              ><input
                type="radio"
                name="size"
                value=${size}
                .checked=${this.ghost.size === size}
                ?disabled=${left[size] === 0}
                @change=${() => {
                  this.ghost = { ...this.ghost, size };
                }}
              />
              ${size} (${String(left[size])} left)</label
            >`,
        )}
      </fieldset>
      <p class="verdict" part="verdict" data-fits=${verdict.fits ? 'true' : 'false'}>${verdict.words}${renderCitation(citation(verdict.rule))}</p>
      <p class="hint keys-hint">Drag the ghost on the field, or Tab to it: the arrow keys move it (Shift: 1 mm), Q and E turn it, Enter places it.</p>
      <ul class="choices">
        <li>
          <button part="button action place-button" data-legal data-command="place" @click=${() => {
            this.placeGhost(player);
          }}>Place the ${this.ghost.size} ship</button>
        </li>
        ${wait === undefined ? nothing : html`<li>${this.renderCommandButton(wait, shown.mode === 'free' ? 'Wait until someone places' : 'Wait this round')}</li>`}
      </ul>
      ${shown.mode === 'free' ? this.renderPace() : nothing}`;
  }

  /** The bots' pace, changed at once (not a new game). */
  private renderPace(): TemplateResult | typeof nothing {
    if (this.config?.mode !== 'bot' || this.state?.mode !== 'free') return nothing;
    const current = (PACE_NAMES.find((pace) => PACES[pace] === this.session.botDelay) ?? 'calm');
    return html`<label class="pace" part="pace"
      >Bots’ pace
      <select
        @change=${(event: Event) => {
          const chosen = (event.target as HTMLSelectElement).value as Pace;
          this.session.botDelay = PACES[chosen];
          this.announcer.announce(`Bots’ pace: ${paceWords(chosen)}.`);
          this.requestUpdate();
        }}
      >
        ${PACE_NAMES.map((pace) => html`<option value=${pace} ?selected=${pace === current}>${paceWords(pace)}</option>`)}
      </select></label
    >`;
  }
}

function paceWords(pace: Pace): string {
  const seconds = `${String(PACES[pace] / 1000)} s`;
  return pace === 'slow' ? `slow, every ${seconds} (keyboard, screen reader)` : `${pace}, every ${seconds}`;
}

/** Each player's ships to place, in words: "Red: 1 large, 1 medium, 1 small". */
function stashesWords(shown: TorpedoState): string[] {
  return shown.players.map((player) => {
    const left = piecesLeft(shown, player);
    return `${capitalise(nameOf(player))}: ${listWords(SIZES.filter((size) => left[size] > 0).map((size) => `${String(left[size])} ${size}`))}`;
  });
}

/**
 * Before everyone is ready the field is empty: over it, the table's size and each player's ships
 * in their colour, so the reader sees what the game will be played with (the field's label says
 * the same to a screen reader). Text laid over the drawing, not in it: its size does not follow
 * the field's scale.
 */
function renderStashes(shown: TorpedoState): TemplateResult {
  const marks = ownerMarks(shown.players);
  return html`<div class="stashes" aria-hidden="true">
    <span>The table: ${mm(shown.field.width)} × ${mm(shown.field.height)} mm</span>
    ${stashesWords(shown).map((words, index) => html`<span style=${`color: ${marks[shown.players[index] ?? '']?.colour ?? 'inherit'}`}>${words}</span>`)}
  </div>`;
}
