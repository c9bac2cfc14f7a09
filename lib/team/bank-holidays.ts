// England & Wales bank holidays (GOV.UK, www.gov.uk/bank-holidays), substitute days included.
// The office is closed on these; add a year before it starts (a test fails when the list runs
// out within the next twelve months). Other closures: OFFICE_CLOSED_DAYS (.env.example).

export const englandAndWalesBankHolidays: readonly string[] = [
  // 2025
  '2025-01-01',
  '2025-04-18',
  '2025-04-21',
  '2025-05-05',
  '2025-05-26',
  '2025-08-25',
  '2025-12-25',
  '2025-12-26',
  // 2026 (Boxing Day is a Saturday: Monday 28 December instead)
  '2026-01-01',
  '2026-04-03',
  '2026-04-06',
  '2026-05-04',
  '2026-05-25',
  '2026-08-31',
  '2026-12-25',
  '2026-12-28',
  // 2027 (Christmas on a weekend: 27 and 28 December instead)
  '2027-01-01',
  '2027-03-26',
  '2027-03-29',
  '2027-05-03',
  '2027-05-31',
  '2027-08-30',
  '2027-12-27',
  '2027-12-28',
  // 2028 (New Year's Day is a Saturday: Monday 3 January instead)
  '2028-01-03',
  '2028-04-14',
  '2028-04-17',
  '2028-05-01',
  '2028-05-29',
  '2028-08-28',
  '2028-12-25',
  '2028-12-26',
];

/** The last day the list covers. */
export const bankHolidaysKnownUntil = '2028-12-31';
