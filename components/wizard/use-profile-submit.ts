"use client";

import type { FieldErrors, UseFormReturn } from "react-hook-form";
import { toast } from "@/components/app/toast";

import { useProModal } from "@/components/billing/pro-modal-context";
import type { DraftMode } from "@/components/wizard/profile-draft";
import type { ActionResult } from "@/lib/errors";
import { formatMessage } from "@/lib/format-message";
import {
  type ProfileField,
  profileFieldsSchema,
  type ProfileInput,
  type ProfileVersion,
} from "@/lib/validations/profile";
import { consentMessages } from "@/messages/consent";
import { profileMessages } from "@/messages/profile";
import { addProfile, createProfile, updateActiveProfile } from "@/server/actions/profile";
import type { SavedProfile } from "@/server/profiles/save-profile";

const t = profileMessages.toasts;

const ACTIONS: Record<DraftMode, (input: unknown) => Promise<ActionResult<SavedProfile>>> = {
  create: createProfile,
  edit: updateActiveProfile,
  add: addProfile,
};

const SUCCESS: Record<DraftMode, [title: string, text: string]> = {
  create: [t.createdTitle, t.createdText],
  edit: [t.updatedTitle, t.updatedText],
  add: [t.createdTitle, t.addedText],
};

const isField = (key: string): key is ProfileField => key in profileFieldsSchema.shape;

/**
 * Submit (spec §4): the whole profile is validated; errors produce the
 * 'Validierungsfehler' toast and open the first step with an error. A valid
 * profile is saved through the server action, whose answers become toasts.
 */
export function useProfileSubmit({
  form,
  mode,
  beforeSave,
  showErrorsFrom,
  onSaved,
  version,
}: {
  form: UseFormReturn<ProfileInput>;
  mode: DraftMode;
  /** Runs once the profile is valid; false stops the save (the consent to health data is missing). */
  beforeSave?: () => Promise<boolean>;
  /** Opens the step with the first of these fields and focuses it. */
  showErrorsFrom: (fields: string[]) => void;
  onSaved: (saved: SavedProfile) => void;
  /** Edit mode: the profile shown and the version loaded; the server refuses a stale save. */
  version?: ProfileVersion;
}) {
  const { openProModal } = useProModal();

  const onInvalid = (errors: FieldErrors<ProfileInput>) => {
    const fields = Object.keys(errors);
    toast.error(t.validationTitle, { description: formatMessage(t.validationText, { n: fields.length }) });
    showErrorsFrom(fields);
  };

  const onValid = async (values: ProfileInput) => {
    if (beforeSave && !(await beforeSave())) {
      toast.error(consentMessages.requiredTitle, { description: consentMessages.required });
      return;
    }
    let result: ActionResult<SavedProfile>;
    try {
      result = await ACTIONS[mode](mode === "edit" ? { ...values, ...version } : values);
    } catch {
      toast.error(t.saveFailedTitle, { description: t.saveFailedText });
      return;
    }
    if (!result.ok) {
      if (result.code === "pro_required") {
        toast.error(result.title, { description: result.message });
        openProModal();
        return;
      }
      const fields = Object.entries(result.fieldErrors ?? {}).filter(([key]) => isField(key));
      for (const [field, message] of fields)
        form.setError(field as ProfileField, { type: "server", message });
      toast.error(t.saveFailedTitle, { description: result.message || t.saveFailedText });
      if (fields.length > 0) showErrorsFrom(fields.map(([field]) => field));
      return;
    }
    const [title, description] = SUCCESS[mode];
    toast.success(title, { description });
    if (result.data.webhookWarning) toast.warning(t.webhookTitle, { description: t.webhookText });
    onSaved(result.data);
  };

  return form.handleSubmit(onValid, onInvalid);
}
