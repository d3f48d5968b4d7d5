"use client";

import { useTranslations } from "next-intl";
import * as React from "react";
import type { z } from "zod";

import { messageText } from "@/i18n/message-text";
import { ApiError } from "@/lib/api-client";
import { toastError } from "@/lib/toast";
import { preloadable, whenIdle } from "@/lib/when-idle";

/** Field path ("name", "chatConfig.temperature") → the message shown next to that field. */
export type FieldErrors = Record<string, string>;

export function zodErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join(".") || "form";
    errors[path] ??= issue.message;
  }
  return errors;
}

/**
 * The `fields` of an API error (VALIDATION_ERROR) as field errors; a taken e-mail is reported on the e-mail
 * field. Null when the error says nothing about fields (api() has already toasted it).
 */
export function apiFieldErrors(error: unknown): FieldErrors | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === "USER_EMAIL_ALREADY_REGISTERED") return { email: error.message };
  if (!error.fields.length) return null;
  const errors: FieldErrors = {};
  for (const field of error.fields) errors[field.path || "form"] ??= field.message;
  return errors;
}

export type Validation<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/**
 * A form's zod contracts (`() => import("@/lib/contracts/goals/schemas")`), loaded apart from the page: zod and the
 * schemas would be a large part of every form page's first load. They load when the browser is idle after the
 * form mounts (useContractForm) or at the first submit, whichever comes first; zod is set up for the page's CSP
 * before any schema is built.
 */
export function contractsLoader<M>(load: () => Promise<M>): () => Promise<M> {
  return preloadable(async () => {
    await import("@/lib/zod-jitless");
    return load();
  });
}

/** Starts loading a form's contracts once the browser is idle, so that a submit does not wait for them. */
function usePreload(contracts: () => Promise<unknown>): void {
  React.useEffect(() => whenIdle(() => void contracts().catch(() => {})), [contracts]);
}

/** Runs the shared zod contract on the form's values, as the route handler will. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): Validation<z.output<S>> {
  const result = schema.safeParse(input);
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: zodErrors(result.error) };
}

/** validate() with a schema of a form's lazily loaded contracts (see contractsLoader). */
export async function validateWith<M, S extends z.ZodType>(
  contracts: () => Promise<M>,
  schema: (loaded: M) => S,
  input: unknown,
): Promise<Validation<z.output<S>>> {
  return validate(schema(await contracts()), input);
}

/** Trims and drops empty strings, so optional text fields are left out rather than sent empty. */
export function optional(value: string): string | undefined {
  const trimmed = value.trim();
  return trimmed ? trimmed : undefined;
}

/** A number as a form's text field holds it: empty when there is none. */
export function numberText(value: number | null | undefined): string {
  return value === undefined || value === null ? "" : String(value);
}

/** The fields of a form whose value is a string (any string, or a union of string literals). */
type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V];

/** The fields of a form whose value is a yes or no. */
type SwitchKey<V> = { [K in keyof V]: V[K] extends boolean ? K : never }[keyof V];

/**
 * Values, per-field errors and the submitting flag of one form. `submit` validates, calls `send` and maps API
 * field errors back onto the fields, each message in the reader's language; after errors it focuses the first
 * invalid control.
 */
function useFormState<V extends Record<string, unknown>>(initial: V) {
  const te = useTranslations("errors");
  const [values, setValues] = React.useState<V>(initial);
  const [errors, setErrors] = React.useState<FieldErrors>({});
  const [submitting, setSubmitting] = React.useState(false);
  const formRef = React.useRef<HTMLFormElement>(null);
  // A submit is being validated: the contracts may still be loading, and a second click must not send twice.
  const checking = React.useRef(false);

  const setValue = React.useCallback(<K extends keyof V>(key: K, value: V[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => {
      if (!current[key as string]) return current;
      const { [key as string]: _, ...rest } = current;
      return rest;
    });
  }, []);

  const showErrors = React.useCallback(
    (next: FieldErrors) => {
      // The contracts' messages are English (and the API's already in the reader's language: left as they are).
      setErrors(
        Object.fromEntries(Object.entries(next).map(([path, message]) => [path, messageText(te, message)])),
      );
      window.requestAnimationFrame(() => {
        const scope: ParentNode = formRef.current ?? document;
        scope.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      });
    },
    [te],
  );

  /**
   * `prepare` returns the validation of the current values (after loading the contracts, the first time); `send`
   * performs the call. Resolves true on success.
   */
  async function submit<T>(
    prepare: () => Validation<T> | Promise<Validation<T>>,
    send: (data: T) => Promise<void>,
  ): Promise<boolean> {
    if (submitting || checking.current) return false;
    checking.current = true;
    let checked: Validation<T>;
    try {
      checked = await prepare();
    } catch {
      // The contracts could not be loaded (offline, or a new deployment): nothing was sent.
      toastError(te("codes.INTERNAL_ERROR"));
      return false;
    } finally {
      checking.current = false;
    }
    if (!checked.ok) {
      showErrors(checked.errors);
      return false;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await send(checked.data);
      return true;
    } catch (error) {
      const fields = apiFieldErrors(error);
      if (fields) showErrors(fields);
      return false;
    } finally {
      setSubmitting(false);
    }
  }

  /** `value` and `onChange` of the text control (input, textarea, select) of a string-valued field. */
  const bind = <K extends TextKey<V>>(key: K) => ({
    value: values[key] as string,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setValue(key, event.target.value as V[K]),
  });

  /** `checked` and `onCheckedChange` of the switch of a yes-or-no field. */
  const bindSwitch = <K extends SwitchKey<V>>(key: K) => ({
    checked: values[key] as boolean,
    onCheckedChange: (checked: boolean) => setValue(key, checked as V[K]),
  });

  return {
    values,
    setValue,
    setValues,
    bind,
    bindSwitch,
    errors,
    setErrors: showErrors,
    submitting,
    submit,
    formRef,
  };
}

/**
 * useFormState for a form checked with its lazily loaded contracts (see contractsLoader): they load once the
 * browser is idle, and `submitValid` submits `body` once it passes one of their schemas, as the route handler
 * will parse it; `send` gets what the schema made of it.
 */
export function useContractForm<M, V extends Record<string, unknown>>(
  contracts: () => Promise<M>,
  initial: V,
) {
  usePreload(contracts);
  const form = useFormState(initial);
  const submitValid = <S extends z.ZodType>(
    schema: (loaded: M) => S,
    body: unknown,
    send: (data: z.output<S>) => Promise<void>,
  ) => form.submit(() => validateWith(contracts, schema, body), send);
  return { ...form, submitValid };
}
