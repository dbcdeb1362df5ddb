// Splitwise "Export as spreadsheet" files for the importer's tests, written in the format its exports use:
// Date,Description,Category,Cost,Currency then one column per person holding their net for the row, and a
// "Total balance" footer per currency.

/** A trip in rupees: two Equal expenses, a Custom one, a payment; the footer agrees. */
export const BASIC = `Date,Description,Category,Cost,Currency,Asha,Ravi,Meena

2024-03-15,Hotel,Hotel,1200.00,INR,800.00,-400.00,-400.00
2024-03-16,Dinner,Dining out,900.00,INR,-300.00,600.00,-300.00
2024-03-17,Taxi,Taxi,500.00,INR,-100.00,-250.00,350.00
2024-03-18,Ravi paid Asha,Payment,200.00,INR,-200.00,200.00,0.00

2024-03-20,Total balance, , ,INR,200.00,150.00,-350.00
`;

/** Quoted cells with commas, doubled quotes and a line break; a quoted member name; CRLF line ends. */
export const QUOTED = [
  'Date,Description,Category,Cost,Currency,"Rao, K",Lena',
  '2024-05-01,"Dinner, drinks & ""snacks""",Dining out,100.00,USD,50.00,-50.00',
  '2024-05-02,"Museum',
  'tickets",Entertainment,40.00,USD,-20.00,20.00',
  ',Total balance,,,USD,30.00,-30.00',
  '',
].join('\r\n');

/** A friend export: a UTF-8 byte-order mark and a note above the header, blank lines between rows. */
export const FRIEND = `\uFEFFNote: does not include group expenses

Date,Description,Category,Cost,Currency,You,Priya


2024-06-01,Groceries,Groceries,60.00,EUR,30.00,-30.00

2024-06-03,Concert,Entertainment,90.00,EUR,-90.00,90.00

,Total balance,,,EUR,-60.00,60.00
`;

/** The German export: localised headers and "Zahlung" for a payment. */
export const GERMAN = `Datum,Beschreibung,Kategorie,Kosten,Währung,Anna,Ben
2024-07-01,Miete,Miete,800.00,EUR,400.00,-400.00
2024-07-05,Ben hat Anna bezahlt,Zahlung,400.00,EUR,-400.00,400.00
2024-07-31,Gesamtsaldo, , ,EUR,0.00,0.00
`;

/** "Settle all balances" rows: one that moves nothing (left out), one that is the payment itself. */
export const SETTLE_ALL = `Date,Description,Category,Cost,Currency,Asha,Ravi
2024-03-15,Hotel,Hotel,1000.00,INR,500.00,-500.00
2024-03-20,Settle all balances,Payment,0.00,INR,0.00,0.00
2024-03-21,Settle all balances,Payment,300.00,INR,-300.00,300.00
,Total balance,,,INR,200.00,-200.00
`;

/** A member who left the group keeps their column, marked " (removed)". */
export const REMOVED_MEMBER = `Date,Description,Category,Cost,Currency,Asha,Ravi (removed)
2024-03-15,Fuel,Gas/fuel,1500.00,INR,750.00,-750.00
,Total balance,,,INR,750.00,-750.00
`;

/** Two members with the same name. */
export const SAME_NAME = `Date,Description,Category,Cost,Currency,Asha,Asha,Ravi
2024-03-15,Boat,Transportation,900.00,INR,600.00,-300.00,-300.00
2024-03-16,Lunch,Dining out,300.00,INR,-100.00,200.00,-100.00
,Total balance,,,INR,500.00,-100.00,-400.00
`;

/** Mostly rupees, one dinner in dollars and one museum in euros: each currency has its own footer. */
export const MIXED = `Date,Description,Category,Cost,Currency,Asha,Ravi,Meena
2024-03-15,Hotel,Hotel,1200.00,INR,800.00,-400.00,-400.00
2024-03-16,Dinner,Dining out,30.00,USD,15.00,-15.00,0.00
2024-03-17,Museum,Entertainment,10.00,EUR,-3.33,-3.34,6.67
2024-03-18,Taxi,Taxi,300.00,INR,-100.00,200.00,-100.00
,Total balance,,,INR,700.00,-200.00,-500.00
,Total balance,,,USD,15.00,-15.00,0.00
,Total balance,,,EUR,-3.33,-3.34,6.67
`;

/** Two people paid for each expense; the first is an Equal split among three, the second is not. */
export const SEVERAL_PAYERS = `Date,Description,Category,Cost,Currency,Asha,Ravi,Meena
2024-03-15,Villa,Hotel,3000.00,INR,500.00,500.00,-1000.00
2024-03-16,Jeep,Transportation,1000.00,INR,600.00,100.00,-700.00
,Total balance,,,INR,1100.00,600.00,-1700.00
`;

