/** Labels of the fields every record has (schemas/define-entity.ts recordFields), for the entity modules. */
export const recordFieldLabels = {
  en: { id: 'ID', created_at: 'Created', updated_at: 'Updated', created_by: 'Created by' },
  ru: { id: 'ID', created_at: 'Создано', updated_at: 'Изменено', created_by: 'Создал' },
  uk: { id: 'ID', created_at: 'Створено', updated_at: 'Змінено', created_by: 'Створив' },
};
