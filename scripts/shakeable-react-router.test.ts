import { readdirSync } from 'node:fs';
import { buildWith, packageFile, readPackageFile } from '../test/vite-plugin-hooks';
import { AT_LEAST, shakeableReactRouter } from './shakeable-react-router';

const DIST = 'react-router/dist/production';
const A_FILE = packageFile(`${DIST}/chunk-TEST.mjs`);

/** Every file of React Router's production build, by the path the bundler names it with. */
function installedBuild(): Record<string, string> {
  const names = readdirSync(packageFile(DIST)).filter((name) => name.endsWith('.mjs'));
  return Object.fromEntries(names.map((name) => [packageFile(`${DIST}/${name}`), readPackageFile(`${DIST}/${name}`)]));
}

/** A build with the installed package's files and these others. */
const withInstalled = (files: Record<string, string>) => ({ ...installedBuild(), ...files });

describe('shakeableReactRouter', () => {
  it("marks the installed React Router's component calls pure and drops their names", () => {
    const output = Object.values(buildWith(shakeableReactRouter(), installedBuild())).map((file) => file?.code ?? '');
    const all = output.join('\n');
    expect(all.match(/\/\* @__PURE__ \*\/ React\d*\.(forwardRef|memo|createContext)\(/g)!.length).toBeGreaterThanOrEqual(
      AT_LEAST.factoryCalls,
    );
    expect(all).not.toMatch(/^Link\.displayName = "Link";$/m);
  });

  it('rewrites a component written the way React Router writes them', () => {
    const code = 'var Link = React10.forwardRef(function Link2() {});\nLink.displayName = "Link";\n';
    const output = buildWith(shakeableReactRouter(), withInstalled({ [A_FILE]: code }));
    expect(output[A_FILE]!.code).toBe('var Link = /* @__PURE__ */ React10.forwardRef(function Link2() {});\n\n');
  });

  it('fails the build on a component call the rewrite does not match', () => {
    const code = 'var Link = (0, import_react.forwardRef)(function Link2() {});\n';
    expect(() => buildWith(shakeableReactRouter(), withInstalled({ [A_FILE]: code }))).toThrow(
      /react-router changed: .*chunk-TEST\.mjs has a forwardRef, memo or createContext call the rewrite does not match/,
    );
  });

  it('fails the build on a name the rewrite does not match', () => {
    const code = "Link.displayName = 'Link';\n";
    expect(() => buildWith(shakeableReactRouter(), withInstalled({ [A_FILE]: code }))).toThrow(
      /chunk-TEST\.mjs has a displayName write the rewrite does not match/,
    );
  });

  it('fails the build when fewer components than React Router has were rewritten', () => {
    const code = 'var Link = React.forwardRef(function Link2() {});\nLink.displayName = "Link";\n';
    expect(() => buildWith(shakeableReactRouter(), { [A_FILE]: code })).toThrow(
      `the build marked 1 component calls pure and dropped 1 displayName writes, not at least ${AT_LEAST.factoryCalls}`,
    );
  });

  it("fails the build when none of React Router's files reach it", () => {
    expect(() => buildWith(shakeableReactRouter(), { [packageFile('react-router/dist/index.mjs')]: 'export {}' })).toThrow(
      'the build marked 0 component calls pure',
    );
  });
});
