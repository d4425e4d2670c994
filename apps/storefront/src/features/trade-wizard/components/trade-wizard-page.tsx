import type { User } from '@phonehub/contracts';
import { deviceDisplayName, tradeConditionLabel } from '@phonehub/domain';
import { notify, useSession } from '@phonehub/session';
import { Alert, ArrowRightIcon, Button, ChevronLeftIcon, Spinner } from '@phonehub/ui';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../../lib/error-message';
import { requiredSummary } from '../../../lib/form-validation';
import { useSubmitTradeRequest } from '../api/create-trade-request';
import { useTradePhotos } from '../hooks/use-trade-photos';
import { AddressStep, PersonalStep } from './contact-steps';
import { TradeEstimate } from './trade-estimate';
import {
  askedFields,
  blankTradeValues,
  clearTradeDraft,
  loadTradeDraft,
  photoProblem,
  quoteFor,
  saveTradeDraft,
  toTradeRequest,
  TRADE_PHOTOS_INPUT_ID,
  TRADE_STEP_COUNT,
  TRADE_STEP_TITLES,
  tradeStepResolver,
  type StoredPhoto,
  type TradeFormContext,
  type TradeStep,
  type TradeValues,
} from './trade-form';
import { TradeProgress } from './trade-progress';
import { PAGE_TITLES } from '../../../lib/page-titles';
import { usePageTitle } from '../../../lib/use-page-title';

// The later steps and the confirmation come when they are first shown: the page is usable (step 1)
// without their code, which keeps /trade within its JavaScript budget (issue 17).
const DeviceStep = lazy(() => import('./device-step').then((m) => ({ default: m.DeviceStep })));
const PartnerStep = lazy(() => import('./partner-step').then((m) => ({ default: m.PartnerStep })));
const TradeConfirmation = lazy(() =>
  import('./trade-confirmation').then((m) => ({ default: m.TradeConfirmation })),
);

export const SUBMIT_FAILED = 'We could not submit your trade. Please try again.';

const STEP_INTROS: Readonly<Record<TradeStep, string>> = {
  1: 'How can we reach you about this trade?',
  2: 'Where should we send your prepaid shipping label?',
  3: 'Tell us about your device to see what it is worth.',
  4: 'Choose who inspects your device and pays you.',
};

export function TradeWizardPage() {
  usePageTitle(PAGE_TITLES['/trade']);
  const { user, isLoading } = useSession();
  // Bumped by "Trade in another device": a fresh wizard (the draft went with the submission).
  const [round, setRound] = useState(0);
  if (isLoading) return <Spinner page />;
  // Signing in or out mid-way starts over from the saved draft with the right fields asked.
  return (
    <TradeWizard
      key={`${user?.id ?? 'guest'}-${round}`}
      user={user}
      onStartOver={() => setRound((n) => n + 1)}
    />
  );
}

