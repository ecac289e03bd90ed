// One German error map for every zod schema of the app, installed by
// lib/validations/zod.ts. A schema's own message (`{ error: … }`) still wins;
// this says in German what the field needs wherever a schema has none, and
// names the field when it is one a person fills in. Zod's own German locale
// names types and origins in English ("erwartet number"), so it is not used.
import type { z } from "zod";

import { formatMessage } from "@/lib/format-message";
import { validationMessages as t } from "@/messages/validation";

type Issue = z.core.$ZodRawIssue;

const count = (value: number | bigint) => Number(value).toLocaleString("de-DE");

function sizeMessage(issue: Issue & { code: "too_small" | "too_big" }): string {
  const small = issue.code === "too_small";
  const limit = count(small ? issue.minimum : issue.maximum);
  const values = { min: limit, max: limit };
  switch (issue.origin) {
    case "string":
      return formatMessage(small ? t.textTooShort : t.textTooLong, values);
    case "array":
    case "set":
      return formatMessage(small ? t.listTooShort : t.listTooLong, values);
    default:
      if (issue.inclusive === false) return formatMessage(small ? t.numberAbove : t.numberBelow, values);
      return formatMessage(small ? t.numberTooSmall : t.numberTooBig, values);
  }
}

function formatText(issue: Issue & { code: "invalid_format" }): string {
  if (issue.format === "email") return t.invalidEmail;
  if (/uuid|guid|cuid|ulid|nanoid/.test(issue.format)) return t.invalidId;
  return t.invalidFormat;
}

function bareMessage(issue: Issue): string {
  if (issue.input === undefined && (issue.code === "invalid_type" || issue.code === "invalid_value"))
    return t.required;
  switch (issue.code) {
    case "invalid_type":
      return issue.expected === "int" ? t.notWholeNumber : t.wrongType;
    case "invalid_value":
      return t.invalidChoice;
    case "too_small":
    case "too_big":
      return sizeMessage(issue);
    case "invalid_format":
      return formatText(issue);
    case "not_multiple_of":
      return t.notWholeNumber;
    case "unrecognized_keys":
      return t.unknownKeys;
    default:
      return t.invalid;
  }
}

/** The field's German label: the last named key of the issue's path. */
function labelOf(issue: Issue): string | undefined {
  const key = [...(issue.path ?? [])].reverse().find((part) => typeof part === "string");
  return typeof key === "string" && Object.hasOwn(t.labels, key) ? t.labels[key] : undefined;
}

export function germanError(issue: Issue): string {
  const message = bareMessage(issue);
  const label = issue.code === "unrecognized_keys" ? undefined : labelOf(issue);
  return label ? formatMessage(t.labelled, { label, message }) : message;
}
