import { z } from "@/lib/validations/zod";

import { EnergyState } from "@/prisma/generated/client/enums";

export const checkInSchema = z.strictObject({
  profileId: z.uuid(),
  state: z.enum(EnergyState),
  energy: z.int().min(1).max(5),
});
