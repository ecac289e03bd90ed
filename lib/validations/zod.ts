// The app's zod: every schema imports z from here, so the German error map is
// installed wherever a schema is used, on the server and in the browser alike.
import { z } from "zod";

import { germanError } from "@/lib/validations/german-errors";

z.config({ localeError: germanError });

export { z };
