/**
 * The template lab's worked examples: the rulebook's five customised alpha templates
 * (`TEMPLATE_PRESETS`), named and described as every lab's presets are, each showing
 * steamwork-arena/setup.customise.
 */
import { RULE, type RuleId } from '../rule-ids.ts';
import { TEMPLATE_PRESETS, type TemplatePreset } from '../templates.ts';

export interface TemplateLabPreset extends TemplatePreset {
  /** The `preset` attribute: the template's id. */
  name: string;
  description: string;
  rule: RuleId;
}

export const TEMPLATE_LAB_PRESETS: readonly TemplateLabPreset[] = /* @__PURE__ */ TEMPLATE_PRESETS.map((entry) => ({
  ...entry,
  name: entry.id,
  description: `The rulebook’s customised alpha template “${entry.title}”: the core’s printed icons and six added, as the rulebook prints them.`,
  rule: RULE.customise,
}));

export const TEMPLATE_LAB_PRESET_NAMES: readonly string[] = /* @__PURE__ */ TEMPLATE_LAB_PRESETS.map((entry) => entry.name);

export function templateLabPreset(name: string): TemplateLabPreset | undefined {
  return TEMPLATE_LAB_PRESETS.find((entry) => entry.name === name);
}
