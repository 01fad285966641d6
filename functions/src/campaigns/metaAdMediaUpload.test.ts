import type { CampaignForm } from '@adplatform/campaign-model/form';
import { cropRatiosFor, placementsByMedia } from './metaAdMediaUpload';

type FormAdSet = CampaignForm['adSets'][number];

const ad = (mediaPath: string | null) => ({
  headline: 'Warm boots',
  primaryText: 'For the snow.',
  mediaPath,
  callToAction: 'shop_now' as const,
  destinationUrl: 'https://example.com/boots',
});

const adSet = (placements: FormAdSet['placements'], mediaPaths: (string | null)[]): FormAdSet =>
  ({ placements, ads: mediaPaths.map(ad) }) as unknown as FormAdSet;

describe('the crops of an ad image on Meta', () => {
  it('crops square for the feed and upright for stories and reels, once each', () => {
    expect(cropRatiosFor(['feed'])).toEqual(['square']);
    expect(cropRatiosFor(['reels', 'stories', 'feed'])).toEqual(['square', 'vertical']);
    expect(cropRatiosFor(['search', 'video'])).toEqual([]);
  });

  it('gathers each file once, with every placement of the ad sets that show it', () => {
    const form = {
      adSets: [
        adSet({ automatic: false, chosen: ['feed'] }, ['users/u/media/a.png', null]),
        adSet({ automatic: false, chosen: ['stories'] }, ['users/u/media/a.png', 'users/u/media/b.png']),
      ],
    } as unknown as CampaignForm;
    const byPath = placementsByMedia(form);
    expect([...byPath.keys()]).toEqual(['users/u/media/a.png', 'users/u/media/b.png']);
    expect(cropRatiosFor(byPath.get('users/u/media/a.png')!)).toEqual(['square', 'vertical']);
    expect(cropRatiosFor(byPath.get('users/u/media/b.png')!)).toEqual(['vertical']);
    // Placements chosen by Meta (automatic) take every crop.
    const automatic = { adSets: [adSet({ automatic: true, chosen: [] }, ['users/u/media/c.png'])] };
    expect(
      cropRatiosFor(placementsByMedia(automatic as unknown as CampaignForm).get('users/u/media/c.png')!),
    ).toEqual(['square', 'vertical']);
  });
});
