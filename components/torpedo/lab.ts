import { property } from 'lit/decorators.js';
import type { BaseCommand, BaseEvent } from '../../rules/engine/index.ts';
import { DrawnWidth } from '../shared/drawn-width.ts';
import { LabShell, type LabDefinition, type LabPreset } from '../shared/lab-element.ts';
import { isGiven } from '../shared/setup-attributes.ts';

/**
 * What Torpedo's labs whose ships the reader moves on the field (`torpedo-line-of-fire`,
 * `-placement`: unregistered; a lab subclasses it and its own file registers the tag; the drag
 * itself is HeldShip, held-ship.ts) add to the shell every lab
 * shares (LabShell): a stretch of the field (`field`) drawn as wide as the widget, and a table the
 * reader may type instead of a preset's. With nothing named or typed the first preset is laid (the
 * rules' default table), so its words are shown; over a typed table no preset's words are, as they
 * describe their own ships only.
 *
 * The lab's own attributes (its definition's `properties`, `field` among them) are what counts as
 * typed, so a lab that adds one cannot forget to count it.
 *
 * `torpedo-volleys` does the same in its own few lines: on this base its tag cost about 80 bytes
 * gzip more (the class between it and LabShell), past its ceiling (budgets.ts). Letting go of a
 * drag on Undo, Reset and new attributes stays in each lab for the same reason: moved here it cost
 * the line of fire about 55 bytes, past its ceiling.
 */
export abstract class TorpedoLab<State, Command extends BaseCommand, Event extends BaseEvent & { rule: string }, LabSetup> extends LabShell<State, Command, Event, LabSetup & { seed: number }> {
  /** The stretch of the field shown, width and height in millimetres (`240 150`, the default). */
  @property() field: string | null = null;

  private readonly drawn: DrawnWidth;

  /** The lab's rules, presets and attributes; its setup is what the attributes give and the seed every lab is given. */
  constructor(definition: LabDefinition<State, Command, Event, LabSetup & { seed: number }>) {
    super(definition);
    this.drawn = new DrawnWidth(this);
  }

  /** Whether the reader typed a table or a field of their own: any of the lab's attributes given. */
  protected get typed(): boolean {
    return this.definition.properties.some((name) => isGiven((this as unknown as Record<string, unknown>)[name]));
  }

  /** The example named, or, with nothing named or typed, the first: the table the rules lay by default. */
  protected override presetShown(name: string | undefined): LabPreset | undefined {
    return this.typed ? undefined : super.presetShown(name ?? this.definition.presets[0]?.name);
  }

  /** Pixels a millimetre for a field `width` mm wide drawn across the widget (the width probe's); 2.5 until it has been measured. */
  protected scaleOf(width: number): number {
    return this.drawn.width > 0 ? this.drawn.width / width : 2.5;
  }
}
