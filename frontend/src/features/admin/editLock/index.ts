/*
 * Edit locks in an admin editor: an entry of its own, not re-exported by features/admin, so the
 * admin shell and the public entry (which import features/admin) never load it.
 */
export { EditLockAlert, edmontonClock, lockBanner } from './EditLockAlert';
export { EDIT_LOCK_HEARTBEAT_MS, useEditLock, type EditLockStatus } from './useEditLock';
