import { useEffect } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { toast } from '@/lib/toast';

type ToastText = Parameters<typeof toast.success>[0];

/**
 * What an add-or-edit dialog form does around its fields (the emergency contact's, a family member's):
 * refills the form from `item` (null: a new one) each time the dialog opens, saves through `save` as
 * `{ id, fields }` (a refusal is toasted by the error policy and keeps the dialog open), says `added` or
 * `saved` and closes. `field(name)` gives a field its id (`<idPrefix>-<name>`), its error and its
 * registration, disabled while saving.
 */
export function useEditDialogForm<Form extends FieldValues, Fields, Item extends { id: string }>({
  form,
  item,
  open,
  toForm,
  save,
  idPrefix,
  added,
  saved,
  onOpenChange,
}: {
  form: UseFormReturn<Form, unknown, Fields>;
  item: Item | null;
  open: boolean;
  toForm: (item: Item | null) => Form;
  save: {
    isPending: boolean;
    mutateAsync: (input: { id: string | null; fields: Fields }) => Promise<unknown>;
  };
  idPrefix: string;
  added: ToastText;
  saved: ToastText;
  onOpenChange: (open: boolean) => void;
}) {
  const busy = save.isPending;
  const { errors } = form.formState;

  useEffect(() => {
    if (open) form.reset(toForm(item));
  }, [open, item, form, toForm]);

  const onSubmit = form.handleSubmit(async (fields) => {
    try {
      await save.mutateAsync({ id: item?.id ?? null, fields });
    } catch {
      return; // toasted by the error policy
    }
    toast.success(item ? saved : added);
    onOpenChange(false);
  });

  const field = (name: Path<Form>) => ({
    id: `${idPrefix}-${name}`,
    disabled: busy,
    error: (errors as Record<string, { message?: string } | undefined>)[name]?.message,
    ...form.register(name),
  });

  return { busy, onSubmit, field };
}
