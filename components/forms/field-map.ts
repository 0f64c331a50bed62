/**
 * How a form names the API's parameters: each parameter maps to the form field that holds it and the
 * label people see. Money parameters say so, so amounts in messages are shown in the currency.
 * `list` fields hold an array: `callback_urls[2]` (or `callback_urls.2`) goes to entry 2. A nested
 * parameter may have its own entry (`filter.keyword`), which wins over its parent's (`filter`).
 */
export type FieldSpec<N extends string = string> = {
  name: N;
  label: string;
  money?: boolean;
  list?: boolean;
  /**
   * The interface already words its messages for people and quotes what was sent (a URL, a rule):
   * they are shown as written, and the parameter's name is not rewritten into the label in other
   * messages, so a quoted "…/url" stays as it was.
   */
  asIs?: boolean;
};
export type FieldMap<N extends string = string> = Record<string, FieldSpec<N>>;

/** The field an API parameter belongs to, with its path in the form (entry of a list included). */
export function fieldOf<N extends string>(
  fields: FieldMap<N>,
  parameter: string | undefined,
): { spec: FieldSpec<N>; path: string } | undefined {
  if (!parameter) return undefined;
  const exact = fields[parameter];
  if (exact) return { spec: exact, path: exact.name };
  const m = /^([^.[\]]+)(?:\.|\[)?(\d+)?\]?/.exec(parameter);
  const spec = m ? fields[m[1]] : undefined;
  if (!spec) return undefined;
  return { spec, path: spec.list && m?.[2] !== undefined ? `${spec.name}.${m[2]}` : spec.name };
}
