import "server-only";

/** User messages: the database refuses longer ones (chat_messages_content_length). */
export const MAX_MESSAGE_LENGTH = 4_000;
/** chats.title is VARCHAR(100). */
export const MAX_TITLE_LENGTH = 100;
/** Spec §9: the chat list previews 50 characters. */
export const PREVIEW_LENGTH = 50;
/** How much of the conversation the coach remembers. */
export const HISTORY_LIMIT = 20;
/** How many of the account's profiles the coach knows (Pro has no profile limit). */
export const HOUSEHOLD_LIMIT = 20;
/** An exercise suggested in another chat is not suggested again for this many hours (issue 23). */
export const RECENT_EXERCISE_HOURS = 24;
/** How many of the coach's replies in other chats are read for those exercises. */
export const RECENT_REPLIES_LIMIT = 40;
/** Message pages for the history. */
export const DEFAULT_PAGE_SIZE = 30;
export const MAX_PAGE_SIZE = 100;
