import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { copyPgliteTemplate, pgliteTemplateKey } from './pglite-template.ts';

describe('the PGlite template (decision 113)', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'ks-template-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  /** A stand-in template folder (PGlite's PG_VERSION and one nested file). */
  function fakeTemplate(): string {
    const template = join(dir, 'template');
    mkdirSync(join(template, 'base'), { recursive: true });
    writeFileSync(join(template, 'PG_VERSION'), '17\n');
    writeFileSync(join(template, 'base', 'data'), 'rows');
    return template;
  }

  it('is keyed by the PGlite version and the migrations', () => {
    const root = join(dir, 'root');
    mkdirSync(join(root, 'node_modules', '@electric-sql', 'pglite'), { recursive: true });
    mkdirSync(join(root, 'drizzle', 'meta'), { recursive: true });
    const setVersion = (version: string) =>
      writeFileSync(
        join(root, 'node_modules', '@electric-sql', 'pglite', 'package.json'),
        JSON.stringify({ version }),
      );
    setVersion('1.0.0');
    writeFileSync(join(root, 'drizzle', '0000_a.sql'), 'create table a ();');
    writeFileSync(join(root, 'drizzle', 'meta', '_journal.json'), '{}');
    const first = pgliteTemplateKey(root);
    expect(pgliteTemplateKey(root)).toBe(first);
    writeFileSync(join(root, 'drizzle', '0001_b.sql'), 'create table b ();');
    const second = pgliteTemplateKey(root);
    expect(second).not.toBe(first);
    setVersion('1.0.1');
    expect(pgliteTemplateKey(root)).not.toBe(second);
  });

  it('is copied into a missing or empty folder, leaving no temporary folder', () => {
    const template = fakeTemplate();
    const target = join(dir, 'data', 'pglite');
    mkdirSync(join(dir, 'data'));
    expect(copyPgliteTemplate(target, template)).toBe(true);
    expect(readFileSync(join(target, 'base', 'data'), 'utf8')).toBe('rows');
    expect(readdirSync(join(dir, 'data'))).toEqual(['pglite']);

    const empty = join(dir, 'empty');
    mkdirSync(empty);
    expect(copyPgliteTemplate(empty, template)).toBe(true);
    expect(readFileSync(join(empty, 'PG_VERSION'), 'utf8')).toBe('17\n');
  });

  it('never touches a folder that holds anything, nor copies a template without PG_VERSION', () => {
    const template = fakeTemplate();
    const existing = join(dir, 'existing');
    mkdirSync(existing);
    writeFileSync(join(existing, 'PG_VERSION'), '16\n');
    expect(copyPgliteTemplate(existing, template)).toBe(false);
    expect(readdirSync(existing)).toEqual(['PG_VERSION']);

    const file = join(dir, 'a-file');
    writeFileSync(file, 'not a database folder');
    expect(copyPgliteTemplate(file, template)).toBe(false);
    expect(readFileSync(file, 'utf8')).toBe('not a database folder');

    rmSync(join(template, 'PG_VERSION'));
    expect(copyPgliteTemplate(join(dir, 'missing'), template)).toBe(false);
    expect(copyPgliteTemplate(join(dir, 'missing'), null)).toBe(false);
    expect(readdirSync(dir).sort()).toEqual(['a-file', 'existing', 'template']);
  });
});
