import { readFileSync } from 'node:fs';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type SupportedLanguage } from './reference/data';
import { projectFile } from '../rules/project-files';

type Tree = { [key: string]: Tree | string };
const cache = new Map<string, Tree>();

function load(lang: SupportedLanguage, namespace: string): Tree {
  const key = `${lang}/${namespace}`;
  let tree = cache.get(key);
  if (!tree) {
    try {
      tree = JSON.parse(readFileSync(projectFile(`locales/${lang}/${namespace}.json`), 'utf8')) as Tree;
    } catch {
      tree = {};
    }
    cache.set(key, tree);
  }
  return tree;
}

function lookup(tree: Tree, path: string): string | undefined {
  let node: Tree | string | undefined = tree;
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** The language of a platform request: its Accept-Language when supported (the gateway sends the player's). */
export function requestLanguage(header: string | undefined): SupportedLanguage {
  const tag = header?.split(',')[0]?.split(';')[0]?.trim();
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(tag ?? '') ? (tag as SupportedLanguage) : DEFAULT_LANGUAGE;
}

/** "namespace:key.path" in lang, falling back to en-US, with {{name}} filled from vars. */
export function t(lang: SupportedLanguage, key: string, vars: Record<string, string | number> = {}): string {
  const [namespace, path] = key.split(':') as [string, string];
  const template = lookup(load(lang, namespace), path) ?? lookup(load(DEFAULT_LANGUAGE, namespace), path) ?? key;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}
