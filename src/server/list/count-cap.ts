/**
 * How far a list counts its matches. A list's total used to be an exact count of every visible row, which at
 * 100,000 chats cost more than the page itself; counting stops here instead, and a page beyond it says its total
 * is a lower bound (paginate.ts). Ten pages of the largest page size: every total a person pages through by hand
 * is exact. Its own module so that the API tests can lower it (vi.mock) rather than insert thousands of rows.
 */
export const LIST_COUNT_CAP = 1000;
