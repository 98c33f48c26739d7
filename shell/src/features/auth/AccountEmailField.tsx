import { Field } from '@pepper/ui';

/** The account's address, as sign-in, sign-up and both recovery screens ask for it; `onEdit` hears each change. */
export function AccountEmailField({
  email,
  setEmail,
  onEdit,
}: {
  email: string;
  setEmail: (email: string) => void;
  onEdit?: () => void;
}) {
  return (
    <Field
      label="Email"
      type="email"
      required
      autoComplete="email"
      value={email}
      onChange={(e) => {
        setEmail(e.target.value);
        onEdit?.();
      }}
    />
  );
}
