// Three real-shaped Indian bills with their exact expected shares, worked out apart from bill.ts (with exact
// fractions): the domain tests and the device e2e both enter them. People are listed as the form lists them.
import type { Bill } from './bill';

export interface BillFixture {
  description: string;
  /** Everyone the bill names, in the order the form lists them; positions in `bill` refer to this list. */
  people: string[];
  payer: string;
  bill: Bill;
  /** The total printed on the bill, when it is not exactly the items and charges. */
  printed?: number;
  /** The reconciliation line the form shows. */
  line: string;
  /** Each person's share, in `people` order. */
  shares: number[];
}

/** Dinner for six: CGST and SGST at 2.5% each, 10% service charge, printed total rounded to ₹2,375. */
export const RESTAURANT: BillFixture = {
  description: 'Dinner at Karim’s',
  people: ['Asha', 'Ravi', 'Meera', 'Kabir', 'Dev', 'Zoya'],
  payer: 'Asha',
  bill: {
    items: [
      { name: 'Paneer Tikka', price: 320, quantity: 1, people: [0, 1] },
      { name: 'Butter Chicken', price: 420, quantity: 1, people: [2, 3] },
      { name: 'Dal Makhani', price: 280, quantity: 1, people: [0, 1, 2, 3, 4, 5] },
      { name: 'Garlic Naan', price: 60, quantity: 6, people: [0, 1, 2, 3, 4, 5] },
      { name: 'Sweet Lime Soda', price: 110, quantity: 2, people: [4, 5] },
      { name: 'Veg Biryani', price: 340, quantity: 1, people: [5] },
      { name: 'Gulab Jamun', price: 125, quantity: 1, people: [0] },
    ],
    cgst: 2.5,
    sgst: 2.5,
    service: 10,
  },
  printed: 2375,
  line: 'Items ₹2,065 + GST ₹103.26 + service ₹206.50 + rounding ₹0.24 = ₹2,375',
  shares: [450.464, 306.699, 364.205, 364.205, 249.193, 640.234],
};

/** A food delivery: packaging and delivery shared equally, a ₹125 coupon, 5% GST after the coupon. */
export const DELIVERY: BillFixture = {
  description: 'Swiggy dinner',
  people: ['Asha', 'Ravi', 'Meera', 'Kabir'],
  payer: 'Ravi',
  bill: {
    items: [
      { name: 'Chicken Biryani', price: 299, quantity: 2, people: [0, 1] },
      { name: 'Paneer Butter Masala', price: 249, quantity: 1, people: [2] },
      { name: 'Butter Naan', price: 45, quantity: 3, people: [2, 3] },
      { name: 'Gulab Jamun (2 pcs)', price: 99, quantity: 1, people: [3] },
    ],
    gst: 5,
    discount: 125,
    other: 75,
    equally: ['other'],
  },
  line: 'Items ₹1,081 − discount ₹125 + GST ₹47.80 + other charges ₹75 = ₹1,078.80',
  shares: [296.397, 296.397, 312.647, 173.359],
};

/** A bar: a pitcher shared by three, 10% service, 5% GST, a ₹200 tip shared equally, printed ₹3,523. */
export const BAR: BillFixture = {
  description: 'Toit, Indiranagar',
  people: ['Asha', 'Ravi', 'Meera', 'Kabir'],
  payer: 'Kabir',
  bill: {
    items: [
      { name: 'Kingfisher pitcher', price: 650, quantity: 2, people: [0, 1, 3] },
      { name: 'Old Monk 60 ml', price: 180, quantity: 3, people: [3] },
      { name: 'Cosmopolitan', price: 450, quantity: 1, people: [2] },
      { name: 'Loaded nachos', price: 380, quantity: 1, people: [0, 1, 2, 3] },
      { name: 'Peri peri fries', price: 220, quantity: 1, people: [1, 2, 3] },
    ],
    gst: 5,
    service: 10,
    tip: 200,
    equally: ['tip'],
  },
  printed: 3523,
  line: 'Items ₹2,890 + GST ₹144.50 + service ₹289 + tip ₹200 − rounding ₹0.50 = ₹3,523',
  shares: [657.492, 741.813, 760.976, 1362.719],
};

export const BILL_FIXTURES = [RESTAURANT, DELIVERY, BAR];
