import type { Plugin } from 'vite';

const HELMET_BUILD = /\/node_modules\/react-helmet-async\/lib\/index\.esm\.js$/;

/** Each test of the React version, and the one use of the pre-19 store that needs no test to be dead. */
const REWRITES: [from: RegExp, to: string, count: number][] = [
  [/var isReact19 = major >= 19;/g, 'var isReact19 = true;', 1],
  [/if \(isReact19\) \{/g, 'if (true) {', 3],
  [/if \(helmetData && !\(helmetData instanceof HelmetData\)\) \{/g, 'if (false) {', 1],
  // A deep comparison of the props before each render, to spare the older implementation's head rewrite. On
  // React 19 a render only returns the native tags, which React compares itself: the check costs more than it saves.
  [
    / {2}shouldComponentUpdate\(nextProps\) \{\n {4}return !fastCompare\(without\(this\.props, "helmetData"\), without\(nextProps, "helmetData"\)\);\n {2}\}\n/g,
    '',
    1,
  ],
];

/**
 * react-helmet-async 3 carries two implementations: on React 19 its `<Helmet>` renders native `<title>` and
 * `<meta>` that React hoists into `<head>`; for older Reacts it keeps a store of tags and writes the head itself.
 * It chooses at run time from `React.version`, so the bundler keeps both, and the older one (its store, its
 * server mapping, shallowequal, react-fast-compare) sits in every visitor's download unused. The project pins React 19
 * (package.json): the choice is settled at build time and the other branch is shaken out. The build fails if the
 * package no longer has these lines, rather than quietly shipping both again.
 */
export function react19Helmet(): Plugin {
  return {
    name: 'react-19-helmet',
    transform(code, id) {
      if (!HELMET_BUILD.test(id)) return null;
      let rewritten = code;
      for (const [from, to, count] of REWRITES) {
        const found = rewritten.match(from)?.length ?? 0;
        if (found !== count)
          this.error(`react-helmet-async changed: ${from} found ${found} times, not ${count} (scripts/react-19-helmet.ts)`);
        rewritten = rewritten.replace(from, to);
      }
      return { code: rewritten, map: null };
    },
  };
}
