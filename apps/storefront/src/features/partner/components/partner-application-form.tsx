import type { PartnerApplicationRequest } from '@phonehub/contracts';
import { isApiError } from '@phonehub/api-client';
import {
  checkPartnerApplication,
  EMPTY_PARTNER_APPLICATION,
  PARTNER_BUSINESS_TYPE_LABELS,
  PARTNER_EXPERIENCE_LABELS,
  PARTNER_FIELD_LIMITS,
  PARTNER_MESSAGES,
  PARTNER_MONTHLY_VOLUME_LABELS,
  SESSION_STORAGE_KEYS,
  TIMINGS,
  type PartnerApplicationFields,
} from '@phonehub/domain';
import { useSession } from '@phonehub/session';
import { Alert, Button, EmailField, Select, TextAreaField, TextField, type AlertTone } from '@phonehub/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { fieldBinder, requiredProblems, toResolver } from '../../../lib/form-validation';
import { useApplyAsPartner } from '../api/apply-as-partner';

const options = (labels: Readonly<Record<string, string>>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

/** The optional answers picked from the spec's lists. */
const CHOICES = {
  businessType: {
    label: 'Business Type',
    placeholder: 'Choose a business type',
    options: options(PARTNER_BUSINESS_TYPE_LABELS),
  },
  experience: {
    label: 'Years of Experience',
    placeholder: 'Choose your experience',
    options: options(PARTNER_EXPERIENCE_LABELS),
  },
  monthlyVolume: {
    label: 'Monthly Volume',
    placeholder: 'Choose a monthly volume',
    options: options(PARTNER_MONTHLY_VOLUME_LABELS),
  },
} as const;

interface Notice {
  tone: AlertTone;
  message: string;
  /** The API said an application already exists: offer the way to its status. */
  showStatusLink?: boolean;
}

function submitFailure(error: unknown): Notice {
  const detail = isApiError(error) ? error.detail : undefined;
  if (detail?.includes('already exists'))
    return { tone: 'danger', message: PARTNER_MESSAGES.alreadyExists, showStatusLink: true };
  return { tone: 'danger', message: detail ?? PARTNER_MESSAGES.submitFailed };
}

/** The token the API client sends is the stored one; the session's copy may outlive it (cleared storage). */
function hasStoredToken(): boolean {
  try {
    return Boolean(localStorage.getItem(SESSION_STORAGE_KEYS.authToken));
  } catch {
    return false;
  }
}

/** Under the field: the three the spec requires. The rest of the spec's checks answer above the form. */
const validateRequired = (fields: PartnerApplicationFields) =>
  requiredProblems(fields, ['companyName', 'contactName', 'email']);

const toRequest = (fields: PartnerApplicationFields): PartnerApplicationRequest => ({
  company_name: fields.companyName.trim(),
  contact_name: fields.contactName.trim(),
  email: fields.email.trim(),
  phone: fields.phone.trim(),
  business_type: fields.businessType as PartnerApplicationRequest['business_type'],
  website: fields.website.trim(),
  description: fields.description.trim(),
  experience: fields.experience as PartnerApplicationRequest['experience'],
  monthly_volume: fields.monthlyVolume as PartnerApplicationRequest['monthly_volume'],
});

export interface PartnerApplicationFormProps {
  /** Id of the status block the 'already exists' message links to. */
  statusId: string;
  /** The application went in (the page says so: the form gives way to the new application). */
  onSubmitted: () => void;
}

/**
 * The application form. Submitting checks, in the spec's order: signed in (else a warning and
 * /login after 3 s), the required fields (then the formats and option lists), a stored token
 * (else /login after 2 s); then it sends. On success every field resets and the page says so.
 */
export function PartnerApplicationForm({ statusId, onSubmitted }: PartnerApplicationFormProps) {
  const { user } = useSession();
  const navigate = useNavigate();
  const apply = useApplyAsPartner();
  const form = useForm<PartnerApplicationFields>({
    defaultValues: EMPTY_PARTNER_APPLICATION,
    resolver: toResolver(validateRequired),
    // The notice above the form says what is wrong; the cursor stays where it is.
    shouldFocusError: false,
  });
  const { register, handleSubmit, getValues, reset } = form;
  const field = fieldBinder(form);
  const choice = (key: keyof typeof CHOICES) => <Select {...CHOICES[key]} {...register(key)} />;
  const [notice, setNotice] = useState<Notice | null>(null);
  const [redirectMs, setRedirectMs] = useState<number | null>(null);

  useEffect(() => {
    if (redirectMs === null) return;
    const timer = setTimeout(() => navigate('/login'), redirectMs);
    return () => clearTimeout(timer);
  }, [redirectMs, navigate]);

  const send = (fields: PartnerApplicationFields) => {
    const problem = checkPartnerApplication(fields);
    if (problem) {
      setNotice({ tone: 'danger', message: problem });
      return;
    }
    if (!hasStoredToken()) {
      setNotice({ tone: 'danger', message: PARTNER_MESSAGES.tokenMissing });
      setRedirectMs(TIMINGS.partnerTokenRedirectMs);
      return;
    }
    setNotice(null);
    apply.mutate(toRequest(fields), {
      onSuccess: () => {
        reset(EMPTY_PARTNER_APPLICATION);
        onSubmitted();
      },
      onError: (error) => setNotice(submitFailure(error)),
    });
  };
  const refuse = () =>
    setNotice({
      tone: 'danger',
      message: checkPartnerApplication(getValues()) ?? PARTNER_MESSAGES.requiredFields,
    });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (apply.isPending) return;
    // Signed in comes first: a signed-out visitor is not asked to fix fields they cannot send.
    if (!user) {
      setNotice({ tone: 'warning', message: PARTNER_MESSAGES.loginRequired });
      setRedirectMs(TIMINGS.partnerLoginRedirectMs);
      return;
    }
    void handleSubmit(send, refuse)();
  };

  const showStatus = () => {
    const block = document.getElementById(statusId);
    block?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    block?.focus();
  };

  return (
    <form className="partner-form" onSubmit={onSubmit} noValidate aria-labelledby="partner-form-title">
      <h2 id="partner-form-title" className="partner-section__title">
        Apply to become a partner
      </h2>
      {notice && (
        <div className="partner-form__notice">
          <Alert tone={notice.tone}>
            {notice.message}
            {notice.showStatusLink && (
              <>
                {' '}
                <button type="button" className="partner-link-button" onClick={showStatus}>
                  Check your application status
                </button>
              </>
            )}
          </Alert>
          <Button type="button" variant="ghost" size="sm" onClick={() => setNotice(null)}>
            Dismiss
          </Button>
        </div>
      )}
      <div className="form-grid form-grid--2">
        <TextField
          label="Company Name"
          required
          autoComplete="organization"
          maxLength={PARTNER_FIELD_LIMITS.companyName}
          {...field('companyName')}
        />
        <TextField
          label="Contact Name"
          required
          autoComplete="name"
          maxLength={PARTNER_FIELD_LIMITS.contactName}
          {...field('contactName')}
        />
        <EmailField required {...field('email')} />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          placeholder="(555) 123-4567"
          {...register('phone')}
        />
        {choice('businessType')}
        <TextField
          label="Website"
          type="url"
          autoComplete="url"
          placeholder="https://"
          maxLength={PARTNER_FIELD_LIMITS.website}
          {...register('website')}
        />
        {choice('experience')}
        {choice('monthlyVolume')}
      </div>
      <TextAreaField
        label="Tell us about your business"
        maxLength={PARTNER_FIELD_LIMITS.description}
        hint="What you sell, where your devices come from and how you check them."
        {...register('description')}
      />
      <div className="form-actions">
        <Button type="submit" size="lg" loading={apply.isPending} loadingText="Submitting...">
          Submit Application
        </Button>
      </div>
    </form>
  );
}
