/**
 * Every Rulebench element, registered. This is the one list of elements: a page that wants them
 * all imports it, and the blog loader's tag map (autoload.ts) is checked against it by its test.
 * Each module registers its tag safely, so loading this twice does not throw.
 */
export { RbDieFace } from './shared/rb-die-face.ts';
export { RbErrorPanel } from './shared/rb-error-panel.ts';
export { RbEventLog } from './shared/rb-event-log.ts';
export { RbPlayground } from './shared/rb-playground.ts';
export { StarEaterDirectFire } from './star-eater/star-eater-direct-fire.ts';
export { StarEaterMomentum } from './star-eater/star-eater-momentum.ts';
export { StarEaterTorpedo } from './star-eater/star-eater-torpedo.ts';
export { StarEaterCollision } from './star-eater/star-eater-collision.ts';
export { StarEaterGame } from './star-eater/star-eater-game.ts';
export { SteamTorpedoBattleArea } from './steam-torpedo/steam-torpedo-battle-area.ts';
export { SteamTorpedoAttack } from './steam-torpedo/steam-torpedo-attack.ts';
export { SteamTorpedoDamage } from './steam-torpedo/steam-torpedo-damage.ts';
export { SteamTorpedoGame } from './steam-torpedo/steam-torpedo-game.ts';
export { SteamTorpedoSubmarine } from './steam-torpedo/steam-torpedo-submarine.ts';
export { SteamworkArenaConflict } from './steamwork-arena/steamwork-arena-conflict.ts';
export { SteamworkArenaGame } from './steamwork-arena/steamwork-arena-game.ts';
export { SteamworkArenaTemplate } from './steamwork-arena/steamwork-arena-template.ts';
export { SteamPiratesProfit } from './steam-pirates/steam-pirates-profit.ts';
export { SteamPiratesBag } from './steam-pirates/steam-pirates-bag.ts';
export { SteamPiratesFlagshipRoute } from './steam-pirates/steam-pirates-flagship-route.ts';
export { SteamPiratesSkyMap } from './steam-pirates/steam-pirates-sky-map.ts';
export { SteamPiratesGame } from './steam-pirates/steam-pirates-game.ts';
export { SteamPiratesSail } from './steam-pirates/steam-pirates-sail.ts';
export { TorpedoLineOfFire } from './torpedo/torpedo-line-of-fire.ts';
export { TorpedoVolleys } from './torpedo/torpedo-volleys.ts';
export { TorpedoPlacement } from './torpedo/torpedo-placement.ts';
export { TorpedoGame } from './torpedo/torpedo-game.ts';
export { SteamTorpedoWorkbench } from './steam-torpedo/steam-torpedo-workbench.ts';
export { SteamworkArenaWorkbench } from './steamwork-arena/steamwork-arena-workbench.ts';
export { SteamPiratesWorkbench } from './steam-pirates/steam-pirates-workbench.ts';
export { StarEaterWorkbench } from './star-eater/star-eater-workbench.ts';
export { TorpedoWorkbench } from './torpedo/torpedo-workbench.ts';
