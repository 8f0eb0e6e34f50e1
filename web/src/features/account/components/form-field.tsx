import { useId, type ReactElement, type ReactNode } from 'react';
import { Label } from '@/components/ui/label';

/** A labelled field with its error message wired up for assistive tech. */
export function FormField({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  error?: string;
  hint?: ReactNode;
  children: (field: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactElement;
}) {
  const id = useId();
  const messageId = `${id}-message`;
  const message = error ?? hint;
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': message ? messageId : undefined })}
      {message && (
        <p id={messageId} className={error ? 'text-sm font-medium text-destructive' : 'text-sm text-muted-foreground'}>
          {message}
        </p>
      )}
    </div>
  );
}
