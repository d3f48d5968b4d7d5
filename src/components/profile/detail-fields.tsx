"use client";

import { PlusIcon, Trash2Icon } from "lucide-react";

import { GENDER_LABELS, INJURY_LABELS, LANGUAGE_LABELS } from "@/components/management/display";
import type { FieldErrors } from "@/components/management/form";
import { Suggestions, TagInput } from "@/components/management/tag-fields";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { SelectOptions } from "@/components/ui/select-options";
import { Textarea } from "@/components/ui/textarea";
import { PREFERRED_GENDERS, PREFERRED_LANGUAGES } from "@/lib/constants";
import type { InjuryValue, TopicField } from "@/lib/contracts/users/schemas";
import { ARCHETYPE_FIELDS, DECISION_STYLE_TOPICS, PERSONALITY_TOPICS } from "@/lib/contracts/users/values";
import {
  hasSuggestion,
  MOTIVATOR_SUGGESTIONS,
  PREFERENCE_SUGGESTIONS,
  STRESS_TRIGGER_SUGGESTIONS,
  toggleSuggestion,
} from "../account/suggestions";
import {
  ARCHETYPE_LABELS,
  type DetailsValues,
  firstError,
  TEXT_PREFERENCE_FIELDS,
  TOPIC_LABELS,
} from "./details-model";

export interface FieldsProps {
  values: DetailsValues;
  setValue: <K extends keyof DetailsValues>(key: K, value: DetailsValues[K]) => void;
  errors: FieldErrors;
}

const INJURY_VALUES: InjuryValue[] = ["fully-healthy", "minor-injury", "serious-injury", "NA"];
const today = () => new Date().toISOString().slice(0, 10);

type StringKey = {
  [K in keyof DetailsValues]: DetailsValues[K] extends string ? K : never;
}[keyof DetailsValues];

/** One free-text field: a text input, or a text area when `rows` is given; suggestions under it if any. */
export interface TextFieldSpec {
  key: StringKey;
  label: string;
  description?: string;
  placeholder?: string;
  rows?: number;
  max?: number;
  className?: string;
  autoComplete?: string;
  /** The error's key when it is not `key` (e.g. "injuryStatus.description"). */
  errorKey?: string;
  suggestions?: readonly string[];
}

export interface TextBoxProps {
  label: string;
  error?: string;
  description?: string;
  className?: string;
  value: string;
  onChange: (value: string) => void;
  /** A text area of this many rows; a one-line input without it. */
  rows?: number;
  max?: number;
  placeholder?: string;
  autoComplete?: string;
}

/** A labelled text input or text area: the one place their markup is written. */
export function TextBox({
  label,
  error,
  description,
  className,
  value,
  onChange,
  rows,
  max,
  placeholder,
  autoComplete,
}: TextBoxProps) {
  return (
    <FormField label={label} error={error} description={description} className={className}>
      {rows ? (
        <Textarea
          value={value}
          onChange={(e) => onChange(e.target.value)}
          rows={rows}
          maxLength={max}
          placeholder={placeholder}
        />
      ) : (
        <Input
          value={value}
          onChange={(e) => onChange(e.target.value)}
          maxLength={max}
          placeholder={placeholder}
          autoComplete={autoComplete}
        />
      )}
    </FormField>
  );
}

export function TextDetailField({ spec, values, setValue, errors }: FieldsProps & { spec: TextFieldSpec }) {
  const { key, label, errorKey, suggestions, className, ...box } = spec;
  const field = (
    <TextBox
      {...box}
      label={label}
      error={errors[errorKey ?? key]}
      className={suggestions ? undefined : className}
      value={values[key]}
      onChange={(next) => setValue(key, next)}
    />
  );
  if (!suggestions) return field;
  return (
    <div className={className ? `grid gap-2 ${className}` : "grid gap-2"}>
      {field}
      <Suggestions
        label={`Suggestions for ${label.toLowerCase()}`}
        items={suggestions}
        isPicked={(item) => hasSuggestion(values[key], item)}
        onPick={(item) => setValue(key, toggleSuggestion(values[key], item))}
      />
    </div>
  );
}

/** Several text fields from their specs, each one line of data. */
export function TextDetailFields({ specs, ...props }: FieldsProps & { specs: readonly TextFieldSpec[] }) {
  return (
    <>
      {specs.map((spec) => (
        <TextDetailField key={spec.key} spec={spec} {...props} />
      ))}
    </>
  );
}

