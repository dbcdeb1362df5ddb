import { describe, expect, it } from 'vitest';
import { isUpiId, parseUpiId, UPI_ID_INVALID, upiPayLink } from './upi';

describe('UPI IDs', () => {
  it.each(['ravi@okaxis', 'asha.k-2@ybl', 'ravi_01@paytm', '9876543210@upi'])('accepts %s', (id) => {
    expect(isUpiId(id)).toBe(true);
  });

  it.each(['', 'ravi', '@okaxis', 'ravi@', 'r@okaxis', 'ravi@@okaxis', 'ravi @okaxis', 'ravi@1bank', 'ravi@ok axis'])(
    'refuses %j',
    (id) => {
      expect(isUpiId(id)).toBe(false);
    },
  );

  it('trims, allows clearing, and says what is wrong', () => {
    expect(parseUpiId('  ravi@okaxis ')).toEqual({ value: 'ravi@okaxis' });
    expect(parseUpiId('   ')).toEqual({ value: '' });
    expect(parseUpiId('ravi')).toEqual({ problem: UPI_ID_INVALID });
  });
});

describe('upiPayLink', () => {
  it('carries payee, name, a 2-decimal amount in INR and the note', () => {
    const link = upiPayLink({ payeeUpiId: 'ravi@okaxis', payeeName: 'Ravi K', amount: 6533.334, note: 'Goa trip' });
    expect(link.startsWith('upi://pay?')).toBe(true);
    const params = new URLSearchParams(link.slice('upi://pay?'.length));
    expect(Object.fromEntries(params)).toEqual({
      pa: 'ravi@okaxis',
      pn: 'Ravi K',
      am: '6533.33',
      cu: 'INR',
      tn: 'Goa trip',
    });
    expect(link).not.toContain('+');
  });

  it('escapes what would break the link', () => {
    const link = upiPayLink({ payeeUpiId: 'a.b@ybl', payeeName: 'A&B=C', amount: 10, note: 'x?y#z' });
    const params = new URLSearchParams(link.slice('upi://pay?'.length));
    expect(params.get('pn')).toBe('A&B=C');
    expect(params.get('tn')).toBe('x?y#z');
    expect(params.get('am')).toBe('10.00');
  });
});
