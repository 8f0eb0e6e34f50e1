import { zodResolver } from '@hookform/resolvers/zod';
import { BIO_MAX, displayNameOf, type User } from '@sorsi/proto';
import { useEffect, useRef, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { UserAvatar } from '@/components/account-button';
import { toast } from '@/components/ui/use-toast';
import { errorStatus, isUnauthorizedError } from '@/lib/api-request';
import { LOGOUT_PATH } from '@/lib/browser-navigation';
import { useUpdateProfile } from '../api/update-profile';
import { ProfileFormSchema, toUpdateProfileBody, type ProfileFormInput, type ProfileFormValues } from './account-rules';
import { FormField } from './form-field';

const FIELD_ORDER = ['username', 'firstName', 'lastName', 'bio'] as const;

const formValuesOf = (user: User): ProfileFormInput => ({
  username: user.username,
  firstName: user.firstName ?? '',
  lastName: user.lastName ?? '',
  bio: user.bio ?? '',
});

/**
 * Spec taste-and-account §2 "Profile Information"; errors per §8, timings per §9. A save confirms with a
 * toast instead of the spec's page reload, and a refused field is shown where it is (issue 21 §9).
 */
export function ProfileInformation({ user }: { user: User }) {
  const updateProfile = useUpdateProfile();
  const form = useForm<ProfileFormInput, unknown, ProfileFormValues>({
    resolver: zodResolver(ProfileFormSchema),
    defaultValues: formValuesOf(user),
    // Focusing alone can leave the field under the header or off screen: reveal() centres it too.
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const formElement = useRef<HTMLFormElement>(null);
  const [revealing, setRevealing] = useState<keyof ProfileFormInput | null>(null);

  /** The field whose error stops the save is focused and brought to the middle of the screen. */
  const reveal = (name: keyof ProfileFormInput) => setRevealing(name);
  // After the render that shows the error below the field, and found by its name: when the save was tapped,
  // focus sits on no field (the busy Save button let it go), so the focused element is not the field.
  useEffect(() => {
    const field = revealing && formElement.current?.elements.namedItem(revealing);
    if (!(field instanceof HTMLElement)) return;
    field.focus({ preventScroll: true });
    field.scrollIntoView?.({ block: 'center' });
    setRevealing(null);
  }, [revealing]);

  const firstInvalid = (invalid: FieldErrors<ProfileFormInput>) =>
    FIELD_ORDER.find((name) => invalid[name] !== undefined);

  const save = form.handleSubmit(
    (values) =>
      updateProfile.mutate(toUpdateProfileBody(values), {
        onSuccess: (saved) => {
          form.reset(formValuesOf(saved));
          toast({ title: 'Profile saved', description: 'Your changes are saved.' });
        },
        onError: (error) => {
          if (errorStatus(error) === 409) {
            // The one refusal about a single field: a taken username.
            form.setError('username', { message: error.message });
            reveal('username');
            return;
          }
          if (isUnauthorizedError(error)) {
            toast({
              title: 'Unauthorized',
              description: 'You are logged out. Logging in again...',
              variant: 'destructive',
            });
            return; // the query client takes every unauthorized reply to the login page
          }
          toast({ title: 'Error', description: error.message || 'Failed to update profile', variant: 'destructive' });
        },
      }),
    (invalid) => {
      const name = firstInvalid(invalid);
      if (name) reveal(name);
    },
  );

  return (
    <Card aria-labelledby="profile-information-title">
      <CardHeader>
        <CardTitle id="profile-information-title">Profile Information</CardTitle>
        <CardDescription>How other wine lovers see you on Sorsi.</CardDescription>
        <div className="mt-4 flex items-center gap-4 rounded-2xl bg-muted p-4">
          <UserAvatar user={user} className="size-14 text-lg" />
          <div className="min-w-0">
            <p className="truncate font-serif text-lg font-semibold">{displayNameOf(user)}</p>
            <p className="truncate text-sm text-muted-foreground">@{user.username}</p>
          </div>
        </div>
      </CardHeader>
      <CardContent>
        <form ref={formElement} onSubmit={save} noValidate className="flex flex-col gap-5">
          <FormField label="Email" hint="Your email comes from your sign-in account and cannot be changed here.">
            {(field) => <Input {...field} type="email" value={user.email ?? ''} readOnly />}
          </FormField>
          <FormField label="Username" error={errors.username?.message}>
            {(field) => (
              <div className="relative">
                <span
                  aria-hidden="true"
                  className="pointer-events-none absolute inset-y-0 left-3.5 flex items-center text-muted-foreground"
                >
                  @
                </span>
                <Input
                  {...field}
                  {...form.register('username')}
                  className="pl-7.5"
                  autoComplete="username"
                  autoCapitalize="none"
                  spellCheck={false}
                />
              </div>
            )}
          </FormField>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField label="First name" error={errors.firstName?.message}>
              {(field) => <Input {...field} {...form.register('firstName')} autoComplete="given-name" />}
            </FormField>
            <FormField label="Last name" error={errors.lastName?.message}>
              {(field) => <Input {...field} {...form.register('lastName')} autoComplete="family-name" />}
            </FormField>
          </div>
          <FormField
            label="Bio"
            hint={`Shown on your profile; up to ${BIO_MAX} characters.`}
            error={errors.bio?.message}
          >
            {(field) => <Textarea {...field} {...form.register('bio')} maxLength={BIO_MAX} rows={3} />}
          </FormField>
          <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-between">
            <Button asChild variant="outline">
              {/* Sign-out is a full-page navigation. */}
              <a href={LOGOUT_PATH}>Log Out</a>
            </Button>
            <Button type="submit" disabled={updateProfile.isPending}>
              {updateProfile.isPending ? 'Saving...' : 'Save Changes'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
