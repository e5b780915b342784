/**
 * Sentences that name a list's records ("No identifiers yet.", "Идентификаторы не найдены"): the name is
 * always the entity's plural (ru and uk open the sentence with it, in the nominative, so no case is needed),
 * capitalised where it opens the sentence and lower-cased where the language's sentence puts it inside.
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
  const key = `resources.common.records.${sentence}`;
  const name = translate(nameKey, { smart_count: 2 });
  const text = translate(key, { name });
  return text.startsWith(name) ? text : translate(key, { name: midSentence(name) });
}
