"use client";

import Link from "next/link";

import type { OrganizationDoc } from "@/components/management/documents";
import { SwitchField } from "@/components/management/fields";
import { useFormState, validate } from "@/components/management/form";
import { CardSkeleton, LoadError } from "@/components/management/load-state";
import { useResource } from "@/components/management/use-resource";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Separator } from "@/components/ui/separator";
import { api } from "@/lib/api-client";
import {
  CHAT_MODELS,
  DEFAULT_CHAT_MODEL,
  DEFAULT_TEMPERATURE,
  MIN_MAX_TOKENS,
  TEMPERATURE_RANGE,
} from "@/lib/constants";
import { updateOrganizationSchema } from "@/lib/contracts/organizations";
import { ROUTES } from "@/lib/routes";
import { toastSuccess, updatedMessage } from "@/lib/toast";

function numberText(value: number | undefined | null): string {
  return value === undefined || value === null ? "" : String(value);
}

/** The organisation's chat configuration (§3 chatConfig), saved with PUT /organizations/{id} {chatConfig}. */
export function ChatSettingsForm({ organizationId }: { organizationId: string }) {
  const org = useResource<OrganizationDoc>(`/organizations/${organizationId}`);
  if (org.error) return <LoadError error={org.error} onRetry={org.reload} />;
  if (!org.data) return <CardSkeleton rows={4} />;
  return <ChatSettingsFields key={org.data._id} org={org.data} onSaved={org.setData} />;
}

function ChatSettingsFields({
  org,
  onSaved,
}: {
  org: OrganizationDoc;
  onSaved: (org: OrganizationDoc) => void;
}) {
  const form = useFormState({
    usersCanConfigureChat: org.chatConfig?.usersCanConfigureChat ?? false,
    model: (org.chatConfig?.model ?? "") as string,
    temperature: numberText(org.chatConfig?.temperature),
    maxTokens: numberText(org.chatConfig?.maxTokens),
  });
  const { values, setValue, errors } = form;

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = {
      chatConfig: {
        usersCanConfigureChat: values.usersCanConfigureChat,
        model: values.model || undefined,
        temperature: values.temperature.trim() === "" ? undefined : Number(values.temperature),
        maxTokens: values.maxTokens.trim() === "" ? "" : Number(values.maxTokens),
      },
    };
    await form.submit(
      () => validate(updateOrganizationSchema, body),
      async (data) => {
        const saved = await api<OrganizationDoc>(`/organizations/${org._id}`, { method: "PUT", body: data });
        toastSuccess(updatedMessage("Chat settings"));
        onSaved(saved);
      },
    );
  }

  return (
    <Card>
      <form ref={form.formRef} onSubmit={onSubmit} noValidate className="grid gap-6">
        <CardHeader>
          <CardTitle>
            <h2>Chat configuration of {org.name}</h2>
          </CardTitle>
          <CardDescription>Defaults for the AI chats of this organisation.</CardDescription>
        </CardHeader>
        <CardContent className="grid items-start gap-5 sm:grid-cols-3">
          <div className="sm:col-span-3">
            <SwitchField
              label="Users can configure chat"
              checked={values.usersCanConfigureChat}
              onCheckedChange={(checked) => setValue("usersCanConfigureChat", checked)}
              description="Lets members change the model and its settings in their own chats."
            />
          </div>
          <Separator className="sm:col-span-3" />
          <FormField label="Model" error={errors["chatConfig.model"]}>
            <Select value={values.model} onChange={(e) => setValue("model", e.target.value)}>
              <option value="">Default ({DEFAULT_CHAT_MODEL})</option>
              {CHAT_MODELS.map((model) => (
                <option key={model} value={model}>
                  {model}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField
            label="Temperature"
            error={errors["chatConfig.temperature"]}
            description={`${TEMPERATURE_RANGE.min} to ${TEMPERATURE_RANGE.max}; empty means ${DEFAULT_TEMPERATURE}.`}
          >
            <Input
              type="number"
              inputMode="decimal"
              step="0.1"
              min={TEMPERATURE_RANGE.min}
              max={TEMPERATURE_RANGE.max}
              value={values.temperature}
              onChange={(e) => setValue("temperature", e.target.value)}
              placeholder={String(DEFAULT_TEMPERATURE)}
            />
          </FormField>
          <FormField
            label="Max tokens"
            error={errors["chatConfig.maxTokens"]}
            description={`At least ${MIN_MAX_TOKENS}; empty means no limit.`}
          >
            <Input
              type="number"
              inputMode="numeric"
              step="1"
              min={MIN_MAX_TOKENS}
              value={values.maxTokens}
              onChange={(e) => setValue("maxTokens", e.target.value)}
              placeholder="No limit"
            />
          </FormField>
        </CardContent>
        <CardFooter className="justify-end gap-2 border-t pt-6">
          <Button asChild variant="outline">
            <Link href={ROUTES.aiConfig}>Cancel</Link>
          </Button>
          <Button type="submit" loading={form.submitting}>
            Save chat settings
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
