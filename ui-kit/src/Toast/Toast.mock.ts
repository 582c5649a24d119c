import type { ToastOptions } from './ToastProvider';

/** The toasts of the spec (sections 4 and 8), by the screen that shows them. */
export const specToasts = {
  subscribed: {
    variant: 'success',
    title: 'Successfully Subscribed',
    description: 'Thank you for subscribing to our newsletter!',
  },
  subscribeFailed: {
    variant: 'error',
    title: 'Error',
    description: 'Failed to subscribe. Please try again.',
  },
  messageSent: {
    variant: 'success',
    title: 'Message Sent',
    description: "We'll get back to you as soon as possible.",
  },
  messageFailed: {
    variant: 'error',
    title: 'Error',
    description: 'Failed to send message. Please try again.',
  },
  imageUpload: {
    variant: 'info',
    title: 'Image Upload',
    description: 'In a production environment, this image would be uploaded.',
  },
} satisfies Record<string, ToastOptions>;
