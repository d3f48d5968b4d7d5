/** The input schemas a route handler parses with, and the typed input they give its service. */
import type { z } from "zod";

export type Schema = z.ZodType;
export type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface Schemas {
  params?: Schema;
  query?: Schema;
  body?: Schema;
  /** A multipart/form-data body (src/server/http/form.ts): text fields and files in one object. */
  form?: Schema;
}

export interface Input<S extends Schemas> {
  params: Out<S["params"]>;
  query: Out<S["query"]>;
  body: Out<S["body"]>;
  form: Out<S["form"]>;
}

/** The input schemas of a table entry, as the pipeline reads them. */
export type SchemasOf<E> = {
  params: E extends { params: infer P } ? P : undefined;
  query: E extends { query: infer Q } ? Q : undefined;
  body: E extends { body: infer B } ? B : undefined;
  form: E extends { form: infer F } ? F : undefined;
};
