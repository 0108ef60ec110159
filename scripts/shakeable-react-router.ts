import type { Plugin } from 'vite';

const REACT_ROUTER_BUILD = /\/node_modules\/react-router\/dist\/production\/[^/]+\.mjs$/;
/** `React10.forwardRef(`, `React3.memo(`, `React.createContext(`: calls that only make a value. */
const COMPONENT_FACTORY_CALL = /\b(React\d*\.(?:forwardRef|memo|createContext)\()/g;
/** `Link.displayName = "Link";` at the top level of the module. */
const DISPLAY_NAME_WRITE = /^[\w$]+\.displayName = "[^"\n]*";$/gm;

/**
 * Any such call, however written (`x.memo(`, `(0, x.forwardRef)(`, a bare `forwardRef(`: React Router has a
 * `createContext` of its own), and any naming at the top level: what the two patterns above must all cover.
 */
const ANY_FACTORY_CALL = /(?:\.(?:forwardRef|memo|createContext)|\bforwardRef)\)?\s*\(/g;
const ANY_TOP_LEVEL_DISPLAY_NAME = /^\S[^\n]*\.displayName\s*=/gm;

/**
 * What React Router 7.18's build has (all in one chunk): a build that rewrites fewer has a package whose
 * components the patterns no longer reach, or whose files the plugin no longer sees.
 */
export const AT_LEAST = { factoryCalls: 17, displayNames: 15 };

const count = (code: string, pattern: RegExp) => code.match(pattern)?.length ?? 0;

/**
 * React Router's build defines its components as `var Link = React.forwardRef(…)` then names them with
 * `Link.displayName = "Link"`. To the bundler both are side effects, so every component of the package (links
 * with framework-mode prefetching, forms…) lands in each visitor's download whether the app uses it or not.
 * The calls are marked pure, and the names, read only by React's developer tools, are left out: unused
 * components are then shaken out like any unused function.
 *
 * The rewrite depends on how the package's build is written, so the build fails rather than quietly shipping
 * every component again: when a file has such a call or naming the patterns miss, and when a build rewrote fewer
 * than React Router has (`AT_LEAST`), which is also what happens if its files move out of REACT_ROUTER_BUILD.
 */
export function shakeableReactRouter(): Plugin {
  let rewritten = { factoryCalls: 0, displayNames: 0 };
  return {
    name: 'shakeable-react-router',
    // The development server runs React Router's development build, which it never bundles for visitors.
    apply: 'build',
    buildStart() {
      rewritten = { factoryCalls: 0, displayNames: 0 };
    },
    transform(code, id) {
      if (!REACT_ROUTER_BUILD.test(id)) return null;
      const factoryCalls = count(code, COMPONENT_FACTORY_CALL);
      const displayNames = count(code, DISPLAY_NAME_WRITE);
      const missed = [
        count(code, ANY_FACTORY_CALL) > factoryCalls ? 'a forwardRef, memo or createContext call' : '',
        count(code, ANY_TOP_LEVEL_DISPLAY_NAME) > displayNames ? 'a displayName write' : '',
      ].filter(Boolean);
      if (missed.length)
        this.error(
          `react-router changed: ${id} has ${missed.join(' and ')} the rewrite does not match (scripts/shakeable-react-router.ts)`,
        );
      rewritten.factoryCalls += factoryCalls;
      rewritten.displayNames += displayNames;
      return {
        code: code.replace(COMPONENT_FACTORY_CALL, '/* @__PURE__ */ $1').replace(DISPLAY_NAME_WRITE, ''),
        map: null,
      };
    },
    buildEnd(error) {
      if (error) return;
      if (rewritten.factoryCalls < AT_LEAST.factoryCalls || rewritten.displayNames < AT_LEAST.displayNames)
        this.error(
          `react-router changed: the build marked ${rewritten.factoryCalls} component calls pure and dropped ` +
            `${rewritten.displayNames} displayName writes, not at least ${AT_LEAST.factoryCalls} and ` +
            `${AT_LEAST.displayNames} (scripts/shakeable-react-router.ts)`,
        );
    },
  };
}
