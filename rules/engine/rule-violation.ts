/**
 * Thrown by `decide` (and by setup validation) when a command or an input breaks a rule.
 * `rule` is the rule id (`star-eater/direct-fire.hit-roll`), so a widget can cite and link it;
 * `message` is plain English a reader understands. A bad setup also names the offending `field`
 * (`weapon.accuracy`, `targets[2].kind`), so a widget can point at the attribute it came from.
 */
export class RuleViolation extends Error {
  readonly rule: string;
  readonly field: string | null;

  constructor(rule: string, message: string, field: string | null = null) {
    super(message);
    this.name = 'RuleViolation';
    this.rule = rule;
    this.field = field;
  }
}

export function isRuleViolation(error: unknown): error is RuleViolation {
  return error instanceof RuleViolation;
}

/** Throws a `RuleViolation` for `rule` unless `condition` holds. */
export function ensure(condition: boolean, rule: string, message: string): asserts condition {
  if (!condition) throw new RuleViolation(rule, message);
}
