import { defineElement } from '../shared/define.ts';
import { StarEaterCollision } from './collision.ts';

export { StarEaterCollision };
export type { CollisionCommandDetail } from './collision.ts';

defineElement('star-eater-collision', StarEaterCollision);

declare global {
  interface HTMLElementTagNameMap {
    'star-eater-collision': StarEaterCollision;
  }
}
