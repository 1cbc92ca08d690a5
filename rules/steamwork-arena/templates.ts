/**
 * Steamwork templates: five zones A–E, each a row of attack (a), energy (e) and defense (d) icons,
 * with the icons a player pencilled in marked as added. Parsing and writing the rulebook's notation
 * ("C): a eeeEE d", capitals added), the standard alpha core, a sample beta core, validation, and
 * the rulebook's five customised examples as presets.
 */
import { RuleViolation, at, describeValue, isOneOf, optional, readBoolean, readList, readOneOf, readRecord, refuse, type Field } from '../engine/index.ts';
import { RULE } from './rule-ids.ts';

export const ZONES = ['A', 'B', 'C', 'D', 'E'] as const;
export type Zone = (typeof ZONES)[number];

export const ICONS = ['a', 'e', 'd'] as const;
/** a = attack, e = energy, d = defense. */
export type Icon = (typeof ICONS)[number];

export const ICON_NAMES: Readonly<Record<Icon, 'attack' | 'energy' | 'defense'>> = { a: 'attack', e: 'energy', d: 'defense' };

/** At most this many icons may be added to a template (steamwork-arena/setup.customise). */
export const MAX_ADDED_ICONS = 6;

export interface TemplateIcon {
  icon: Icon;
  /** Pencilled in by the player (a capital in the notation), not printed on the core. */
  added: boolean;
}

export const CORES = ['alpha', 'beta'] as const;
export type Core = (typeof CORES)[number];

export interface Template {
  core: Core;
  zones: Readonly<Record<Zone, readonly TemplateIcon[]>>;
}

/** The keys of a template's JSON, and of one icon given as an object. */
const TEMPLATE_KEYS = ['core', 'zones'] as const;
const ICON_KEYS = ['icon', 'added'] as const;

export function isZone(value: unknown): value is Zone {
  return isOneOf(ZONES, value);
}

/**
 * Reads one zone's icons, "a eeeEE d": lower case printed, capitals added, spaces ignored.
 * `field` names the zone in any refusal (`template.zones.C`).
 */
export function parseIcons(text: string, field: string): TemplateIcon[] {
  const icons: TemplateIcon[] = [];
  for (const char of text) {
    if (/\s/.test(char)) continue;
    const icon = char.toLowerCase();
    if (!isOneOf(ICONS, icon)) {
      throw new RuleViolation(
        RULE.template,
        `${field}: "${char}" is not an icon; use a (attack), e (energy) or d (defense), in capitals for an added icon.`,
        field,
      );
    }
    icons.push({ icon, added: char !== icon });
  }
  return icons;
}

/** Writes one zone's icons back in the rulebook's notation: runs of one kind grouped, groups spaced. */
export function formatIcons(icons: readonly TemplateIcon[]): string {
  let text = '';
  let previous: Icon | null = null;
  for (const { icon, added } of icons) {
    if (previous !== null && icon !== previous) text += ' ';
    text += added ? icon.toUpperCase() : icon;
    previous = icon;
  }
  return text;
}

const ZONE_LINE = /^\s*([A-Za-z])\)\s*:?\s*(.*)$/;

/** Reads one line of the notation, "C): a eeeEE d". */
export function parseZoneLine(line: string, field = 'template'): { zone: Zone; icons: TemplateIcon[] } {
  const match = ZONE_LINE.exec(line);
  const letter = match?.[1];
  if (match === null || letter === undefined || !isZone(letter)) {
    throw new RuleViolation(
      RULE.template,
      `${field}: "${line.trim()}" is not a zone line; write a zone letter A–E, then "):", then its icons, as in "C): a eee d".`,
      field,
    );
  }
  return { zone: letter, icons: parseIcons(match[2] ?? '', `${field}.zones.${letter}`) };
}

/** Writes one zone line, "C): a eeeEE d". */
export function formatZoneLine(template: Template, zone: Zone): string {
  return `${zone}): ${formatIcons(template.zones[zone])}`;
}

/**
 * Reads a whole template from the notation, one zone per line (blank lines ignored), and validates
 * it (see `validateTemplate`). With `checkCore` false, a template's printed icons need not match
 * its core (for a designer's own core).
 */
export function parseTemplate(text: string | readonly string[], options: { core?: Core; checkCore?: boolean } = {}): Template {
  const lines = (typeof text === 'string' ? text.split(/\r?\n/) : text).filter((line) => line.trim() !== '');
  const zones: Partial<Record<Zone, TemplateIcon[]>> = {};
  for (const line of lines) {
    const { zone, icons } = parseZoneLine(line);
    if (zones[zone] !== undefined) {
      throw new RuleViolation(RULE.template, `template.zones.${zone}: zone ${zone} is given twice; each zone A–E appears once.`, `template.zones.${zone}`);
    }
    zones[zone] = icons;
  }
  return validateTemplate({ core: options.core ?? 'alpha', zones }, { checkCore: options.checkCore ?? true });
}

