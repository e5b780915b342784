import { marker } from '../../schemas/marker';
import { entityStrings } from '../entity-strings';
import { recordFieldLabels } from './record-fields';

export const markerStrings = entityStrings(marker, {
  en: {
    name: 'Marker |||| Markers',
    add_title: 'New marker',
    edit_title: 'Marker: %{name}',
    fields: {
      ...recordFieldLabels.en,
      name: 'Name',
      color: 'Colour',
    },
    help: {
      color: 'Hex colour, e.g. #1976d2',
    },
    enums: {},
    commands: {},
  },
  ru: {
    name: 'Метка |||| Метки',
    add_title: 'Новая метка',
    edit_title: 'Метка: %{name}',
    fields: {
      id: 'ID',
      created_at: 'Создан',
      updated_at: 'Изменён',
      created_by: 'Кем создан',
      name: 'Название',
      color: 'Цвет',
    },
    help: {
      color: 'Цвет в HEX, например #1976d2',
    },
    enums: {},
    commands: {},
  },
  uk: {
    name: 'Мітка |||| Мітки',
    add_title: 'Нова мітка',
    edit_title: 'Мітка: %{name}',
    fields: {
      ...recordFieldLabels.uk,
      name: 'Назва',
      color: 'Колір',
    },
    help: {
      color: 'Колір у HEX, наприклад #1976d2',
    },
    enums: {},
    commands: {},
  },
});
