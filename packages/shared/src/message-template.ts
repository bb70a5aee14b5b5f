/**
 * A placeholder of a message template (`{{count}}`, `{{test}}`): a sentence of the shared table that holds
 * values. The table keeps the template, a translation keeps the placeholders, and the sentence is filled
 * where it is said (the API, or the web app in the patient's language).
 */
export const TEMPLATE_PLACEHOLDER = /\{\{(\w+)\}\}/g;

/** `template` with each `{{name}}` replaced by `values[name]`. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(TEMPLATE_PLACEHOLDER, (_, name: string) => String(values[name]));
}
