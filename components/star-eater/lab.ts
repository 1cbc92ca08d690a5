import { css, html, type TemplateResult } from 'lit';
import type { BaseCommand, BaseEvent } from '../../rules/engine/index.ts';
import { SAMPLE_BOARD, SAMPLE_HULL, hullHexes, labHeading, type Pose } from '../../rules/star-eater/index.ts';
import type { AttributeProblem } from '../shared/attributes.ts';
import { boardKeyStyles } from '../shared/board-key.ts';
import { DrawnWidth } from '../shared/drawn-width.ts';
import { LabShell, type LabDefinition } from '../shared/lab-element.ts';
import { labStyles } from '../shared/lab-shell.ts';
import { citationFrom } from '../shared/words.ts';
import { baseStyles, tokens } from '../shared/theme.ts';
import { controlStyles, widgetStyles } from '../shared/widget-styles.ts';
import { SECTION_LETTERS, boardFit, boardRowStyles, boardSize, hexBoardStyles, type BoardEdgeHit } from './hex-board.ts';
import { placeAttributeOf, withAttributeName } from './lab-places.ts';

/**
 * A rule id as a citation with its title and docs link. The labs cite only the Momentum and
 * Torpedoes pages' rules: their own table (`labHeading`), not the whole game's.
 */
export const citation = citationFrom(labHeading);

export type { LabPreset } from '../shared/lab-element.ts';

/** What a Star Eater lab gives the shell: a lab's definition, and where its pieces' places sit in the setup. */
export interface StarEaterLabDefinition<State, Command extends BaseCommand, Event extends BaseEvent & { rule: string }, LabSetup> extends Omit<LabDefinition<State, Command, Event, LabSetup & { seed: number }>, 'citation'> {
  /** Where the pieces' places sit in the setup, and their attributes' prefix: `{ target: 'target-' }` (lab-places.ts). */
  places: Readonly<Record<string, string>>;
}

/** The engine's accepted turns, as a snapshot holds them. */
export type Turns<Event> = readonly (readonly Event[])[];

/**
 * What every Star Eater lab (`star-eater-momentum`, `-torpedo`, `-collision`: a what-if on the
 * sample board, unregistered; a lab subclasses it and its own file registers the tag) adds to the
 * shell every lab shares (LabShell, lab-element.ts): its pieces' places read from their attributes
 * (`column`, `target-row`, lab-places.ts), the board beside the controls (`renderBoardRow`), and
 * the key's sections, for each lab to place.
 */
export abstract class StarEaterLab<State, Command extends BaseCommand, Event extends BaseEvent & { rule: string }, LabSetup> extends LabShell<State, Command, Event, LabSetup & { seed: number }> {
  private readonly drawnWidth = new DrawnWidth(this);

  private readonly attributeOfPlace: (field: string) => string;

  constructor(definition: StarEaterLabDefinition<State, Command, Event, LabSetup>) {
    super({ ...definition, citation });
    this.attributeOfPlace = placeAttributeOf(definition.places, { seed: 'seed', preset: 'preset', ...definition.attributes });
  }

  protected override attributeOfField(field: string): string {
    return this.attributeOfPlace(field);
  }

  protected override problemInWords(problem: AttributeProblem): AttributeProblem {
    return { ...problem, message: withAttributeName(problem.message, this.attributeOfPlace) };
  }

  /** How the board is shown in the width it has: whole, a little smaller, or scrolling sideways (board-frame.ts `boardFit`). */
  protected get boardFit(): { scale: number; scrolls: boolean } {
    return boardFit(boardSize(SAMPLE_BOARD).width, this.drawnWidth.width);
  }

  /**
   * The board and its key, and beside them where the column is wide enough (under them where it
   * is not) the lab's buttons (`leading`) with Undo, Reset and Copy link, the last refusal, and `side`.
   */
  protected renderBoardRow(board: TemplateResult, key: TemplateResult, leading: TemplateResult, side: unknown): TemplateResult {
    return html`<div class="board-row">
      <div class="board-box" style=${`--board-width: ${String(boardSize(SAMPLE_BOARD).width)}px`}>${board} ${key}</div>
      <div class="side">${this.renderControls(leading)} ${side}</div>
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
  boardRowStyles,
  boardKeyStyles,
  css`
    :host {
      max-width: 48rem;
      container: lab / inline-size;
    }
    /* A phone's column: a narrower margin, so that the board (336 units) is shown whole in it, at most a little smaller. */
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
