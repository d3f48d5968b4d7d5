import { z } from "zod";

// A schema's JSON Schema, converted once: the conversion walks the whole schema and costs about as much CPU as the
// rest of a structured call's preparation, and the safeguarding classifier makes one such call per chat send.
const jsonSchemas = new WeakMap<z.ZodType, Record<string, unknown>>();

function jsonSchemaOf(schema: z.ZodType): Record<string, unknown> {
  let converted = jsonSchemas.get(schema);
  if (!converted) {
    converted = z.toJSONSchema(schema) as Record<string, unknown>;
    jsonSchemas.set(schema, converted);
  }
  return converted;
}

/** A structured request's `jsonSchema` (sent to the model) and `parse` (checks its answer), from one zod schema. */
export function answerShape<T>(schema: z.ZodType<T>) {
  return {
    jsonSchema: jsonSchemaOf(schema),
    parse: (value: unknown): T => schema.parse(value),
  };
}
