import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { isRuleViolation, type BaseCommand, type BaseEvent, type DispatchResult, type Ruleset, type Setup } from '../../rules/engine/index.ts';
import { parseSeed, type AttributeProblem } from './attributes.ts';
import { commandEvent, type CommandDetail } from './command-event.ts';
import { LabRun } from './lab-run.ts';
import { renderLabHeading, renderRefusal, renderUndoReset, type Refusal } from './lab-shell.ts';
import { LiveAnnouncer } from './live-announcer.ts';
import { logEntriesOf } from './log-entries.ts';
import { dispatchGuarded, renderGuarded, setupProblem } from './problems.ts';
import { renderCitation, type RuleCitation } from './rule-citation.ts';
import { givenText, isGiven } from './setup-attributes.ts';
import { ShareController, replayThrough } from './share-link.ts';
// The element every lab's frame uses: importing it registers its tag.
import './rb-event-log.ts';

/*
 * The one element every lab is hosted by (issue 24). Its own file, apart from the frame's pieces in
 * lab-shell.ts, because esbuild keeps a Lit class whose module a bundle reaches: the labs not yet
 * built on it take those pieces without paying for it (1.5–3 kB gzip each, measured).
 */
/** A worked example of a lab: its name (the `preset` attribute), title, description and the rule it shows. */
export interface LabPreset {
  name: string;
  title: string;
  description: string;
  rule: string;
}

/**
 * What a lab gives `LabShell`, once for every element of its kind (the twin of a whole game's
 * `GameDefinition`): its rules, its examples, its words, and where its attributes go.
 */
export interface LabDefinition<State, Command extends BaseCommand, Event extends BaseEvent & { rule: string }, LabSetup extends Setup> {
  ruleset: Ruleset<State, Command, Event, LabSetup>;
  presets: readonly LabPreset[];
  /** The title without a preset. */
  title: string;
  /** An event in a sentence, for the log and the live region; a lab whose words need the element overrides `describeEvent` instead. */
  describeEvent?: (event: Event) => string;
  /** Where things stand, in a sentence or two: said after Undo and Reset; a lab may override `whereWords` instead. */
  whereWords?: (state: State) => string;
  /** A rule id as a citation with its title and docs link (the game's rule map). */
  citation: (rule: string) => RuleCitation;
  /**
   * The command that takes the lab back to its start, so that the log records a Reset; without
   * one, Reset clears the log and starts again from the setup.
   */
  reset?: Command;
  /** The properties of the lab's own attributes (beside `preset` and `seed`): a change starts the lab again. */
  properties: readonly string[];
  /** The setup's fields the rules may refuse, and their attributes where the names differ: `{ engine: 'thrust' }`. */
  attributes: Readonly<Record<string, string>>;
}

/**
 * Where a lab stands: its attributes not read yet, refused (with what is wrong with them), or live
 * (its rules running from the setup they gave, the example it shows, and the last refusal said).
 */
type LabSession<State, Command extends BaseCommand, Event extends BaseEvent> =
  /** Also while the rules the attributes need are on their way (`rulesFor`): read again at the next update. */
  | { kind: 'unread' }
  | { kind: 'refused'; problems: readonly AttributeProblem[] }
  | { kind: 'live'; run: LabRun<State, Command, Event>; preset: LabPreset | undefined; refusal: Refusal | null };

/**
 * The widget every lab builds on (a `<game>-<mechanic>` what-if: unregistered; a lab subclasses it
 * and its own file registers the tag). It reads `preset`, `seed` and the lab's own attributes into
 * a setup that the lab's ruleset reads, and checks (a refusal is said under the attribute it came
 * from); runs the rules (`send`), saying what each command did in the live region, showing a
 * refusal with its rule and firing `rb-command`; has Undo, Reset and Copy link; and draws the
 * frame: the title with "About this example" and the example's rule, the lab's own content
 * (`renderLab`), the log and the live region.
 *
 * A lab gives its `LabDefinition`, declares its attributes as properties, and draws its board
 * (`renderLab`, with `renderControls` for its buttons, Undo, Reset, Copy link, its words in that
 * row and the refusal; a lab that draws its own controls places the refusal itself, from
 * `lastRefusal`).
 * Where its words need the element (labels, the state as it stands), it overrides the hooks
 * instead of reaching into the definition: `describeEvent`, `whereWords`, `commandWords`,
 * `refusalWords`, `labTitle`, `presetShown`; `changed` follows every change (a lab's own event);
 * `sharedCommands` where a shared link must leave a secret out;
 * `readAttributes` and `attributeOfField` where its attributes are not its setup's fields as they are;
 * `rulesFor` where its rules come in parts, fetched when a setup needs them.
 *
 * @attr preset - A worked example; other attributes given beside it override it.
 * @attr seed - A whole number seeding whatever the lab draws at random. Default 1.
 * @fires rb-command - After every command sent to the rules, accepted or refused.
 *   `detail: { command, result }`, where `result` is the rules' dispatch result.
 */
