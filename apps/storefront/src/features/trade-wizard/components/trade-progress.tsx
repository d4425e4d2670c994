import { CheckIcon, cx } from '@phonehub/ui';
import { TRADE_STEP_COUNT, TRADE_STEP_TITLES, type TradeStep } from './trade-form';

const STEPS = Object.entries(TRADE_STEP_TITLES).map(([step, title]) => ({
  step: Number(step) as TradeStep,
  title,
}));

/** 'Step N of 4' as a real progress bar, with the steps named underneath. */
export function TradeProgress({ step }: { step: TradeStep }) {
  const label = `Step ${step} of ${TRADE_STEP_COUNT}`;
  return (
    <div className="trade-in-progress">
      <div className="trade-in-progress__text">
        <span className="trade-in-progress__count">{label}</span>
        <span className="trade-in-progress__title">{TRADE_STEP_TITLES[step]}</span>
      </div>
      <progress className="trade-in-progress__bar" max={TRADE_STEP_COUNT} value={step} aria-label={label}>
        {label}
      </progress>
      <ol className="trade-in-progress__steps" aria-label="Trade-in steps">
        {STEPS.map(({ step: n, title }) => (
          <li
            key={n}
            className={cx(
              'trade-in-progress__step',
              n === step && 'trade-in-progress__step--current',
              n < step && 'trade-in-progress__step--done',
            )}
            aria-current={n === step ? 'step' : undefined}
          >
            <span className="trade-in-progress__number" aria-hidden="true">
              {n < step ? <CheckIcon size={14} /> : n}
            </span>
            <span className="trade-in-progress__name">{title}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
