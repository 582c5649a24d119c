export { AdminOutboxMessagePage } from './AdminOutboxMessagePage';
export { AdminOutboxPage } from './AdminOutboxPage';