export const PREFERRED_NAME_FIELD: TextFieldSpec = {
  key: "preferredName",
  label: "Preferred name",
  max: 255,
  autoComplete: "nickname",
};
export const BIO_FIELD: TextFieldSpec = { key: "bio", label: "Bio", rows: 4, className: "sm:col-span-2" };
export const BACKGROUND_FIELD: TextFieldSpec = {
  key: "background",
  label: "Background",
  rows: 4,
  className: "sm:col-span-2",
};
export const INJURY_DESCRIPTION_FIELD: TextFieldSpec = {
  key: "injuryDescription",
  label: "Injury description",
  errorKey: "injuryStatus.description",
  rows: 3,
  className: "sm:col-span-2",
  placeholder: "What happened, since when, what you can and cannot do.",
};

/** The free-text preferences with their example suggestions (the preferences tab adds emotional support). */
export const TEXT_PREFERENCE_SPECS: readonly TextFieldSpec[] = TEXT_PREFERENCE_FIELDS.map((f) => ({
  ...f,
  rows: 2,
  suggestions: PREFERENCE_SUGGESTIONS[f.key],
}));
export const EMOTIONAL_SUPPORT_FIELD: TextFieldSpec = {
  key: "preferredEmotionalSupport",
  label: "Emotional support",
  description: "What helps you when things get hard.",
  rows: 2,
  suggestions: PREFERENCE_SUGGESTIONS.preferredEmotionalSupport,
};

/** `max` on every spec (the profile forms' limits). */
const limited = (spec: TextFieldSpec, max: number): TextFieldSpec => ({ ...spec, max });

const ABOUT_TEXT: readonly TextFieldSpec[] = [
  { ...limited(BIO_FIELD, 5000), description: "Your sport, your goals, anything your coach should know." },
  {
    ...limited(BACKGROUND_FIELD, 5000),
    description: "Your experience so far: years in your sport, level, important moments.",
  },
];

/** Injury status (choice) and description. */
export function InjuryFields({ values, setValue, errors, max }: FieldsProps & { max?: number }) {
  return (
    <div className="grid items-start gap-5 sm:grid-cols-2">
      <ChoiceField spec={INJURY_CHOICE} values={values} setValue={setValue} errors={errors} />
      <TextDetailField
        spec={{ ...INJURY_DESCRIPTION_FIELD, max }}
        values={values}
        setValue={setValue}
        errors={errors}
      />
    </div>
  );
}

/** Stress triggers then key motivators, as tag lists with suggestions. */
export function TriggerMotivatorFields({ values, setValue, errors }: FieldsProps) {
  return (
    <>
      <TagInput
        label="Stress triggers"
        value={values.stressTriggers}
        onChange={(next) => setValue("stressTriggers", next)}
        placeholder="Add a stress trigger"
        suggestions={STRESS_TRIGGER_SUGGESTIONS}
        error={firstError(errors, "stressTriggers")}
      />
      <TagInput
        label="Key motivators"
        value={values.keyMotivators}
        onChange={(next) => setValue("keyMotivators", next)}
        placeholder="Add a motivator"
        suggestions={MOTIVATOR_SUGGESTIONS}
        error={firstError(errors, "keyMotivators")}
      />
    </>
  );
}

export function BirthDateField({ values, setValue, errors }: FieldsProps) {
  return (
    <FormField label="Birth date" error={errors.birthDate}>
      <Input
        type="date"
        value={values.birthDate}
        onChange={(e) => setValue("birthDate", e.target.value)}
        max={today()}
      />
    </FormField>
  );
}

type ChoiceKey = "injuryValue" | "preferredLanguage" | "preferredGender";
type Choice<K extends ChoiceKey> = Exclude<DetailsValues[K], "">;

/** One choice list: the field, its label, its options and their labels. */
interface ChoiceSpec<K extends ChoiceKey> {
  key: K;
  label: string;
  options: readonly Choice<K>[];
  labels: Record<Choice<K>, string>;
  errorKey?: string;
}

function ChoiceField<K extends ChoiceKey>({
  spec,
  values,
  setValue,
  errors,
  className,
}: FieldsProps & { spec: ChoiceSpec<K>; className?: string }) {
  const value = values[spec.key];
  return (
    <FormField label={spec.label} error={errors[spec.errorKey ?? spec.key]} className={className}>
      <Select
        value={value}
        onChange={(e) => setValue(spec.key, e.target.value as DetailsValues[K])}
        placeholder={value ? undefined : "Select…"}
      >
        <SelectOptions values={spec.options} label={(option) => spec.labels[option]} />
      </Select>
    </FormField>
  );
}

