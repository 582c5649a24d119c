/*
 * The admin screens of the farm tools' data, in one lazy chunk: the admin's section table then
 * lists one file to preload for the four of them rather than four (they weigh about 5 KiB gzip
 * together, so opening one loads the others for little).
 */
export { AdminFertilizerEditPage } from './AdminFertilizers/AdminFertilizerEditPage';
export { AdminFertilizersPage } from './AdminFertilizers/AdminFertilizersPage';
export { AdminFoliarProductEditPage } from './AdminFoliarProducts/AdminFoliarProductEditPage';
export { AdminFoliarProductsPage } from './AdminFoliarProducts/AdminFoliarProductsPage';
