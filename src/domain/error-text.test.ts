import { describe, expect, it } from 'vitest';
import { describeError, STORAGE_FULL_MESSAGE } from './error-text';

describe('describeError', () => {
  it('names a full disk, whatever (or however little) the browser says', () => {
    expect(describeError(new DOMException('', 'QuotaExceededError'))).toBe(STORAGE_FULL_MESSAGE);
    expect(describeError(new DOMException('The quota has been exceeded.', 'QuotaExceededError'))).toBe(
      STORAGE_FULL_MESSAGE,
    );
    expect(describeError(new DOMException('', 'QUOTA_EXCEEDED_ERR'))).toBe(STORAGE_FULL_MESSAGE);
    expect(describeError(new DOMException('Transaction aborted: quota exceeded', 'AbortError'))).toBe(
      STORAGE_FULL_MESSAGE,
    );
  });

  it('does not mistake a server quota for a full disk', () => {
    expect(describeError(Object.assign(new Error('Quota exceeded.'), { name: 'FirebaseError' }))).toBe(
      'Quota exceeded.',
    );
  });

  it('keeps any other message, and never shows an empty one', () => {
    expect(describeError(new Error('Not a document path: x'))).toBe('Not a document path: x');
    expect(describeError(new Error(''))).toBe('Something went wrong. Please try again.');
    expect(describeError('  ')).toBe('Something went wrong. Please try again.');
    expect(describeError(undefined)).toBe('Something went wrong. Please try again.');
  });
});
