import {
  googleKeyMatches,
  leadFormDeliveryOperation,
  leadFormRowSchema,
  networkLeadFromWebhook,
  toGoogleLeadForm,
} from './googleAdsLeadForms';

const RECEIVED = new Date('2026-12-07T10:00:00Z');

describe('Google Ads lead forms at the trust boundary', () => {
  it('maps a webhook lead: standard columns into fields, the advertiser’s questions kept with their text', () => {
    const lead = networkLeadFromWebhook(
      {
        lead_id: 'AbC-123_x',
        form_id: 8800000001,
        campaign_id: '42',
        adgroup_id: 7,
        google_key: 'key',
        user_column_data: [
          { column_id: 'FIRST_NAME', column_name: 'First Name', string_value: 'Jonas ' },
          { column_id: 'LAST_NAME', column_name: 'Last Name', string_value: 'Berg' },
          { column_id: 'WORK_EMAIL', string_value: 'jonas@example.com' },
          { column_id: 'COMPANY_NAME', string_value: 'Berg AB' },
          { column_id: 'shoe_size', column_name: 'Which shoe size?', string_value: '44' },
        ],
        lead_submit_time: '2026-12-06T09:30:00Z',
        unknown_future_field: true,
      },
      RECEIVED,
    );
    expect(lead).toEqual({
      externalId: 'AbC-123_x',
      name: 'Jonas Berg',
      email: 'jonas@example.com',
      phone: '',
      company: 'Berg AB',
      answers: [{ question: 'Which shoe size?', answer: '44' }],
      formId: '8800000001',
      adId: null,
      adSetId: '7',
      campaignId: '42',
      campaignName: null,
      createdAt: new Date('2026-12-06T09:30:00Z'),
    });
  });

  it('dates a lead without its submit time by its arrival, and refuses a body not in Google’s shape', () => {
    const lead = networkLeadFromWebhook({ lead_id: 'a', form_id: '1', google_key: 'k' }, RECEIVED);
    expect(lead.createdAt).toEqual(RECEIVED);
    expect(() => networkLeadFromWebhook({ form_id: 1, google_key: 'k' }, RECEIVED)).toThrow();
    expect(() => networkLeadFromWebhook({ lead_id: 'a', form_id: -1, google_key: 'k' }, RECEIVED)).toThrow();
  });

  it('compares the key exactly, and never matches an empty kept key or a key that is not text', () => {
    expect(googleKeyMatches('s3cret', 's3cret')).toBe(true);
    expect(googleKeyMatches('s3cret!', 's3cret')).toBe(false);
    expect(googleKeyMatches('', '')).toBe(false);
    expect(googleKeyMatches(42, '42')).toBe(false);
  });

  it('reads a lead form row with the webhook it delivers to, and writes the delivery Google keeps one of', () => {
    const row = leadFormRowSchema.parse({
      asset: {
        id: '55',
        leadFormAsset: {
          headline: 'Book a fitting',
          businessName: 'Trail Co',
          deliveryMethods: [{ webhook: { advertiserWebhookUrl: 'https://example.test/hook' } }],
        },
      },
    });
    expect(toGoogleLeadForm('123', row)).toEqual({
      customerId: '123',
      id: '55',
      name: 'Book a fitting',
      businessName: 'Trail Co',
      webhookUrl: 'https://example.test/hook',
    });
    expect(leadFormDeliveryOperation('123', '55', null)).toEqual({
      update: { resourceName: 'customers/123/assets/55', leadFormAsset: { deliveryMethods: [] } },
      updateMask: 'lead_form_asset.delivery_methods',
    });
    expect(
      leadFormDeliveryOperation('123', '55', { url: 'https://example.test/hook', key: 'k' }),
    ).toMatchObject({
      update: {
        leadFormAsset: {
          deliveryMethods: [
            {
              webhook: {
                advertiserWebhookUrl: 'https://example.test/hook',
                googleSecret: 'k',
                payloadSchemaVersion: '3',
              },
            },
          ],
        },
      },
    });
  });
});
