import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { jsonText, listText, wholeText, wordText } from './attribute-text.ts';
import { isRuleViolation } from './rule-violation.ts';

describe('attribute text', () => {
  it('reads what a blogger types, and leaves what is not text as it is', () => {
    assert.equal(wholeText(' -3 '), -3);
    assert.equal(wholeText('3.5'), '3.5');
    assert.equal(wordText(' Lumen '), 'lumen');
    assert.deepEqual(listText('Haven, lumen'), ['haven', 'lumen']);
    assert.deepEqual(listText('none'), []);
    assert.deepEqual(jsonText('[1, 2]', { path: 'targets', rule: 'x/y.z' }, '[1]'), [1, 2]);
    const given = [1];
    assert.equal(jsonText(given, { path: 'targets', rule: 'x/y.z' }, '[1]'), given);
  });

  it('refuses text that is no JSON under its field, with the example and the reason', () => {
    assert.throws(
      () => jsonText('[1,', { path: 'targets', rule: 'x/y.z' }, '[1]'),
      (error: unknown) => isRuleViolation(error) && error.rule === 'x/y.z' && error.message.includes('targets must be JSON, for example [1]'),
    );
  });
});
