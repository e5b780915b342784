import { role } from '../../schemas/role';
import { entityStrings } from '../entity-strings';
import { recordFieldLabels } from './record-fields';

export const roleStrings = entityStrings(role, {
  en: {
    name: 'Role |||| Roles',
    add_title: 'New role',
    edit_title: 'Role: %{name}',
    fields: {
      ...recordFieldLabels.en,
      name: 'Name',
      description: 'Description',
      permissions: 'Permissions',
      available_roles: 'Roles it may assign',
    },
    help: {
      available_roles: 'Users with this role may give these roles to other users',
    },
    enums: {},
    commands: {},
  },
  ru: {
    name: 'Роль |||| Роли |||| Ролей',
    add_title: 'Новая роль',
    edit_title: 'Роль: %{name}',
    fields: {
      id: 'ID',
      created_at: 'Создана',
      updated_at: 'Изменена',
      created_by: 'Кем создана',
      name: 'Название',
      description: 'Описание',
      permissions: 'Разрешения',
      available_roles: 'Роли, которые можно назначать',
    },
    help: {
      available_roles: 'Пользователи с этой ролью могут назначать эти роли другим пользователям',
    },
    enums: {},
    commands: {},
  },
  uk: {
    name: 'Роль |||| Ролі |||| Ролей',
    add_title: 'Нова роль',
    edit_title: 'Роль: %{name}',
    fields: {
      ...recordFieldLabels.uk,
      name: 'Назва',
      description: 'Опис',
      permissions: 'Дозволи',
      available_roles: 'Ролі, які можна призначати',
    },
    help: {
      available_roles: 'Користувачі з цією роллю можуть призначати ці ролі іншим користувачам',
    },
    enums: {},
    commands: {},
  },
});
