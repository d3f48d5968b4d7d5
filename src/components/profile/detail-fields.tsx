"use client";

import { PlusIcon, Trash2Icon } from "lucide-react";
import { useTranslations } from "next-intl";

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
  type SuggestionKey,
  toggleSuggestion,
} from "../account/suggestions";
import { type DetailsValues, firstError, TEXT_PREFERENCE_FIELDS } from "./details-model";

export interface FieldsProps {
  values: DetailsValues;
  setValue: <K extends keyof DetailsValues>(key: K, value: DetailsValues[K]) => void;
  errors: FieldErrors;
}

/** A message of the profile area (its key, checked against the English catalogue). */
export type ProfileMessage = Parameters<ReturnType<typeof useTranslations<"profile">>>[0];

/** The suggestions' texts in the reader's language: picked, they become the person's own words. */
function useSuggestionTexts() {
  const t = useTranslations("account");
  return (keys: readonly SuggestionKey[]) => keys.map((key) => t(`suggestions.${key}`));
}

const INJURY_VALUES: InjuryValue[] = ["fully-healthy", "minor-injury", "serious-injury", "NA"];
const today = () => new Date().toISOString().slice(0, 10);

type StringKey = {
  [K in keyof DetailsValues]: DetailsValues[K] extends string ? K : never;
}[keyof DetailsValues];

/**
 * One free-text field: a text input, or a text area when `rows` is given; suggestions under it if any. Label,
 * description, placeholder and the suggestions' name are messages of the profile area.
 */
