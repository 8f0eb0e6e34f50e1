import { zodResolver } from '@hookform/resolvers/zod';
import { BIO_MAX, type User } from '@sorsi/proto';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { UserAvatar } from '@/components/account-button';
import { toast } from '@/components/ui/use-toast';
import { isUnauthorizedError } from '@/lib/api-request';
import { displayName } from '@/lib/user-display';
import { browserNavigation, LOGOUT_PATH } from '@/lib/browser-navigation';
import { useUpdateProfile } from '../api/update-profile';
import { ProfileFormSchema, toUpdateProfileBody, type ProfileFormInput, type ProfileFormValues } from './account-rules';
import { FormField } from './form-field';

/** Spec taste-and-account §2 "Profile Information"; errors per §8, timings per §9. */
export function ProfileInformation({ user }: { user: User }) {
  const updateProfile = useUpdateProfile();
  const form = useForm<ProfileFormInput, unknown, ProfileFormValues>({
    resolver: zodResolver(ProfileFormSchema),
    defaultValues: {
      username: user.username,
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      bio: user.bio ?? '',
    },
  });
  const { errors } = form.formState;

  const save = form.handleSubmit((values) =>
    updateProfile.mutate(toUpdateProfileBody(values), {
      // Every screen shows the new names at once: a saved profile reloads the page.
      onSuccess: () => browserNavigation.reload(),
      onError: (error) => {
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
  );

  return (
    <Card aria-labelledby="profile-information-title">
      <CardHeader>
        <CardTitle id="profile-information-title">Profile Information</CardTitle>
        <CardDescription>How other wine lovers see you on Sorsi.</CardDescription>
        <div className="mt-4 flex items-center gap-4 rounded-2xl bg-muted p-4">
          <UserAvatar user={user} className="size-14 text-lg" />
          <div className="min-w-0">
            <p className="truncate font-serif text-lg font-semibold">{displayName(user)}</p>
            <p className="truncate text-sm text-muted-foreground">@{user.username}</p>
          </div>
        </div>
      </CardHeader>
      <CardContent>
        <form onSubmit={save} noValidate className="flex flex-col gap-5">
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