const INJURY_CHOICE: ChoiceSpec<"injuryValue"> = {
  key: "injuryValue",
  label: "Injury status",
  options: INJURY_VALUES,
  labels: INJURY_LABELS,
  errorKey: "injuryStatus.value",
};
const LANGUAGE_CHOICE: ChoiceSpec<"preferredLanguage"> = {
  key: "preferredLanguage",
  label: "Preferred language",
  options: PREFERRED_LANGUAGES,
  labels: LANGUAGE_LABELS,
};
const GENDER_CHOICE: ChoiceSpec<"preferredGender"> = {
  key: "preferredGender",
  label: "Gender",
  options: PREFERRED_GENDERS,
  labels: GENDER_LABELS,
};

export function LanguageField(props: FieldsProps & { className?: string }) {
  return <ChoiceField spec={LANGUAGE_CHOICE} {...props} />;
}

export function GenderField(props: FieldsProps) {
  return <ChoiceField spec={GENDER_CHOICE} {...props} />;
}

/** Preferred name, birth date, bio, background. */
export function AboutFields(props: FieldsProps) {
  return (
    <div className="grid items-start gap-5 sm:grid-cols-2">
      <TextDetailField
        spec={{ ...PREFERRED_NAME_FIELD, description: "What should we call you?" }}
        {...props}
      />
      <BirthDateField {...props} />
      <TextDetailFields specs={ABOUT_TEXT} {...props} />
    </div>
  );
}

const RISK_PROFILE_FIELD: TextFieldSpec = {
  key: "riskProfile",
  label: "Risk profile",
  description: "How you approach risk, in training and in competition.",
  rows: 2,
  max: 2000,
};

/** The athlete's sport profile: injury, emotional support, stress triggers, motivators, life events, risk. */
export function WellbeingFields(props: FieldsProps) {
  return (
    <div className="grid gap-6">
      <InjuryFields {...props} max={2000} />
      <TextDetailField spec={limited(EMOTIONAL_SUPPORT_FIELD, 2000)} {...props} />
      <TriggerMotivatorFields {...props} />
      <LifeEventsField {...props} />
      <TextDetailField spec={RISK_PROFILE_FIELD} {...props} />
    </div>
  );
}

/** A list row's remove button (a bin), in its cell. */
function RemoveRowButton({
  label,
  className,
  onClick,
}: {
  label: string;
  className: string;
  onClick: () => void;
}) {
  return (
    <div className={className}>
      <Button type="button" variant="ghost" size="icon" aria-label={label} onClick={onClick}>
        <Trash2Icon className="text-destructive" />
      </Button>
    </div>
  );
}

/** A list's add button; off once the list holds the 50 rows the API takes. */
function AddRowButton({ label, count, onClick }: { label: string; count: number; onClick: () => void }) {
  return (
    <div>
      <Button type="button" variant="outline" disabled={count >= 50} onClick={onClick}>
        <PlusIcon />
        {label}
      </Button>
    </div>
  );
}

/** Changing, removing and adding the rows of a list field (life events, personality traits). */
function editRows<T>(rows: T[], set: (next: T[]) => void) {
  return {
    change: (index: number, patch: Partial<T>) =>
      set(rows.map((row, i) => (i === index ? { ...row, ...patch } : row))),
    remove: (index: number) => set(rows.filter((_, i) => i !== index)),
    add: (row: T) => set([...rows, row]),
  };
}

function LifeEventsField({ values, setValue, errors }: FieldsProps) {
  const events = values.lifeEvents;
  const eventRows = editRows(events, (next) => setValue("lifeEvents", next));
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-medium">Life events</legend>
      <p className="text-sm text-muted-foreground">Moments that shaped you: a move, a big win, an injury…</p>
      {events.length === 0 ? <p className="text-sm text-muted-foreground">No life events added.</p> : null}
      <ol className="grid gap-4">
        {events.map((event, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; the index is their identity here.
          <li key={index} className="grid gap-3 rounded-md border p-3 sm:grid-cols-[1fr_10rem_auto]">
            <TextBox
              label={`Life event ${index + 1}`}
              error={errors[`lifeEvents.${index}.title`]}
              value={event.title}
              onChange={(title) => eventRows.change(index, { title })}
              max={255}
              placeholder="What happened"
            />
            <TextBox
              label={`When (event ${index + 1})`}
              error={errors[`lifeEvents.${index}.when`]}
              value={event.when}
              onChange={(when) => eventRows.change(index, { when })}
              max={64}
              placeholder="e.g. 2021"
            />
            <RemoveRowButton
              label={`Remove life event ${index + 1}`}
              className="flex items-end"
              onClick={() => eventRows.remove(index)}
            />
            <TextBox
              label={`Description (event ${index + 1})`}
              error={errors[`lifeEvents.${index}.description`]}
              className="sm:col-span-3"
              value={event.description}
              onChange={(description) => eventRows.change(index, { description })}
              rows={2}
              max={2000}
            />
          </li>
        ))}
      </ol>
      <AddRowButton
        label="Add life event"
        count={events.length}
        onClick={() => eventRows.add({ title: "", description: "", when: "" })}
      />
    </fieldset>
  );
}