export interface TextFieldSpec {
  key: StringKey;
  label: ProfileMessage;
  description?: ProfileMessage;
  placeholder?: ProfileMessage;
  /** The suggestions' accessible name ("Suggestions for communication tone"), with `suggestions`. */
  suggestionsLabel?: ProfileMessage;
  rows?: number;
  max?: number;
  className?: string;
  autoComplete?: string;
  /** The error's key when it is not `key` (e.g. "injuryStatus.description"). */
  errorKey?: string;
  suggestions?: readonly SuggestionKey[];
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
  const t = useTranslations("profile");
  const suggestionTexts = useSuggestionTexts();
  const { key, label, description, placeholder, suggestionsLabel, errorKey, suggestions, className, ...box } =
    spec;
  const field = (
    <TextBox
      {...box}
      label={t(label)}
      description={description ? t(description) : undefined}
      placeholder={placeholder ? t(placeholder) : undefined}
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
        label={suggestionsLabel ? t(suggestionsLabel) : t(label)}
        items={suggestionTexts(suggestions)}
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
  label: "fields.preferredName.label",
  max: 255,
  autoComplete: "nickname",
};
export const BIO_FIELD: TextFieldSpec = {
  key: "bio",
  label: "fields.bio.label",
  rows: 4,
  className: "sm:col-span-2",
};
export const BACKGROUND_FIELD: TextFieldSpec = {
  key: "background",
  label: "fields.background.label",
  rows: 4,
  className: "sm:col-span-2",
};
export const INJURY_DESCRIPTION_FIELD: TextFieldSpec = {
  key: "injuryDescription",
  label: "fields.injuryDescription.label",
  errorKey: "injuryStatus.description",
  rows: 3,
  className: "sm:col-span-2",
  placeholder: "fields.injuryDescription.placeholder",
};

/** The free-text preferences with their example suggestions (the preferences tab adds emotional support). */
export const TEXT_PREFERENCE_SPECS: readonly TextFieldSpec[] = TEXT_PREFERENCE_FIELDS.map(
  ({ key }): TextFieldSpec => ({
    key,
    label: `fields.${key}.label`,
    description: `fields.${key}.description`,
    suggestionsLabel: `fields.${key}.suggestions`,
    rows: 2,
    suggestions: PREFERENCE_SUGGESTIONS[key],
  }),
);
export const EMOTIONAL_SUPPORT_FIELD: TextFieldSpec = {
  key: "preferredEmotionalSupport",
  label: "fields.preferredEmotionalSupport.label",
  description: "fields.preferredEmotionalSupport.description",
  suggestionsLabel: "fields.preferredEmotionalSupport.suggestions",
  rows: 2,
  suggestions: PREFERENCE_SUGGESTIONS.preferredEmotionalSupport,
};

/** `max` on every spec (the profile forms' limits). */
const limited = (spec: TextFieldSpec, max: number): TextFieldSpec => ({ ...spec, max });

const ABOUT_TEXT: readonly TextFieldSpec[] = [
  { ...limited(BIO_FIELD, 5000), description: "fields.bio.description" },
  { ...limited(BACKGROUND_FIELD, 5000), description: "fields.background.description" },
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
  const t = useTranslations("profile");
  const suggestionTexts = useSuggestionTexts();
  return (
    <>
      <TagInput
        label={t("fields.stressTriggers.label")}
        value={values.stressTriggers}
        onChange={(next) => setValue("stressTriggers", next)}
        placeholder={t("fields.stressTriggers.placeholder")}
        suggestions={suggestionTexts(STRESS_TRIGGER_SUGGESTIONS)}
        error={firstError(errors, "stressTriggers")}
      />
      <TagInput
        label={t("fields.keyMotivators.label")}
        value={values.keyMotivators}
        onChange={(next) => setValue("keyMotivators", next)}
        placeholder={t("fields.keyMotivators.placeholder")}
        suggestions={suggestionTexts(MOTIVATOR_SUGGESTIONS)}
        error={firstError(errors, "keyMotivators")}
      />
    </>
  );
}

export function BirthDateField({ values, setValue, errors }: FieldsProps) {
  const t = useTranslations("profile");
  return (
    <FormField label={t("fields.birthDate.label")} error={errors.birthDate}>
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

type EnumsTranslator = ReturnType<typeof useTranslations<"enums">>;

/** One choice list: the field, its label, its options and their labels (from the fixed lists, `enums`). */
interface ChoiceSpec<K extends ChoiceKey> {
  key: K;
  label: ProfileMessage;
  options: readonly Choice<K>[];
  optionLabel: (te: EnumsTranslator, option: Choice<K>) => string;
  errorKey?: string;
}

function ChoiceField<K extends ChoiceKey>({
  spec,
  values,
  setValue,
  errors,
  className,
}: FieldsProps & { spec: ChoiceSpec<K>; className?: string }) {
  const t = useTranslations("profile");
  const te = useTranslations("enums");
  const value = values[spec.key];
  return (
    <FormField label={t(spec.label)} error={errors[spec.errorKey ?? spec.key]} className={className}>
      <Select
        value={value}
        onChange={(e) => setValue(spec.key, e.target.value as DetailsValues[K])}
        placeholder={value ? undefined : t("form.select")}
      >
        <SelectOptions values={spec.options} label={(option) => spec.optionLabel(te, option)} />
      </Select>
    </FormField>
  );
}

const INJURY_CHOICE: ChoiceSpec<"injuryValue"> = {
  key: "injuryValue",
  label: "fields.injuryValue.label",
  options: INJURY_VALUES,
  optionLabel: (te, option) => te(`injury.${option}`),
  errorKey: "injuryStatus.value",
};
const LANGUAGE_CHOICE: ChoiceSpec<"preferredLanguage"> = {
  key: "preferredLanguage",
  label: "fields.preferredLanguage.label",
  options: PREFERRED_LANGUAGES,
  optionLabel: (te, option) => te(`languages.${option}`),
};
const GENDER_CHOICE: ChoiceSpec<"preferredGender"> = {
  key: "preferredGender",
  label: "fields.preferredGender.label",
  options: PREFERRED_GENDERS,
  optionLabel: (te, option) => te(`genders.${option}`),
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
        spec={{ ...PREFERRED_NAME_FIELD, description: "fields.preferredName.description" }}
        {...props}
      />
      <BirthDateField {...props} />
      <TextDetailFields specs={ABOUT_TEXT} {...props} />
    </div>
  );
}

const RISK_PROFILE_FIELD: TextFieldSpec = {
  key: "riskProfile",
  label: "fields.riskProfile.label",
  description: "fields.riskProfile.description",
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
  const t = useTranslations("profile");
  const events = values.lifeEvents;
  const eventRows = editRows(events, (next) => setValue("lifeEvents", next));
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-medium">{t("form.lifeEvents.legend")}</legend>
      <p className="text-sm text-muted-foreground">{t("form.lifeEvents.hint")}</p>
      {events.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("form.lifeEvents.empty")}</p>
      ) : null}
      <ol className="grid gap-4">
        {events.map((event, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; the index is their identity here.
          <li key={index} className="grid gap-3 rounded-md border p-3 sm:grid-cols-[1fr_10rem_auto]">
            <TextBox
              label={t("form.lifeEvents.title", { n: index + 1 })}
              error={errors[`lifeEvents.${index}.title`]}
              value={event.title}
              onChange={(title) => eventRows.change(index, { title })}
              max={255}
              placeholder={t("form.lifeEvents.titlePlaceholder")}
            />
            <TextBox
              label={t("form.lifeEvents.when", { n: index + 1 })}
              error={errors[`lifeEvents.${index}.when`]}
              value={event.when}
              onChange={(when) => eventRows.change(index, { when })}
              max={64}
              placeholder={t("form.lifeEvents.whenPlaceholder")}
            />
            <RemoveRowButton
              label={t("form.lifeEvents.remove", { n: index + 1 })}
              className="flex items-end"
              onClick={() => eventRows.remove(index)}
            />
            <TextBox
              label={t("form.lifeEvents.description", { n: index + 1 })}
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
        label={t("form.lifeEvents.add")}
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
  max: number;
  rows?: number;
  className?: string;
}[] = [
  { part: "name", max: 255 },
  { part: "title", max: 255 },
  { part: "description", rows: 2, max: 5000, className: "sm:col-span-2" },
];

/** Traits, decision-style and personality topics, inner philosopher and hero. All optional. */
export function PersonalityFields({ values, setValue, errors }: FieldsProps) {
  const t = useTranslations("profile");
  const traits = values.personalityTraits;
  const traitRows = editRows(traits, (next) => setValue("personalityTraits", next));
  const setTopic = (key: TopicField, patch: Partial<{ title: string; description: string }>) =>
    setValue("topics", { ...values.topics, [key]: { ...values.topics[key], ...patch } });

  function topicGroup(legend: string, keys: readonly TopicField[]) {
    return (
      <fieldset className="grid gap-4">
        <legend className="mb-1 text-sm font-semibold">{legend}</legend>
        {keys.map((key) => {
          const label = t(`topics.${key}.label`);
          return (
            <div key={key} className="grid items-start gap-3 sm:grid-cols-[14rem_1fr]">
              <TextBox
                label={label}
                error={errors[`${key}.title`]}
                description={t(`topics.${key}.hint`)}
                value={values.topics[key].title}
                onChange={(title) => setTopic(key, { title })}
                max={255}
                placeholder={t("form.topicPlaceholder")}
              />
              <TextBox
                label={t("form.topicDetails", { label })}
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
        <legend className="mb-1 text-sm font-semibold">{t("form.traits.legend")}</legend>
        {traits.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("form.traits.empty")}</p>
        ) : null}
        <ol className="grid gap-3">
          {traits.map((trait, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; the index is their identity here.
            <li key={index} className="grid items-start gap-3 sm:grid-cols-[14rem_1fr_auto]">
              <TextBox
                label={t("form.traits.title", { n: index + 1 })}
                error={errors[`personalityTraits.${index}.title`]}
                value={trait.title}
                onChange={(title) => traitRows.change(index, { title })}
                max={255}
                placeholder={t("form.traits.titlePlaceholder")}
              />
              <TextBox
                label={t("form.traits.description", { n: index + 1 })}
                error={errors[`personalityTraits.${index}.description`]}
                value={trait.description}
                onChange={(description) => traitRows.change(index, { description })}
                rows={2}
                max={5000}
              />
              <RemoveRowButton
                label={t("form.traits.remove", { n: index + 1 })}
                className="flex items-end sm:pt-6"
                onClick={() => traitRows.remove(index)}
              />
            </li>
          ))}
        </ol>
        <AddRowButton
          label={t("form.traits.add")}
          count={traits.length}
          onClick={() => traitRows.add({ title: "", description: "" })}
        />
      </fieldset>
      {topicGroup(t("form.decisionStyle"), DECISION_STYLE_TOPICS)}
      {topicGroup(t("form.personality"), PERSONALITY_TOPICS)}
      {ARCHETYPE_FIELDS.map((key) => {
        const label = t(`archetypes.${key}.label`);
        const value = values[key];
        return (
          <fieldset key={key} className="grid gap-3">
            <legend className="mb-1 text-sm font-semibold">{label}</legend>
            <p className="text-sm text-muted-foreground">{t(`archetypes.${key}.hint`)}</p>
            <div className="grid items-start gap-3 sm:grid-cols-2">
              {ARCHETYPE_PARTS.map(({ part, rows, max, className }) => (
                <TextBox
                  key={part}
                  label={t(`form.archetypePart.${part}`, { label })}
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
