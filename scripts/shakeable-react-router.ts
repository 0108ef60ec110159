import type { Plugin } from 'vite';

const REACT_ROUTER_BUILD = /\/node_modules\/react-router\/dist\/production\/[^/]+\.mjs$/;
/** `React10.forwardRef(`, `React3.memo(`, `React.createContext(`: calls that only make a value. */
const COMPONENT_FACTORY_CALL = /\b(React\d*\.(?:forwardRef|memo|createContext)\()/g;
/** `Link.displayName = "Link";` at the top level of the module. */
const DISPLAY_NAME_WRITE = /^[\w$]+\.displayName = "[^"\n]*";$/gm;

/**
 * React Router's build defines its components as `var Link = React.forwardRef(…)` then names them with
 * `Link.displayName = "Link"`. To the bundler both are side effects, so every component of the package (links
 * with framework-mode prefetching, forms…) lands in each visitor's download whether the app uses it or not.
 * The calls are marked pure, and the names, read only by React's developer tools, are left out: unused
 * components are then shaken out like any unused function.
 */
export function shakeableReactRouter(): Plugin {
  return {
    name: 'shakeable-react-router',
    transform(code, id) {
      if (!REACT_ROUTER_BUILD.test(id)) return null;
      return {
        code: code.replace(COMPONENT_FACTORY_CALL, '/* @__PURE__ */ $1').replace(DISPLAY_NAME_WRITE, ''),
        map: null,
      };
    },
  };
}
