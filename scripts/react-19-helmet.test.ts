import { buildWith, packageFile, readPackageFile } from '../test/vite-plugin-hooks';
import { react19Helmet } from './react-19-helmet';

const HELMET = 'react-helmet-async/lib/index.esm.js';

const helmetBuild = (code: string) => buildWith(react19Helmet(), { [packageFile(HELMET)]: code })[packageFile(HELMET)];

describe('react19Helmet', () => {
  it("settles the installed react-helmet-async's choice of React version at build time", () => {
    const output = helmetBuild(readPackageFile(HELMET))!.code;
    expect(output).toContain('var isReact19 = true;');
    expect(output).not.toContain('if (isReact19)');
    expect(output).not.toContain('return !fastCompare(without(this.props, "helmetData")');
  });

  it('fails the build when a line it settles is no longer there', () => {
    const changed = readPackageFile(HELMET).replace('var isReact19 = major >= 19;', 'var isReact19 = major > 18;');
    expect(() => helmetBuild(changed)).toThrow('react-helmet-async changed: /var isReact19 = major >= 19;/g found 0 times, not 1');
  });

  it('fails the build when a line it settles appears more often', () => {
    const changed = `${readPackageFile(HELMET)}\nif (isReact19) {}\n`;
    expect(() => helmetBuild(changed)).toThrow('found 4 times, not 3');
  });

  it('leaves every other file alone', () => {
    expect(buildWith(react19Helmet(), { [packageFile('react-helmet-async/lib/index.js')]: 'var isReact19 = major >= 19;' })).toEqual({
      [packageFile('react-helmet-async/lib/index.js')]: null,
    });
  });
});