export abstract class LabShell<State, Command extends BaseCommand, Event extends BaseEvent & { rule: string }, LabSetup extends Setup> extends LitElement {
  @property() preset: string | null = null;

  @property() seed: string | number | null = null;

  @state() private session: LabSession<State, Command, Event> = { kind: 'unread' };

  protected readonly announcer = new LiveAnnouncer(this);

  /** "Copy link", and the lab restored from a shared link: its attributes, then every command since the start (share-link.ts). */
  protected readonly share = new ShareController(this, {
    announce: (text) => {
      this.announcer.announce(text);
    },
    log: () => this.sharedCommands(this.run?.commands ?? []),
    replay: (log) => {
      this.run?.restart();
      this.refusal = null;
      return replayThrough(log, (command: Command) => this.send(command, { quiet: true }));
    },
  });

  protected readonly definition: LabDefinition<State, Command, Event, LabSetup>;

  constructor(definition: LabDefinition<State, Command, Event, LabSetup>) {
    super();
    this.definition = definition;
  }

  // --- What a lab may supply --------------------------------------------------------------------

  /**
   * The setup's fields from the lab's own attributes (`preset` and `seed` are added): by default
   * each of `properties` as given, left out when missing or empty, for the rules to read. Push a
   * problem for an attribute that cannot be read at all.
   */
  protected readAttributes(_problems: AttributeProblem[]): Partial<LabSetup> {
    const given: Record<string, unknown> = {};
    const host = this as unknown as Record<string, unknown>;
    for (const name of this.definition.properties) if (isGiven(host[name])) given[name] = host[name];
    return given as Partial<LabSetup>;
  }