/**
 * Two payers (2:1) of three equal lines: the app owes each line to the payers in proportion, and three
 * equal lines cannot give Asha exactly 0.52, so the payers' own lines are raised a thousandth or two.
 */
export const SEVERAL_PAYERS_UNEVEN = `Date,Description,Category,Cost,Currency,Asha,Jo,Ravi,Meena,Lena
2024-03-15,Chai,Dining out,0.78,INR,0.52,0.26,-0.26,-0.26,-0.26
,Total balance,,,INR,0.52,0.26,-0.26,-0.26,-0.26
`;

/** A refund: Splitwise writes its cost negative and the nets turned around. */
export const REFUND = `Date,Description,Category,Cost,Currency,Asha,Ravi
2024-03-15,Returned tent,General,-600.00,INR,-300.00,300.00
,Total balance,,,INR,-300.00,300.00
`;

/** Someone paid only for themselves: no one's balance changes, so it is left out. */
export const OWN_EXPENSE = `Date,Description,Category,Cost,Currency,Asha,Ravi
2024-03-15,Souvenir,General,250.00,INR,0.00,0.00
2024-03-16,Snacks,Dining out,100.00,INR,50.00,-50.00
,Total balance,,,INR,50.00,-50.00
`;

// Files that must be refused.

export const NETS_DO_NOT_ADD_UP = `Date,Description,Category,Cost,Currency,Asha,Ravi
2024-03-15,Hotel,Hotel,1000.00,INR,500.00,-500.00
2024-03-16,Dinner,Dining out,300.00,INR,150.00,-100.00
,Total balance,,,INR,650.00,-600.00
`;

export const NETS_EXCEED_COST = `Date,Description,Category,Cost,Currency,Asha,Ravi
2024-03-15,Hotel,Hotel,1000.00,INR,1500.00,-1500.00
,Total balance,,,INR,1500.00,-1500.00
`;

/** The footer gives Asha 600.00, but her rows add up to 500.00. */
export const FOOTER_MISMATCH = `Date,Description,Category,Cost,Currency,Asha,Ravi
2024-03-15,Hotel,Hotel,1000.00,INR,500.00,-500.00
,Total balance,,,INR,600.00,-600.00
`;

export const NO_FOOTER = `Date,Description,Category,Cost,Currency,Asha,Ravi
2024-03-15,Hotel,Hotel,1000.00,INR,500.00,-500.00
`;

/** The dollar footer is off by a cent, checked in dollars before any conversion. */
export const FOREIGN_FOOTER_MISMATCH = `Date,Description,Category,Cost,Currency,Asha,Ravi
2024-03-15,Hotel,Hotel,1000.00,INR,500.00,-500.00
2024-03-16,Dinner,Dining out,30.00,USD,15.00,-15.00
,Total balance,,,INR,500.00,-500.00
,Total balance,,,USD,15.01,-15.01
`;

export const SHORT_LINE = `Date,Description,Category,Cost,Currency,Asha,Ravi
2024-03-15,Hotel,Hotel,1000.00,INR,500.00,-500.00
2024-03-16,Dinner,Dining out,300.00,INR,150.00
,Total balance,,,INR,650.00,-650.00
`;

export const NOT_A_NUMBER = `Date,Description,Category,Cost,Currency,Asha,Ravi
2024-03-15,Hotel,Hotel,1000.00,INR,500.00,-500.00
2024-03-16,Dinner,Dining out,300.00,INR,abc,-150.00
,Total balance,,,INR,650.00,-650.00
`;

export const BAD_DATE = `Date,Description,Category,Cost,Currency,Asha,Ravi
15/03/2024,Hotel,Hotel,1000.00,INR,500.00,-500.00
,Total balance,,,INR,500.00,-500.00
`;

export const UNCLOSED_QUOTE = `Date,Description,Category,Cost,Currency,Asha,Ravi
2024-03-15,"Hotel,Hotel,1000.00,INR,500.00,-500.00
,Total balance,,,INR,500.00,-500.00
`;

export const PAYMENT_TO_TWO = `Date,Description,Category,Cost,Currency,Asha,Ravi,Meena
2024-03-15,Asha paid,Payment,300.00,INR,300.00,-100.00,-200.00
,Total balance,,,INR,300.00,-100.00,-200.00
`;

export const NOT_SPLITWISE = `{"expenses": [{"amount": 12}]}
`;
