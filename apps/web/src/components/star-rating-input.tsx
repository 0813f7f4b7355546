import { Input } from '@mantine/core';
import classes from './star-rating-input.module.css';

/** Rating 1 to 5 as a radio group of stars (arrow keys move, Space selects). */
export function StarRatingInput({
  value,
  onChange,
  error,
}: {
  value: number | null;
  onChange: (value: number) => void;
  error?: string | null;
}) {
  return (
    <fieldset
      className={classes.stars}
      aria-invalid={!!error}
      aria-describedby={error ? 'rating-error' : undefined}
    >
      <legend className={classes.legend}>
        Rating <span aria-hidden>*</span>
      </legend>
      <div className={classes.starRow}>
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className={classes.star}
            data-on={value !== null && n <= value ? true : undefined}
          >
            <input
              type="radio"
              name="rating"
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className={classes.radio}
              aria-label={`${n} ${n === 1 ? 'star' : 'stars'}`}
            />
            <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden>
              <path d="M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.3l-5.9 3.2 1.2-6.5L2.5 9.4l6.6-.9z" />
            </svg>
          </label>
        ))}
      </div>
      {error && <Input.Error id="rating-error">{error}</Input.Error>}
    </fieldset>
  );
}
