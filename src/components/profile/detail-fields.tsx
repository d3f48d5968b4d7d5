"use client";

import { PlusIcon, Trash2Icon } from "lucide-react";

import {
  GENDER_LABELS,
  INJURY_LABELS,
  type InjuryValue,
  LANGUAGE_LABELS,
} from "@/components/management/documents";
import { Suggestions, TagInput } from "@/components/management/fields";
import type { FieldErrors } from "@/components/management/form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { PREFERRED_GENDERS, PREFERRED_LANGUAGES } from "@/lib/constants";
import {
  ARCHETYPE_FIELDS,
  DECISION_STYLE_TOPICS,
  PERSONALITY_TOPICS,
  type TopicField,
} from "@/lib/contracts/users";
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

/** Preferred name, birth date, bio, background. */
export function AboutFields({ values, setValue, errors }: FieldsProps) {
  return (
    <div className="grid items-start gap-5 sm:grid-cols-2">
      <FormField label="Preferred name" error={errors.preferredName} description="What should we call you?">
        <Input
          value={values.preferredName}
          onChange={(e) => setValue("preferredName", e.target.value)}
          maxLength={255}
          autoComplete="nickname"
        />
      </FormField>
      <FormField label="Birth date" error={errors.birthDate}>
        <Input
          type="date"
          value={values.birthDate}
          onChange={(e) => setValue("birthDate", e.target.value)}
          max={today()}
        />
      </FormField>
      <FormField
        label="Bio"
        error={errors.bio}
        description="Your sport, your goals, anything your coach should know."
        className="sm:col-span-2"
      >
        <Textarea
          value={values.bio}
          onChange={(e) => setValue("bio", e.target.value)}
          rows={4}
          maxLength={5000}
        />
      </FormField>
      <FormField
        label="Background"
        error={errors.background}
        description="Your experience so far: years in your sport, level, important moments."
        className="sm:col-span-2"
      >
        <Textarea
          value={values.background}
          onChange={(e) => setValue("background", e.target.value)}
          rows={4}
          maxLength={5000}
        />
      </FormField>
    </div>
  );
}

