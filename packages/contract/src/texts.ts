/** User-facing texts the spec quotes, verbatim. Both sides use these. */
export const TEXT = {
  genericError: 'Oops! It seems like something went wrong.',
  enterEmailAndPassword: 'Please enter your email and password',
  enterValidEmail: 'Please enter a valid email',
  socialLoginFailed: "Whoops! We're having trouble logging you in",
  invalidToken: 'The validation token is invalid or has expired.',
  unknownResetEmail: 'The email address you entered could not be found.',
  resetFailed: 'Something went wrong. Your attempt to reset your password has failed.',
  incorrectPassword: 'Incorrect password',
  demoPasswordChange: 'We should not change password of an demo item',
  termsRequired: 'Hang on! You need to agree to the Terms of Use and Privacy Policy to continue.',
  unconfirmedBanner:
    'Your email address is not confirmed. Click here for more info or try refreshing the page.',
  noPermission: "You don't have permission to do that.",
  paymentProblem: 'There was a problem with your payment.',
  orderCreationFailed:
    'There was an error confirming your purchase. Try refreshing the page or send us an email. Sorry about that!',
  reviewSaveFailed:
    'There was an error saving your review. Try refreshing the page or signing out and back in.',
  reviewNeedsConfirmedEmail:
    "We need to verify your email before you can leave a review. (Or if you've already verified, try refreshing the page.)",
  mailingListFailed: 'There was an error subscribing you to our mailing list.',
  favoritePrompt: 'Sign up or log in to favorite this experience.',
  noReviewsYet: "You don't have any reviews yet",
  noListsYet: "You don't have any lists yet...",
  listEmpty: 'This list is empty :(',
  cartEmpty: 'Your cart is empty',
  nothingToSee: 'Whoops, nothing to see here!',
  partnerThankYou: 'Thank you for signing up',
} as const;

/** 'Please try again in {m} minutes and {s} seconds', from nextValidRequestDate. */
export function retryMessage(nextValidRequestDate: string | Date, now: Date = new Date()): string {
  const ms = Math.max(0, new Date(nextValidRequestDate).getTime() - now.getTime());
  const total = Math.ceil(ms / 1000);
  return `Please try again in ${Math.floor(total / 60)} minutes and ${total % 60} seconds`;
}

export const listNoteUpdateFailed = (title: string) =>
  `Something went wrong updating ${title}. Refresh and try again`;
export const emptyListing = (tagline: string) =>
  `Sorry, we couldn't find any experiences in ${tagline}.`;
export const pageTitle = (title: string, brand: string) => `${title} | ${brand}`;