function TradeWizard({ user, onStartOver }: { user: User | null; onStartOver: () => void }) {
  const [draft] = useState(loadTradeDraft);
  const [step, setStep] = useState<TradeStep>(draft?.step ?? 1);
  const [submitError, setSubmitError] = useState<string | null>(null);
  // Shown once Next or Submit found the step's photos wanting; cleared when they change.
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState<string | null>(null);
  const asked = useMemo(() => askedFields(user), [user]);
  const photos = useTradePhotos(draft?.photos ?? []);
  const submitTrade = useSubmitTradeRequest();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const movedRef = useRef(false);
  const submittedRef = useRef(false);

  const form = useForm<TradeValues, TradeFormContext>({
    defaultValues: draft?.values ?? blankTradeValues(),
    resolver: tradeStepResolver,
    context: { step, asked },
    // A field is checked when it is left, then as it changes; Next checks the whole step and
    // puts the cursor in the first field that needs attention.
    mode: 'onTouched',
  });
  const values = form.watch();
  const photoCounts = { uploaded: photos.uploaded.length, uploading: photos.uploading };
  const currentPhotoProblem = photoProblem(step, photoCounts);
  const shownPhotoError = photoError && currentPhotoProblem;

  const storedPhotos = useMemo<StoredPhoto[]>(
    () =>
      photos.photos.flatMap((p) =>
        p.status === 'uploaded' && p.id && p.url && p.token
          ? [{ id: p.id, url: p.url, token: p.token, name: p.name }]
          : [],
      ),
    [photos.photos],
  );

  // Every keystroke, step and photo is kept for this tab, so a refresh loses nothing.
  useEffect(() => {
    const save = () => {
      if (!submittedRef.current) saveTradeDraft({ step, values: form.getValues(), photos: storedPhotos });
    };
    save();
    const subscription = form.watch(save);
    return () => subscription.unsubscribe();
  }, [form, step, storedPhotos]);

  // After Next or Back, screen-reader and keyboard users start at the new step's title.
  useEffect(() => {
    if (movedRef.current) headingRef.current?.focus();
  }, [step]);

  const goTo = (next: TradeStep) => {
    movedRef.current = true;
    setSubmitError(null);
    setPhotoError(null);
    setStep(next);
    // A fresh submit state: the next step's fields are checked when its Next is pressed, not while typing.
    form.reset(form.getValues());
    window.scrollTo({ top: 0 });
  };

  const submit = (valid: TradeValues) => {
    if (submitTrade.isPending) return;
    setSubmitError(null);
    const body = toTradeRequest(
      valid,
      asked,
      photos.uploaded.map((p) => ({ id: p.id, token: p.token })),
    );
    submitTrade.mutate(body, {
      onSuccess: (trade) => {
        submittedRef.current = true;
        clearTradeDraft();
        if (user) {
          notify.success(`Trade submitted successfully! Your tracking ID is: ${trade.tracking_code}`);
        } else {
          notify.success(
            `Trade submitted! Save your tracking ID: ${trade.tracking_code} — you'll need it to track your trade.`,
          );
        }
        setSubmitted(trade.tracking_code);
      },
      onError: (error) => setSubmitError(errorMessage(error, SUBMIT_FAILED)),
    });
  };

  const photosInput = () => document.getElementById(TRADE_PHOTOS_INPUT_ID);

  const onValid = (valid: TradeValues) => {
    if (currentPhotoProblem) {
      setPhotoError(currentPhotoProblem);
      photosInput()?.focus();
      return;
    }
    if (step < TRADE_STEP_COUNT) goTo((step + 1) as TradeStep);
    else submit(valid);
  };

  // react-hook-form has put the cursor in the first field with a problem; the photos are told too.
  const onInvalid = () => setPhotoError(currentPhotoProblem);

  if (submitted) {
    return (
      <div className="ph-container page trade-wizard">
        <div className="page__header">
          <h1 className="page__title">Trade In Your Device</h1>
        </div>
        <Suspense fallback={<Spinner />}>
          <TradeConfirmation trackingCode={submitted} signedIn={user !== null} onStartOver={onStartOver} />
        </Suspense>
      </div>
    );
  }

  const missing = requiredSummary(form.formState.errors);

  return (
    <div className="ph-container page trade-wizard">
      <div className="page__header">
        <h1 className="page__title">Trade In Your Device</h1>
        <p className="page__subtitle">
          Tell us about your device, see what it is worth, and choose who pays you.
        </p>
      </div>

      <TradeProgress step={step} />

      <form
        className="trade-wizard__panel"
        aria-labelledby="trade-step-title"
        onSubmit={form.handleSubmit(onValid, onInvalid)}
        noValidate
      >
        <div>
          <h2 id="trade-step-title" ref={headingRef} tabIndex={-1} className="trade-wizard__title">
            {TRADE_STEP_TITLES[step]}
          </h2>
          <p className="trade-wizard__intro">{STEP_INTROS[step]}</p>
        </div>

        {step === 1 && <PersonalStep form={form} user={user} asked={asked} />}
        {step === 2 && <AddressStep form={form} user={user} asked={asked} />}
        <Suspense fallback={<Spinner />}>
          {step === 3 && (
            <DeviceStep
              form={form}
              values={values}
              photos={photos.photos}
              photoProblems={photos.problems}
              photosError={shownPhotoError || null}
              onAddPhotos={photos.add}
              onRemovePhoto={photos.remove}
            />
          )}
          {step === 4 && (
            <>
              <TradeSummary values={values} photoCount={photos.uploaded.length} />
              <PartnerStep form={form} />
            </>
          )}
        </Suspense>

        {missing && (
          <Alert tone="danger" title={missing}>
            The fields marked below need your attention.
          </Alert>
        )}

        {submitError && (
          <Alert tone="danger" title="Your trade was not submitted">
            {submitError}
          </Alert>
        )}

        <div className="form-actions trade-wizard__actions">
          {step > 1 && (
            <Button
              variant="outline"
              onClick={() => goTo((step - 1) as TradeStep)}
              disabled={submitTrade.isPending}
            >
              <ChevronLeftIcon size={18} /> Back
            </Button>
          )}
          {step < TRADE_STEP_COUNT ? (
            <Button type="submit">
              Next <ArrowRightIcon size={18} />
            </Button>
          ) : (
            <Button type="submit" loading={submitTrade.isPending} loadingText="Submitting...">
              Submit Trade Request
            </Button>
          )}
        </div>
      </form>
    </div>
  );
}

function TradeSummary({ values, photoCount }: { values: TradeValues; photoCount: number }) {
  return (
    <section className="trade-in-summary" aria-label="Your device">
      <p className="trade-in-summary__device">{deviceDisplayName(values.brand, values.model)}</p>
      <p className="trade-in-summary__meta">
        {[
          values.storage,
          values.condition && tradeConditionLabel(values.condition),
          `${photoCount} ${photoCount === 1 ? 'photo' : 'photos'}`,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <TradeEstimate quote={quoteFor(values)} />
    </section>
  );
}
