// Previous month / Next month beside the month-wise pickers; each is off where the pickers' range ends.
// The names are set outright because a narrow phone hides the visible word "month" (monthly.css).
import { canStepMonth } from '../../domain/month-wise';
import type { YearMonth } from '../../domain/months';

interface MonthStepsProps {
  /** The month the pickers show, which may still be loading. */
  picked: YearMonth;
  now: number;
  onStep: (step: -1 | 1) => void;
}

const Chevron = ({ d }: { d: string }) => (
  <svg
    viewBox="0 0 24 24"
    width="18"
    height="18"
    fill="none"
    stroke="currentColor"
    strokeWidth={2.2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <path d={d} />
  </svg>
);

export function MonthSteps({ picked, now, onStep }: MonthStepsProps) {
  return (
    <>
      <button
        type="button"
        className="btn btn-small month-step month-step-previous"
        disabled={!canStepMonth(picked, -1, now)}
        onClick={() => onStep(-1)}
        aria-label="Previous month"
      >
        <Chevron d="M15 5l-7 7 7 7" />
        <span>
          Previous<span className="month-step-unit"> month</span>
        </span>
      </button>
      <button
        type="button"
        className="btn btn-small month-step month-step-next"
        disabled={!canStepMonth(picked, 1, now)}
        onClick={() => onStep(1)}
        aria-label="Next month"
      >
        <span>
          Next<span className="month-step-unit"> month</span>
        </span>
        <Chevron d="M9 5l7 7-7 7" />
      </button>
    </>
  );
}
