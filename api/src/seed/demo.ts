/** Documented in api/README.md: change both together. */
export const demo = {
  customer: { id: 1, phone: '+15550100100', email: 'customer@example.com', password: 'Demo@1234', f_name: 'Jane', l_name: 'Doe' },
  guestOrder: { id: 100002, contactNumber: '+15550100200' },
  customerOrders: [100001, 100003],
}
