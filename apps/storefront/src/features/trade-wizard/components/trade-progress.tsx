import { StepIndicator } from '@phonehub/ui';
import { TRADE_STEP_COUNT, TRADE_STEP_TITLES, type TradeStep } from './trade-form';

const STEP_NAMES = Object.values(TRADE_STEP_TITLES);

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
      <StepIndicator
        steps={STEP_NAMES}
        current={step}
        label="Trade-in steps"
        size="sm"
        className="trade-in-progress__steps"
      />
    </div>
  );
}
