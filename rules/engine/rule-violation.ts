/**
 * Thrown by `decide` (and by setup validation) when a command or an input breaks a rule.
 * `rule` is the rule id (`star-eater/direct-fire.hit-roll`), so a widget can cite and link it;
 * `message` is plain English a reader understands.
 */
export class RuleViolation extends Error {
  readonly rule: string;

  constructor(rule: string, message: string) {
    super(message);
    this.name = 'RuleViolation';
    this.rule = rule;
  }
}

export function isRuleViolation(error: unknown): error is RuleViolation {
  return error instanceof RuleViolation;
}

/** Throws a `RuleViolation` for `rule` unless `condition` holds. */
export function ensure(condition: boolean, rule: string, message: string): asserts condition {
  if (!condition) throw new RuleViolation(rule, message);
}