/** The athlete's sport profile: injury, emotional support, stress triggers, motivators, life events, risk. */
export function WellbeingFields({ values, setValue, errors }: FieldsProps) {
  return (
    <div className="grid gap-6">
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <FormField label="Injury status" error={errors["injuryStatus.value"]}>
          <Select
            value={values.injuryValue}
            onChange={(e) => setValue("injuryValue", e.target.value as InjuryValue | "")}
            placeholder={values.injuryValue ? undefined : "Select…"}
          >
            {INJURY_VALUES.map((value) => (
              <option key={value} value={value}>
                {INJURY_LABELS[value]}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField
          label="Injury description"
          error={errors["injuryStatus.description"]}
          className="sm:col-span-2"
        >
          <Textarea
            value={values.injuryDescription}
            onChange={(e) => setValue("injuryDescription", e.target.value)}
            rows={3}
            maxLength={2000}
            placeholder="What happened, since when, what you can and cannot do."
          />
        </FormField>
      </div>
      <div className="grid gap-2">
        <FormField
          label="Emotional support"
          error={errors.preferredEmotionalSupport}
          description="What helps you when things get hard."
        >
          <Textarea
            value={values.preferredEmotionalSupport}
            onChange={(e) => setValue("preferredEmotionalSupport", e.target.value)}
            rows={2}
            maxLength={2000}
          />
        </FormField>
        <Suggestions
          label="Suggestions for emotional support"
          items={PREFERENCE_SUGGESTIONS.preferredEmotionalSupport}
          isPicked={(item) => hasSuggestion(values.preferredEmotionalSupport, item)}
          onPick={(item) =>
            setValue("preferredEmotionalSupport", toggleSuggestion(values.preferredEmotionalSupport, item))
          }
        />
      </div>
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
      <LifeEventsField values={values} setValue={setValue} errors={errors} />
      <FormField
        label="Risk profile"
        error={errors.riskProfile}
        description="How you approach risk, in training and in competition."
      >
        <Textarea
          value={values.riskProfile}
          onChange={(e) => setValue("riskProfile", e.target.value)}
          rows={2}
          maxLength={2000}
        />
      </FormField>
    </div>
  );
}

function LifeEventsField({ values, setValue, errors }: FieldsProps) {
  const events = values.lifeEvents;
  const change = (index: number, patch: Partial<(typeof events)[number]>) =>
    setValue(
      "lifeEvents",
      events.map((e, i) => (i === index ? { ...e, ...patch } : e)),
    );
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-medium">Life events</legend>
      <p className="text-sm text-muted-foreground">Moments that shaped you: a move, a big win, an injury…</p>
      {events.length === 0 ? <p className="text-sm text-muted-foreground">No life events added.</p> : null}
      <ol className="grid gap-4">
        {events.map((event, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; the index is their identity here.
          <li key={index} className="grid gap-3 rounded-md border p-3 sm:grid-cols-[1fr_10rem_auto]">
            <FormField label={`Life event ${index + 1}`} error={errors[`lifeEvents.${index}.title`]}>
              <Input
                value={event.title}
                onChange={(e) => change(index, { title: e.target.value })}
                maxLength={255}
                placeholder="What happened"
              />
            </FormField>
            <FormField label={`When (event ${index + 1})`} error={errors[`lifeEvents.${index}.when`]}>
              <Input
                value={event.when}
                onChange={(e) => change(index, { when: e.target.value })}
                maxLength={64}
                placeholder="e.g. 2021"
              />
            </FormField>
            <div className="flex items-end">
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Remove life event ${index + 1}`}
                onClick={() =>
                  setValue(
                    "lifeEvents",
                    events.filter((_, i) => i !== index),
                  )
                }
              >
                <Trash2Icon className="text-destructive" />
              </Button>
            </div>
            <FormField
              label={`Description (event ${index + 1})`}
              error={errors[`lifeEvents.${index}.description`]}
              className="sm:col-span-3"
            >
              <Textarea
                value={event.description}
                onChange={(e) => change(index, { description: e.target.value })}
                rows={2}
                maxLength={2000}
              />
            </FormField>
          </li>
        ))}
      </ol>
      <div>
        <Button
          type="button"
          variant="outline"
          disabled={events.length >= 50}
          onClick={() => setValue("lifeEvents", [...events, { title: "", description: "", when: "" }])}
        >
          <PlusIcon />
          Add life event
        </Button>
      </div>
    </fieldset>
  );
}

/** Language and gender (choice lists) and the free-text preferences with their example suggestions. */
export function PreferenceFields({ values, setValue, errors }: FieldsProps) {
  return (
    <div className="grid gap-6">
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <FormField label="Preferred language" error={errors.preferredLanguage}>
          <Select
            value={values.preferredLanguage}
            onChange={(e) =>
              setValue("preferredLanguage", e.target.value as DetailsValues["preferredLanguage"])
            }
            placeholder={values.preferredLanguage ? undefined : "Select…"}
          >
            {PREFERRED_LANGUAGES.map((lang) => (
              <option key={lang} value={lang}>
                {LANGUAGE_LABELS[lang]}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Gender" error={errors.preferredGender}>
          <Select
            value={values.preferredGender}
            onChange={(e) => setValue("preferredGender", e.target.value as DetailsValues["preferredGender"])}
            placeholder={values.preferredGender ? undefined : "Select…"}
          >
            {PREFERRED_GENDERS.map((g) => (
              <option key={g} value={g}>
                {GENDER_LABELS[g]}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      {TEXT_PREFERENCE_FIELDS.map(({ key, label, description }) => (
        <div key={key} className="grid gap-2">
          <FormField label={label} error={errors[key]} description={description}>
            <Textarea
              value={values[key]}
              onChange={(e) => setValue(key, e.target.value)}
              rows={2}
              maxLength={2000}
            />
          </FormField>
          <Suggestions
            label={`Suggestions for ${label.toLowerCase()}`}
            items={PREFERENCE_SUGGESTIONS[key]}
            isPicked={(item) => hasSuggestion(values[key], item)}
            onPick={(item) => setValue(key, toggleSuggestion(values[key], item))}
          />
        </div>
      ))}
    </div>
  );
}

/** Traits, decision-style and personality topics, inner philosopher and hero. All optional. */
export function PersonalityFields({ values, setValue, errors }: FieldsProps) {
  const traits = values.personalityTraits;
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
              <FormField label={label} error={errors[`${key}.title`]} description={hint}>
                <Input
                  value={values.topics[key].title}
                  onChange={(e) => setTopic(key, { title: e.target.value })}
                  maxLength={255}
                  placeholder="In a few words"
                />
              </FormField>
              <FormField label={`${label}: details`} error={errors[`${key}.description`]}>
                <Textarea
                  value={values.topics[key].description}
                  onChange={(e) => setTopic(key, { description: e.target.value })}
                  rows={2}
                  maxLength={5000}
                />
              </FormField>
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
              <FormField label={`Trait ${index + 1}`} error={errors[`personalityTraits.${index}.title`]}>
                <Input
                  value={trait.title}
                  onChange={(e) =>
                    setValue(
                      "personalityTraits",
                      traits.map((t, i) => (i === index ? { ...t, title: e.target.value } : t)),
                    )
                  }
                  maxLength={255}
                  placeholder="e.g. Resilient"
                />
              </FormField>
              <FormField
                label={`Trait ${index + 1}: description`}
                error={errors[`personalityTraits.${index}.description`]}
              >
                <Textarea
                  value={trait.description}
                  onChange={(e) =>
                    setValue(
                      "personalityTraits",
                      traits.map((t, i) => (i === index ? { ...t, description: e.target.value } : t)),
                    )
                  }
                  rows={2}
                  maxLength={5000}
                />
              </FormField>
              <div className="flex items-end sm:pt-6">
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove trait ${index + 1}`}
                  onClick={() =>
                    setValue(
                      "personalityTraits",
                      traits.filter((_, i) => i !== index),
                    )
                  }
                >
                  <Trash2Icon className="text-destructive" />
                </Button>
              </div>
            </li>
          ))}
        </ol>
        <div>
          <Button
            type="button"
            variant="outline"
            disabled={traits.length >= 50}
            onClick={() => setValue("personalityTraits", [...traits, { title: "", description: "" }])}
          >
            <PlusIcon />
            Add trait
          </Button>
        </div>
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
              <FormField label={`${label}: name`} error={errors[`${key}.name`]}>
                <Input
                  value={value.name}
                  onChange={(e) => setValue(key, { ...value, name: e.target.value })}
                  maxLength={255}
                />
              </FormField>
              <FormField label={`${label}: title`} error={errors[`${key}.title`]}>
                <Input
                  value={value.title}
                  onChange={(e) => setValue(key, { ...value, title: e.target.value })}
                  maxLength={255}
                />
              </FormField>
              <FormField
                label={`${label}: why`}
                error={errors[`${key}.description`]}
                className="sm:col-span-2"
              >
                <Textarea
                  value={value.description}
                  onChange={(e) => setValue(key, { ...value, description: e.target.value })}
                  rows={2}
                  maxLength={5000}
                />
              </FormField>
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
