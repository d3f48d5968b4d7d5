/**
 * A value that satisfies a JSON schema, for structured output without a model: strings from the schema's
 * description or property name, the first enum value, the minimum of numbers, one item per array.
 */
type Schema = Record<string, unknown>;

export function valueFromSchema(schema: Schema, name = "value"): unknown {
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  if ("const" in schema) return schema.const;
  const variants = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (variants?.length) return valueFromSchema(variants[0], name);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "object": {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      return Object.fromEntries(
        Object.entries(properties).map(([key, sub]) => [key, valueFromSchema(sub, key)]),
      );
    }
    case "array": {
      const min = typeof schema.minItems === "number" ? schema.minItems : 1;
      return Array.from({ length: Math.max(1, min) }, () =>
        valueFromSchema((schema.items ?? {}) as Schema, name),
      );
    }
    case "integer":
    case "number":
      return typeof schema.minimum === "number" ? schema.minimum : 0;
    case "boolean":
      return false;
    case "null":
      return null;
    default:
      return typeof schema.description === "string" ? `Offline ${name}` : `Offline ${name}`;
  }
}
