import { UpdateProfileBodySchema, UsernameSchema, type UpdateProfileBody } from '@sorsi/proto';
import { z } from 'zod';

/** Spec taste-and-account §4/§9: "Logout follows 2000 ms after deactivate/delete". */
export const LOGOUT_AFTER_ACCOUNT_CHANGE_MS = 2000;

// The same rules the gateway checks (proto): username 3-30 of a-z, 0-9, _; names up to the server's limit.
const NameField = UpdateProfileBodySchema.shape.firstName.unwrap().unwrap();
const BioField = UpdateProfileBodySchema.shape.bio.unwrap().unwrap();

export const ProfileFormSchema = z.object({
  username: UsernameSchema,
  firstName: NameField,
  lastName: NameField,
  bio: BioField,
});
export type ProfileFormInput = z.input<typeof ProfileFormSchema>;
export type ProfileFormValues = z.output<typeof ProfileFormSchema>;

/** A blank name or bio is stored as none. */
export function toUpdateProfileBody(values: ProfileFormValues): UpdateProfileBody {
  return {
    username: values.username,
    firstName: values.firstName || null,
    lastName: values.lastName || null,
    bio: values.bio || null,
  };
}
