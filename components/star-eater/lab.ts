import { LitElement, css, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { createEngine, type BaseCommand, type BaseEvent, type DispatchResult, type Engine, type Ruleset } from '../../rules/engine/index.ts';
import { SAMPLE_BOARD, SAMPLE_HULL, hullHexes, labHeading, type Pose } from '../../rules/star-eater/index.ts';
import { parseSeed, type AttributeProblem } from '../shared/attributes.ts';
import { commandEvent, type CommandDetail } from '../shared/command-event.ts';
import { DrawnWidth } from '../shared/drawn-width.ts';
import { EngineController } from '../shared/engine-controller.ts';
import { labStyles, renderLabHeading, renderRefusal, renderUndoReset, type Refusal } from '../shared/lab-shell.ts';
import { LiveAnnouncer } from '../shared/live-announcer.ts';
import { logEntriesOf } from '../shared/log-entries.ts';
import { dispatchGuarded, renderGuarded } from '../shared/problems.ts';
import { renderCitation } from '../shared/rule-citation.ts';
import { givenText, readSetup } from '../shared/setup-attributes.ts';
import { citationFrom } from '../shared/words.ts';
import { baseStyles, tokens } from '../shared/theme.ts';
import { controlStyles, widgetStyles } from '../shared/widget-styles.ts';
import { SECTION_LETTERS, boardSize, hexBoardStyles, type BoardEdgeHit } from './hex-board.ts';
import { placeAttributeOf, withAttributeName } from './lab-places.ts';
// The element every lab's template uses: importing it registers its tag.
import '../shared/rb-event-log.ts';
import { ShareController, replayThrough } from '../shared/share-link.ts';

/**
 * A rule id as a citation with its title and docs link. The labs cite only the Momentum and
 * Torpedoes pages' rules: their own table (`labHeading`), not the whole game's.
 */
export const citation = citationFrom(labHeading);

/** A worked example of a lab: its name (the `preset` attribute), title, description and the rule it shows. */
export interface LabPreset {
  name: string;
  title: string;
  description: string;
  rule: string;
}

/** What a Star Eater lab gives the shell, once for every element of its kind. */
export interface LabDefinition<State, Command extends BaseCommand, Event extends BaseEvent & { rule: string }, LabSetup> {
  ruleset: Ruleset<State, Command, Event, LabSetup & { seed: number }>;
  presets: readonly LabPreset[];
  /** The title without a preset. */
  title: string;
  describeEvent: (event: Event) => string;
  /** Where the pieces stand, in a sentence or two: said after Undo. */
  whereWords: (state: State) => string;
  /** The command that takes the lab back to its start (the log records it). */
  reset: Command;
  /** The properties of the lab's own attributes (beside `preset` and `seed`): a change starts the lab again. */
  properties: readonly string[];
  /** Where the pieces' places sit in the setup, and their attributes' prefix: `{ target: 'target-' }` (lab-places.ts). */
  places: Readonly<Record<string, string>>;
  /** The setup's other fields the rules may refuse, and their attributes: `{ engine: 'thrust' }`. */
  attributes: Readonly<Record<string, string>>;
}

/** The engine's accepted turns, as a snapshot holds them. */
export type Turns<Event> = readonly (readonly Event[])[];

/**
 * What every Star Eater lab (`star-eater-momentum`, `-torpedo`, `-collision`: a what-if on the
 * sample board, unregistered; a lab subclasses it and its own file registers the tag) does around
 * its own drawing. It reads `preset` and `seed` and asks the lab for its other attributes
 * (`readAttributes`); runs the lab's ruleset in a rules engine; sends it commands (`send`), saying
 * what each did in the live region, showing a refusal with its rule and firing `rb-command`;
 * Undo (the engine's) and Reset (a command, so the log records it); and draws the frame: the
 * title with "About this example" and the preset's rule (components/shared/lab-shell.ts), the
 * lab's own content (`renderLab`), the log and the live region. The board beside the controls
 * (`renderBoardRow`) and the key's sections are here too, for each lab to place.
 *
 * @attr preset - A worked example; other attributes given beside it override it.
 * @attr seed - Kept like every tag's, though the labs roll no dice. Default 1.
 * @fires rb-command - After every command sent to the rules engine, accepted or refused.
 *   `detail: { command, result }`, where `result` is the engine's dispatch result.
 */
export abstract class StarEaterLab<State, Command extends BaseCommand, Event extends BaseEvent & { rule: string }, LabSetup extends { preset?: string }> extends LitElement {
  @property() preset: string | null = null;

  @property() seed: string | number | null = null;

  @state() private problems: readonly AttributeProblem[] = [];

  /** The last command the rules refused, said until the next accepted one. */
  @state() private refusal: Refusal | null = null;

  protected readonly game = new EngineController<State, Command, Event>(this);

  protected readonly announcer = new LiveAnnouncer(this);

  /** "Copy link", and the lab restored from a shared link: its attributes, then every command since the start (share-link.ts). */
  private readonly share = new ShareController(this, {
    announce: (text) => {
      this.announcer.announce(text);
    },
    log: () => this.game.engine?.commands ?? [],
    replay: (log) => {
      this.refusal = null;
      this.game.reset();
      return replayThrough(log, (command: Command) => this.game.dispatch(command));
    },
  });

  private readonly drawnWidth = new DrawnWidth(this);

  private readonly definition: LabDefinition<State, Command, Event, LabSetup>;

  private shownPreset: LabPreset | undefined = undefined;

  private needsEngine = true;

  constructor(definition: LabDefinition<State, Command, Event, LabSetup>) {
    super();
    this.definition = definition;
  }

  // --- What a lab supplies ----------------------------------------------------------------------

  /** The setup from the lab's own attributes (a preset's fields left out): push a problem for each bad one. */
  protected abstract readAttributes(problems: AttributeProblem[]): LabSetup;

  /** Everything between the title and the log. */
  protected abstract renderLab(state: State, turns: Turns<Event>): TemplateResult;

  // --- The public API ---------------------------------------------------------------------------

  /** The rules engine behind the widget (rebuilt when an attribute changes); null while the attributes are wrong. */
  get engine(): Engine<State, Command, Event> | null {
    return this.game.engine;
  }

  /** The lab's current state, for scripts and tests; null while the attributes are wrong. */
  get state(): State | null {
    return this.game.snapshot?.state ?? null;
  }

  /** Sends a command to the lab, as the controls do. Refusals are logged, shown and announced, never thrown. */
  send(command: Command): DispatchResult<Event> | null {
    const result = dispatchGuarded(this.localName, command, () => this.game.dispatch(command), (problem) => {
      this.showProblems([problem]);
    });
    if (result === null) return null;
    if (result.ok) {
      this.refusal = null;
      this.announcer.announce(result.events.map(this.definition.describeEvent).join(' '));
    } else {
      this.refusal = { message: result.violation.message, rule: result.violation.rule };
      this.announcer.announce(`Refused: ${result.violation.message}`);
    }
    this.dispatchEvent(commandEvent<CommandDetail<Command, Event>>({ command, result }));
    return result;
  }

  /** Takes back the last command. */
  undo(): boolean {
    const undone = this.game.undo();
    this.refusal = null;
    const state = this.state;
    this.announcer.announce(undone && state !== null ? `Undone. ${this.definition.whereWords(state)}` : 'Nothing to undo.');
    return undone;
  }

  /** Back to the start (where the attributes put everything), as a command the log records. Null when already there. */
  reset(): DispatchResult<Event> | null {
    if (this.game.snapshot?.turns.length === 0) {
      this.announcer.announce('Nothing to reset: this is the start.');
      return null;
    }
    return this.send(this.definition.reset);
  }

  // --- Starting from the attributes -------------------------------------------------------------

  protected override willUpdate(changed: PropertyValues<this>): void {
    const attributes: readonly PropertyKey[] = ['preset', 'seed', ...this.definition.properties];
    if (attributes.some((name) => (changed as Map<PropertyKey, unknown>).has(name)) || this.needsEngine) {
      this.needsEngine = false;
      this.buildEngine();
    }
  }

  /** Reads every attribute and starts a fresh engine, or lists what is wrong. */
  private buildEngine(): void {
    const { ruleset, presets, places, attributes } = this.definition;
    const problems: AttributeProblem[] = [];
    const seed = parseSeed(this.seed, 1);
    if (!seed.ok) problems.push(seed.problem);
    const setup: LabSetup & { seed: number } = { ...this.readAttributes(problems), seed: seed.ok ? seed.value : 1 };
    const preset = givenText(this.preset);
    if (preset !== undefined) setup.preset = preset;
    const attributeOf = placeAttributeOf(places, { seed: 'seed', preset: 'preset', ...attributes });
    const engine = readSetup(problems, () => createEngine(ruleset, setup), attributeOf);
    if (engine === null) {
      this.showProblems(problems.map((problem) => ({ ...problem, message: withAttributeName(problem.message, attributeOf) })));
      return;
    }
    this.shownPreset = presets.find((candidate) => candidate.name === preset?.toLowerCase());
    this.problems = [];
    this.refusal = null;
    this.announcer.clear();
    this.game.setEngine(engine);
  }

  private showProblems(problems: readonly AttributeProblem[]): void {
    this.problems = problems;
    this.game.setEngine(null);
  }

  // --- Drawing ----------------------------------------------------------------------------------

  protected override render(): unknown {
    return renderGuarded(this.localName, this.problems, () => {
      const snapshot = this.game.snapshot;
      return snapshot === null ? nothing : this.renderFrame(snapshot.state, snapshot.turns);
    });
  }

  private renderFrame(state: State, turns: Turns<Event>): TemplateResult {
    const preset = this.shownPreset;
    const title = preset?.title ?? this.definition.title;
    const { describeEvent } = this.definition;
    return html`<div class="widget" part="base" role="group" aria-labelledby="title">
      ${renderLabHeading(title, preset === undefined ? undefined : html`${preset.description}${renderCitation(citation(preset.rule))}`)} ${this.share.renderNotice()}
      ${this.renderLab(state, turns)}
      <rb-event-log
        part="log"
        exportparts="entry: log-entry, entry-event: log-entry-event, entry-rejection: log-entry-rejection, rule-link: log-rule-link"
        label="What happened"
        context=${title}
        silent
        .entries=${logEntriesOf(turns, this.game.rejections, { describeEvent, citation })}
      ></rb-event-log>
      ${this.announcer.render()}
    </div>`;
  }

  /** Whether the board is drawn narrower than its full size, and so scrolls sideways (hex-board.ts `scrolls`). */
  protected get boardScrolls(): boolean {
    return this.drawnWidth.narrowerThan(boardSize(SAMPLE_BOARD).width);
  }

  /**
   * The board and its key, and beside them where the column is wide enough (under them where it
   * is not) the lab's buttons (`leading`) with Undo and Reset, the last refusal, and `side`.
   */
  protected renderBoardRow(board: TemplateResult, key: TemplateResult, leading: TemplateResult, turns: Turns<Event>, side: unknown): TemplateResult {
    return html`<div class="board-row">
      <div class="board-box" style=${`--board-width: ${String(boardSize(SAMPLE_BOARD).width)}px`}>${board} ${key}</div>
      <div class="side">
        ${renderUndoReset(this, turns.length > 0, turns.length > 0, leading, this.share.renderButton())} ${renderRefusal(this.refusal, citation)} ${side}
      </div>
    </div>`;
  }
}

/** The sample board in words, for the start of its accessible name. */
export const SAMPLE_BOARD_WORDS = `The sample board, ${String(SAMPLE_BOARD.columns)} columns by ${String(SAMPLE_BOARD.rows)} rows`;

/** The sample hull's sections as the board letters them, for a key: "B bow, P port, …". */
export function sectionsKey(): string {
  return SAMPLE_HULL.sections.map((section) => `${SECTION_LETTERS[section.id] ?? ''} ${section.id}`).join(', ');
}

/** The hexes where each named section of a step's hull meets the hex it would have gone to: edge hits to draw. */
export function edgeHits(from: Pose, to: Pose, sections: readonly string[], kind: BoardEdgeHit['kind']): BoardEdgeHit[] {
  const before = hullHexes(SAMPLE_HULL, from);
  const after = hullHexes(SAMPLE_HULL, to);
  return sections.flatMap((section) => {
    const a = before.find((entry) => entry.section === section)?.hex;
    const b = after.find((entry) => entry.section === section)?.hex;
    return a === undefined || b === undefined ? [] : [{ from: a, to: b, kind }];
  });
}

/**
 * The styles every lab shares (list them first in its `static styles`): the lab's box and heading
 * (lab-shell.ts), the board, the board row with the controls beside it, the refusal and the key.
 */
export const labShellStyles = [
  baseStyles,
  widgetStyles,
  controlStyles,
  labStyles,
  hexBoardStyles,
  css`
    :host {
      max-width: 48rem;
      container: lab / inline-size;
    }
    /* A phone's column: a narrower margin, so that the board (336 px) is drawn whole in it. */
    @container lab (max-width: 26rem) {
      .widget {
        padding: 0.6rem 0.4rem;
      }
      .widget > rb-event-log {
        --rb-event-log-max-height: 6.5rem;
      }
      /* "About this example" on a line of its own, under the title, rather than in pieces beside it. */
      .heading h2 {
        float: none;
      }
    }
    .refusal {
      border: 2px solid ${tokens.error};
      border-radius: ${tokens.radius};
      background: ${tokens.errorSurface};
      padding: 0.3rem 0.6rem;
    }
    .board-row {
      display: flex;
      flex-wrap: wrap;
      gap: 0.6rem 1rem;
      align-items: flex-start;
    }
    .board-box {
      flex: 0 1 var(--board-width);
      min-width: 0;
    }
    .side {
      flex: 1 1 14rem;
      display: grid;
      gap: 0.5rem;
    }
    .side .controls button.primary {
      flex: 1 0 100%;
    }
    .field {
      display: inline-flex;
      gap: 0.3rem;
      align-items: center;
    }
    rb-event-log {
      --rb-event-log-max-height: 8rem;
    }
    .key {
      list-style: none;
      margin: 0.3rem 0 0;
      padding: 0;
      display: flex;
      flex-wrap: wrap;
      gap: 0 0.8rem;
      font-size: 0.8em;
    }
    .key svg {
      width: 1.4em;
      height: 1.2em;
      vertical-align: -0.25em;
    }
  `,
];
