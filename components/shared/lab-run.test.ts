import { expect } from '@open-wc/testing';
import { createEngine } from '../../rules/engine/index.ts';
import { momentumLab, type MomentumLabCommand, type MomentumLabEvent, type MomentumLabState } from '../../rules/star-eater/index.ts';
import { LabRun } from './lab-run.ts';

describe('LabRun (issue 24: a lab’s rules without the engine’s streams)', () => {
  const setup = { seed: 1, pose: {} };
  const start = (): LabRun<MomentumLabState, MomentumLabCommand, MomentumLabEvent> => new LabRun(momentumLab, momentumLab.initialState(setup));
  const offTheBoard: MomentumLabCommand = { type: 'place', column: 99, row: 1, facing: 0 };

  it('folds accepted commands as the engine does, and keeps each refusal where it came', () => {
    const run = start();
    const engine = createEngine(momentumLab, setup);
    const commands: MomentumLabCommand[] = [{ type: 'engine', setting: 1 }, offTheBoard, { type: 'move' }];
    const results = commands.map((command) => run.dispatch(command));
    for (const command of commands) engine.dispatch(command);
    expect(results.map((result) => result.ok)).to.deep.equal([true, false, true]);
    expect(run.state).to.deep.equal(engine.state);
    expect(run.turns.flat()).to.deep.equal(engine.log);
    expect(run.commands).to.deep.equal([commands[0], commands[2]]);
    expect(run.rejections.map((logged) => logged.afterTurn)).to.deep.equal([1]);
  });

  it('undo takes back the last command with the refusals after it; restart goes back to the setup’s state', () => {
    const run = start();
    run.dispatch({ type: 'engine', setting: 1 });
    run.dispatch(offTheBoard);
    expect(run.undo()).to.equal(true);
    expect([run.turns.length, run.rejections.length]).to.deep.equal([0, 0]);
    expect(run.state).to.deep.equal(run.start);
    expect(run.undo()).to.equal(false);
    run.dispatch({ type: 'move' });
    run.restart();
    expect([run.state, run.turns.length, run.rejections.length]).to.deep.equal([run.start, 0, 0]);
  });
});
