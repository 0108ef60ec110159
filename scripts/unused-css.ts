import fs from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';
import type { Plugin } from 'vite';

/** Folders whose source names the classes the pages use (stored page texts carry no classes). */
const SOURCE_FOLDERS = ['client', 'shared'];
/**
 * Classes that react-bootstrap puts together at run time for the dialogs, drawers and spinners it still renders,
 * and the states Bootstrap pairs with them.
 */
const RUNTIME_CLASSES = /^(modal|offcanvas|fade$|show$|showing$|hiding$|btn-close|spinner)/;
/**
 * The shared modules only the back office uses (its words are not the site's: "progress" in the picture library would
 * otherwise keep Bootstrap's progress bars in every page's stylesheet).
 */
const STAFF_ONLY =
  /^shared\/(staff|content)\/|^shared\/(media|ordering)\.ts$|^shared\/contracts\/(staff|inbox|content|media|product-csv|editing-fields)\.ts$/;

function sourceWords(root: string): Set<string> {
  const words = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        // The back office loads the whole of Bootstrap's stylesheet (another file): its classes are not the site's.
        if (entry.name !== 'e2e' && entry.name !== 'admin') visit(file);
      } else if (/\.(tsx?|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !STAFF_ONLY.test(path.relative(root, file))) {
        for (const word of fs.readFileSync(file, 'utf8').match(/[\w-]+/g) ?? []) words.add(word);
      }
    }
  };
  for (const folder of SOURCE_FOLDERS) visit(path.join(root, folder));
  return words;
}

/** The classes a selector needs an element to have; those under :not() need it not to, and do not count. */
const classesOf = (selector: string) => [...selector.replace(/:not\([^)]*\)/g, '').matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]!);

/**
 * Drops the rules of a stylesheet (Bootstrap's) whose selectors need a class no source file names: the page
 * looks the same, and every visitor downloads a fraction of the framework. A class written only in a
 * template string's variable part would be missed: write class names out in full.
 */
export function dropUnusedCss({ stylesheet, root }: { stylesheet: RegExp; root: string }): Plugin {
  return {
    name: 'drop-unused-css',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!stylesheet.test(id)) return null;
      const used = sourceWords(root);
      const isUsed = (name: string) => used.has(name) || RUNTIME_CLASSES.test(name);
      const css = postcss.parse(code);
      css.walkRules((rule) => {
        if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as postcss.AtRule).name)) return;
        const kept = rule.selectors.filter((selector) => classesOf(selector).every(isUsed));
        if (kept.length === 0) rule.remove();
        else if (kept.length < rule.selectors.length) rule.selectors = kept;
      });
      let emptied = true;
      while (emptied) {
        emptied = false;
        css.walkAtRules((atRule) => {
          if (atRule.nodes && atRule.nodes.length === 0) {
            atRule.remove();
            emptied = true;
          }
        });
      }
      return { code: css.toString(), map: null };
    },
  };
}
