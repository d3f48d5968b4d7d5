import { z } from "zod";

/** A structured request's `jsonSchema` (sent to the model) and `parse` (checks its answer), from one zod schema. */
export function answerShape<T>(schema: z.ZodType<T>) {
  return {
    jsonSchema: z.toJSONSchema(schema) as Record<string, unknown>,
    parse: (value: unknown): T => schema.parse(value),
  };
}
