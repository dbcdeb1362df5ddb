import { describe, expect, it } from 'vitest';
import { member, tempMember, tx } from '../test-builders';
import { defuseFormula, quoteField, transactionsCsv } from './csv';

// ISO dates carry the device's offset; pin it so the golden text is stable wherever the tests run.
process.env.TZ = 'Asia/Kolkata';

const at = (iso: string) => new Date(iso).getTime();

describe('quoteField', () => {
  it('leaves plain text alone', () => {
    expect(quoteField('Milk')).toBe('Milk');
  });
  it('quotes commas, quotes, CR and LF, doubling quotes', () => {
    expect(quoteField('a,b')).toBe('"a,b"');
    expect(quoteField('say "hi"')).toBe('"say ""hi"""');
    expect(quoteField('line\nbreak')).toBe('"line\nbreak"');
    expect(quoteField('cr\rhere')).toBe('"cr\rhere"');
  });
});

describe('defuseFormula', () => {
  it.each(['=SUM(A1)', '+91 98', '-cmd', '@here', '\tx', '\rx'])('prefixes %j with a quote', (text) => {
    expect(defuseFormula(text)).toBe(`'${text}`);
  });
  it('leaves other text alone', () => {
    expect(defuseFormula('Rent = 5')).toBe('Rent = 5');
    expect(defuseFormula('₹ 500')).toBe('₹ 500');
  });
});

describe('transactionsCsv', () => {
  const members = [member('u1', 'Asha'), tempMember('रवि'), tempMember('Meera, "M"')];

  it('writes the golden file for hostile fields', () => {
    const csv = transactionsCsv(
      [
        tx({
          date: at('2026-11-21T10:30:00+05:30'),
          description: 'Dinner, "the good one"\nat Leela',
          amount: 1200.5,
          category: 'Food',
          tags: ['Travel', 'Food'],
          from: 'u1',
          paymentMode: 'Credit',
          comments: '=HYPERLINK("http://evil")',
          splitInfo: {
            method: 'Equal',
            details: [
              { userId: 'u1', amount: 400.168, split: 1 },
              { userId: 'रवि', amount: 400.166, split: 1 },
              { userId: 'Meera, "M"', amount: 400.166, split: 1 },
            ],
          },
        }),
        tx({
          date: at('2026-11-01T00:00:00+05:30'),
          description: '-refund ₹250 दूध',
          amount: -250,
          type: 'expense',
          category: '@risk',
          from: 'common',
          paymentMode: 'UPI',
        }),
      ],
      members,
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Date,Description,Amount,Type,Category,Tags,Paid by,Payment mode,Comments,Split method,Split: Asha,Split: रवि,"Split: Meera, ""M""",Payers,Original amount,Original currency,Exchange rate',
      '2026-11-21T10:30:00+05:30,"Dinner, ""the good one""\nat Leela",1200.5,expense,Food,"Travel, Food",Asha,Credit,"\'=HYPERLINK(""http://evil"")",Equal,400.168,400.166,400.166,,,,',
      "2026-11-01T00:00:00+05:30,'-refund ₹250 दूध,-250,expense,'@risk,,common,UPI,,,,,,,,,",
      '',
    ]);
  });

  it('sorts newest first and gives people named only in splits their own column', () => {
    const csv = transactionsCsv(
      [
        tx({ description: 'Old', date: 1 }),
        tx({
          description: 'New',
          date: 2,
          splitInfo: { method: 'Custom', details: [{ userId: 'gone', amount: 5, split: 5 }] },
        }),
      ],
      [member('alice', 'Alice')],
    );
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toMatch(/Split: Alice,Split: gone,Payers,Original amount,Original currency,Exchange rate$/);
    expect(lines[1]).toMatch(/,New,.*,Custom,,5,,,,$/);
    expect(lines[2]).toMatch(/,Old,/);
  });

  it('has only the header when there are no transactions', () => {
    expect(transactionsCsv([], [])).toBe(
      '\uFEFFDate,Description,Amount,Type,Category,Tags,Paid by,Payment mode,Comments,Split method,Payers,Original amount,Original currency,Exchange rate\r\n',
    );
  });
});

describe('transactionsCsv with several payers and a foreign currency', () => {
  it('appends the payers, the original amount, its currency and the rate after every older column', () => {
    const csv = transactionsCsv(
      [
        tx({
          date: at('2026-11-21T10:30:00+05:30'),
          description: 'Dinner',
          amount: 3605,
          from: 'u1',
          payers: [
            { userId: 'u1', amount: 2000 },
            { userId: 'रवि', amount: 1605 },
          ],
          originalAmount: 40,
          originalCurrency: 'EUR',
          exchangeRate: 90.125,
        }),
      ],
      [member('u1', 'Asha'), tempMember('रवि')],
    );
    expect(csv.slice(1).split('\r\n')[1]).toBe(
      '2026-11-21T10:30:00+05:30,Dinner,3605,expense,Food,,Asha,UPI,,,,,Asha: 2000; रवि: 1605,40,EUR,90.125',
    );
  });
});
