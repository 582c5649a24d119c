/**
 * Test data: the server's answer to a subscription, as the API gives it (its text is the spec's,
 * written once in the backend's subscriber service).
 */
export const subscribedAnswerMock = { message: 'Thank you for subscribing to our newsletter!' };