const PREFERENCE_TEXT = TEXT_PREFERENCE_SPECS.map((spec) => limited(spec, 2000));

/** Language and gender (choice lists) and the free-text preferences with their example suggestions. */
export function PreferenceFields(props: FieldsProps) {
  return (
    <div className="grid gap-6">
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <LanguageField {...props} />
        <GenderField {...props} />
      </div>
      <TextDetailFields specs={PREFERENCE_TEXT} {...props} />
    </div>
  );
}

/** An archetype's three parts: name and title (one line), why (a text area across the row). */
const ARCHETYPE_PARTS: readonly {
  part: "name" | "title" | "description";
  suffix: string;
  max: number;
  rows?: number;
  className?: string;
}[] = [
  { part: "name", suffix: "name", max: 255 },
  { part: "title", suffix: "title", max: 255 },
  { part: "description", suffix: "why", rows: 2, max: 5000, className: "sm:col-span-2" },
];

/** Traits, decision-style and personality topics, inner philosopher and hero. All optional. */
export function PersonalityFields({ values, setValue, errors }: FieldsProps) {
  const traits = values.personalityTraits;
  const traitRows = editRows(traits, (next) => setValue("personalityTraits", next));
  const setTopic = (key: TopicField, patch: Partial<{ title: string; description: string }>) =>
    setValue("topics", { ...values.topics, [key]: { ...values.topics[key], ...patch } });

  function topicGroup(legend: string, keys: readonly TopicField[]) {
    return (
      <fieldset className="grid gap-4">
        <legend className="mb-1 text-sm font-semibold">{legend}</legend>
        {keys.map((key) => {
          const { label, hint } = TOPIC_LABELS[key];
          return (
            <div key={key} className="grid items-start gap-3 sm:grid-cols-[14rem_1fr]">
              <TextBox
                label={label}
                error={errors[`${key}.title`]}
                description={hint}
                value={values.topics[key].title}
                onChange={(title) => setTopic(key, { title })}
                max={255}
                placeholder="In a few words"
              />
              <TextBox
                label={`${label}: details`}
                error={errors[`${key}.description`]}
                value={values.topics[key].description}
                onChange={(description) => setTopic(key, { description })}
                rows={2}
                max={5000}
              />
            </div>
          );
        })}
      </fieldset>
    );
  }

  return (
    <div className="grid gap-8">
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-semibold">Personality traits</legend>
        {traits.length === 0 ? <p className="text-sm text-muted-foreground">No traits added.</p> : null}
        <ol className="grid gap-3">
          {traits.map((trait, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; the index is their identity here.
            <li key={index} className="grid items-start gap-3 sm:grid-cols-[14rem_1fr_auto]">
              <TextBox
                label={`Trait ${index + 1}`}
                error={errors[`personalityTraits.${index}.title`]}
                value={trait.title}
                onChange={(title) => traitRows.change(index, { title })}
                max={255}
                placeholder="e.g. Resilient"
              />
              <TextBox
                label={`Trait ${index + 1}: description`}
                error={errors[`personalityTraits.${index}.description`]}
                value={trait.description}
                onChange={(description) => traitRows.change(index, { description })}
                rows={2}
                max={5000}
              />
              <RemoveRowButton
                label={`Remove trait ${index + 1}`}
                className="flex items-end sm:pt-6"
                onClick={() => traitRows.remove(index)}
              />
            </li>
          ))}
        </ol>
        <AddRowButton
          label="Add trait"
          count={traits.length}
          onClick={() => traitRows.add({ title: "", description: "" })}
        />
      </fieldset>
      {topicGroup("Decision style", DECISION_STYLE_TOPICS)}
      {topicGroup("Personality", PERSONALITY_TOPICS)}
      {ARCHETYPE_FIELDS.map((key) => {
        const { label, hint } = ARCHETYPE_LABELS[key];
        const value = values[key];
        return (
          <fieldset key={key} className="grid gap-3">
            <legend className="mb-1 text-sm font-semibold">{label}</legend>
            <p className="text-sm text-muted-foreground">{hint}</p>
            <div className="grid items-start gap-3 sm:grid-cols-2">
              {ARCHETYPE_PARTS.map(({ part, suffix, rows, max, className }) => (
                <TextBox
                  key={part}
                  label={`${label}: ${suffix}`}
                  error={errors[`${key}.${part}`]}
                  className={className}
                  value={value[part]}
                  onChange={(next) => setValue(key, { ...value, [part]: next })}
                  rows={rows}
                  max={max}
                />
              ))}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
