// Paths inside the app that screens link to, apart from the modules (components/dashboard/modules.ts).
// Kept out of config/site.ts so that a link does not bring the site's legal details into the app's script.

/** 'Mein Krisenplan', linked from every crisis card and from the account menu. */
export const SAFETY_PLAN_HREF = "/app/krisenplan";
