// The recurring items by their next date (issue 31): "Rent, ₹25,000, next on 1 Dec", automatic ones marked
// in words and with an icon, and where an item with an end stands.
import { formatMoney } from '../../domain/currency';
import { dayMonth, standingWords, type Upcoming } from '../../domain/recurring-upcoming';
import { RepeatIcon } from '../../ui/icons';
import { useLedgerCurrency } from '../../ui/money';

function nextWords({ next }: Upcoming, today: number): string {
  if (!next) return 'no more payments';
  return next.date < today ? `due since ${dayMonth(next.date)}` : `next on ${dayMonth(next.date)}`;
}

export function AutoMarker() {
  return (
    <span className="badge auto-marker">
      <RepeatIcon />
      Adds automatically
    </span>
  );
}

export function UpcomingList({ upcoming, now }: { upcoming: Upcoming[]; now: number }) {
  const currency = useLedgerCurrency();
  const today = new Date(now).setHours(0, 0, 0, 0);
  if (upcoming.length === 0) return null;
  return (
    <section className="card upcoming" aria-labelledby="upcoming-heading">
      <h2 id="upcoming-heading">Coming up</h2>
      <ol className="upcoming-list">
        {upcoming.map((u) => {
          const amount = u.next?.amount ?? u.item.amount;
          const standing = standingWords(u.item, now);
          return (
            <li key={u.item.id}>
              <span className="upcoming-line">
                <strong>{u.item.description}</strong>,{' '}
                {amount > 0 ? formatMoney(amount, currency) : 'amount asked each month'}, {nextWords(u, today)}
              </span>
              {u.item.autoAdd ? <AutoMarker /> : null}
              {standing ? <span className="muted upcoming-standing">{standing}</span> : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
