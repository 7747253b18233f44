/**
 * The user-facing texts of the spec, word for word (typos and double spaces included: they are
 * requirements). One catalogue, so "word for word" is checked in one place; tests still assert
 * the literal strings, so a typo here fails them.
 */
export const MESSAGES = {
  // Section 1 and 2: the shell and the home page.
  welcome: 'Kia ora, what can we help you find?',
  pleaseWait: 'Please wait',
  loadingServices: 'Loading services...',
  noServiceFound: 'No Service found',
  noReviews: 'No reviews',

  // Section 4 and 8: sessions.
  pleaseLogin: 'Please Login to your account',
  pleaseLoginAction: 'Please login to your account!',
  loginSuccess: 'Login Successfully',
  failedToLogin: 'Failed to login',
  loggedOut: 'Your are logout',

  // Section 8: failures.
  somethingWentWrong: 'Something went wrong',
  registrationFailed: 'Something went wrong!',
  enterCorrectData: 'Please enter correct data',
  uploadNewLogo: 'Upload new logo',

  // Section 5: validation.
  serviceRequired: 'Service is required',
  selectAnyFilter: 'Please select any filter',
  loginNameRequired: 'Email/Username is required',
  loginPasswordRequired: 'Password  required',
  fieldRequired: 'This field is required',
  emailNotMatch: 'Email not match',
  passwordNotMatch: 'Password not match',

  // Sections 4, 5 and 8: watchlist, enquiries and reviews (issue 10).
  pleaseLoginWatchlist: 'Please login to your account! before add service to watchlist',
  watchAdded: 'Added',
  watchRemoved: 'Removed',
  warning: 'Warning',
  error: 'Error',
  enquirySent: 'Enquiry send to service provider',
  enquiryRepeat: 'Already set enquiry to the provider',
  enquiryFailed: 'Something went wrong!',
} as const;

/** '{field} is required' (spec section 5). */
export const requiredMessage = (field: string): string => `${field} is required`;