  /** The attribute a setup field the rules refused comes from (`engine` → `thrust`; a list's item → the list). */
  protected attributeOfField(field: string): string {
    const head = field.replace(/[.[].*$/, '');
    return this.definition.attributes[head] ?? (['preset', 'seed', ...this.definition.properties].includes(head) ? kebabCase(head) : '');
  }

  /** Everything between the title and the log. */
  protected abstract renderLab(state: State, turns: readonly (readonly Event[])[]): TemplateResult;

  /** An event in a sentence, for the log and the live region: the definition's words by default. */
  protected describeEvent(event: Event): string {
    return this.definition.describeEvent?.(event) ?? '';
  }

  /** Where things stand, in a sentence or two, said after Undo and Reset: the definition's words by default. */
  protected whereWords(state: State): string {
    return this.definition.whereWords?.(state) ?? '';
  }

  /** What an accepted command did, as the live region says it (`before`: the state it was sent in): its events by default. */
  protected commandWords(events: readonly Event[], _before: State | null): string {
    return events.map((event) => this.describeEvent(event)).join(' ');
  }

  /** The title without an example shown: the definition's by default; a lab may name what its state holds. */
  protected labTitle(_state: State): string {
    return this.definition.title;
  }

  /**
   * The example whose title and "About this example" the lab shows: the one `preset` names (in lower
   * case; undefined when none is). A lab that lays out an example when none is named may show it.
   */
  protected presetShown(name: string | undefined): LabPreset | undefined {
    return name === undefined ? undefined : this.definition.presets.find((candidate) => candidate.name === name);
  }

  /** A refusal's message as the reader is shown and told it, in the panel, the live region and the log: the rules' words by default. */
  protected refusalWords(message: string): string {
    return message;
  }

  /** After every command sent (accepted or refused), Undo and Reset: where a lab fires its own event. */
  protected changed(): void {
    // Nothing by default.
  }

  /**
   * What the setup played out before the reader's first command (an attack before its damage is
   * taken): logged first, as a turn of its own, and never undone. Nothing by default.
   */
  protected openingEvents(): readonly Event[] {
    return [];
  }

  /** The log's heading. */
  protected readonly logLabel: string = 'What happened';

  /**
   * The commands a shared link carries, to be replayed: every one by default. A lab whose commands
   * hold a player's secret (a hand hidden from the other side at one screen) leaves those out.
   */
  protected sharedCommands(commands: readonly Command[]): readonly Command[] {
    return commands;
  }

  /** The last command the rules refused, said until the next accepted one: for a lab that draws its own controls and places the refusal itself (`renderRefusal`). */
  protected get lastRefusal(): Refusal | null {
    return this.refusal;
  }

  // --- The public API ---------------------------------------------------------------------------

  /** The lab's current state, for scripts and tests; null while the attributes are wrong. */
  get state(): State | null {
    return this.run?.state ?? null;
  }

  /** The accepted commands' events, oldest first; empty while the attributes are wrong. */
  get turns(): readonly (readonly Event[])[] {
    return this.run?.turns ?? [];
  }

  /** Sends a command to the lab, as the controls do. Refusals are logged, shown and announced, never thrown. */
  send(command: Command, options: { quiet?: boolean } = {}): DispatchResult<Event> | null {
    const run = this.run;
    const before = run?.state ?? null;
    const result = dispatchGuarded(this.localName, command, () => run?.dispatch(command) ?? null, (problem) => {
      this.session = { kind: 'refused', problems: [problem] };
    });
    if (result === null) return null;
    if (result.ok) {
      this.refusal = null;
      if (options.quiet !== true) this.announcer.announce(this.commandWords(result.events, before));
    } else {
      const message = this.refusalWords(result.violation.message);
      this.refusal = { message, rule: result.violation.rule };
      if (options.quiet !== true) this.announcer.announce(`Refused: ${message}`);
    }
    this.changed();
    this.requestUpdate();
    this.dispatchEvent(commandEvent<CommandDetail<Command, Event>>({ command, result }));
    return result;
  }

  /** Takes back the last command. */
  undo(): boolean {
    const undone = this.run?.undo() ?? false;
    this.refusal = null;
    const state = this.state;
    this.announcer.announce(undone && state !== null ? `Undone. ${this.whereWords(state)}` : 'Nothing to undo.');
    if (undone) this.changed();
    this.requestUpdate();
    return undone;
  }

  /** Back to the start (where the attributes put everything): the lab's reset command, which the log records, where it has one. Null when already there. */
  reset(): DispatchResult<Event> | null {
    const run = this.run;
    if (run === null || run.turns.length === 0) {
      this.announcer.announce('Nothing to reset: this is the start.');
      return null;
    }
    const { reset } = this.definition;
    if (reset !== undefined) return this.send(reset);
    run.restart();
    this.refusal = null;
    this.announcer.announce(`Reset. ${this.whereWords(run.state)}`);
    this.changed();
    this.requestUpdate();
    return { ok: true, events: [] };
  }

  // --- Starting from the attributes -------------------------------------------------------------

  protected override willUpdate(changed: PropertyValues<this>): void {
    const attributes: readonly PropertyKey[] = ['preset', 'seed', ...this.definition.properties];
    if (this.session.kind === 'unread' || attributes.some((name) => (changed as Map<PropertyKey, unknown>).has(name))) this.start();
  }

  /** Reads every attribute and starts the rules afresh, or says what is wrong. */
  private start(): void {
    const problems: AttributeProblem[] = [];
    const seed = parseSeed(this.seed, 1);
    if (!seed.ok) problems.push(seed.problem);
    const setup = { ...this.readAttributes(problems), seed: seed.ok ? seed.value : 1 } as LabSetup & { preset?: string };
    const preset = givenText(this.preset)?.toLowerCase();
    if (preset !== undefined) setup.preset = preset;
    const ruleset = this.rulesFor(setup);
    if (ruleset === null) {
      this.session = { kind: 'unread' };
      return;
    }
    const start = this.startFrom(ruleset, setup, problems);
    if (start === null) {
      this.session = { kind: 'refused', problems: problems.map((problem) => this.problemInWords(problem)) };
      return;
    }
    this.announcer.clear();
    this.session = { kind: 'live', run: new LabRun(ruleset, start), preset: this.presetShown(preset), refusal: null };
  }

  /**
   * The rules' start from `setup`, or null with every attribute the rules refuse in `problems`:
   * after a refusal the setup is read again without that attribute's fields (their defaults stand
   * in), so that a reader who typed three bad attributes hears of all three at once.
   */
  private startFrom(ruleset: Ruleset<State, Command, Event, LabSetup>, setup: LabSetup, problems: AttributeProblem[]): State | null {
    const said = new Set(problems.map((problem) => problem.attribute));
    // An attribute the lab could not read at all is said already: the rules read the rest.
    let remaining: unknown = Object.fromEntries(Object.entries(setup).filter(([field]) => field === 'seed' || !said.has(this.attributeOfField(field))));
    for (;;) {
      try {
        const start = ruleset.initialState(remaining as LabSetup);
        return problems.length === 0 ? start : null;
      } catch (error) {
        const problem = setupProblem(error, (field) => this.attributeOfField(field));
        if (!said.has(problem.attribute)) problems.push(problem);
        said.add(problem.attribute);
        const next = isRuleViolation(error) && error.field !== null ? withoutField(remaining, error.field) : remaining;
        if (next === remaining) return null;
        remaining = next;
      }
    }
  }

  /**
   * The rules to run `setup` with: the definition's by default. A lab whose rules come in parts (the
   * direct-fire roll fetches its board's only for a board) gives null while the part `setup` needs
   * is fetched: the lab then draws nothing of its own (it may draw its room meanwhile), and asks for
   * an update when the part arrives, which reads the attributes again.
   */
  protected rulesFor(_setup: LabSetup): Ruleset<State, Command, Event, LabSetup> | null {
    return this.definition.ruleset;
  }

  /** A problem as the reader is told it: a lab whose rules name fields otherwise may say its attributes' names. */
  protected problemInWords(problem: AttributeProblem): AttributeProblem {
    return problem;
  }

  private get run(): LabRun<State, Command, Event> | null {
    return this.session.kind === 'live' ? this.session.run : null;
  }

  /** The last command the rules refused, said until the next accepted one. */
  private get refusal(): Refusal | null {
    return this.session.kind === 'live' ? this.session.refusal : null;
  }

  private set refusal(refusal: Refusal | null) {
    if (this.session.kind === 'live') this.session = { ...this.session, refusal };
  }

  // --- Drawing ----------------------------------------------------------------------------------

  protected override render(): unknown {
    const { session } = this;
    return renderGuarded(this.localName, session.kind === 'refused' ? session.problems : [], () => (session.kind === 'live' ? this.renderFrame(session.run, session.preset) : nothing));
  }

  private renderFrame(run: LabRun<State, Command, Event>, preset: LabPreset | undefined): TemplateResult {
    const title = preset?.title ?? this.labTitle(run.state);
    const { citation } = this.definition;
    const describeEvent = (event: Event): string => this.describeEvent(event);
    const words = { describeEvent, citation, describeRefusal: (message: string): string => this.refusalWords(message) };
    return html`<div class="widget" part="base" role="group" aria-labelledby="title">
      ${renderLabHeading(title, preset === undefined ? undefined : html`${preset.description}${renderCitation(citation(preset.rule))}`)} ${this.share.renderNotice()}
      ${this.renderLab(run.state, run.turns)}
      <rb-event-log
        part="log"
        exportparts="entry: log-entry, entry-event: log-entry-event, entry-rejection: log-entry-rejection, rule-link: log-rule-link"
        label=${this.logLabel}
        context=${title}
        silent
        .entries=${[...logEntriesOf([this.openingEvents()], [], words), ...logEntriesOf(run.turns, run.rejections, words)]}
      ></rb-event-log>
      ${this.announcer.render()}
    </div>`;
  }

  /**
   * The lab's controls: its own buttons (`leading`: a Next step), Undo, Reset and Copy link, and
   * in the same row what the lab says of them (`trailing`: a key's hint, why a button would be
   * refused); then the last refusal with its rule. Each lab places them beside its board.
   */
  protected renderControls(leading: unknown = nothing, trailing: unknown = nothing): TemplateResult {
    const turns = this.run?.turns.length ?? 0;
    const share = this.share.renderButton();
    return html`${renderUndoReset(this, turns > 0, turns > 0, leading, trailing === nothing ? share : html`${share} ${trailing}`)} ${renderRefusal(this.refusal, this.definition.citation)}`;
  }
}

/** `firstPlayer` → `first-player`: an attribute as Lit names a property's. */
function kebabCase(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/**
 * `setup` without the field at `path` (`pose.column`; a list's item, `targets[2]`, takes the whole
 * list), so that its default stands in; `setup` itself when there is no such field.
 */
function withoutField(setup: unknown, path: string): unknown {
  const [head = '', ...rest] = path.split('.');
  const key = head.replace(/\[.*$/, '');
  if (typeof setup !== 'object' || setup === null || Array.isArray(setup) || !Object.hasOwn(setup, key)) return setup;
  const fields = setup as Record<string, unknown>;
  if (rest.length === 0 || key !== head) return Object.fromEntries(Object.entries(fields).filter(([field]) => field !== key));
  const inner = withoutField(fields[key], rest.join('.'));
  return inner === fields[key] ? setup : { ...fields, [key]: inner };
}
