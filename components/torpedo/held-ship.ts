import type { ReactiveControllerHost } from 'lit';
import type { Piece } from '../../rules/torpedo/index.ts';
import { dragTip, startDrag, type ShipDrag } from './ship-moves.ts';

/** What a lab tells `HeldShip` about its ships. */
export interface HeldShipLab {
  /** The ship `id` as the rules hold it now; undefined when there is none. */
  pieceOf(id: string): Piece | undefined;
  /** Whether the held ship may follow the pointer to `piece` (the lab shows why not); without it, anywhere. */
  follows?(piece: Piece): boolean;
  /** The pointer let go of the ship at `piece`, moved from where the rules hold it: the lab's one command. */
  drop(piece: Piece): void;
}

/**
 * A ship the reader drags in a Torpedo lab (the line of fire's ships, the placement's ghost): the
 * ship as the drag goes, the widget's own until the pointer is released; only then does the lab
 * send one command, so the log and Undo see a drag as one move, not as every pointer move.
 *
 * The lab passes `grab`, `follow` and `release` to the field's pointer handlers, draws `piece`
 * (when not null) in place of the ship the rules hold, and calls `clear` when the table under the
 * drag changes (Undo, Reset, new attributes). Not a controller: a drag lives only between a
 * pointer's down and up, so there is nothing to watch while the host is connected.
 */
export class HeldShip {
  private drag: (ShipDrag & { piece: Piece }) | null = null;
  private readonly host: ReactiveControllerHost;
  private readonly lab: HeldShipLab;

  constructor(host: ReactiveControllerHost, lab: HeldShipLab) {
    this.host = host;
    this.lab = lab;
  }

  /** The ship as the drag has it now; null with no drag under way. */
  get piece(): Piece | null {
    return this.drag?.piece ?? null;
  }

  /** Lets go of the ship without a command. */
  clear(): void {
    if (this.drag === null) return;
    this.drag = null;
    this.host.requestUpdate();
  }

  /** Takes hold of the ship `id` on a primary-button pointer-down on it: true when a drag began. */
  readonly grab = (id: string, event: PointerEvent): boolean => {
    const piece = this.lab.pieceOf(id);
    const started = piece === undefined ? null : startDrag(event, piece.tip);
    if (piece === undefined || started === null) return false;
    this.drag = { ...started, piece };
    this.host.requestUpdate();
    return true;
  };

  /** Moves the held ship with the pointer, where the lab lets it follow. */
  readonly follow = (event: PointerEvent): void => {
    const drag = this.drag;
    const tip = dragTip(drag, event);
    if (drag === null || tip === null || (tip.x === drag.piece.tip.x && tip.y === drag.piece.tip.y)) return;
    const piece = { ...drag.piece, tip };
    if (this.lab.follows?.(piece) === false) return;
    this.drag = { ...drag, piece };
    this.host.requestUpdate();
  };

  /** Lets go where the pointer is: the lab's command, when the ship has moved. */
  readonly release = (event: PointerEvent): void => {
    const drag = this.drag;
    if (drag?.pointerId !== event.pointerId) return;
    this.clear();
    const before = this.lab.pieceOf(drag.piece.id);
    if (before !== undefined && (before.tip.x !== drag.piece.tip.x || before.tip.y !== drag.piece.tip.y)) this.lab.drop(drag.piece);
  };
}
