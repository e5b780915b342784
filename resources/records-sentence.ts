/**
 * Sentences that name a list's records ("No identifiers yet.", "Идентификаторы не найдены"): the name is
 * always the entity's plural, given twice, `name` to open a sentence (ru, uk put it first, in the nominative)
 * and `name_mid` for inside one (en), so no language's message meets a name in a case or capital it cannot use.
 */
import type { TranslateFunction } from 'react-admin';

/** The sentences of resources.common.records. */
export type RecordsSentence = 'empty' | 'no_results' | 'no_filtered_results';

/**
 * A title-cased name as it reads inside a sentence: its first letter lowered, unless it opens with an
 * abbreviation ("SIP trunks", "UKEY2 keys"), which keeps its capitals.
 */
export function midSentence(name: string) {
  const [first, second] = [...name];
  if (!first || (second && second !== second.toLocaleLowerCase() && second === second.toLocaleUpperCase())) return name;
  return first.toLocaleLowerCase() + name.slice(first.length);
}

/** The sentence for the records named by `nameKey` (an entity's `resources.<path>.name`). */
export function recordsSentence(translate: TranslateFunction, sentence: RecordsSentence, nameKey: string) {
  const name = translate(nameKey, { smart_count: 2 });
  return translate(`resources.common.records.${sentence}`, { name, name_mid: midSentence(name) });
}
