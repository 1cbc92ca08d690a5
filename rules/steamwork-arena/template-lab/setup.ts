/**
 * The template lab's setup, as a blogger types it into attributes: a core, a preset (one of the
 * rulebook's customised templates), or a whole template as JSON. Every refusal names the field
 * (`core`, `preset`, `template`, `template.zones.C`), so a widget can name the attribute.
 */
import { optional, readOneOf, readRecord, readSeed, refuse, refuseBecause, type Setup } from '../../engine/index.ts';
import { RULE } from '../rule-ids.ts';
import { CORES, coreTemplate, validateTemplate, type Core, type Template } from '../templates.ts';
import { TEMPLATE_LAB_PRESETS, TEMPLATE_LAB_PRESET_NAMES, type TemplateLabPreset } from './presets.ts';

export interface TemplateLabSetup extends Partial<Setup> {
  /** `alpha` (default) or `beta`. */
  core?: unknown;
  /** One of the rulebook's customised templates, by name (`TEMPLATE_LAB_PRESET_NAMES`). */
  preset?: unknown;
  /** A whole template: an object `validateTemplate` takes, or its JSON text; its core defaults to `core`. Wins over `preset`. */
  template?: unknown;
}

export interface ValidTemplateLabSetup {
  seed: number;
  preset: TemplateLabPreset | null;
  template: Template;
}

const SETUP_FIELDS = ['seed', 'core', 'preset', 'template'] as const;

/** A template given as JSON text or as an object, with the core given beside it where it names none. */
function readGivenTemplate(value: unknown, core: Core): Template {
  let given = value;
  if (typeof value === 'string') {
    try {
      given = JSON.parse(value) as unknown;
    } catch {
      refuse({ path: 'template', rule: RULE.template }, 'a template as JSON, e.g. {"zones":{"A":"e ddd","B":"ee dd","C":"a eeeEE d","D":"aa ee","E":"aaa e"}}', value);
    }
  }
  const withCore = typeof given === 'object' && given !== null && !Array.isArray(given) && !('core' in given) ? { ...given, core } : given;
  return validateTemplate(withCore);
}

/** The setup checked: the template to start from (the given one, else the preset's, else the core's) and the preset shown. */
export function readTemplateLabSetup(input: unknown): ValidTemplateLabSetup {
  const setup = readRecord(input ?? {}, { path: '', rule: RULE.template }, SETUP_FIELDS);
  const seed = setup.seed === undefined ? 1 : readSeed(setup.seed);
  const core = optional(setup.core, { path: 'core', rule: RULE.cores }, (value, field) => readOneOf(value, field, CORES), 'alpha');
  const presetField = { path: 'preset', rule: RULE.customise };
  const name = optional<string | null>(setup.preset, presetField, (value, field) => readOneOf(value, field, TEMPLATE_LAB_PRESET_NAMES), null);
  const preset = TEMPLATE_LAB_PRESETS.find((entry) => entry.name === name) ?? null;
  if (preset !== null && core === 'beta') refuseBecause(presetField, 'is one of the rulebook’s examples, which customise the alpha core, but core is "beta": leave out one of them.');
  if (setup.template !== undefined) return { seed, preset: null, template: readGivenTemplate(setup.template, core) };
  return { seed, preset, template: preset?.template ?? coreTemplate(core) };
}
