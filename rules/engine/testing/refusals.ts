/**
 * What the range tests of every game check of a refusal (issue 22, point 10): the field named once,
 * at the start, with the reason; and the bounds it names, for the test to try.
 */
import assert from 'node:assert/strict';
import { RuleViolation } from '../rule-violation.ts';

/** The refusal `open` throws: of `rule`, naming `field` once, at the start (`field must be…`, `field: …`), saying `because`. */
export function refusedNamingOnce(open: () => unknown, rule: string, field: string, because: RegExp): RuleViolation {
  let caught: unknown = null;
  try {
    open();
  } catch (error) {
    caught = error;
  }
  assert.ok(caught instanceof RuleViolation, `expected a refusal of ${field}; got ${String(caught)}`);
  assert.equal(caught.rule, rule, caught.message);
  assert.equal(caught.field, field, caught.message);
  assert.ok(caught.message.startsWith(`${field} `) || caught.message.startsWith(`${field}: `), caught.message);
  assert.equal(caught.message.split(field).length - 1, 1, `${field} named once: ${caught.message}`);
  assert.match(caught.message, because);
  return caught;
}

/** The bounds a refusal says are allowed: "from 0 to 999", "from -5000 to 5000". */
export function boundsNamed(violation: RuleViolation): [number, number] {
  const named = /from (-?\d+) to (-?\d+)/.exec(violation.message);
  assert.ok(named !== null, `no bounds named in: ${violation.message}`);
  return [Number(named[1]), Number(named[2])];
}
