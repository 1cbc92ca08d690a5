/**
 * The template lab, for `<steamwork-arena-template>`: one steamwork template being customised
 * (steamwork-arena/setup.customise). The reader pencils icons into a zone (`add`), rubs an added
 * one out (`remove`; printed icons stay), pastes a whole template as JSON or in the rulebook's
 * notation (`import`), and starts again (`reset`). Every change is checked by `validateTemplate`,
 * so the template is always one the rules allow (at most six added icons, the core's own printed).
 * The reader also sets the current mode (`mode`; C at the start), which the shift costs start
 * from (steamwork-arena/round.shift). It never ends by itself.
 */
import { RuleViolation, readOneOf, readText, unknownCommand, type Ruleset } from '../../engine/index.ts';
import { RULE, type RuleId } from '../rule-ids.ts';
import { ICONS, ICON_NAMES, ZONES, parseTemplate, validateTemplate, type Icon, type Template, type TemplateIcon, type Zone } from '../templates.ts';
import { readTemplateLabSetup, type TemplateLabSetup } from './setup.ts';

export interface TemplateLabState {
  /** The preset the setup chose, by name; null without one. */
  preset: string | null;
  /** The template the setup gave, for `reset`. */
  start: Template;
  /** The template being customised. */
  template: Template;
  /** The current mode, which the shift costs start from. */
  mode: Zone;
}

/** The mode a steamwork starts in, and the lab with it. */
export const START_MODE: Zone = 'C';

/** Who acts in the lab: the reader, as the steamwork's designer. */
export const LAB_DESIGNER = 'designer';

export type TemplateLabCommand =
  | { type: 'add'; zone: Zone; icon: Icon }
  | { type: 'remove'; zone: Zone; icon: Icon }
  /** A whole template, as JSON (starting with `{`) or in the rulebook's notation (`C): a eee d`, a zone a line). */
  | { type: 'import'; text: string }
  /** The current mode: where the shift costs start from. */
  | { type: 'mode'; mode: Zone }
  /** Back to the template the setup gave, in mode C. */
  | { type: 'reset' };

export type TemplateLabEvent = { type: 'template-changed'; rule: RuleId; template: Template } | { type: 'mode-chosen'; rule: RuleId; mode: Zone } | { type: 'lab-reset'; rule: RuleId };

/** Where an added icon goes: after the zone's last icon of its kind, else before the first of a later kind (attack, energy, defense). */
export function insertionIndex(icons: readonly TemplateIcon[], icon: Icon): number {
  const last = icons.findLastIndex((entry) => entry.icon === icon);
  if (last >= 0) return last + 1;
  const order = ICONS.indexOf(icon);
  const later = icons.findIndex((entry) => ICONS.indexOf(entry.icon) > order);
  return later < 0 ? icons.length : later;
}

function initialState(setup: TemplateLabSetup): TemplateLabState {
  const { preset, template } = readTemplateLabSetup(setup);
  return { preset: preset?.name ?? null, start: template, template, mode: START_MODE };
}

/** A pasted template: JSON when it starts with `{`, the notation otherwise (on the template's own core). */
function readImport(given: unknown, state: TemplateLabState): Template {
  const text = typeof given === 'string' ? given.trim() : given;
  if (text === '') throw new RuleViolation(RULE.template, 'template: paste a template first, as JSON or in the notation ("C): a eee d", one zone a line).', 'text');
  const pasted = readText(text, { path: 'text', rule: RULE.template });
  if (!pasted.startsWith('{')) return parseTemplate(pasted, { core: state.template.core });
  let value: unknown;
  try {
    value = JSON.parse(pasted) as unknown;
  } catch (error) {
    throw new RuleViolation(RULE.template, `template: not valid JSON (${error instanceof Error ? error.message : String(error)}).`, 'text');
  }
  return validateTemplate(value);
}

function decide(state: TemplateLabState, command: TemplateLabCommand): TemplateLabEvent[] {
  switch (command.type) {
    case 'add':
    case 'remove': {
      const zone = readOneOf(command.zone, { path: 'zone', rule: RULE.customise }, ZONES);
      const icon = readOneOf(command.icon, { path: 'icon', rule: RULE.customise }, ICONS);
      const icons = [...state.template.zones[zone]];
      if (command.type === 'add') icons.splice(insertionIndex(icons, icon), 0, { icon, added: true });
      else {
        const index = icons.findLastIndex((entry) => entry.icon === icon && entry.added);
        if (index < 0) throw new RuleViolation(RULE.customise, `Zone ${zone} has no added ${ICON_NAMES[icon]} icon to remove; printed icons stay as they are.`, 'icon', { zone, icon });
        icons.splice(index, 1);
      }
      // The rules check the whole template: at most six added, the core's printed icons kept.
      const template = validateTemplate({ core: state.template.core, zones: { ...state.template.zones, [zone]: icons } });
      return [{ type: 'template-changed', rule: RULE.customise, template }];
    }
    case 'import':
      return [{ type: 'template-changed', rule: RULE.template, template: readImport(command.text, state) }];
    case 'mode':
      return [{ type: 'mode-chosen', rule: RULE.shift, mode: readOneOf(command.mode, { path: 'mode', rule: RULE.shift }, ZONES) }];
    case 'reset':
      return [{ type: 'lab-reset', rule: RULE.customise }];
    default:
      return unknownCommand('The template lab', command);
  }
}

function evolve(state: TemplateLabState, event: TemplateLabEvent): TemplateLabState {
  switch (event.type) {
    case 'template-changed':
      return { ...state, template: event.template };
    case 'mode-chosen':
      return { ...state, mode: event.mode };
    case 'lab-reset':
      return { ...state, template: state.start, mode: START_MODE };
  }
}

/** Every icon added to every zone where the rules allow one more, every added icon rubbed out, every other mode, and reset. */
function legalCommands(state: TemplateLabState): TemplateLabCommand[] {
  const commands: TemplateLabCommand[] = [];
  for (const zone of ZONES) {
    for (const icon of ICONS) {
      for (const type of ['add', 'remove'] as const) {
        const command: TemplateLabCommand = { type, zone, icon };
        try {
          decide(state, command);
          commands.push(command);
        } catch {
          // Over the six added, or nothing of that kind added there.
        }
      }
    }
  }
  for (const mode of ZONES) if (mode !== state.mode) commands.push({ type: 'mode', mode });
  commands.push({ type: 'reset' });
  return commands;
}

/** Steamwork Arena's template customisation as a sub-mechanic. It never ends by itself. */
export const templateLab: Ruleset<TemplateLabState, TemplateLabCommand, TemplateLabEvent, TemplateLabSetup & { seed: number }> = {
  id: 'steamwork-arena',
  initialState,
  decide,
  evolve,
  legalCommands,
  toAct: () => [LAB_DESIGNER],
  outcome: () => null,
};
