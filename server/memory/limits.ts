import "server-only";

/** A profile's memory holds at most this many facts; then nothing new is added until some are deleted. */
export const MAX_FACTS = 100;