/** Writes a whole template back in the notation, zones A–E, one per line. */
export function formatTemplate(template: Template): string {
  return ZONES.map((zone) => formatZoneLine(template, zone)).join('\n');
}

/* @__NO_SIDE_EFFECTS__ */ // builds data only: a bundle that uses none of it drops the call
function core(name: Core, rows: Record<Zone, string>): Template {
  const zones = {} as Record<Zone, TemplateIcon[]>;
  for (const zone of ZONES) zones[zone] = parseIcons(rows[zone], `${name}.zones.${zone}`);
  return { core: name, zones };
}

/** The standard alpha core, as the rulebook prints it (21 icons: 6 attack, 9 energy, 6 defense). */
export const ALPHA_CORE: Template = core('alpha', { A: 'e ddd', B: 'ee dd', C: 'a eee d', D: 'aa ee', E: 'aaa e' });

/**
 * SAMPLE DATA, designed by us: the rulebook does not print the beta core. Same icon count as alpha
 * (21: 4 attack, 10 energy, 7 defense) but a different shape: a fortress in the low zones, a
 * battery in the high ones, attack spread thin. Replaceable by a designer's own.
 */
export const SAMPLE_BETA_CORE: Template = core('beta', { A: 'dddd', B: 'e dd', C: 'aa ee d', D: 'a eee', E: 'a eeee' });

export const BETA_CORE_IS_SAMPLE = true;

export function coreTemplate(name: Core): Template {
  return name === 'alpha' ? ALPHA_CORE : SAMPLE_BETA_CORE;
}

export function countIcons(template: Template): { printed: number; added: number } {
  let printed = 0;
  let added = 0;
  for (const zone of ZONES) {
    for (const icon of template.zones[zone]) {
      if (icon.added) added += 1;
      else printed += 1;
    }
  }
  return { printed, added };
}

function tally(icons: readonly TemplateIcon[]): string {
  return ICONS.map((icon) => icons.filter((entry) => entry.icon === icon).length).join('/');
}

/**
 * Checks a template that may come from hand-typed JSON: `{ core: 'alpha' | 'beta', zones: { A: "e ddd", … } }`,
 * each zone in the notation or as a list of `{ icon, added }`. Refuses unknown icons, missing or extra
 * zones, more than six added icons, and (unless `checkCore` is false) printed icons that are not the
 * core's. Every refusal names the field, `template.zones.C`.
 */
export function validateTemplate(input: unknown, options: { checkCore?: boolean; field?: string } = {}): Template {
  const field = options.field ?? 'template';
  const templateField: Field = { path: field, rule: RULE.template };
  if (!isObject(input)) refuse(templateField, 'an object with a core and five zones', input);
  // A designer's JSON: a misspelt key (`zone`, `cores`) is refused by name rather than ignored.
  const record = readRecord(input, templateField, TEMPLATE_KEYS);
  const coreName = optional(record.core, { path: `${field}.core`, rule: RULE.cores }, (value, coreField) => readOneOf(value, coreField, CORES), 'alpha');
  const zonesField = at(templateField, 'zones');
  if (!isObject(record.zones)) refuse(zonesField, 'an object with zones A–E', record.zones);
  const zonesRecord = readRecord(record.zones, zonesField);
  for (const key of Object.keys(zonesRecord)) {
    if (!isZone(key)) {
      throw new RuleViolation(RULE.template, `${field}.zones.${key}: there is no zone "${key}"; the zones are A–E.`, `${field}.zones.${key}`);
    }
  }
  const zones = {} as Record<Zone, TemplateIcon[]>;
  let added = 0;
  for (const zone of ZONES) {
    const zoneField = `${field}.zones.${zone}`;
    const icons = readZone(zonesRecord[zone], zoneField);
    added += icons.filter((icon) => icon.added).length;
    if (added > MAX_ADDED_ICONS) {
      throw new RuleViolation(
        RULE.customise,
        `${zoneField}: a template may have at most ${MAX_ADDED_ICONS} added icons, and zone ${zone} brings the total to ${added}.`,
        zoneField,
      );
    }
    zones[zone] = icons;
  }
  const template: Template = { core: coreName, zones };
  if (options.checkCore ?? true) ensureKeepsCore(template, coreTemplate(coreName), field);
  return template;
}

