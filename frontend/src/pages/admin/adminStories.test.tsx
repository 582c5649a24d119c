import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { configure as configureStorybookTest } from 'storybook/test';
import { describe, vi } from 'vitest';
import * as previewAnnotations from '../../../../.storybook/preview';
import { testAllStories } from '../../../../ui-kit/src/test/storyTests';
import * as submissionCard from './AdminContacts/SubmissionCard.stories';
import * as dashboardTiles from './AdminDashboard/DashboardTiles.stories';
import * as loginForm from './AdminGate/AdminLoginForm.stories';
import * as imageGallery from './AdminImages/ImageGallery.stories';
import * as imageEditor from './AdminImages/ImageMetadataEditor.stories';

// The admin pieces' stories, as ui-kit tests its own: each is rendered with Storybook's
// decorators and parameters, played, and checked with axe-core.
setProjectAnnotations(previewAnnotations);
// antd validates and animates asynchronously; the editor's widgets are slow under jsdom.
configureStorybookTest({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 60_000 });

describe('Admin/SubmissionCard', () => testAllStories(composeStories(submissionCard)));
describe('Admin/AdminLoginForm', () => testAllStories(composeStories(loginForm)));
describe('Admin/ImageGallery', () => testAllStories(composeStories(imageGallery)));
describe('Admin/ImageMetadataEditor', () => testAllStories(composeStories(imageEditor)));
describe('Admin/DashboardTiles', () => testAllStories(composeStories(dashboardTiles)));
