import { z } from "@/lib/validations/zod";

/** An action about one of the user's profiles: the id of the profile the page shows. */
export const profileRefSchema = z.strictObject({ profileId: z.uuid() });
