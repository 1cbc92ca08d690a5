/**
 * The facts behind a refusal, as flat JSON (who, which limit, how many), so a widget can word it
 * with names and numbers of its own instead of rewriting the message.
 */
export type ViolationParams = Readonly<Record<string, string | number | boolean | null | readonly (string | number)[]>>;

/**
 * Thrown by `decide` (and by setup validation) when a command or an input breaks a rule.
 * `rule` is the rule id (`<game>/<topic>.<rule>`), so a widget can cite and link it;
 * `message` is plain English a reader understands. A bad setup also names the offending `field`
 * (`weapon.accuracy`, `targets[2].kind`), so a widget can point at the attribute it came from;
 * `params` carries the facts of the refusal.
 */
export class RuleViolation extends Error {
  readonly rule: string;
  readonly field: string | null;
  readonly params: ViolationParams;

  constructor(rule: string, message: string, field: string | null = null, params: ViolationParams = {}) {
    super(message);
    this.name = 'RuleViolation';
    this.rule = rule;
    this.field = field;
    this.params = params;
  }
}

export function isRuleViolation(error: unknown): error is RuleViolation {
  return error instanceof RuleViolation;
}

/** Refuses a command whose type the game does not have (the `default` of a `decide` switch). */
export function unknownCommand(game: string, command: { type: unknown }): never {
  const type = typeof command.type === 'string' ? `"${command.type}"` : 'with no type';
  throw new RuleViolation('engine/command.unknown', `${game} has no command ${type}.`, null, { type: typeof command.type === 'string' ? command.type : null });
}

/** Throws a `RuleViolation` for `rule` unless `condition` holds. */
export function ensure(condition: boolean, rule: string, message: string, params: ViolationParams = {}): asserts condition {
  if (!condition) throw new RuleViolation(rule, message, null, params);
}
