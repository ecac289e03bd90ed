import "server-only";

import { createHash, randomBytes } from "node:crypto";

// Single-use tokens for e-mail links. Only the SHA-256 of a token is stored;
// the token itself exists only in the e-mail.

export const RESET_TOKEN_MINUTES = 60;
export const VERIFY_TOKEN_DAYS = 7;

export const newToken = (): string => randomBytes(32).toString("base64url");

export const hashToken = (token: string): string => createHash("sha256").update(token).digest("hex");
