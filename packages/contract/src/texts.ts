/** User-facing texts the spec quotes, verbatim. Both sides use these. */
export const TEXT = {
  genericError: 'Oops! It seems like something went wrong.',
  alreadyReviewed: 'You have already reviewed this experience. You can edit your review.',
  tooManyReviews: 'You have posted many reviews in a short time. Please try again later.',
  deleteNotAllowedInDemo: 'Delete not allowed in demo mode',
  addProductNotInDemo: "Adding product won't happen in demo mode",
  deleteProductNotInDemo: 'Delete product will not work in demo mode',
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
  noPartnerOrders: 'No orders have been made. Check back later.',
  redeemNeedsCodeAndDate: 'Please enter a booking code and date.',
  integrationFailed: 'There was an error with the integration. Please try again.',
  integrationSucceeded: 'You have been integrated successfully!',
  setLocationFirst: 'You must set your location before saving.',
  completeAllFields: 'Please complete all fields.',
  nothingToSave: 'Nothing to save',
  enterValidMarket: 'Please enter a valid market.',
  businessSaveFailed: 'There was an error saving your business information. Please try again later',
  userUpdateFailed: 'There was an error updating your user information',
  agreementSaveFailed: 'There was an error saving your information. Please try again later.',
  bankInfoFailed: "Make sure you've entered your bank info correctly.",
  bankingNeedsBusiness:
    'Please make sure your business information is correct. Go to Business Management first.',
  verificationSaved: 'Verification info saved successfully.',
  einSaveFailed: 'We were unable to save your data. Please contact support for more details.',
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
