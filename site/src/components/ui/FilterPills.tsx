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
 * A single-choice filter over a list, as pills: a labelled group of toggle
 * buttons, the chosen one pressed (aria-pressed). The portfolio grid and the
 * blog use it alike.
 */
export function FilterPills<T extends string>({ label, options, optionLabel = (o) => o, value, onChange, className = '' }: Props<T>) {
  return (
    <div role="group" aria-label={label} className={`flex flex-wrap gap-2 ${className}`}>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={option === value}
          onClick={() => onChange(option)}
          className="rounded-full border border-line px-4 py-2 text-sm font-medium text-ink transition-colors hover:border-ink aria-pressed:border-ink aria-pressed:bg-ink aria-pressed:text-paper"
        >
          {optionLabel(option)}
        </button>
      ))}
    </div>
  );
}
