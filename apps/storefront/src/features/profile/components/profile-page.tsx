import type { User } from '@phonehub/contracts';
import { notify } from '@phonehub/session';
import {
  Alert,
  Badge,
  Button,
  Card,
  CardBody,
  CardHeader,
  CalendarIcon,
  formatDate,
  PasswordField,
  Spinner,
  Tabs,
  EmailField,
  TextField,
  type TabItem,
} from '@phonehub/ui';
import { useState, type ReactNode } from 'react';
import { RecentOrders } from '../../../components/orders/order-list';
import { SupportTicketsPanel } from '../../../components/support/support-tickets-panel';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../../lib/error-message';
import { requiredSummary, toResolver } from '../../../lib/form-validation';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { EmailStatus } from './email-status';
import { AccountSessions } from './account-sessions';
import { MyReviews } from './my-reviews';
import { ProfileStats } from './profile-stats';
import './profile.css';
import {
  changesEmail,
  toProfileRequest,
  toProfileValues,
  validateProfile,
  type ProfileValues,
} from './profile-form';
import { PAGE_TITLES } from '../../../lib/page-titles';
import { usePageTitle } from '../../../lib/use-page-title';

const ACCOUNT_TABS: readonly TabItem[] = [
  { value: 'orders', label: 'My orders', content: <RecentOrders /> },
  { value: 'reviews', label: 'My reviews', content: <MyReviews /> },
  { value: 'tickets', label: 'Support tickets', content: <SupportTicketsPanel /> },
];

function initials(user: User): string {
  return `${user.first_name?.[0] ?? ''}${user.last_name?.[0] ?? ''}`.toUpperCase() || '?';
}

function formatAddress(user: User): string | null {
  const a = user.address;
  if (!a) return null;
  const cityLine = [a.city, [a.state, a.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [a.street, cityLine, a.country].filter(Boolean).join(' · ') || null;
}

export function ProfilePage() {
  usePageTitle(PAGE_TITLES['/profile']);
  const profile = useProfile();
  const user = profile.data;
  const [editing, setEditing] = useState(false);

  if (!user) return <Spinner page />;

  return (
    <div className="ph-container page">
      <div className="page__header">
        <h1 className="page__title">{PAGE_TITLES['/profile']}</h1>
        <p className="page__subtitle">Your personal details and delivery address.</p>
      </div>

      <Card className="profile-summary">
        <CardBody className="profile-summary__body">
          <span className="profile-summary__avatar" aria-hidden="true">
            {initials(user)}
          </span>
          <div className="profile-summary__text">
            <div className="profile-summary__name-row">
              <h2 className="profile-summary__name">
                {user.first_name} {user.last_name}
              </h2>
              <Badge tone={user.is_seller ? 'brand' : 'neutral'}>
                {user.is_seller ? 'Seller' : 'Customer'}
              </Badge>
            </div>
            <p className="profile-summary__meta">
              <CalendarIcon size={16} /> Member since {formatDate(user.created_at)}
            </p>
          </div>
        </CardBody>
      </Card>

      <Card>
        <CardHeader
          title="Profile information"
          description={
            editing
              ? 'Update your details and save.'
              : 'How we reach you about orders, trade-ins and support.'
          }
          actions={
            !editing && (
              <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
                Edit Profile
              </Button>
            )
          }
        />
        <CardBody>
          {editing ? (
            <ProfileEditForm user={user} onDone={() => setEditing(false)} />
          ) : (
            <ProfileDetails user={user} />
          )}
        </CardBody>
      </Card>

      <ProfileStats />

      <AccountSessions />

      <Tabs className="profile-tabs" label="My account sections" items={ACCOUNT_TABS} />
    </div>
  );
}

function ProfileDetails({ user }: { user: User }) {
  // The name is the heading above; this lists how to reach the user.
  const rows: [string, ReactNode][] = [
    ['Email', <EmailStatus key="email" user={user} />],
    ['Phone', user.phone || null],
    ['Address', formatAddress(user)],
  ];
  return (
    <dl className="details-list">
      {rows.map(([label, value]) => (
        <div key={label} className="details-list__row">
          <dt>{label}</dt>
          <dd>{value ?? <span className="text-muted">Not provided</span>}</dd>
        </div>
      ))}
    </dl>
  );
}

function ProfileEditForm({ user, onDone }: { user: User; onDone: () => void }) {
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<ProfileValues, string>({
    defaultValues: toProfileValues(user),
    context: user.email,
    resolver: toResolver(validateProfile),
  });
  const emailChanged = changesEmail({ email: watch('email') }, user.email);

  const onSubmit = handleSubmit((values) =>
    update.mutate(toProfileRequest(values, user.email), {
      onSuccess: (saved) => {
        notify.success(
          saved.pending_email && emailChanged
            ? `Profile saved. We sent a link to ${saved.pending_email}: your email changes when you open it.`
            : 'Profile updated successfully!',
        );
        onDone();
      },
      onError: (error) =>
        notify.error(errorMessage(error, 'Failed to update profile', 'Failed to update profile')),
    }),
  );

  const summary = requiredSummary(errors);

  return (
    <form className="profile-form" onSubmit={onSubmit} noValidate>
      {summary && <Alert tone="danger">{summary}</Alert>}
      <fieldset className="form-section">
        <legend className="form-section__title">Personal details</legend>
        <div className="form-grid form-grid--2">
          <TextField
            label="First name"
            autoComplete="given-name"
            required
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextField
            label="Last name"
            autoComplete="family-name"
            required
            error={errors.lastName?.message}
            {...register('lastName')}
          />
          <EmailField required error={errors.email?.message} {...register('email')} />
          <TextField
            label="Phone"
            type="tel"
            autoComplete="tel"
            error={errors.phone?.message}
            {...register('phone')}
          />
          {emailChanged && (
            <PasswordField
              label="Current password"
              autoComplete="current-password"
              hint="Needed to change your email address"
              required
              error={errors.currentPassword?.message}
              {...register('currentPassword')}
            />
          )}
        </div>
      </fieldset>
      <fieldset className="form-section">
        <legend className="form-section__title">Address</legend>
        <p className="form-section__hint">Optional. If you add an address, please fill in every line.</p>
        <div className="form-grid form-grid--2">
          <TextField
            label="Street"
            autoComplete="street-address"
            className="form-grid__full"
            error={errors.street?.message}
            {...register('street')}
          />
          <TextField
            label="City"
            autoComplete="address-level2"
            error={errors.city?.message}
            {...register('city')}
          />
          <TextField
            label="State"
            autoComplete="address-level1"
            error={errors.state?.message}
            {...register('state')}
          />
          <TextField
            label="ZIP code"
            autoComplete="postal-code"
            error={errors.zipCode?.message}
            {...register('zipCode')}
          />
          <TextField
            label="Country"
            autoComplete="country-name"
            error={errors.country?.message}
            {...register('country')}
          />
        </div>
      </fieldset>
      <div className="form-actions">
        {/* Cancel discards: the form unmounts and the next edit starts from the saved user. */}
        <Button variant="outline" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={update.isPending} loadingText="Saving...">
          Save Changes
        </Button>
      </div>
    </form>
  );
}
