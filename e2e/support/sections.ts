import type { Locator, Page } from '@playwright/test';
import type { SectionId } from 'shared-auth/routes';

/** What shows that each section has rendered its data, as the navigation opens it. */
export const SECTION_SHOWN: Readonly<Record<SectionId, (page: Page) => Locator>> = {
  campaigns: (page) => page.getByTestId('campaigns-table').locator('tbody tr.ant-table-row'),
  reporting: (page) => page.getByTestId('kpi-spend'),
  leads: (page) => page.getByTestId('leads-table').locator('tbody tr.ant-table-row'),
  adLibrary: (page) => page.getByTestId('ad-card'),
  influencers: (page) => page.getByTestId('influencers-table').locator('tbody tr.ant-table-row'),
  createCampaign: (page) => page.getByTestId('step-objective'),
  createPost: (page) => page.getByTestId('media-library'),
  settings: (page) => page.getByRole('heading', { name: 'Subscription' }),
};
