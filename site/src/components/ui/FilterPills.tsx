import { useEffect, useEffectEvent, useId, useRef } from 'react';

type Props<T extends string> = {
  /** Names the filter for assistive tech ("Filter projects by category"). */
  label: string;
  options: readonly T[];
  /** What each option says; the option itself by default. */
  optionLabel?: (option: T) => string;
  value: T;
  onChange: (value: T) => void;
  className?: string;
};

/**
 * A single-choice filter over a list, as pills: a labelled group of radio
 * buttons, each drawn as a pill, the chosen one filled. The portfolio grid
 * and the blog use it alike.
 *
 * Radio buttons, not buttons, because the browser keeps their choice without
 * any script: a pill tapped before the app runs (a slow phone) stays chosen,
 * and the app takes the choice up as it starts, where a button's press would
 * have been lost. Arrow keys move the choice, as in any radio group. In
 * forced colours the chosen pill takes the system's highlight colours, where
 * its fill would otherwise be dropped.
 */
export function FilterPills<T extends string>({ label, options, optionLabel = (o) => o, value, onChange, className = '' }: Props<T>) {
  const name = useId();
  const group = useRef<HTMLDivElement>(null);
  // The choice the page shows when the app starts: one made before it ran.
  const takeUpEarlyChoice = useEffectEvent(() => {
    const chosen = group.current?.querySelector<HTMLInputElement>('input:checked')?.value;
    const option = options.find((o) => o === chosen);
    if (option !== undefined && option !== value) onChange(option);
  });
  useEffect(() => takeUpEarlyChoice(), []);

  return (
    <div ref={group} role="radiogroup" aria-label={label} className={`flex flex-wrap gap-2 ${className}`}>
      {options.map((option) => (
        <label
          key={option}
          className="cursor-pointer rounded-full border border-line px-4 py-2 text-sm font-medium text-ink transition-colors hover:border-ink has-checked:border-ink has-checked:bg-ink has-checked:text-paper has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent forced-colors:has-checked:bg-[Highlight] forced-colors:has-checked:text-[HighlightText] forced-colors:has-checked:forced-color-adjust-none"
        >
          <input type="radio" name={name} value={option} checked={option === value} onChange={() => onChange(option)} className="sr-only" />
          {optionLabel(option)}
        </label>
      ))}
    </div>
  );
}
