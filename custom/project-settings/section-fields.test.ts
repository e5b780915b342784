import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { translate } from '../../locales';
import { SETTINGS_SECTIONS } from '../../schemas/settings';
import { SECTIONS } from '../../server/settings/project-settings';
import { GROUP_TAB_SECTIONS, type TabSection, choiceKey, fieldLabelKey, sectionFields, tabKey } from './section-fields';
import { TAB_SECTIONS, tabsFor } from './section-access';

type Node = { type?: string; properties?: Record<string, Node>; enum?: unknown[]; anyOf?: Node[] };

/** Every leaf of a section's JSON Schema (objects are walked, lists are leaves), with its node. */
function leaves(node: Node, prefix = ''): Map<string, Node> {
  const out = new Map<string, Node>();
  for (const [key, child] of Object.entries(node.properties ?? {})) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (child.type === 'object' && child.properties) for (const [p, n] of leaves(child, path)) out.set(p, n);
    else out.set(path, child);
  }
  return out;
}

const schemaOf = (section: TabSection) => z.toJSONSchema(SECTIONS[section], { io: 'input', unrepresentable: 'any' }) as Node;

describe.each(TAB_SECTIONS)('the %s tab', (section) => {
  const fields = sectionFields(section);
  const schema = leaves(schemaOf(section));

  it('shows every field of the server’s section, and no other', () => {
    // A generated field (the mobile SDK's key hash) is the server's: its commands set it, no form does.
    const generated = SETTINGS_SECTIONS[section].generated ?? [];
    expect(fields.map((field) => field.name).sort()).toEqual([...schema.keys()].filter((name) => !generated.includes(name)).sort());
  });

  it('offers exactly the choices the server accepts', () => {
    const choiceFields = fields.filter((field) => field.kind === 'choice').map((field) => field.name);
    expect(choiceFields.sort()).toEqual([...schema].filter(([, node]) => node.enum).map(([path]) => path).sort());
    for (const field of fields) {
      if (field.kind !== 'choice') continue;
      expect([...field.choices].sort(), field.name).toEqual([...(schema.get(field.name)?.enum ?? [])].sort());
    }
  });

  it('has a label for every field and every choice, in every language', () => {
    for (const locale of ['en', 'ru', 'uk'] as const) {
      for (const field of fields) {
        const key = fieldLabelKey(section, field.name);
        expect(translate(locale, key), `${locale} ${key}`).not.toBe(key);
        if (field.kind !== 'choice') continue;
        for (const value of field.choices) {
          const choiceKey = `project_settings.choices.${section}.${field.name}.${value}`;
          expect(translate(locale, choiceKey), `${locale} ${choiceKey}`).not.toBe(choiceKey);
        }
      }
      expect(translate(locale, `project_settings.tabs.${section}`)).not.toContain('project_settings');
    }
  });
});

// A group's sections (custom/group-settings): a dialog each, its strings under group_settings.
describe.each(GROUP_TAB_SECTIONS)('the %s section of a group', (section) => {
  it('has a label for every field and choice, and a title, in every language', () => {
    for (const locale of ['en', 'ru', 'uk'] as const) {
      for (const field of sectionFields(section)) {
        expect(translate(locale, fieldLabelKey(section, field.name)), `${locale} ${field.name}`).not.toMatch(/^group_settings\./);
        if (field.kind === 'choice') for (const value of field.choices) expect(translate(locale, choiceKey(section, field.name, value))).not.toMatch(/^group_settings\./);
      }
      for (const image of SETTINGS_SECTIONS[section].images ?? []) expect(translate(locale, fieldLabelKey(section, image.field))).not.toMatch(/^group_settings\./);
      expect(translate(locale, tabKey(section))).not.toMatch(/^group_settings\./);
    }
  });
});

describe('which tabs a user gets', () => {
  it('all of them, read-only, for those who may only view project settings', () => {
    expect(tabsFor(['project_settings.view'])).toEqual(TAB_SECTIONS.map((section) => ({ section, readOnly: true })));
  });

  it('all of them, editable, for those who may change them', () => {
    expect(tabsFor(['project_settings.change']).every((tab) => !tab.readOnly)).toBe(true);
    expect(tabsFor(['project_settings.view', 'project_settings.change'])).toHaveLength(TAB_SECTIONS.length);
  });

  it('none for those who reached the page through markers or backups only', () => {
    expect(tabsFor(['markers.view', 'backups.import_device_data'])).toEqual([]);
    expect(tabsFor(undefined)).toEqual([]);
  });
});

describe('a section’s commands', () => {
  it('have their button, question, outcome and what they answer named in every language', () => {
    const commands = TAB_SECTIONS.flatMap((section) => (SETTINGS_SECTIONS[section].commands ?? []).map((command) => ({ section, command })));
    expect(commands.map(({ command }) => command.id)).toContain('regenerate_api_key');
    for (const locale of ['en', 'ru', 'uk'] as const) {
      for (const { section, command } of commands) {
        for (const part of ['button', 'confirm', 'done', 'shown_once']) {
          const key = `project_settings.commands.${section}.${command.id}.${part}`;
          expect(translate(locale, key), `${locale} ${key}`).not.toBe(key);
        }
      }
      expect(translate(locale, 'project_settings.fields.mobile_sdk.api_key.label')).not.toContain('project_settings');
    }
  });
});

describe('a section’s test before saving', () => {
  const tested = TAB_SECTIONS.filter((section) => SETTINGS_SECTIONS[section].test);

  it('has its button, its outcome and every kind of failure in every language', () => {
    expect(tested).toEqual(expect.arrayContaining(['mail', 'push']));
    for (const locale of ['en', 'ru', 'uk'] as const) {
      for (const section of tested) {
        for (const key of [`project_settings.test.button.${section}`, `project_settings.test.done.${section}`]) expect(translate(locale, key), `${locale} ${key}`).not.toBe(key);
      }
      for (const section of tested) {
        for (const failure of SETTINGS_SECTIONS[section].test?.failures ?? []) {
          const key = `project_settings.test.failures.${section}.${failure}`;
          expect(translate(locale, key), `${locale} ${key}`).not.toBe(key);
        }
      }
    }
  });
});
