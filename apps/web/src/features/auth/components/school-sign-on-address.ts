/** The Clever callback's answer in the sign-in page's address: a ticket, or the reason there is none. */
export const isSchoolSignOnReturn = (params: URLSearchParams) =>
  params.has('signOnTicket') || params.has('signOnError');