/** A plain object: not a list, not null. */
function isObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readZone(value: unknown, field: string): TemplateIcon[] {
  if (value === undefined) {
    throw new RuleViolation(RULE.template, `${field} is missing; a template has all five zones A–E (a zone may be empty: "").`, field);
  }
  if (typeof value === 'string') return parseIcons(value, field);
  if (!Array.isArray(value)) {
    throw new RuleViolation(RULE.template, `${field} must be icons like "a eee d" or a list of { icon, added }; got ${describeValue(value)}.`, field);
  }
  return readList(value, { path: field, rule: RULE.template }, (entry, entryField): TemplateIcon => {
    const icon = readRecord(entry, entryField, ICON_KEYS);
    return {
      icon: readOneOf(icon.icon, at(entryField, 'icon'), ICONS),
      added: optional(icon.added, at(entryField, 'added'), readBoolean, false),
    };
  });
}

function ensureKeepsCore(template: Template, base: Template, field: string): void {
  for (const zone of ZONES) {
    const printed = template.zones[zone].filter((icon) => !icon.added);
    const expected = base.zones[zone];
    if (tally(printed) !== tally(expected)) {
      throw new RuleViolation(
        RULE.customise,
        `${field}.zones.${zone}: the ${template.core} core prints "${formatIcons(expected)}" in zone ${zone}, but this template's printed (lower-case) icons there are "${formatIcons(printed)}"; customising only adds icons, in capitals.`,
        `${field}.zones.${zone}`,
      );
    }
  }
}

/** One of the rulebook's customised templates, with the text as printed and as we read it. */
export interface CustomisedTemplate {
  id: string;
  title: string;
  /** The lines exactly as the rulebook's text prints them, garbles included. */
  printed: readonly string[];
  /** The lines as we read them (same as `printed` unless an interpretation applies). */
  lines: readonly string[];
  template: Template;
}

/** A worked example from the rulebook: a customised template, and how we read its garbles. */
export interface TemplatePreset extends CustomisedTemplate {
  interpretations: readonly string[];
}

/* @__NO_SIDE_EFFECTS__ */ // builds data only: a bundle that uses none of it drops the call
function customised(id: string, title: string, printed: readonly string[], fixes: Readonly<Record<number, string>> = {}): CustomisedTemplate {
  const lines = printed.map((line, index) => fixes[index] ?? line);
  return { id, title, printed, lines, template: parseTemplate(lines, { core: 'alpha' }) };
}

/**
 * The rulebook's five customised alpha templates (steamwork-arena/setup.customise), each with 6
 * added icons: what a game offers in secret customisation.
 */
export const CUSTOMISED_TEMPLATES: readonly CustomisedTemplate[] = [
  customised('balanced-mode', 'Ex 1 – Balanced mode', ['A): A e ddd', 'B): A ee dd', 'C): a eeeEE d', 'D): aa ee D', 'E): aaa e D']),
  customised('early-aggression', 'Ex 2 – Early aggression', ['A): e ddd', 'B): ee dd', 'C): aAAAAA eeeE d', '(D): aa ee', 'E): aaa e'], { 3: 'D): aa ee' }),
  customised('power-to-burn', 'Ex 3 – Power to burn', ['A): ddd eEE', 'B): dd ee', 'C): a eeeEE d', 'D): aa ee', 'E): aaa eEE']),
  customised('charge', 'Ex 4 – Charge!', ['A): e ddd', 'B): ee dd', 'D): a eee d', 'D): aa ee', 'E): aaaAA eEEEE'], { 2: 'C): a eee d' }),
  customised('offense-defense', 'Ex 5 – Offense/Defense', ['A): e ddd', 'B): ee dd', 'C): a eee d', 'D): aa ee', 'E): aaa eEEE DDD']),
];

/** How we read the garbled lines, by template id; apart from the templates, so that a game's bundle does not carry the prose. */
const INTERPRETATIONS: Readonly<Record<string, readonly string[]>> = {
  'early-aggression': ['The rulebook prints zone D\'s label as "(D):", a stray bracket from the PDF; we read it as "D):".'],
  charge: ['The rulebook prints two "D)" lines and no "C)". The first, "a eee d", is exactly the alpha core\'s zone C and sits where C belongs, so we read it as zone C.'],
};

/** The rulebook's customised templates as worked examples, each with our interpretations (the template widget, the docs). */
export const TEMPLATE_PRESETS: readonly TemplatePreset[] = /* @__PURE__ */ CUSTOMISED_TEMPLATES.map((entry) => ({ ...entry, interpretations: INTERPRETATIONS[entry.id] ?? [] }));

export function templatePreset(id: string): TemplatePreset | undefined {
  return TEMPLATE_PRESETS.find((entry) => entry.id === id);
}
