/** rjsf's own button and label texts through react-admin's translations; the rest stay in English. */
import { TranslatableString, englishStringTranslator } from '@rjsf/utils';
import type { Translate } from '../locale-keys';

const REACT_ADMIN_KEYS: Partial<Record<TranslatableString, string>> = {
  [TranslatableString.AddButton]: 'ra.action.add',
  [TranslatableString.AddItemButton]: 'ra.action.add',
  [TranslatableString.RemoveButton]: 'ra.action.remove',
  [TranslatableString.MoveUpButton]: 'ra.action.move_up',
  [TranslatableString.MoveDownButton]: 'ra.action.move_down',
  [TranslatableString.ClearLabel]: 'ra.action.clear_input_value',
  [TranslatableString.YesLabel]: 'ra.boolean.true',
  [TranslatableString.NoLabel]: 'ra.boolean.false',
};

export function rjsfStrings(translate: Translate) {
  return (text: TranslatableString, params?: string[]) => {
    const key = REACT_ADMIN_KEYS[text];
    return key ? translate(key, { _: englishStringTranslator(text, params) }) : englishStringTranslator(text, params);
  };
}
