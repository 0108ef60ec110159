// The parts of @mdn/mdn-http-observatory (plain JavaScript) that the stress run uses to scan the local site.
declare module '@mdn/mdn-http-observatory/src/retriever/retriever.js' {
  export function retrieve(
    hostname: string,
    options?: { httpPort?: string; httpsPort?: string },
  ): Promise<{ responses: { auto?: { status: number } } }>;
}
declare module '@mdn/mdn-http-observatory/src/constants.js' {
  export const ALL_TESTS: ((requests: unknown) => { result?: string; pass?: boolean; constructor: { name: string } })[];
}
declare module '@mdn/mdn-http-observatory/src/grader/grader.js' {
  export function getScoreModifier(expectation: string): number;
  export function getGradeForScore(score: number): { grade: string; score: number };
}
declare module '@mdn/mdn-http-observatory/src/grader/charts.js' {
  export const MINIMUM_SCORE_FOR_EXTRA_CREDIT: number;
}
