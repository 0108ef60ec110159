// The loader data a server-rendered page hands to the browser (React Router's hydration script), read from its
// HTML: for the tests of what a page sends, and the bench's bytes per page type.

const HYDRATION_SCRIPT = /window\.__staticRouterHydrationData = JSON\.parse\(("(?:[^"\\]|\\.)*")\);/;

/** The hydration script as the page carries it (JavaScript source), or undefined for a page without one. */
export function hydrationScriptOf(html: string): string | undefined {
  return HYDRATION_SCRIPT.exec(html)?.[0];
}

/** Each matched route's loader data, by route id. */
export function hydrationDataOf(html: string): Record<string, Record<string, unknown>> {
  const serialised = HYDRATION_SCRIPT.exec(html)?.[1];
  if (!serialised) throw new Error('the page has no hydration data');
  return (JSON.parse(JSON.parse(serialised) as string) as { loaderData: Record<string, Record<string, unknown>> }).loaderData;
}
